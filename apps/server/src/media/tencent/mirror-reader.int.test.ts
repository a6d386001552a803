import { tencent } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  DailyStatRow,
  ListObjectsOptions,
  MediaMirrorReader,
  ObjectPage,
  ObjectResource,
} from '../media-mirror-types';
import { addDays, shanghaiDay } from '../mirror/shanghai-time';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../testing/sandbox-fixture';
import { createTencentMirrorReader } from './mirror-reader';

// The Tencent mirror reader against the media sandbox over real HTTP: no campaigns, every adgroup
// and dynamic creative page by page in cursor mode (deleted ones included, resumable from a page's
// cursor), incremental and id-restricted listings, money in 分, schedules as sent, seven days of
// daily and hourly stats at the account, adgroup, creative and file levels, and the account figures.

let running: RunningSandbox;
let media: TestMedia;
let reader: MediaMirrorReader;
let token: string;
let advertiserId: string;

const state = () => running.sandbox.state.tencent;
const ALL_WEEK = '1'.repeat(336);

async function pagesOf<R extends ObjectResource>(
  resource: R,
  options: ListObjectsOptions = { modifiedSince: null },
): Promise<ObjectPage<R>[]> {
  const pages: ObjectPage<R>[] = [];
  for await (const page of reader.listObjects(resource, token, advertiserId, options)) {
    pages.push(page);
  }
  return pages;
}

const rowsOf = async <R extends ObjectResource>(resource: R, options?: ListObjectsOptions) =>
  (await pagesOf(resource, options)).flatMap((p) => p.rows);

const sorted = (ids: readonly (string | number)[]) => ids.map(String).sort();

async function write<T>(path: string, params: Record<string, unknown>, data: z.ZodType<T>) {
  const answer = await media.client.call({
    medium: 'tencent',
    method: 'POST',
    path,
    params,
    data,
    effect: 'write',
    token,
  });
  return answer.data;
}

/** Whether the sandbox serves a Tencent path (some real endpoints are not simulated yet). */
const serves = (path: string) =>
  running.sandbox.app.hasRoute({ method: 'GET', url: `/tencent/v3.0/${path}` });

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  const adapter = media.adapters.tencent;
  const page = await authorizeOnPage(adapter, 'mirror-tencent');
  const grant = await adapter.exchangeCode(page.code, REDIRECT_URI);
  token = grant.accessToken;
  const reached = (await adapter.listAuthorizedAdvertisers(token)).map((a) => a.id);
  // A reachable account with adgroups on a weekly schedule, the most adgroups first.
  const candidates = reached
    .map((id) => ({ id, adgroups: state().adgroups.listByAdvertiser(Number(id)) }))
    .filter((a) => a.adgroups.some((g) => g.wire.time_series !== ALL_WEEK))
    .sort((a, b) => b.adgroups.length - a.adgroups.length);
  advertiserId = candidates[0]?.id ?? '';
  expect(candidates[0]?.adgroups.length).toBeGreaterThan(5);
  reader = createTencentMirrorReader({ client: media.client }, { objectPageSize: 7 });
});

afterAll(async () => {
  await running.close();
});

describe('Tencent mirror reader objects', () => {
  it('lists no campaigns: v3 has no level 1', async () => {
    expect(await pagesOf('campaigns')).toEqual([]);
  });

  it('pages through every adgroup and dynamic creative the sandbox holds, by cursor', async () => {
    const id = Number(advertiserId);
    const adPages = await pagesOf('ads');
    expect(adPages.length).toBeGreaterThan(2);
    const ads = adPages.flatMap((p) => p.rows);
    expect(sorted(ads.map((r) => r.adId))).toEqual(
      sorted(
        state()
          .adgroups.listByAdvertiser(id)
          .map((a) => a.id),
      ),
    );
    for (const page of adPages.slice(0, -1)) expect(page.cursor).toMatch(/^(live|deleted):/);
    expect(adPages.at(-1)?.cursor).toBeNull();
    const creatives = await rowsOf('creatives');
    expect(sorted(creatives.map((r) => r.creativeId))).toEqual(
      sorted(
        state()
          .dynamicCreatives.listByAdvertiser(id)
          .map((c) => c.id),
      ),
    );
    const adIds = new Set(ads.map((r) => r.adId));
    for (const row of [...ads, ...creatives]) {
      expect(row).toMatchObject({ medium: 'tencent', advertiserId, campaignId: null });
      expect(row.status).not.toBe('unknown');
      expect(row.mediumModifiedAt).toBeInstanceOf(Date);
    }
    for (const creative of creatives) {
      expect(adIds.has(creative.adId)).toBe(true);
      expect(creative.materialId).toBeTruthy();
    }
  });

  it('resumes a listing from the cursor of a page', async () => {
    const all = await pagesOf('ads');
    const stop = all[1];
    if (!stop?.cursor) throw new Error('a cursor after the second page expected');
    const rest = await rowsOf('ads', { modifiedSince: null, cursor: stop.cursor });
    const seen = [...all.slice(0, 2).flatMap((p) => p.rows), ...rest].map((r) => r.adId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(sorted(seen)).toEqual(sorted(all.flatMap((p) => p.rows).map((r) => r.adId)));
  });

  it('keeps money in 分 and the 336-cell schedule as sent', async () => {
    const ads = await rowsOf('ads');
    for (const row of ads) {
      const wire = state().adgroups.get(Number(row.adId)).wire;
      expect(row.scheduleTime).toBe(wire.time_series);
      expect(row.budget).toBe(wire.daily_budget === 0 ? null : wire.daily_budget);
      const manual = wire.bid_mode === 'BID_MODE_CPC' || wire.bid_mode === 'BID_MODE_CPM';
      expect(manual ? row.bid : row.cpaBid).toBe(wire.bid_amount);
      expect(row.pricing).toBe(wire.bid_mode);
    }
    expect(ads.some((r) => r.scheduleTime !== ALL_WEEK)).toBe(true);
    expect(ads.some((r) => r.budgetMode === 'BUDGET_MODE_DAY')).toBe(true);
  });

  it('lists only objects modified since a time; a paused adgroup pauses its creatives', async () => {
    const before = await rowsOf('ads');
    const target = before.find((r) => r.status === 'delivering');
    if (!target) throw new Error('a delivering adgroup expected');
    const since = new Date();
    const result = await write(
      'adgroups/update_configured_status',
      {
        account_id: Number(advertiserId),
        update_configured_status_spec: [
          { adgroup_id: Number(target.adId), configured_status: 'AD_STATUS_SUSPEND' },
        ],
      },
      tencent.BatchResultSchema,
    );
    expect(result.fail_id_list).toEqual([]);
    const changed = await rowsOf('ads', { modifiedSince: since });
    expect(changed.length).toBeLessThan(before.length);
    expect(changed.find((r) => r.adId === target.adId)).toMatchObject({
      optStatus: 'DISABLE',
      rawStatus: 'ADGROUP_STATUS_SUSPEND',
      status: 'paused',
    });
    for (const row of changed) {
      expect(row.mediumModifiedAt?.getTime()).toBeGreaterThanOrEqual(
        Math.floor(since.getTime() / 1000) * 1000,
      );
    }
    const ids = state()
      .dynamicCreatives.listByParent(Number(target.adId))
      .map((c) => String(c.id));
    const creatives = await rowsOf('creatives', { modifiedSince: null, ids });
    expect(sorted(creatives.map((r) => r.creativeId))).toEqual(sorted(ids));
    const approved = creatives.filter((r) => r.rawStatus === 'CREATIVE_SET_APPROVAL_STATUS_NORMAL');
    expect(approved.length).toBeGreaterThan(0);
    for (const row of approved)
      expect(row).toMatchObject({ optStatus: 'ENABLE', status: 'paused' });
  });

  it('lists a deleted adgroup in the deleted pass', async () => {
    const live = (await rowsOf('ads')).filter((r) => r.status !== 'deleted');
    const doomed = live[0];
    if (!doomed) throw new Error('a live adgroup expected');
    await write(
      'adgroups/delete',
      { account_id: Number(advertiserId), adgroup_id: Number(doomed.adId) },
      tencent.AdgroupIdDataSchema,
    );
    const pages = await pagesOf('ads');
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.filter((r) => r.adId === doomed.adId)).toEqual([
      expect.objectContaining({ status: 'deleted' }),
    ]);
    expect(pages.some((p) => p.cursor === 'deleted:')).toBe(true);
    const creatives = await rowsOf('creatives', {
      modifiedSince: null,
      ids: state()
        .dynamicCreatives.listByParent(Number(doomed.adId))
        .map((c) => String(c.id)),
    });
    expect(creatives.length).toBeGreaterThan(0);
    for (const row of creatives) expect(row.status).toBe('deleted');
  });

  it('lists the image and video library', async (context) => {
    if (!serves('images/get') || !serves('videos/get')) {
      context.skip('the sandbox does not serve the Tencent file library yet');
    }
    const rows = await rowsOf('materials');
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('Tencent mirror reader stats and figures', () => {
  const today = () => shanghaiDay(new Date());

  it('reads daily stats of every level that add up to the account', async () => {
    const range = { from: addDays(today(), -10), to: addDays(today(), -2) };
    const rows: DailyStatRow[] = [];
    for await (const page of reader.dailyStats(token, advertiserId, range)) rows.push(...page);
    const sum = (level: number, field: 'cost' | 'impressions' | 'clicks') =>
      rows.filter((r) => r.level === level).reduce((total, r) => total + (r[field] ?? 0), 0);
    expect(sum(0, 'cost')).toBeGreaterThan(0);
    for (const level of [2, 3]) {
      expect(sum(level, 'cost')).toBe(sum(0, 'cost'));
      expect(sum(level, 'impressions')).toBe(sum(0, 'impressions'));
      expect(sum(level, 'clicks')).toBe(sum(0, 'clicks'));
    }
    expect(new Set(rows.filter((r) => r.level === 0).map((r) => r.statDate)).size).toBe(9);
    expect(rows.some((r) => r.level === 1)).toBe(false);
    // Library files: each creative's share goes to its videos or its images.
    expect(sum(4, 'cost')).toBeGreaterThan(0);
    expect(sum(4, 'cost')).toBeLessThanOrEqual(sum(0, 'cost') * 2);
    for (const row of rows) {
      expect(row.campaignId).toBeNull();
      if (row.level === 0) expect(row.objectId).toBe(advertiserId);
      else if (row.level === 4) expect(row.adId).toBeNull();
      else expect(row.adId).not.toBeNull();
    }
  });

  it('reads hourly stats (hours 0–23) that add up to the daily ones', async () => {
    const window = { from: addDays(today(), -4), to: addDays(today(), -2) };
    const daily = new Map<string, number>();
    for await (const page of reader.dailyStats(token, advertiserId, window)) {
      for (const r of page) daily.set(`${r.level}|${r.objectId}|${r.statDate}`, r.cost ?? 0);
    }
    const hourly = new Map<string, number>();
    const hours = new Set<number>();
    for await (const page of reader.hourlyStats(token, advertiserId, window)) {
      for (const r of page) {
        hours.add(r.hour);
        const key = `${r.level}|${r.objectId}|${r.statDate}`;
        hourly.set(key, (hourly.get(key) ?? 0) + (r.cost ?? 0));
      }
    }
    expect([...hours].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(new Set([...hourly.keys()].map((k) => k.split('|')[0]))).toEqual(
      new Set(['0', '2', '3', '4']),
    );
    for (const [key, cost] of daily) expect(hourly.get(key) ?? 0).toBeCloseTo(cost, -1);
  });

  it('reads the account balance and daily budget in 分', async () => {
    const figures = await reader.accountFigures(token, advertiserId);
    const account = state().advertisers.get(Number(advertiserId));
    expect(figures).toEqual({
      name: account.name,
      balance: account.balance,
      budgetMode: account.dailyBudget === 0 ? 'BUDGET_MODE_INFINITE' : 'BUDGET_MODE_DAY',
      budget: account.dailyBudget === 0 ? null : account.dailyBudget,
      rawStatus: 'CUSTOMER_STATUS_NORMAL',
    });
  });
});
