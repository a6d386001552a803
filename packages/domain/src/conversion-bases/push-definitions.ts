import type { BasePushMedium } from '@toufang/contracts';

// What pushing a conversion base makes in an ad account, per medium (docs/architecture/
// conversion-bases.md): the objects in the order they are made, and the conversions (the medium's
// events) an app base gets. A medium without an entry offers no push.

export interface BasePushObject {
  key: 'asset' | 'track_url_group' | 'events';
  label: string;
}

export interface BasePushDefinition {
  objects: readonly BasePushObject[];
  /** The medium's event types made on the asset, with their Chinese names. */
  events: readonly { type: string; label: string }[];
}

export const BASE_PUSH_DEFINITIONS: Record<BasePushMedium, BasePushDefinition> = {
  bytedance: {
    objects: [
      { key: 'asset', label: '事件资产' },
      { key: 'track_url_group', label: '监测链接组' },
      { key: 'events', label: '转化事件' },
    ],
    events: [
      { type: 'active', label: '激活' },
      { type: 'active_register', label: '注册' },
      { type: 'active_pay', label: '付费' },
    ],
  },
};
