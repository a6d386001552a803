// Tencent v1.3 values with their Chinese labels (reference §3.9; TencentAd marketing-api-go-sdk
// API 1.3 model_calc_status.go, model_sys_status.go, model_adgroup_sys_status.go): an adgroup's
// delivery state (`status`), the review state of adgroups and ads (`system_status`), and a
// campaign's switch, which is what a campaign shows as its status.

type Labels = Readonly<Record<string, string>>;

/** A campaign shows its `configured_status`. */
export const TENCENT_V1_CAMPAIGN_STATUS_LABELS: Labels = {
  AD_STATUS_NORMAL: '有效',
  AD_STATUS_SUSPEND: '暂停',
};

/** An adgroup's delivery state (CalcStatus). */
export const TENCENT_V1_ADGROUP_STATUS_LABELS: Labels = {
  STATUS_UNKNOWN: '未知状态',
  STATUS_PENDING: '审核中',
  STATUS_DENIED: '审核不通过',
  STATUS_FROZEN: '冻结',
  STATUS_SUSPEND: '暂停中',
  STATUS_READY: '未到投放时间',
  STATUS_ACTIVE: '投放中',
  STATUS_STOP: '投放结束',
  STATUS_PREPARE: '准备中',
  STATUS_DELETED: '已删除',
  STATUS_ACTIVE_ACCOUNT_FROZEN: '广告被暂停（账户资金被冻结）',
  STATUS_ACTIVE_ACCOUNT_EMPTY: '广告被暂停（账户余额不足）',
  STATUS_ACTIVE_ACCOUNT_LIMIT: '广告被暂停（账户达日消耗上限）',
  STATUS_ACTIVE_CAMPAIGN_LIMIT: '广告被暂停（推广计划达日消耗上限）',
  STATUS_ACTIVE_CAMPAIGN_SUSPEND: '广告被暂停（推广计划暂停）',
  STATUS_ACTIVE_AD_LIMIT: '广告被暂停（广告达日消耗上限）',
  STATUS_PART_READY: '部分待投放',
  STATUS_PART_ACTIVE: '部分投放中',
  STATUS_TRACKING_URL_SUSPEND: '监测链接异常暂停',
  STATUS_TO_LOCK_FLOW: '待锁量',
  STATUS_LOCKING_FLOW: '锁量中',
  STATUS_LOCK_FLOW_SUCCESS: '锁量成功',
  STATUS_LOCK_FLOW_FAIL: '锁量失败',
  STATUS_FLOW_CANCELLED: '锁量已取消',
};

/** An ad's review state (SysStatus). */
export const TENCENT_V1_AD_STATUS_LABELS: Labels = {
  AD_STATUS_NORMAL: '有效',
  AD_STATUS_PENDING: '待审核',
  AD_STATUS_DENIED: '审核不通过',
  AD_STATUS_FROZEN: '冻结',
  AD_STATUS_PREPARE: '准备中',
  AD_STATUS_DELETED: '已删除',
  AD_STATUS_PARTIALLY_PENDING: '部分审核中',
  AD_STATUS_PARTIALLY_NORMAL: '部分有效',
  AD_STATUS_INVALID: '无效',
};
