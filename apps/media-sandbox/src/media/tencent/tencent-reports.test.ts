import { tencent } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// Tencent daily_reports/get and hourly_reports/get (reference §3.7): levels, group_by, paging,
// money in 分, ctr as a fraction, and days that add up to their hours.

type Row = tencent.ReportRow;
const FIELDS = ['date', 'view_count', 'valid_click_count', 'cost', 'ctr', 'conversions_count'];

describe('Tencent reports', () => {
  let s: TencentSession;
  let account: number;
  beforeAll(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterAll(() => s.running.close());

  const rows = async (path: string, params: Record<string, unknown>): Promise<Row[]> => {
    const out: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.get(path, { account_id: account, page, page_size: 2000, ...params });
      expect(answer.code).toBe(0);
      const data = tencent.ReportDataSchema.parse(answer.data);
      out.push(...data.list);
      if (page >= data.page_info.total_page) return out;
    }
  };

  it('sums adgroup days to the account day and hours to the day', async () => {
    const range = { start_date: '2025-03-10', end_date: '2025-03-10' };
    const [day] = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: range,
      group_by: ['date'],
      fields: FIELDS,
    });
    expect(day?.date).toBe('2025-03-10');
    expect(day?.cost).toBeGreaterThan(0);
    expect(day?.ctr).toBeCloseTo((day?.valid_click_count ?? 0) / (day?.view_count ?? 1), 5);
    expect(day?.ctr).toBeLessThan(1);

    const byAdgroup = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_ADGROUP',
      date_range: range,
      group_by: ['date', 'adgroup_id'],
      fields: [...FIELDS, 'adgroup_id', 'adgroup_name'],
    });
    expect(byAdgroup.length).toBeGreaterThan(1);
    expect(byAdgroup.every((r) => typeof r.adgroup_name === 'string')).toBe(true);
    const sum = (list: Row[], key: 'cost' | 'view_count' | 'conversions_count') =>
      list.reduce((a, r) => a + (r[key] ?? 0), 0);
    expect(sum(byAdgroup, 'cost')).toBe(day?.cost);
    expect(sum(byAdgroup, 'view_count')).toBe(day?.view_count);

    const hours = await rows('hourly_reports/get', {
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: range,
      group_by: ['hour'],
      fields: [...FIELDS, 'hour'],
    });
    expect(hours.length).toBeLessThanOrEqual(24);
    expect(hours.every((r) => r.date === '2025-03-10' && r.hour !== undefined)).toBe(true);
    expect(sum(hours, 'cost')).toBe(day?.cost);
    expect(sum(hours, 'conversions_count')).toBe(day?.conversions_count);

    const byCreative = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
      date_range: range,
      group_by: ['date', 'dynamic_creative_id'],
      fields: [...FIELDS, 'dynamic_creative_id'],
    });
    expect(byCreative.every((r) => typeof r.dynamic_creative_id === 'number')).toBe(true);
    expect(sum(byCreative, 'cost')).toBe(day?.cost);
  });

  it('reports each video and image across the creatives showing it', async () => {
    const range = { start_date: '2025-03-10', end_date: '2025-03-10' };
    const [day] = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: range,
      group_by: ['date'],
      fields: FIELDS,
    });
    const videos = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_MATERIAL_VIDEO',
      date_range: range,
      group_by: ['date', 'video_id'],
      fields: [...FIELDS, 'video_id'],
    });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((r) => typeof r.video_id === 'number' && r.adgroup_id === undefined)).toBe(
      true,
    );
    expect(new Set(videos.map((r) => r.video_id)).size).toBe(videos.length);
    const images = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_MATERIAL_IMAGE',
      date_range: range,
      group_by: ['date', 'image_id'],
      fields: [...FIELDS, 'image_id'],
    });
    expect(images.every((r) => typeof r.image_id === 'string')).toBe(true);
    // A creative's share goes to the files of the kind it shows: no more than the account's day.
    const cost = (list: Row[]) => list.reduce((a, r) => a + (r.cost ?? 0), 0);
    expect(cost(videos)).toBeGreaterThan(0);
    expect(cost(videos)).toBeLessThanOrEqual(day?.cost ?? 0);
    expect(cost(images)).toBeLessThanOrEqual(day?.cost ?? 0);

    const first = videos[0];
    const one = await rows('hourly_reports/get', {
      level: 'REPORT_LEVEL_MATERIAL_VIDEO',
      date_range: range,
      group_by: ['hour', 'video_id'],
      filtering: [{ field: 'video_id', operator: 'EQUALS', values: [first?.video_id] }],
      fields: ['hour', 'video_id', 'cost'],
    });
    expect(one.every((r) => r.video_id === first?.video_id)).toBe(true);
    expect(one.reduce((a, r) => a + (r.cost ?? 0), 0)).toBe(first?.cost);
  });

  it('filters by adgroup, pages and refuses unknown parameters', async () => {
    const range = { start_date: '2025-03-04', end_date: '2025-03-10' };
    const all = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_ADGROUP',
      date_range: range,
      group_by: ['adgroup_id'],
      fields: ['adgroup_id', 'cost'],
    });
    const first = all[0]?.adgroup_id ?? 0;
    const one = await rows('daily_reports/get', {
      level: 'REPORT_LEVEL_ADGROUP',
      date_range: range,
      group_by: ['date'],
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [first] }],
      fields: ['date', 'cost'],
    });
    expect(one.length).toBeLessThanOrEqual(7);
    expect(one.reduce((a, r) => a + (r.cost ?? 0), 0)).toBe(all[0]?.cost);
    const paged = await s.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_ADGROUP',
      date_range: range,
      group_by: ['date', 'adgroup_id'],
      fields: ['cost'],
      page: 2,
      page_size: 5,
    });
    expect(paged.data.page_info).toMatchObject({ page: 2, page_size: 5 });
    expect(paged.data.list).toHaveLength(5);
    const tooBig = await s.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_ADGROUP',
      date_range: range,
      group_by: ['date'],
      fields: ['cost'],
      page_size: 2001,
    });
    expect(tooBig.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const badGroup = await s.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: range,
      group_by: ['adgroup_id'],
      fields: ['cost'],
    });
    expect(badGroup.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });
});
