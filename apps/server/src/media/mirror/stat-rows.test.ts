import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import { dailyStat, hourlyStat, reportFen } from './stat-rows';

describe('stats rows', () => {
  const key = { level: DELIVERY_LEVEL.ad, objectId: '72', campaignId: '71', adId: '72' };

  it('puts the object, its ancestors, the day and the metrics on one row', () => {
    expect(dailyStat('tencent', '55', '2025-03-10', key, { cost: 120, clicks: 3 })).toEqual({
      medium: 'tencent',
      advertiserId: '55',
      statDate: '2025-03-10',
      level: 2,
      objectId: '72',
      campaignId: '71',
      adId: '72',
      cost: 120,
      clicks: 3,
    });
  });

  it('adds the hour to a day row', () => {
    const daily = dailyStat('kuaishou', '55', '2025-03-10', key, { impressions: 9 });
    expect(hourlyStat(daily, 23)).toEqual({ ...daily, hour: 23 });
  });

  it('converts report yuan to 分, half up, from numbers and numeric strings', () => {
    expect(reportFen(1234.56)).toBe(123_456);
    expect(reportFen('0.125')).toBe(13);
    expect(reportFen(0.1 + 0.2)).toBe(30);
  });

  it('counts money the report leaves out as 0', () => {
    expect(reportFen(undefined)).toBe(0);
  });
});
