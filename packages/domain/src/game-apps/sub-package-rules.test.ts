import { describe, expect, it } from 'vitest';
import { formatAdId } from '../ad-ids/ad-id-format';
import {
  channelAdIdProblem,
  nearsPackageQuota,
  packageQuotaProblem,
  packageWarningKinds,
  subPackageAppProblem,
} from './sub-package-rules';

const app = {
  medium: 'kuaishou',
  platform: 'APP_ANDROID',
  reviewStatus: 'approved',
  mediaAppId: '400000001',
} as const;

describe('subPackageAppProblem', () => {
  it('takes an approved Kuaishou Android app only', () => {
    expect(subPackageAppProblem(app)).toBeNull();
    expect(subPackageAppProblem({ ...app, medium: 'bytedance' })).toBe('仅快手应用支持分包');
    expect(subPackageAppProblem({ ...app, platform: 'APP_IOS' })).toBe('仅安卓应用支持分包');
    expect(subPackageAppProblem({ ...app, reviewStatus: 'reviewing' })).toContain('审核通过后');
    expect(subPackageAppProblem({ ...app, mediaAppId: null })).toContain('审核通过后');
  });
});

describe('channelAdIdProblem', () => {
  it('takes well-formed Kuaishou ad IDs', () => {
    expect(channelAdIdProblem(formatAdId('kuaishou', 42))).toBeNull();
    expect(channelAdIdProblem(formatAdId('kuaishou', 42).toLowerCase())).toBeNull();
    expect(channelAdIdProblem(formatAdId('bytedance', 42))).toContain('不是磁力引擎');
    expect(channelAdIdProblem('K0000001')).toContain('格式不正确');
  });
});

describe('package quota', () => {
  it('refuses what goes beyond the quota, at the quota exactly it is fine', () => {
    expect(packageQuotaProblem(1990, 10, 2000)).toBeNull();
    expect(packageQuotaProblem(1990, 11, 2000)).toBe(
      '分包数量超出媒体配额：已有 1990 个，上限 2000 个，本次 11 个',
    );
    expect(packageQuotaProblem(5000, 1, null)).toBeNull();
  });

  it('warns from 90 % of the quota', () => {
    expect(nearsPackageQuota(1799, 2000)).toBe(false);
    expect(nearsPackageQuota(1800, 2000)).toBe(true);
    expect(nearsPackageQuota(10, null)).toBe(false);
    expect(nearsPackageQuota(0, 0)).toBe(false);
  });

  it('lists the warning kinds of an app', () => {
    expect(packageWarningKinds({ downloadFailures: 0, used: 10, quota: 2000 })).toEqual([]);
    expect(packageWarningKinds({ downloadFailures: 2, used: 1900, quota: 2000 })).toEqual([
      'download',
      'quota',
    ]);
    expect(packageWarningKinds({ downloadFailures: 0, used: null, quota: null })).toEqual([]);
  });
});
