import { SCHEDULE_WEEKDAY_LABELS } from './weekly-schedule';

// Kuaishou's codes with their Chinese labels, the medium's own wording (reference §2.6, §2.7;
// bububa model/dsp/campaign/campaign.go, unit/unit.go, creative/creative.go). The mirror keeps a
// status as its code in text ('41'), so every table is keyed by that text.

type Labels = Readonly<Record<string, string>>;

/** The switch `put_status`: 3 on a campaign deletes its units and creatives. */
export const KUAISHOU_PUT_STATUS_LABELS: Labels = { 1: '投放', 2: '暂停', 3: '删除' };

/** Campaign `status` (-2 is only a list filter: all, deleted included). */
export const KUAISHOU_CAMPAIGN_STATUS_LABELS: Labels = {
  '-2': '不限',
  1: '已暂停',
  3: '超预算',
  4: '有效',
  5: '已删除',
  6: '余额不足',
};

/** The unit `status` codes; a creative's status repeats them when its unit holds it back. */
const UNIT_HOLDS: Labels = {
  '-1': '不限',
  1: '计划已暂停',
  3: '计划超预算',
  6: '余额不足',
  14: '已结束',
  17: '组超预算',
  19: '未达投放时间',
};

export const KUAISHOU_UNIT_STATUS_LABELS: Labels = {
  ...UNIT_HOLDS,
  10: '广告组已删除',
  11: '审核中',
  12: '审核未通过',
  15: '已暂停',
  20: '有效',
  22: '不在投放时段',
};

export const KUAISHOU_CREATIVE_STATUS_LABELS: Labels = {
  ...UNIT_HOLDS,
  11: '组审核中',
  12: '组审核未通过',
  15: '组已暂停',
  40: '已删除',
  41: '审核中',
  42: '审核未通过',
  46: '已暂停',
  52: '投放中',
  53: '作品异常',
  54: '视频审核通过可投放滑滑场景',
  55: '部分素材审核失败',
};

/** Optimisation goals the screens filter by (spec 002 §2: 2, 180, 190, 191, 739, 774). */
export const KUAISHOU_OCPX_ACTION_LABELS: Labels = {
  2: '点击转化链接',
  180: '激活',
  190: '付费',
  191: '首日ROI',
  739: '7日付费次数',
  774: '7日ROI',
};

/** Deep conversion goals (spec 002 §2: 3, 92, 7). */
export const KUAISHOU_DEEP_CONVERSION_LABELS: Labels = {
  3: '付费',
  92: '付费ROI',
  7: '次日留存',
};

/** How a unit's creatives are made. */
export const KUAISHOU_UNIT_TYPE_LABELS: Labels = { 4: '自定义创意', 7: '程序化创意' };

/** Ad placements (`scene_id`). */
export const KUAISHOU_SCENE_LABELS: Labels = {
  1: '优选广告位',
  2: '信息流广告（旧广告位）',
  6: '上下滑大屏广告',
  7: '双列信息流广告',
  11: '快看点场景',
  24: '激励视频',
};

/** Campaign `campaign_type` (the marketing goal). */
export const KUAISHOU_CAMPAIGN_TYPE_LABELS: Labels = {
  2: '提升应用安装',
  3: '获取电商下单',
  4: '推广品牌活动',
  5: '收集销售线索',
  7: '提升应用活跃',
  9: '商品库推广',
  16: '粉丝/直播推广',
  19: '推广快手小程序',
  30: '短剧推广',
  32: '推广微信小程序/小游戏',
};

/** `day_budget_schedule` holds one budget a weekday, Monday first; it overrides `day_budget`. */
export const KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS = SCHEDULE_WEEKDAY_LABELS;
