import { describe, expect, it } from 'vitest';
import { hasAuditAdvice, statusDisplay, switchLabel } from './status-labels';

describe('legacy family statuses', () => {
  it('shows Ocean Engine v2 statuses with the medium’s wording and audit advice on denials', () => {
    expect(statusDisplay('promotion', 'AD_STATUS_DELIVERY_OK', 'bytedance_v2')).toEqual({
      label: '投放中',
      raw: undefined,
      normal: true,
      auditAdvice: false,
    });
    expect(statusDisplay('promotion', 'AD_STATUS_AUDIT_DENY', 'bytedance_v2')).toMatchObject({
      label: '审核不通过',
      auditAdvice: true,
    });
    expect(
      statusDisplay('material', 'CREATIVE_STATUS_AD_AUDIT_DENY', 'bytedance_v2'),
    ).toMatchObject({ label: '计划审核不通过', auditAdvice: true });
    expect(statusDisplay('project', 'CAMPAIGN_STATUS_DISABLE', 'bytedance_v2').label).toBe('暂停');
    expect(switchLabel('bytedance_v2', 'DISABLE')).toBe('暂停');
  });

  it('shows Tencent v1.3 adgroup delivery states and ad reviews', () => {
    expect(statusDisplay('promotion', 'STATUS_ACTIVE', 'tencent_v2')).toMatchObject({
      label: '投放中',
      normal: true,
    });
    expect(statusDisplay('promotion', 'STATUS_ACTIVE_CAMPAIGN_LIMIT', 'tencent_v2').label).toBe(
      '广告被暂停（推广计划达日消耗上限）',
    );
    expect(hasAuditAdvice('AD_STATUS_DENIED', 'tencent_v2', 'material')).toBe(true);
    expect(hasAuditAdvice('AD_STATUS_NORMAL', 'tencent_v2', 'material')).toBe(false);
    expect(switchLabel('tencent_v2', 'AD_STATUS_SUSPEND')).toBe('暂停');
  });

  it('shows a value no v2 table knows as 未知 with the value kept for the tooltip', () => {
    expect(statusDisplay('promotion', 'AD_STATUS_NEW', 'bytedance_v2')).toEqual({
      label: '未知',
      raw: 'AD_STATUS_NEW',
      normal: false,
      auditAdvice: false,
    });
    // v3 values are not v2 ones.
    expect(statusDisplay('promotion', 'OK', 'bytedance_v2').label).toBe('未知');
  });
});
