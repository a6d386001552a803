// Ocean Engine v2 values with their Chinese labels (reference §1.10; the medium's wording of the
// v2 enums): a campaign's status (which doubles as its switch), an ad's (计划) and a creative's
// status. The switches are the mirror's ENABLE/DISABLE (switches.ts). `…_ALL` and `…_NOT_DELETE` are list filters, labelled for the status filter.

type Labels = Readonly<Record<string, string>>;

export const V2_CAMPAIGN_STATUS_LABELS: Labels = {
  CAMPAIGN_STATUS_ENABLE: '启用',
  CAMPAIGN_STATUS_DISABLE: '暂停',
  CAMPAIGN_STATUS_DELETE: '已删除',
  CAMPAIGN_STATUS_ALL: '全部（含已删除）',
  CAMPAIGN_STATUS_NOT_DELETE: '全部（不含已删除）',
  CAMPAIGN_STATUS_ADVERTISER_BUDGET_EXCEED: '超出账户日预算',
};

export const V2_AD_STATUS_LABELS: Labels = {
  AD_STATUS_DELIVERY_OK: '投放中',
  AD_STATUS_DISABLE: '计划暂停',
  AD_STATUS_AUDIT: '新建审核中',
  AD_STATUS_REAUDIT: '修改审核中',
  AD_STATUS_DONE: '已完成（投放达到结束时间）',
  AD_STATUS_CREATE: '计划新建',
  AD_STATUS_AUDIT_DENY: '审核不通过',
  AD_STATUS_BALANCE_EXCEED: '账户余额不足',
  AD_STATUS_BUDGET_EXCEED: '超出预算',
  AD_STATUS_NOT_START: '未到达投放时间',
  AD_STATUS_NO_SCHEDULE: '不在投放时段',
  AD_STATUS_CAMPAIGN_DISABLE: '已被广告组暂停',
  AD_STATUS_CAMPAIGN_EXCEED: '广告组超出预算',
  AD_STATUS_DELETE: '已删除',
  AD_STATUS_FROZEN: '已冻结',
  AD_STATUS_ALL: '全部（含已删除）',
  AD_STATUS_NOT_DELETE: '全部（不含已删除）',
  AD_STATUS_ADVERTISER_BUDGET_EXCEED: '超出账户日预算',
  AD_STATUS_DATA_ERROR: '数据错误',
};

export const V2_CREATIVE_STATUS_LABELS: Labels = {
  CREATIVE_STATUS_DELIVERY_OK: '投放中',
  CREATIVE_STATUS_NOT_START: '未到达投放时间',
  CREATIVE_STATUS_NO_SCHEDULE: '不在投放时段',
  CREATIVE_STATUS_DISABLE: '创意暂停',
  CREATIVE_STATUS_CAMPAIGN_DISABLE: '已被广告组暂停',
  CREATIVE_STATUS_CAMPAIGN_EXCEED: '广告组超出预算',
  CREATIVE_STATUS_AUDIT: '新建审核中',
  CREATIVE_STATUS_REAUDIT: '修改审核中',
  CREATIVE_STATUS_DELETE: '已删除',
  CREATIVE_STATUS_DONE: '已完成（投放达到结束时间）',
  CREATIVE_STATUS_AD_DISABLE: '已被计划暂停',
  CREATIVE_STATUS_AUDIT_DENY: '审核不通过',
  CREATIVE_STATUS_BALANCE_EXCEED: '账户余额不足',
  CREATIVE_STATUS_BUDGET_EXCEED: '超出预算',
  CREATIVE_STATUS_DATA_ERROR: '数据错误',
  CREATIVE_STATUS_PRE_ONLINE: '预上线',
  CREATIVE_STATUS_AD_AUDIT: '计划新建审核中',
  CREATIVE_STATUS_AD_REAUDIT: '计划修改审核中',
  CREATIVE_STATUS_AD_AUDIT_DENY: '计划审核不通过',
  CREATIVE_STATUS_ALL: '全部（含已删除）',
  CREATIVE_STATUS_NOT_DELETE: '全部（不含已删除）',
  CREATIVE_STATUS_ADVERTISER_BUDGET_EXCEED: '超出账户日预算',
};
