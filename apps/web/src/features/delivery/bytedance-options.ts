// Filter options of the Ocean Engine screen (spec 001 §3 "Conversion options", §9 constants).

/** 转化目标: activation, pay, registration, key action, click count, impressions, reservations. */
export const CONVERT_TYPE_LABELS: Readonly<Record<string, string>> = {
  AD_CONVERT_TYPE_ACTIVE: '激活',
  AD_CONVERT_TYPE_ACTIVE_REGISTER: '注册',
  AD_CONVERT_TYPE_PAY: '付费',
  AD_CONVERT_TYPE_GAME_ADDICTION: '关键行为',
  AD_CONVERT_TYPE_CLICK_NUM: '点击数',
  AD_CONVERT_TYPE_SHOW_OFF_NUM: '展示数',
  AD_CONVERT_TYPE_RESERVATION: '预约下载',
  AD_CONVERT_TYPE_FORM: '表单提交',
};

/** 深度转化目标. */
export const DEEP_CONVERSION_LABELS: Readonly<Record<string, string>> = {
  AD_CONVERT_TYPE_PAY: '付费',
  AD_CONVERT_TYPE_PURCHASE_ROI: '付费ROI',
  AD_CONVERT_TYPE_ACTIVE_REGISTER: '注册',
  AD_CONVERT_TYPE_GAME_ADDICTION: '关键行为',
  AD_CONVERT_TYPE_NEXT_DAY_OPEN: '次留',
};

/** 推广目的 (landing_type). */
export const LANDING_TYPE_LABELS: Readonly<Record<string, string>> = {
  APP: '应用推广',
  LINK: '销售线索',
  MICRO_GAME: '小游戏',
  QUICK_APP: '快应用',
  SHOP: '电商',
  DPA: '商品目录',
  NATIVE_ACTION: '原生互动',
};

/** 营销场景 (marketing_goal). */
export const MARKETING_GOAL_LABELS: Readonly<Record<string, string>> = {
  VIDEO_AND_IMAGE: '短视频/图片',
  LIVE: '直播',
};

export const MATERIAL_TYPE_LABELS: Readonly<Record<string, string>> = {
  video: '视频',
  image: '图片',
};

export const MATERIAL_OPT_STATUS_LABELS: Readonly<Record<string, string>> = {
  ENABLE: '启用',
  DISABLE: '暂停',
};
