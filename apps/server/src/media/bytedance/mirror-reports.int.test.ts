import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow, MediaMirrorReader } from '../media-mirror-types';
import { addDays, shanghaiDay } from '../mirror/shanghai-time';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../testing/sandbox-fixture';
import { createBytedanceMirrorReader } from './mirror-reader';

// Ocean Engine stats against the media sandbox over real HTTP (reference §1.11): every level of a
// 7-day range adds up to what the medium reports for the advertiser, hourly rows to daily rows.
// The range ends two days back, where the sandbox no longer restates rows.

let running: RunningSandbox;
let media: TestMedia;
let reader: MediaMirrorReader;
let token: string;
let advertiserId: string;

const to = shanghaiDay(new Date(Date.now() - 2 * 86_400_000));
const range = { from: addDays(to, -6), to };
const LEVELS = Object.values(DELIVERY_LEVEL);
const fen = (yuan: number | string) => Math.round(Number(yuan) * 100);

interface Sums {
  cost: number;
  impressions: number;
  clicks: number;
  conversions: number;
}

function sum(rows: readonly Sums[]): Sums {
  const out = { cost: 0, impressions: 0, clicks: 0, conversions: 0 };
  for (const r of rows) {
    out.cost += r.cost;
    out.impressions += r.impressions;
    out.clicks += r.clicks;
    out.conversions += r.conversions;
  }
  return out;
}

async function collect<R>(pages: AsyncIterable<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

/** The v2 advertiser report per day: an endpoint apart from the custom report the reader uses. */
async function advertiserReport(): Promise<Map<string, Sums>> {
  const { data } = await media.client.call({
    medium: 'bytedance',
    method: 'GET',
    path: '2/report/advertiser/get/',
    params: {
      advertiser_id: Number(advertiserId),
      start_date: range.from,
      end_date: range.to,
      page_size: 100,
    },
    data: oceanengine.AdvertiserReportDataSchema,
    effect: 'read',
    token,
  });
  return new Map(
    data.list.map((r) => [
      r.stat_datetime.slice(0, 10),
      {
        cost: fen(r.cost ?? 0),
        impressions: r.show ?? 0,
        clicks: r.click ?? 0,
        conversions: r.convert ?? 0,
      },
    ]),
  );
}

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  const page = await authorizeOnPage(media.adapters.bytedance, 'mirror-reports', (offered) =>
    offered.filter((a) => a.plain),
  );
  token = (await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  // The account with the most money left has delivered every day of the range.
  const advertisers = running.sandbox.state.oceanengine.advertisers;
  advertiserId =
    [...page.granted].sort(
      (a, b) => advertisers.get(Number(b)).balance - advertisers.get(Number(a)).balance,
    )[0] ?? '';
  reader = createBytedanceMirrorReader({ client: media.client });
});
afterAll(async () => {
  await running.close();
});

describe('bytedance mirror reader: stats', () => {
  let daily: DailyStatRow[];

  it('sums every level of a 7-day range to what the medium reports', async () => {
    daily = await collect(reader.dailyStats(token, advertiserId, range));
    const reported = await advertiserReport();
    const total = sum([...reported.values()]);
    expect(total.cost).toBeGreaterThan(0);
    expect(reported.size).toBe(7);

    for (const level of LEVELS) {
      const rows = daily.filter((r) => r.level === level);
      expect(sum(rows as Sums[]), `level ${level}`).toEqual(total);
    }
    const advertiserRows = daily.filter((r) => r.level === DELIVERY_LEVEL.advertiser);
    for (const row of advertiserRows) {
      expect(row.objectId).toBe(advertiserId);
      expect(sum([row as Sums])).toEqual(reported.get(row.statDate));
    }
  });

  it('keys each daily row by level, object and day within the range', () => {
    const keys = new Set(daily.map((r) => `${r.level}|${r.objectId}|${r.statDate}`));
    expect(keys.size).toBe(daily.length);
    for (const row of daily) {
      expect(row.medium).toBe('bytedance');
      expect(row.advertiserId).toBe(advertiserId);
      expect(row.statDate >= range.from && row.statDate <= range.to).toBe(true);
    }
    const promotions = new Map(
      running.sandbox.state.oceanengine.promotions
        .listByAdvertiser(Number(advertiserId))
        .map((p) => [String(p.id), String(p.parentId)]),
    );
    for (const row of daily.filter((r) => r.level === DELIVERY_LEVEL.ad)) {
      expect(row.campaignId).toBe(promotions.get(row.objectId));
    }
    for (const row of daily.filter((r) => r.level === DELIVERY_LEVEL.creative)) {
      expect(row.objectId).toBe(`${row.adId ?? ''}:${row.objectId.split(':')[1] ?? ''}`);
      expect(row.campaignId).toBe(promotions.get(row.adId ?? ''));
    }
  });

  it('reads hourly rows of hours 0–23 that add up to the daily rows', async () => {
    const day = { from: range.to, to: range.to };
    const hourly: HourlyStatRow[] = await collect(reader.hourlyStats(token, advertiserId, day));
    expect(new Set(hourly.map((r) => r.level))).toEqual(new Set(LEVELS));
    for (const row of hourly) {
      expect(Number.isInteger(row.hour)).toBe(true);
      expect(row.hour).toBeGreaterThanOrEqual(0);
      expect(row.hour).toBeLessThanOrEqual(23);
      expect(row.statDate).toBe(range.to);
    }
    const hours = new Set(
      hourly.filter((r) => r.level === DELIVERY_LEVEL.advertiser).map((r) => r.hour),
    );
    expect(hours.size).toBeGreaterThan(1);

    const dailyOfDay = daily.filter((r) => r.statDate === range.to);
    for (const row of dailyOfDay) {
      const parts = hourly.filter((h) => h.level === row.level && h.objectId === row.objectId);
      expect(sum(parts as Sums[]), `${row.level} ${row.objectId}`).toEqual(sum([row as Sums]));
    }
  });
});
