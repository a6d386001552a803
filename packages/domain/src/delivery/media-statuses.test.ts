import { describe, expect, it } from 'vitest';
import { MEDIA_STATUSES, statusDisplay, statusLabel, switchLabel } from './status-labels';
import { ACCOUNT_STATUS_LABELS } from './account-status-labels';

// The Kuaishou and Tencent v3 status tables (reference §2.7, §3.5, §3.6): every code the medium
// publishes has its Chinese label; the normal value and the audit advice are per medium and level.

const KUAISHOU_UNIT_CODES = [-1, 1, 3, 6, 10, 11, 12, 14, 15, 17, 19, 20, 22];
const KUAISHOU_CREATIVE_CODES = [
  -1, 1, 3, 6, 11, 12, 14, 15, 17, 19, 40, 41, 42, 46, 52, 53, 54, 55,
];
const KUAISHOU_CAMPAIGN_CODES = [-2, 1, 3, 4, 5, 6];

describe('Kuaishou statuses', () => {
  it.each([
    { level: 'project' as const, codes: KUAISHOU_CAMPAIGN_CODES },
    { level: 'promotion' as const, codes: KUAISHOU_UNIT_CODES },
    { level: 'material' as const, codes: KUAISHOU_CREATIVE_CODES },
  ])('labels every $level code in Chinese', ({ level, codes }) => {
    const labels = MEDIA_STATUSES.kuaishou.labels[level] ?? {};
    expect(
      Object.keys(labels)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(codes);
    for (const code of codes) {
      expect(statusLabel(level, String(code), 'kuaishou'), String(code)).toMatch(/\p{Script=Han}/u);
    }
  });

  it.each([
    { level: 'promotion' as const, code: '11', label: '审核中' },
    { level: 'promotion' as const, code: '12', label: '审核未通过' },
    { level: 'promotion' as const, code: '20', label: '有效' },
    { level: 'material' as const, code: '11', label: '组审核中' },
    { level: 'material' as const, code: '41', label: '审核中' },
    { level: 'material' as const, code: '42', label: '审核未通过' },
    { level: 'material' as const, code: '52', label: '投放中' },
    { level: 'project' as const, code: '4', label: '有效' },
    { level: 'project' as const, code: '3', label: '超预算' },
  ])('$level $code is $label', ({ level, code, label }) => {
    expect(statusLabel(level, code, 'kuaishou')).toBe(label);
  });

  it.each([
    { level: 'project' as const, code: '4', normal: true, advice: false },
    { level: 'promotion' as const, code: '20', normal: true, advice: false },
    { level: 'promotion' as const, code: '12', normal: false, advice: true },
    { level: 'promotion' as const, code: '11', normal: false, advice: false },
    { level: 'material' as const, code: '52', normal: true, advice: false },
    { level: 'material' as const, code: '42', normal: false, advice: true },
    { level: 'material' as const, code: '55', normal: false, advice: true },
    // 组审核未通过: the reason is the unit's, not the creative's.
    { level: 'material' as const, code: '12', normal: false, advice: false },
  ])('$level $code: normal $normal, advice $advice', ({ level, code, normal, advice }) => {
    expect(statusDisplay(level, code, 'kuaishou')).toMatchObject({ normal, auditAdvice: advice });
  });

  it('shows a code the medium does not publish as 未知 with the code', () => {
    expect(statusDisplay('material', '99', 'kuaishou')).toEqual({
      label: '未知',
      raw: '99',
      normal: false,
      auditAdvice: false,
    });
  });

  it('labels put_status 1/2/3', () => {
    expect([1, 2, 3].map((v) => switchLabel('kuaishou', v))).toEqual(['投放', '暂停', '删除']);
    expect(switchLabel('kuaishou', 4)).toBe('未知');
    expect(switchLabel('kuaishou', null)).toBe('-');
  });

  it('has no account status to label (the medium reports none)', () => {
    expect(ACCOUNT_STATUS_LABELS.kuaishou).toEqual({});
  });
});

describe('Tencent v3 statuses', () => {
  it('labels all 52 adgroup system statuses in Chinese', () => {
    const labels = MEDIA_STATUSES.tencent.labels.promotion ?? {};
    expect(Object.keys(labels)).toHaveLength(52);
    for (const [value, label] of Object.entries(labels)) {
      expect(label, value).toMatch(/\p{Script=Han}/u);
    }
  });

  it('has no level 1 (no campaign level in v3)', () => {
    expect(MEDIA_STATUSES.tencent.labels.project).toBeUndefined();
    expect(statusDisplay('project', 'X', 'tencent')).toMatchObject({ label: '未知', raw: 'X' });
  });

  it('keeps the switch apart from the system status', () => {
    expect(switchLabel('tencent', 'AD_STATUS_NORMAL')).toBe('开启');
    expect(switchLabel('tencent', 'AD_STATUS_SUSPEND')).toBe('暂停');
    expect(statusLabel('promotion', 'ADGROUP_STATUS_SUSPEND', 'tencent')).toBe('暂停');
    expect(statusLabel('promotion', 'AD_STATUS_SUSPEND', 'tencent')).toBe('AD_STATUS_SUSPEND');
  });

  it.each([
    {
      level: 'promotion' as const,
      v: 'ADGROUP_STATUS_ACTIVE',
      label: '投放中',
      normal: true,
      advice: false,
    },
    {
      level: 'promotion' as const,
      v: 'ADGROUP_STATUS_CREATIVE_STATUS_PENDING',
      label: '创意审核中',
      normal: false,
      advice: false,
    },
    {
      level: 'promotion' as const,
      v: 'ADGROUP_STATUS_DAILY_BUDGET_REACHED',
      label: '广告达到日预算',
      normal: false,
      advice: false,
    },
    {
      level: 'material' as const,
      v: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL',
      label: '审核通过',
      normal: true,
      advice: false,
    },
    {
      level: 'material' as const,
      v: 'CREATIVE_SET_APPROVAL_STATUS_DENIED',
      label: '审核未通过',
      normal: false,
      advice: true,
    },
    {
      level: 'material' as const,
      v: 'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL',
      label: '部分审核通过',
      normal: false,
      advice: true,
    },
    {
      level: 'material' as const,
      v: 'CREATIVE_SET_APPROVAL_STATUS_PENDING',
      label: '审核中',
      normal: false,
      advice: false,
    },
  ])('$level $v', ({ level, v, label, normal, advice }) => {
    expect(statusDisplay(level, v, 'tencent')).toEqual({
      label,
      raw: undefined,
      normal,
      auditAdvice: advice,
    });
  });
});

describe('the feed medium keeps its rules', () => {
  it('is the default medium', () => {
    expect(statusDisplay('promotion', 'AUDIT_DENY')).toEqual(
      statusDisplay('promotion', 'AUDIT_DENY', 'bytedance'),
    );
    expect(switchLabel('bytedance', 'ENABLE')).toBe('启用');
  });
});
