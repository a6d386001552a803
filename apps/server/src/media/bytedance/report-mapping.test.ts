import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import { dailyRow, hourlyRow, metricsOf, REPORT_LEVELS } from './report-mapping';

// Custom report rows → stats rows of each level (reference §1.11; media-stats.ts).

const ADVERTISER = '1700000000000001';
const levelOf = (level: number) => {
  const found = REPORT_LEVELS.find((l) => l.level === level);
  if (!found) throw new Error(`no level ${level}`);
  return found;
};

const metrics = {
  stat_cost: 1234.56,
  show_cnt: 10_000,
  click_cnt: '321',
  convert_cnt: 12,
  deep_convert_cnt: 3,
  total_play: 6200,
  valid_play: 2100,
};

const dims = {
  stat_time_day: '2025-03-10',
  cdp_project_id: '71',
  cdp_promotion_id: '72',
  material_id: '73',
};

describe('report metrics', () => {
  it('converts yuan to 分 and reads counts given as numbers or numeric strings', () => {
    expect(metricsOf(metrics)).toEqual({
      cost: 123_456,
      impressions: 10_000,
      clicks: 321,
      conversions: 12,
      deepConversions: 3,
      plays: 6200,
      validPlays: 2100,
    });
    expect(metricsOf({ stat_cost: '0.3' }).cost).toBe(30);
    expect(metricsOf({ stat_cost: 0.1 + 0.2 }).cost).toBe(30);
  });

  it('counts a metric the row leaves out as zero and refuses a non-number', () => {
    expect(metricsOf({})).toMatchObject({ cost: 0, impressions: 0 });
    expect(() => metricsOf({ show_cnt: '--' })).toThrow(/show_cnt/);
  });
});

describe('daily rows per level', () => {
  it.each([
    [DELIVERY_LEVEL.advertiser, ADVERTISER, null, null],
    [DELIVERY_LEVEL.campaign, '71', '71', null],
    [DELIVERY_LEVEL.ad, '72', '71', '72'],
    [DELIVERY_LEVEL.creative, '72:73', '71', '72'],
    [DELIVERY_LEVEL.material, '73', null, null],
  ])('level %i names object %s', (level, objectId, campaignId, adId) => {
    expect(dailyRow(levelOf(level), ADVERTISER, { dimensions: dims, metrics })).toEqual({
      medium: 'bytedance',
      level,
      advertiserId: ADVERTISER,
      objectId,
      campaignId,
      adId,
      statDate: '2025-03-10',
      ...metricsOf(metrics),
    });
  });

  it('skips a row that names no object of its level', () => {
    const row = { dimensions: { ...dims, material_id: '' }, metrics };
    expect(dailyRow(levelOf(DELIVERY_LEVEL.creative), ADVERTISER, row)).toBeNull();
    expect(dailyRow(levelOf(DELIVERY_LEVEL.material), ADVERTISER, row)).toBeNull();
  });

  it('refuses a row without a day', () => {
    expect(() =>
      dailyRow(levelOf(DELIVERY_LEVEL.advertiser), ADVERTISER, { dimensions: {}, metrics }),
    ).toThrow(/without a day/);
  });
});

describe('hourly rows', () => {
  it('splits the hour dimension into the day and the hour 0–23', () => {
    const row = hourlyRow(levelOf(DELIVERY_LEVEL.ad), ADVERTISER, {
      dimensions: { ...dims, stat_time_hour: '2025-03-10 23:00:00' },
      metrics,
    });
    expect(row).toMatchObject({ statDate: '2025-03-10', hour: 23, objectId: '72' });
  });

  it('refuses an hour that is not on the hour', () => {
    expect(() =>
      hourlyRow(levelOf(DELIVERY_LEVEL.ad), ADVERTISER, {
        dimensions: { ...dims, stat_time_hour: '2025-03-10 23:30:00' },
        metrics,
      }),
    ).toThrow(/without an hour/);
  });
});
