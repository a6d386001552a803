// The macros each medium fills into a tracking link (docs/architecture/conversion-bases.md): the
// medium replaces `__NAME__` with the click's or impression's value before it calls the link.
// Sources, per medium, are named in that page; a macro lists the link kinds and platforms it
// belongs to, so one builder makes every medium's links.

import type { AppPlatform, BaseMedium, BasePlatform, LinkKind } from '@toufang/contracts';

export interface LinkMacro {
  /** The query parameter the value arrives in. */
  param: string;
  /** The medium's placeholder, e.g. `__CALLBACK_PARAM__`. */
  macro: string;
  label: string;
  /** The tracked links (click, impression) that carry it. */
  kinds: readonly Exclude<LinkKind, 'callback'>[];
  /** Only on these platforms (device ids); every platform when absent. */
  platforms?: readonly AppPlatform[];
}

export interface CallbackTemplate {
  method: 'GET' | 'POST';
  /** The address; `{callback}` stands for the value the click delivered. */
  url: string;
  /** What the placeholders in `url` are filled from. */
  macros: readonly { param: string; macro: string; label: string }[];
}

export interface MediumLinks {
  /** The medium's name for the links, shown on the page. */
  title: string;
  macros: readonly LinkMacro[];
  /** How a conversion is reported back; null for a medium without an API (no callback). */
  callback: CallbackTemplate | null;
  /** Query parameters the medium appends itself: a tracking address must not use them. */
  reservedParams: readonly string[];
}

const BOTH = ['click', 'impression'] as const;
const CLICK = ['click'] as const;
const ANDROID = ['APP_ANDROID'] as const;
const IOS = ['APP_IOS'] as const;

export const MEDIUM_LINKS: Readonly<Record<BaseMedium, MediumLinks>> = {
  bytedance: {
    title: '巨量引擎监测链接',
    macros: [
      { param: 'project_id', macro: '__PROJECT_ID__', label: '项目ID', kinds: BOTH },
      { param: 'promotion_id', macro: '__PROMOTION_ID__', label: '广告ID', kinds: BOTH },
      { param: 'csite', macro: '__CSITE__', label: '广告投放位置', kinds: BOTH },
      { param: 'os', macro: '__OS__', label: '操作系统（0 安卓，1 iOS）', kinds: BOTH },
      {
        param: 'imei',
        macro: '__IMEI__',
        label: 'IMEI 的 MD5',
        kinds: BOTH,
        platforms: ANDROID,
      },
      { param: 'oaid', macro: '__OAID__', label: 'OAID 原值', kinds: BOTH, platforms: ANDROID },
      {
        param: 'androidid',
        macro: '__ANDROIDID__',
        label: 'Android ID 的 MD5',
        kinds: BOTH,
        platforms: ANDROID,
      },
      { param: 'idfa', macro: '__IDFA__', label: 'IDFA 原值', kinds: BOTH, platforms: IOS },
      { param: 'ip', macro: '__IP__', label: '用户 IP', kinds: BOTH },
      { param: 'ua', macro: '__UA__', label: '用户代理（User-Agent）', kinds: BOTH },
      { param: 'ts', macro: '__TS__', label: '事件时间戳（毫秒）', kinds: BOTH },
      {
        param: 'callback_param',
        macro: '__CALLBACK_PARAM__',
        label: '回传参数（转化回传时带回）',
        kinds: CLICK,
      },
    ],
    callback: {
      method: 'POST',
      url: 'https://analytics.oceanengine.com/api/v2/conversion',
      macros: [
        {
          param: 'callback',
          macro: '__CALLBACK_PARAM__',
          label: '点击监测收到的回传参数，放在请求体 context.ad.callback',
        },
      ],
    },
    reservedParams: [],
  },
  kuaishou: {
    title: '磁力引擎监测链接',
    macros: [
      { param: 'account_id', macro: '__ACCOUNTID__', label: '账户ID', kinds: BOTH },
      { param: 'campaign_id', macro: '__DID__', label: '广告计划ID', kinds: BOTH },
      { param: 'unit_id', macro: '__AID__', label: '广告组ID', kinds: BOTH },
      { param: 'creative_id', macro: '__CID__', label: '创意ID', kinds: BOTH },
      { param: 'csite', macro: '__CSITE__', label: '广告投放场景', kinds: BOTH },
      {
        param: 'imei',
        macro: '__IMEI2__',
        label: 'IMEI 的 MD5',
        kinds: BOTH,
        platforms: ANDROID,
      },
      { param: 'oaid', macro: '__OAID__', label: 'OAID 原值', kinds: BOTH, platforms: ANDROID },
      {
        param: 'androidid',
        macro: '__ANDROIDID2__',
        label: 'Android ID 的 MD5',
        kinds: BOTH,
        platforms: ANDROID,
      },
      { param: 'idfa', macro: '__IDFA2__', label: 'IDFA 的 MD5', kinds: BOTH, platforms: IOS },
      { param: 'ip', macro: '__IP__', label: '用户 IP', kinds: BOTH },
      { param: 'ts', macro: '__TS__', label: '事件时间戳（毫秒）', kinds: BOTH },
      {
        param: 'callback',
        macro: '__CALLBACK__',
        label: '回传地址（转化回传时调用）',
        kinds: CLICK,
      },
    ],
    callback: {
      method: 'GET',
      url: '{callback}&event_type=1&event_time={event_time}',
      macros: [
        { param: 'callback', macro: '__CALLBACK__', label: '点击监测收到的回传地址（解码后）' },
        { param: 'event_time', macro: '', label: '激活时间戳（毫秒）' },
      ],
    },
    reservedParams: [],
  },
  tencent: {
    title: '腾讯广告监测链接',
    macros: [
      { param: 'click_id', macro: '__CLICK_ID__', label: '点击ID', kinds: CLICK },
      { param: 'click_time', macro: '__CLICK_TIME__', label: '点击时间（秒）', kinds: CLICK },
      {
        param: 'impression_id',
        macro: '__IMPRESSION_ID__',
        label: '曝光ID',
        kinds: ['impression'],
      },
      {
        param: 'impression_time',
        macro: '__IMPRESSION_TIME__',
        label: '曝光时间（秒）',
        kinds: BOTH,
      },
      { param: 'account_id', macro: '__ACCOUNT_ID__', label: '账户ID', kinds: BOTH },
      { param: 'adgroup_id', macro: '__ADGROUP_ID__', label: '广告ID', kinds: BOTH },
      {
        param: 'dynamic_creative_id',
        macro: '__DYNAMIC_CREATIVE_ID__',
        label: '创意ID',
        kinds: BOTH,
      },
      {
        param: 'muid',
        macro: '__MUID__',
        label: '设备ID（安卓 IMEI 的 MD5，iOS IDFA 的 MD5）',
        kinds: BOTH,
      },
      { param: 'oaid', macro: '__OAID__', label: 'OAID 原值', kinds: BOTH, platforms: ANDROID },
      { param: 'ip', macro: '__IP__', label: '用户 IP', kinds: BOTH },
      { param: 'os', macro: '__DEVICE_OS_TYPE__', label: '操作系统', kinds: BOTH },
      { param: 'request_id', macro: '__REQUEST_ID__', label: '请求ID', kinds: BOTH },
      {
        param: 'callback',
        macro: '__CALLBACK__',
        label: '回传地址（转化回传时调用）',
        kinds: BOTH,
      },
    ],
    callback: {
      method: 'POST',
      url: '{callback}',
      macros: [
        { param: 'callback', macro: '__CALLBACK__', label: '监测链接收到的回传地址（解码后）' },
      ],
    },
    // The parameters 腾讯广告 may append to a feedback URL itself.
    reservedParams: [
      'click_time',
      'click_id',
      'advertiser_id',
      'muid',
      'ip',
      'user_agent',
      'app_type',
      'appid',
      'android_id',
      'campaign_id',
      'adgroup_id',
      'creative_id',
      'deeplink_url',
      'agent_id',
      'oaid',
      'device_os_type',
      'dest_url',
      'adgroup_name',
      'click_sku_id',
      'process_time',
      'product_type',
      'request_id',
      'site_set',
    ],
  },
  // A link-based medium (其他媒体) has no API and fills in no macros: the publisher hands the click
  // link out itself, and the link's `ad_id` (docs/architecture/ad-ids.md) says which channel a
  // click came from. Nothing is reported back to it.
  other: {
    title: '其他媒体监测链接',
    macros: [],
    callback: null,
    reservedParams: [],
  },
  // 端游媒体 (desktop-game media: game portals, download sites, internet-cafe networks) are
  // link-based in the same way: no macros, nothing reported back, the `ad_id` names the channel.
  pc: {
    title: '端游媒体监测链接',
    macros: [],
    callback: null,
    reservedParams: [],
  },
};

/** The macros of one link kind of a medium, for a platform. */
export function macrosFor(
  medium: BaseMedium,
  kind: Exclude<LinkKind, 'callback'>,
  platform: BasePlatform,
): LinkMacro[] {
  return MEDIUM_LINKS[medium].macros.filter(
    (m) =>
      m.kinds.includes(kind) &&
      (!m.platforms || (m.platforms as readonly BasePlatform[]).includes(platform)),
  );
}
