import {
  V2_AD_STATUS_LABELS,
  V2_CAMPAIGN_STATUS_LABELS,
  V2_CREATIVE_STATUS_LABELS,
} from '@toufang/domain';
import { oceanengine } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import {
  v2AdDomainStatus,
  v2CampaignDomainStatus,
  v2CampaignSwitch,
  v2CreativeDomainStatus,
  v2Switch,
} from './legacy-status-mapping';

describe('Ocean Engine v2 statuses', () => {
  it('labels every value of the v2 enums in Chinese', () => {
    const cases = [
      [oceanengine.CampaignStatusSchema.options, V2_CAMPAIGN_STATUS_LABELS],
      [oceanengine.AdStatusSchema.options, V2_AD_STATUS_LABELS],
      [oceanengine.CreativeStatusSchema.options, V2_CREATIVE_STATUS_LABELS],
    ] as const;
    for (const [values, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const label of Object.values(labels)) expect(label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('maps ad statuses to the domain status', () => {
    expect(v2AdDomainStatus('AD_STATUS_DELIVERY_OK')).toBe('delivering');
    expect(v2AdDomainStatus('AD_STATUS_AUDIT_DENY')).toBe('audit_denied');
    expect(v2AdDomainStatus('AD_STATUS_CAMPAIGN_EXCEED')).toBe('budget_exhausted');
    expect(v2AdDomainStatus('AD_STATUS_BALANCE_EXCEED')).toBe('balance_exhausted');
    expect(v2AdDomainStatus('AD_STATUS_NO_SCHEDULE')).toBe('not_started');
    expect(v2AdDomainStatus('AD_STATUS_DELETE')).toBe('deleted');
    // List filters are never an object's status; unlisted values are not guessed.
    expect(v2AdDomainStatus('AD_STATUS_ALL')).toBe('unknown');
    expect(v2AdDomainStatus(oceanengine.AdSchema.shape.status.parse('AD_STATUS_NEW'))).toBe(
      'unknown',
    );
    expect(v2AdDomainStatus(undefined)).toBe('unknown');
  });

  it('maps creative and campaign statuses, and reads the switches', () => {
    expect(v2CreativeDomainStatus('CREATIVE_STATUS_AD_AUDIT_DENY')).toBe('audit_denied');
    expect(v2CreativeDomainStatus('CREATIVE_STATUS_AD_DISABLE')).toBe('paused');
    expect(v2CreativeDomainStatus('CREATIVE_STATUS_PRE_ONLINE')).toBe('not_started');
    expect(v2CampaignDomainStatus('CAMPAIGN_STATUS_ADVERTISER_BUDGET_EXCEED')).toBe(
      'budget_exhausted',
    );
    expect(v2CampaignSwitch('CAMPAIGN_STATUS_DISABLE')).toBe('DISABLE');
    expect(v2CampaignSwitch('CAMPAIGN_STATUS_DELETE')).toBeNull();
    expect(v2Switch('AD_STATUS_ENABLE')).toBe('ENABLE');
    expect(v2Switch('CREATIVE_STATUS_DISABLE')).toBe('DISABLE');
    expect(v2Switch('SOMETHING')).toBeNull();
  });
});
