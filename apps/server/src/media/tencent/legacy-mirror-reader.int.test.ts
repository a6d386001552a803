import { tencent } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type {
  DailyStatRow,
  ListObjectsOptions,
  MirrorReader,
  ObjectResource,
  ObjectRowsOf,
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
import { createTencentLegacyMirrorReader } from './legacy-mirror-reader';
import { createTencentMirrorReader } from './mirror-reader';

// The Tencent v1.3 reader (source tencent_v2) against the media sandbox over real HTTP: campaigns,
// adgroups and ads page by page under /v1.3/ (deleted ones included), with their v1.3 statuses,
// an incremental listing after a v1.3 write, and campaign, adgroup and ad stats that add up to
// what the v3 reader reads for the account.

let running: RunningSandbox;
let media: TestMedia;
let reader: MirrorReader;
let token: string;
let advertiserId: string;

const state = () => running.sandbox.state.tencent;
const sorted = (ids: readonly (string | number)[]) => ids.map(String).sort();
const today = () => shanghaiDay(new Date());

async function rowsOf<R extends ObjectResource>(
  resource: R,
  options: ListObjectsOptions = { modifiedSince: null },
): Promise<ObjectRowsOf[R][]> {
  const rows: ObjectRowsOf[R][] = [];
  for await (const page of reader.listObjects(resource, token, advertiserId, options)) {
    rows.push(...page.rows);
  }
  return rows;
}

async function collect<R>(pages: AsyncIterable<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  const adapter = media.adapters.tencent;
  const page = await authorizeOnPage(adapter, 'legacy-tencent');
  token = (await adapter.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  const reached = (await adapter.listAuthorizedAdvertisers(token)).map((a) => a.id);
  // The account with the most adgroups under a campaign.
  advertiserId =
    reached
      .map((id) => ({
        id,
        legacy: state()
          .adgroups.listByAdvertiser(Number(id))
          .filter((a) => a.parentId !== null).length,
      }))
      .sort((a, b) => b.legacy - a.legacy)[0]?.id ?? '';
  reader = createTencentLegacyMirrorReader({ client: media.client }, { objectPageSize: 7 });
});
afterAll(async () => {
  await running.close();
});

describe('Tencent v1.3 mirror reader: objects', () => {
  it('lists campaigns, their adgroups and ads under the legacy source', async () => {
    const id = Number(advertiserId);
    const campaigns = await rowsOf('campaigns');
    expect(sorted(campaigns.map((c) => c.campaignId))).toEqual(
      sorted(
        state()
          .campaigns.listByAdvertiser(id)
          .map((c) => c.id),
      ),
    );
    const legacyAdgroups = state()
      .adgroups.listByAdvertiser(id)
      .filter((a) => a.parentId !== null);
    expect(legacyAdgroups.length).toBeGreaterThan(7);
    const adgroups = await rowsOf('ads');
    expect(sorted(adgroups.map((a) => a.adId))).toEqual(sorted(legacyAdgroups.map((a) => a.id)));
    for (const row of adgroups) {
      expect(row.medium).toBe('tencent_v2');
      expect(row.rawStatus).toMatch(/^STATUS_/);
      const record = legacyAdgroups.find((a) => String(a.id) === row.adId);
      expect(row.campaignId).toBe(String(record?.parentId));
    }
    expect(adgroups.some((a) => a.status === 'delivering')).toBe(true);

    const ads = await rowsOf('creatives');
    const adgroupIds = new Set(legacyAdgroups.map((a) => a.id));
    const creatives = state()
      .dynamicCreatives.listByAdvertiser(id)
      .filter((c) => adgroupIds.has(c.wire.adgroup_id));
    expect(sorted(ads.map((a) => a.creativeId))).toEqual(sorted(creatives.map((c) => c.id)));
    for (const ad of ads) {
      expect(ad.medium).toBe('tencent_v2');
      expect(ad.rawStatus).toMatch(/^AD_STATUS_/);
      expect(adgroups.some((a) => a.adId === ad.adId)).toBe(true);
    }
    expect(ads.some((a) => a.status === 'delivering')).toBe(true);
    expect(await rowsOf('materials')).toEqual([]);
  });

  it('joins each ad to its adcreative: the material and the creative content', async () => {
    const ads = (await rowsOf('creatives')).filter((a) => a.status !== 'deleted');
    expect(ads.length).toBeGreaterThan(0);
    const answer = await media.client.call({
      medium: 'tencent',
      method: 'GET',
      path: '../v1.3/adcreatives/get',
      params: {
        account_id: Number(advertiserId),
        filtering: [
          {
            field: 'adcreative_id',
            operator: 'IN',
            values: ads.slice(0, 100).map((a) => Number(a.creativeId)),
          },
        ],
        page: 1,
        page_size: 100,
      },
      data: tencent.AdcreativeGetDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    const served = new Map(answer.data.list.map((c) => [String(c.adcreative_id), c]));
    let withTitle = 0;
    for (const ad of ads.slice(0, 100)) {
      const creative = served.get(ad.creativeId);
      const elements = creative?.adcreative_elements ?? {};
      expect(ad.materialId).toBe(elements.video ?? elements.image ?? null);
      expect(ad.materialType).toBe(elements.video ? 'video' : elements.image ? 'image' : null);
      const embedded = (ad.raw as { adcreative?: { adcreative_elements?: { title?: string } } })
        .adcreative;
      expect(embedded?.adcreative_elements?.title).toBe(elements.title);
      if (elements.title) withTitle += 1;
    }
    expect(withTitle).toBeGreaterThan(0);
    expect(ads.some((a) => a.materialType === 'video' || a.materialType === 'image')).toBe(true);
  });

  it('lists only the adgroup changed through v1.3 since a time, with its new name', async () => {
    const [first] = await rowsOf('ads');
    const since = new Date(Math.floor(Date.now() / 1000) * 1000);
    await media.client.call({
      medium: 'tencent',
      method: 'POST',
      path: '../v1.3/adgroups/update',
      params: {
        account_id: Number(advertiserId),
        adgroup_id: Number(first?.adId),
        adgroup_name: 'v1.3 改名',
      },
      data: tencent.LegacyAdgroupUpdateRequestSchema.pick({ adgroup_id: true }).partial(),
      effect: 'write',
      token,
    });
    const changed = await rowsOf('ads', { modifiedSince: since });
    expect(changed.map((a) => a.adId)).toEqual([first?.adId]);
    expect(changed[0]?.name).toBe('v1.3 改名');
    const byId = await rowsOf('ads', { modifiedSince: null, ids: [first?.adId ?? ''] });
    expect(byId.map((a) => a.adId)).toEqual([first?.adId]);
  });
});

describe('Tencent v1.3 mirror reader: stats', () => {
  it('reads campaign, adgroup and ad stats that add up to the v3 adgroups of campaigns', async () => {
    const range = { from: addDays(today(), -6), to: addDays(today(), -2) };
    const rows: DailyStatRow[] = await collect(reader.dailyStats(token, advertiserId, range));
    const cost = (level: number) =>
      rows.filter((r) => r.level === level).reduce((sum, r) => sum + (r.cost ?? 0), 0);
    expect(cost(DELIVERY_LEVEL.campaign)).toBeGreaterThan(0);
    expect(cost(DELIVERY_LEVEL.ad)).toBe(cost(DELIVERY_LEVEL.campaign));
    expect(cost(DELIVERY_LEVEL.creative)).toBe(cost(DELIVERY_LEVEL.campaign));
    expect(rows.some((r) => r.level === DELIVERY_LEVEL.advertiser)).toBe(false);

    const legacy = new Set(
      state()
        .adgroups.listByAdvertiser(Number(advertiserId))
        .filter((a) => a.parentId !== null)
        .map((a) => String(a.id)),
    );
    const v3 = createTencentMirrorReader({ client: media.client });
    const v3Cost = (await collect(v3.dailyStats(token, advertiserId, range)))
      .filter((r) => r.level === DELIVERY_LEVEL.ad && legacy.has(r.objectId))
      .reduce((sum, r) => sum + (r.cost ?? 0), 0);
    expect(cost(DELIVERY_LEVEL.ad)).toBe(v3Cost);
    for (const row of rows) {
      expect(row.medium).toBe('tencent_v2');
      expect(row.campaignId).not.toBeNull();
      if (row.level !== DELIVERY_LEVEL.campaign) expect(row.adId).not.toBeNull();
    }
  });

  it('reads hourly rows of campaigns, adgroups and ads', async () => {
    const day = addDays(today(), -1);
    const hourly = await collect(reader.hourlyStats(token, advertiserId, { from: day, to: day }));
    expect(new Set(hourly.map((r) => r.level))).toEqual(
      new Set([DELIVERY_LEVEL.campaign, DELIVERY_LEVEL.ad, DELIVERY_LEVEL.creative]),
    );
    expect(new Set(hourly.map((r) => r.hour)).size).toBeGreaterThan(1);
  });
});
