// The Chinese labels of an advertiser account's own status as each medium reports it (the
// account authorization pages; spec 000 §2). A medium differs in data only: a value no map knows
// shows as 未知 with the code in a tooltip.

/** Ocean Engine `advertiser/info` status values. */
const BYTEDANCE_ACCOUNT_STATUS_LABELS: Readonly<Record<string, string>> = {
  STATUS_ENABLE: '正常',
  STATUS_DISABLE: '已禁用',
  STATUS_PENDING_CONFIRM: '审核中',
  STATUS_PENDING_VERIFIED: '待验证',
  STATUS_CONFIRM_FAIL: '审核不通过',
  STATUS_CONFIRM_FAIL_END: '审核不通过（已终止）',
  STATUS_PENDING_CONFIRM_MODIFY: '修改审核中',
  STATUS_CONFIRM_MODIFY_FAIL: '修改审核不通过',
  STATUS_LIMIT: '已限制',
  STATUS_WAIT_FOR_BPM_AUDIT: '等待内部审核',
  STATUS_WAIT_FOR_PUBLIC_AUTH: '待对公验证',
  STATUS_SELF_SERVICE_UNAUDITED: '自助开户待审核',
};

/** Tencent Ads `advertiser/get` system_status values (the SDK's CustomerSystemStatus, 11 values). */
const TENCENT_ACCOUNT_STATUS_LABELS: Readonly<Record<string, string>> = {
  CUSTOMER_STATUS_NORMAL: '正常',
  CUSTOMER_STATUS_PENDING: '待审核',
  CUSTOMER_STATUS_DENIED: '审核不通过',
  CUSTOMER_STATUS_FROZEN: '已冻结',
  CUSTOMER_STATUS_TOBE_ACCEPTED: '待接受',
  CUSTOMER_STATUS_TOBE_ACTIVATED: '待激活',
  CUSTOMER_STATUS_SUSPEND: '已暂停',
  CUSTOMER_STATUS_MATERIAL_PREPARED: '资料已准备',
  CUSTOMER_STATUS_DELETED: '已删除',
  CUSTOMER_STATUS_FROZEN_TEMPORARILY: '临时冻结',
  CUSTOMER_STATUS_UNREGISTERED: '未注册',
};

export const ACCOUNT_STATUS_LABELS: Readonly<
  Record<'bytedance' | 'kuaishou' | 'tencent', Readonly<Record<string, string>>>
> = {
  bytedance: BYTEDANCE_ACCOUNT_STATUS_LABELS,
  // Kuaishou's account reads (v1/advertiser/info, fund/get) carry no account status: nothing to label.
  kuaishou: {},
  tencent: TENCENT_ACCOUNT_STATUS_LABELS,
};
