import { kuaishou } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { dailyStatRow, hourlyStatRow } from './report-mapping';

// Kuaishou report rows → stats rows: yuan → 分, the level's id and ancestors, stat_hour.

const row = (fields: Record<string, unknown>) =>
  kuaishou.ReportRowSchema.parse({
    stat_date: '2025-03-10',
    charge: 123.45,
    show: 1000,
    photo_click: 30,
    activation: 4,
    event_pay: 1,
    event_register: 2,
    event_pay_purchase_amount: 6.48,
    ...fields,
  });

describe('Kuaishou report rows', () => {
  it('maps an account row with money in 分', () => {
    expect(dailyStatRow('account', '55', row({}))).toEqual({
      medium: 'kuaishou',
      advertiserId: '55',
      statDate: '2025-03-10',
      level: 0,
      objectId: '55',
      campaignId: null,
      adId: null,
      cost: 12_345,
      impressions: 1000,
      clicks: 30,
      conversions: 4,
      deepConversions: 1,
      activations: 4,
      registrations: 2,
      payCount: 1,
      payAmount: 648,
    });
  });

  it('rounds a yuan amount with a third decimal half up', () => {
    expect(dailyStatRow('account', '55', row({ charge: 0.125 })).cost).toBe(13);
    expect(dailyStatRow('account', '55', row({ charge: 0.1 + 0.2 })).cost).toBe(30);
  });

  it('keys each level by its id and copies the ancestors', () => {
    const ids = { campaign_id: 1, unit_id: 2, creative_id: 3 };
    expect(dailyStatRow('campaign', '55', row(ids))).toMatchObject({
      level: 1,
      objectId: '1',
      campaignId: '1',
      adId: null,
    });
    expect(dailyStatRow('unit', '55', row(ids))).toMatchObject({
      level: 2,
      objectId: '2',
      campaignId: '1',
      adId: '2',
    });
    expect(dailyStatRow('creative', '55', row(ids))).toMatchObject({
      level: 3,
      objectId: '3',
      campaignId: '1',
      adId: '2',
    });
  });

  it('refuses a level row without its id, and an hourly row without stat_hour', () => {
    expect(() => dailyStatRow('unit', '55', row({ campaign_id: 1 }))).toThrow(/unit_id/);
    expect(() => hourlyStatRow('account', '55', row({}))).toThrow(/stat_hour/);
    expect(hourlyStatRow('account', '55', row({ stat_hour: 23 })).hour).toBe(23);
  });
});
