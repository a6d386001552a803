import type { BaseMedium } from '@toufang/contracts';

/**
 * What one medium's channel-ID page differs in (spec 000 §2 `media`, `mediaKs`, `mediaQq`, `mediaOther`): its
 * name, its route, and its conversion-base page. The three pages are one
 * component driven by these.
 */
export interface ChannelIdsDefinition {
  medium: BaseMedium;
  /** The medium's platform name, e.g. 巨量引擎. */
  platform: string;
  path: string;
  /** Where the medium's conversion bases are made (`collect*`). */
  basesPath: string;
}

export const CHANNEL_ID_DEFINITIONS: Readonly<Record<BaseMedium, ChannelIdsDefinition>> = {
  bytedance: {
    medium: 'bytedance',
    platform: '巨量引擎',
    path: '/transConfig/media',
    basesPath: '/transConfig/collect',
  },
  kuaishou: {
    medium: 'kuaishou',
    platform: '磁力引擎',
    path: '/transConfigKs/mediaKs',
    basesPath: '/transConfigKs/collectKs',
  },
  tencent: {
    medium: 'tencent',
    platform: '腾讯广告',
    path: '/transConfigQq/mediaQq',
    basesPath: '/transConfigQq/collectQq',
  },
  other: {
    medium: 'other',
    platform: '其他媒体',
    path: '/transConfigOther/mediaOther',
    basesPath: '/transConfigOther/other',
  },
  pc: {
    medium: 'pc',
    platform: '端游媒体',
    path: '/transConfigPc/mediaPc',
    basesPath: '/transConfigPc/pc',
  },
};

export const MEDIUM_NAMES: Readonly<Record<BaseMedium, string>> = {
  bytedance: CHANNEL_ID_DEFINITIONS.bytedance.platform,
  kuaishou: CHANNEL_ID_DEFINITIONS.kuaishou.platform,
  tencent: CHANNEL_ID_DEFINITIONS.tencent.platform,
  other: CHANNEL_ID_DEFINITIONS.other.platform,
  pc: CHANNEL_ID_DEFINITIONS.pc.platform,
};
