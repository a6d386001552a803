import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { MirrorReader, ObjectResource, ObjectRowsOf } from '../media-mirror-types';
import { addDays, shanghaiDay } from '../mirror/shanghai-time';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../testing/sandbox-fixture';
import { createBytedanceLegacyMirrorReader } from './legacy-mirror-reader';

// The Ocean Engine v2 reader (source bytedance_v2) against the media sandbox over real HTTP:
// campaigns, ads (计划) and creatives page by page with their v2 statuses, incremental and
// id-restricted listings, and a week of campaign, ad and creative stats that add up to the
// medium's own advertiser report. The range ends two days back, where rows are no longer restated.

let running: RunningSandbox;
let media: TestMedia;
let reader: MirrorReader;
let token: string;
let advertiserId: string;

const to = shanghaiDay(new Date(Date.now() - 2 * 86_400_000));
const range = { from: addDays(to, -6), to };
const state = () => running.sandbox.state.oceanengine;
const sorted = (ids: readonly (string | bigint)[]) => ids.map(String).sort();

async function collect<R>(pages: AsyncIterable<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

async function rowsOf<R extends ObjectResource>(
  resource: R,
  options: Parameters<MirrorReader['listObjects']>[3] = { modifiedSince: null },
): Promise<ObjectRowsOf[R][]> {
  const rows: ObjectRowsOf[R][] = [];
  for await (const page of reader.listObjects(resource, token, advertiserId, options)) {
    rows.push(...page.rows);
  }
  return rows;
}

async function v2List(path: string, status: string): Promise<Record<string, unknown>[]> {
  const { data } = await media.client.call({
    medium: 'bytedance',
    method: 'GET',
    path,
    params: { advertiser_id: Number(advertiserId), page_size: 1000, filtering: { status } },
    data: oceanengine.v2ListDataSchema(z.record(z.string(), z.unknown())),
    effect: 'read',
    token,
  });
  return data.list;
}

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  const page = await authorizeOnPage(media.adapters.bytedance, 'legacy-v2', (offered) =>
    offered.filter((a) => a.plain),
  );
  token = (await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  const advertisers = state().advertisers;
  // The account with the most money left has delivered every day of the range.
  advertiserId =
    [...page.granted].sort(
      (a, b) => advertisers.get(Number(b)).balance - advertisers.get(Number(a)).balance,
    )[0] ?? '';
  reader = createBytedanceLegacyMirrorReader({ client: media.client }, { objectPageSize: 7 });
});
afterAll(async () => {
  await running.close();
});

describe('Ocean Engine v2 mirror reader: objects', () => {
  it('lists every campaign, ad and creative under the legacy source with v2 statuses', async () => {
    const id = Number(advertiserId);
    const campaigns = await rowsOf('campaigns');
    expect(sorted(campaigns.map((c) => c.campaignId))).toEqual(
      sorted(
        state()
          .projects.listByAdvertiser(id)
          .map((p) => p.id),
      ),
    );
    const ads = await rowsOf('ads');
    const promotions = state().promotions.listByAdvertiser(id);
    expect(sorted(ads.map((a) => a.adId))).toEqual(sorted(promotions.map((p) => p.id)));
    for (const ad of ads) {
      expect(ad.medium).toBe('bytedance_v2');
      expect(ad.rawStatus).toMatch(/^AD_STATUS_/);
      expect(ad.campaignId).toBe(
        String(promotions.find((p) => String(p.id) === ad.adId)?.parentId),
      );
    }
    expect(ads.some((a) => a.status === 'delivering')).toBe(true);

    const creatives = await rowsOf('creatives');
    const wire = await v2List('2/creative/get/', 'CREATIVE_STATUS_ALL');
    expect(sorted(creatives.map((c) => c.creativeId))).toEqual(
      sorted(wire.map((c) => String(c.creative_id))),
    );
    for (const c of creatives) {
      expect(c.medium).toBe('bytedance_v2');
      expect(c.rawStatus).toMatch(/^CREATIVE_STATUS_/);
      expect(ads.some((a) => a.adId === c.adId)).toBe(true);
    }
    expect(await rowsOf('materials')).toEqual([]);
  });

  it('reads ads in yuan as 分 and restricts a listing to ids', async () => {
    const ads = await rowsOf('ads');
    const wanted = ads.slice(0, 3).map((a) => a.adId);
    const again = await rowsOf('ads', { modifiedSince: null, ids: wanted });
    expect(sorted(again.map((a) => a.adId))).toEqual(sorted(wanted));
    const wire = await v2List('2/ad/get/', 'AD_STATUS_ALL');
    for (const row of again) {
      const ad = wire.find((a) => String(a.id) === row.adId);
      if (ad?.budget_mode === 'BUDGET_MODE_DAY') {
        expect(row.budget).toBe(Math.round(Number(ad.budget) * 100));
      }
      if (ad?.cpa_bid !== undefined) expect(row.cpaBid).toBe(Math.round(Number(ad.cpa_bid) * 100));
    }
  });

  it('lists only what changed since a time', async () => {
    const later = new Date(Date.now() + 3_600_000);
    expect(await rowsOf('ads', { modifiedSince: later })).toEqual([]);
    expect(await rowsOf('campaigns', { modifiedSince: later })).toEqual([]);
  });
});

describe('Ocean Engine v2 mirror reader: stats', () => {
  it('sums the campaign, ad and creative levels of a week to the advertiser report', async () => {
    const daily = await collect(reader.dailyStats(token, advertiserId, range));
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
    const total = data.list.reduce((sum, r) => sum + Math.round((r.cost ?? 0) * 100), 0);
    expect(total).toBeGreaterThan(0);
    for (const level of [DELIVERY_LEVEL.campaign, DELIVERY_LEVEL.ad, DELIVERY_LEVEL.creative]) {
      const rows = daily.filter((r) => r.level === level);
      expect(rows.length, `level ${level}`).toBeGreaterThan(0);
      const cost = rows.reduce((sum, r) => sum + (r.cost ?? 0), 0);
      // Each row is rounded to 分 on its own: the levels agree within a 分 a row.
      expect(Math.abs(cost - total), `level ${level}`).toBeLessThanOrEqual(rows.length);
    }
    for (const row of daily) {
      expect(row.medium).toBe('bytedance_v2');
      expect(row.statDate >= range.from && row.statDate <= range.to).toBe(true);
    }
    for (const row of daily.filter((r) => r.level === DELIVERY_LEVEL.creative)) {
      expect(row.adId).not.toBeNull();
      expect(row.campaignId).not.toBeNull();
    }
  });

  it('reads hourly rows of a day at every level', async () => {
    const day = { from: range.to, to: range.to };
    const hourly = await collect(reader.hourlyStats(token, advertiserId, day));
    expect(new Set(hourly.map((r) => r.level))).toEqual(
      new Set([DELIVERY_LEVEL.campaign, DELIVERY_LEVEL.ad, DELIVERY_LEVEL.creative]),
    );
    expect(new Set(hourly.map((r) => r.hour)).size).toBeGreaterThan(1);
    for (const row of hourly) expect(row.statDate).toBe(range.to);
  });
});
