import type { BaseMedium, BasePlatform } from '@toufang/contracts';
import { BASE_MEDIUM_SHAPES, BASE_PLATFORM_NAMES } from '@toufang/domain';

/**
 * The calls a medium's bases are kept through: `/amt/*` (ability `amt:linkbase`) or, for the
 * desktop-game media, `/tradition/*` (`tradition:linkbase`, spec 002 §7).
 */
export interface BaseCalls {
  list: string;
  links: string;
  create: string;
  /** The multipart create that also makes the ad IDs of a sheet of channels; null: none. */
  createWithSheet: string | null;
}

const AMT_CALLS: BaseCalls = {
  list: '/amt/linkbase',
  links: '/amt/linklist',
  create: '/amt/createbase',
  createWithSheet: null,
};

const TRADITION_CALLS: BaseCalls = {
  list: '/tradition/linkbase',
  links: '/tradition/linklist',
  create: '/tradition/createbase',
  createWithSheet: '/tradition/createbase_v2',
};

/**
 * What one medium's conversion-base page differs in (spec 000 §2 `collect`, `collectKs`,
 * `collectQq`, `other`): titles, its routes and what it says about its links. The three pages are one
 * component driven by these; the macros come from the domain (`MEDIUM_LINKS`).
 */
export interface BasesDefinition {
  medium: BaseMedium;
  /** The medium's platform name, e.g. 巨量引擎. */
  platform: string;
  /** The list route (`collect`) and its hidden detail route. */
  listPath: string;
  detailPath: string;
  /**
   * The hidden 批量广告ID route of a base (`collect/more?id=`): its ad-ID batches and a sheet
   * upload bound to it; null where the medium has none (其他媒体 and 端游媒体 keep theirs on
   * 渠道ID and pcBatch).
   */
  morePath: string | null;
  /** Shown above the list: where the links go on this medium. */
  notice: string;
  calls: BaseCalls;
  /** The platforms a base may be for and whether it promotes an app (domain `BASE_MEDIUM_SHAPES`). */
  platforms: readonly BasePlatform[];
  usesApp: boolean;
}

const shapeOf = (medium: BaseMedium) => ({
  platforms: BASE_MEDIUM_SHAPES[medium].platforms,
  usesApp: BASE_MEDIUM_SHAPES[medium].usesApp,
});

export const BASE_DEFINITIONS: Readonly<Record<BaseMedium, BasesDefinition>> = {
  bytedance: {
    medium: 'bytedance',
    calls: AMT_CALLS,
    ...shapeOf('bytedance'),
    platform: '巨量引擎',
    listPath: '/transConfig/collect',
    detailPath: '/transConfig/collect/detail',
    morePath: '/transConfig/collect/more',
    notice:
      '转化基础 = 游戏 × 平台 × 媒体：选定应用包与下载链接，系统按巨量引擎的宏参数生成点击与展示监测链接；链接填入巨量引擎的监测链接组，转化通过回传参数 __CALLBACK_PARAM__ 回传。',
  },
  kuaishou: {
    medium: 'kuaishou',
    calls: AMT_CALLS,
    ...shapeOf('kuaishou'),
    platform: '磁力引擎',
    listPath: '/transConfigKs/collectKs',
    detailPath: '/transConfigKs/collectKs/detail',
    morePath: '/transConfigKs/collectKs/more',
    notice:
      '转化基础 = 游戏 × 平台 × 媒体：选定应用包与下载链接，系统按磁力引擎的宏参数生成点击与展示监测链接；转化通过点击下发的 __CALLBACK__ 地址回传。',
  },
  tencent: {
    medium: 'tencent',
    calls: AMT_CALLS,
    ...shapeOf('tencent'),
    platform: '腾讯广告',
    listPath: '/transConfigQq/collectQq',
    detailPath: '/transConfigQq/collectQq/detail',
    morePath: '/transConfigQq/collectQq/more',
    notice:
      '转化基础 = 游戏 × 平台 × 媒体：选定应用包与下载链接，系统按腾讯广告的宏参数生成点击与曝光监测链接（填入 DataNexus 的监测链接组）；转化通过 __CALLBACK__ 地址回传。',
  },
  other: {
    medium: 'other',
    calls: AMT_CALLS,
    ...shapeOf('other'),
    platform: '其他媒体',
    listPath: '/transConfigOther/other',
    detailPath: '/transConfigOther/other/detail',
    morePath: null,
    notice:
      '转化基础 = 游戏 × 平台 × 媒体：其他媒体没有接口与宏参数，点击监测链接只带转化基础与游戏；在渠道ID页为每个渠道生成广告ID，交给渠道的链接带 ad_id 区分来源，转化不回传媒体。',
  },
  pc: {
    medium: 'pc',
    calls: TRADITION_CALLS,
    ...shapeOf('pc'),
    platform: '端游媒体',
    listPath: '/transConfigPc/pc',
    detailPath: '/transConfigPc/pc/detail',
    morePath: null,
    notice:
      '转化基础 = 游戏 × PC 端 × 端游媒体：填写客户端的下载页，点击监测链接只带转化基础与游戏；新建时可同时上传渠道表格，为每个渠道（游戏平台、下载站、网吧联盟等）生成带 ad_id 的广告ID链接。',
  },
};

/** The platform choices of a medium's bases. */
export const platformOptions = (definition: BasesDefinition) =>
  definition.platforms.map((p) => ({ value: p, label: BASE_PLATFORM_NAMES[p] }));
