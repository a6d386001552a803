import {
  TENCENT_V1_AD_STATUS_LABELS,
  TENCENT_V1_ADGROUP_STATUS_LABELS,
  TENCENT_V1_CAMPAIGN_STATUS_LABELS,
} from '@toufang/domain';
import { tencent } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import {
  legacyAdDomainStatus,
  legacyAdgroupDomainStatus,
  legacyCampaignDomainStatus,
} from './legacy-status-mapping';

const TODAY_START = Date.parse('2026-03-10T00:00:00+08:00') / 1000;

describe('Tencent v1.3 statuses', () => {
  it('labels every value of the v1.3 enums in Chinese', () => {
    const cases = [
      [tencent.LegacyCalcStatusSchema.options, TENCENT_V1_ADGROUP_STATUS_LABELS],
      [tencent.LegacyAdSystemStatusSchema.options, TENCENT_V1_AD_STATUS_LABELS],
      [tencent.ConfiguredStatusSchema.options, TENCENT_V1_CAMPAIGN_STATUS_LABELS],
    ] as const;
    for (const [values, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const label of Object.values(labels)) expect(label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('derives a campaign status from its switch, deletion and the day its budget ran out', () => {
    const normal = { configured_status: 'AD_STATUS_NORMAL' as const, is_deleted: false };
    expect(legacyCampaignDomainStatus({ ...normal, budget_reach_date: 0 }, TODAY_START)).toBe(
      'delivering',
    );
    expect(
      legacyCampaignDomainStatus({ ...normal, budget_reach_date: TODAY_START }, TODAY_START),
    ).toBe('budget_exhausted');
    expect(
      legacyCampaignDomainStatus(
        { ...normal, budget_reach_date: TODAY_START - 86_400 },
        TODAY_START,
      ),
    ).toBe('delivering');
    expect(
      legacyCampaignDomainStatus({ configured_status: 'AD_STATUS_SUSPEND' }, TODAY_START),
    ).toBe('paused');
    expect(legacyCampaignDomainStatus({ ...normal, is_deleted: true }, TODAY_START)).toBe(
      'deleted',
    );
  });

  it('maps an adgroup’s delivery state, and an ad by its review, switch and adgroup', () => {
    expect(legacyAdgroupDomainStatus({ status: 'STATUS_ACTIVE' })).toBe('delivering');
    expect(legacyAdgroupDomainStatus({ status: 'STATUS_ACTIVE_ACCOUNT_EMPTY' })).toBe(
      'balance_exhausted',
    );
    expect(legacyAdgroupDomainStatus({ status: 'STATUS_DENIED' })).toBe('audit_denied');
    const fresh = tencent.LegacyAdgroupSchema.shape.status.parse('STATUS_NEW_ONE');
    expect(legacyAdgroupDomainStatus({ status: fresh })).toBe('unknown');

    expect(legacyAdDomainStatus({ system_status: 'AD_STATUS_DENIED' }, 'delivering')).toBe(
      'audit_denied',
    );
    expect(
      legacyAdDomainStatus(
        { system_status: 'AD_STATUS_NORMAL', configured_status: 'AD_STATUS_SUSPEND' },
        'delivering',
      ),
    ).toBe('paused');
    expect(legacyAdDomainStatus({ system_status: 'AD_STATUS_NORMAL' }, 'budget_exhausted')).toBe(
      'budget_exhausted',
    );
    expect(legacyAdDomainStatus({ system_status: 'AD_STATUS_NORMAL' }, undefined)).toBe('unknown');
  });
});
