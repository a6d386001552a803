import { describe, expect, it } from 'vitest';
import {
  hasAuditAdvice,
  MATERIAL_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  PROMOTION_STATUS_LABELS,
  statusDisplay,
  statusLabel,
} from './status-labels';

// Every value spec 001 §4 and spec 002 §4 name, plus the medium's (reference §1.7, §1.8).
const SPEC_PROMOTION_VALUES = [
  'OK',
  'DELETED',
  'AUDIT',
  'REAUDIT',
  'FROZEN',
  'AUDIT_DENY',
  'AD_STATUS_AUDIT_DENY',
  'OFFLINE_BUDGET',
  'OFFLINE_BALANCE',
  'DISABLED',
  'PROJECT_DISABLED',
  'DISABLE_BY_QUOTA',
  'TIME_NO_REACH',
  'TIME_DONE',
  'NO_SCHEDULE',
  'DRAFT',
  'PRE_ONLINE',
];

describe('status labels (spec 001 §4 "Status display")', () => {
  it('labels every ad status value the spec names', () => {
    for (const value of SPEC_PROMOTION_VALUES) {
      expect(PROMOTION_STATUS_LABELS[value], value).toMatch(/\p{Script=Han}/u);
    }
  });

  it('labels every value of the three tables in Chinese', () => {
    for (const table of [PROJECT_STATUS_LABELS, PROMOTION_STATUS_LABELS, MATERIAL_STATUS_LABELS]) {
      for (const [value, label] of Object.entries(table)) {
        expect(label, value).toMatch(/\p{Script=Han}/u);
      }
    }
  });

  it('covers the material statuses of the spec', () => {
    for (const value of ['OK', 'AUDIT', 'OFFLINE_AUDIT', 'DISABLE', 'DELETE']) {
      expect(MATERIAL_STATUS_LABELS[`MATERIAL_STATUS_${value}`]).toBeDefined();
    }
  });

  it.each([
    { level: 'project' as const, status: 'PROJECT_STATUS_ENABLE', label: '启用' },
    { level: 'project' as const, status: 'PROJECT_STATUS_BUDGET_EXCEED', label: '项目超出预算' },
    { level: 'promotion' as const, status: 'OK', label: '投放中' },
    { level: 'promotion' as const, status: 'AUDIT', label: '新建审核中' },
    { level: 'promotion' as const, status: 'REAUDIT', label: '修改审核中' },
    { level: 'promotion' as const, status: 'FROZEN', label: '已终止' },
    { level: 'promotion' as const, status: 'OFFLINE_BALANCE', label: '账户余额不足' },
    { level: 'material' as const, status: 'MATERIAL_STATUS_OFFLINE_AUDIT', label: '审核不通过' },
    { level: 'material' as const, status: 'MATERIAL_STATUS_DELETE', label: '已删除' },
    { level: 'promotion' as const, status: 'SOMETHING_NEW', label: 'SOMETHING_NEW' },
    { level: 'promotion' as const, status: 'toString', label: 'toString' },
    { level: 'material' as const, status: null, label: '-' },
    { level: 'project' as const, status: '', label: '-' },
  ])('$level $status → $label', ({ level, status, label }) => {
    expect(statusLabel(level, status)).toBe(label);
  });
});

describe('statusDisplay', () => {
  it.each([
    { level: 'project' as const, status: 'PROJECT_STATUS_ENABLE', normal: true, advice: false },
    { level: 'project' as const, status: 'PROJECT_STATUS_DISABLE', normal: false, advice: false },
    { level: 'promotion' as const, status: 'OK', normal: true, advice: false },
    { level: 'promotion' as const, status: 'AUDIT_DENY', normal: false, advice: true },
    { level: 'promotion' as const, status: 'AD_STATUS_AUDIT_DENY', normal: false, advice: true },
    {
      level: 'promotion' as const,
      status: 'CREATIVE_STATUS_AD_AUDIT_DENY',
      normal: false,
      advice: true,
    },
    { level: 'promotion' as const, status: 'AUDIT', normal: false, advice: false },
    { level: 'material' as const, status: 'MATERIAL_STATUS_OK', normal: true, advice: false },
    { level: 'material' as const, status: 'OK', normal: false, advice: false },
  ])('$level $status: normal $normal, advice $advice', ({ level, status, normal, advice }) => {
    expect(statusDisplay(level, status)).toMatchObject({ normal, auditAdvice: advice });
  });

  it('labels a value no map knows 未知 and keeps the value for the tooltip', () => {
    expect(statusDisplay('project', 'STATUS_ENABLE')).toMatchObject({
      label: '未知',
      raw: 'STATUS_ENABLE',
    });
    expect(statusDisplay('promotion', 'AUDIT_DENY')).toMatchObject({
      label: '审核不通过',
      raw: undefined,
    });
    expect(statusDisplay('material', null)).toMatchObject({ label: '-', raw: undefined });
  });

  it('offers advice for any value containing DENY and nothing else', () => {
    expect(hasAuditAdvice('X_DENY_Y')).toBe(true);
    expect(hasAuditAdvice('deny')).toBe(false);
    expect(hasAuditAdvice(undefined)).toBe(false);
  });
});
