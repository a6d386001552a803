import { deliveryTabOf, type ReportOrderField } from '@toufang/contracts';
import { addDays } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ads } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { DailyStatRow } from '../../media/media-mirror-types';
import { watchedDb } from '../../test/statement-watch';
import { openTestDatabase } from '../../test/test-database';
import { MediaSyncRepository } from '../media-sync/media-sync.repository';
import { buildStatsPacks } from '../media-sync/stats-packs';
import { DeliveryReportsRepository } from './delivery-reports.repository';
import { toReportQuery, type AnyReportBody } from './report-query';
import { oeId, seedAdvertiser, seedProject, seedPromotion } from './test-fixtures';

// Pages ranked from the packed running totals (packed-pages.ts) against the page statement of the
// running totals, on the same mirror: random ranges, metric sorts (sums and ratios, with ties and
// objects without stats), directions and pages give the same rows, count and totals. Stats written
// after a build, objects added (with stats the sync wrote before them) or removed, and create
// ranges that leave objects out send the page to the statement until the next build.

const TODAY = '2026-10-31';
const DAY0 = '2026-10-01';
const day = (n: number) => addDays(DAY0, n);

let database: Database;
let sync: MediaSyncRepository;
let reports: DeliveryReportsRepository;
const statements: string[] = [];
let advertiserId = '';
const projects: string[] = [];
const promotions: string[] = [];
let clock = Date.parse('2026-10-20T00:00:00Z');
const tick = () => new Date((clock += 60_000));

/** The database, noting each statement's text (which path answered a page). */
const recording = (db: Db) => watchedDb(db, (ran) => statements.push(ran.sql));

/** A seeded Lehmer generator: the same cases on every run. */
function prng(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

function statRow(level: 1 | 2, objectId: string, campaignId: string, n: number, seed: number) {
  const row: DailyStatRow = {
    medium: 'bytedance',
    level: level === 1 ? DELIVERY_LEVEL.campaign : DELIVERY_LEVEL.ad,
    objectId,
    statDate: day(n),
    advertiserId,
    campaignId,
    adId: level === 1 ? null : objectId,
    // Few values: many ties, which the id breaks.
    cost: (seed % 4) * 500,
    impressions: (seed % 5) * 100,
    clicks: seed % 3,
    conversions: seed % 2,
    deepConversions: 0,
    activations: seed % 3,
    registrations: 0,
    payCount: 0,
    payAmount: (seed % 3) * 700,
    plays: 0,
    validPlays: 0,
  };
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  sync = new MediaSyncRepository(database.db);
  reports = new DeliveryReportsRepository(recording(database.db));
  advertiserId = await seedAdvertiser(database.db, { name: '账户' });
  for (let p = 0; p < 3; p++) {
    projects.push(await seedProject(database.db, { advertiserId, name: `项目${p}` }));
  }
  const random = prng(20_261_128);
  const rows: DailyStatRow[] = [];
  for (let i = 0; i < 24; i++) {
    const campaignId = projects[i % 3] ?? '';
    const created = new Date(Date.parse('2026-09-01T00:00:00+08:00') + i * 86_400_000);
    const id = await seedPromotion(database.db, {
      advertiserId,
      campaignId,
      name: `广告${i}`,
      mediumCreatedAt: created,
    });
    promotions.push(id);
    // Some without stats, some ending early, some starting late, gaps in between.
    if (i % 6 === 5) continue;
    const first = Math.floor(random() * 20);
    const last = first + Math.floor(random() * 15);
    for (let n = first; n <= last; n++) {
      if (random() < 0.2) continue;
      rows.push(statRow(2, id, campaignId, n, Math.floor(random() * 12)));
    }
  }
  for (const [i, campaignId] of projects.entries()) {
    for (let n = i; n < 25; n += 2) rows.push(statRow(1, campaignId, campaignId, n, n + i));
  }
  await sync.upsertStats('daily', rows, tick());
  await buildStatsPacks(database.db);
});
afterAll(() => database.close());

type Tab = 'project' | 'promotion';

/** A tab's report; `size` sets a page size smaller than the screen's (more pages to compare). */
async function report(tab: Tab, { size, ...body }: Record<string, unknown>) {
  const parsed = deliveryTabOf('launchV3', tab).body.parse(body) as AnyReportBody;
  const asked = toReportQuery('launchV3', tab, parsed, TODAY, null);
  const query = typeof size === 'number' ? { ...asked, perPage: size } : asked;
  statements.length = 0;
  const page = await reports.page(query);
  const totals = await reports.totals(query);
  const packed = statements.some((s) => s.includes('stats_pack_state'));
  const ranked = !statements.some((s) => s.includes('over ()'));
  return { page, totals, packed: packed && ranked };
}

/** The page as the running totals' statement answers it: with a change waiting, no pack answers. */
async function byStatement(tab: Tab, body: Record<string, unknown>) {
  const level = tab === 'project' ? 1 : 2;
  const [marker] = await selectRows<{ id: number }>(
    database.db,
    sql`insert into stats_pack_changes (medium, level) values ('bytedance', ${level}) returning id`,
  );
  try {
    const out = await report(tab, body);
    expect(out.packed).toBe(false);
    return out;
  } finally {
    await database.db.execute(sql`delete from stats_pack_changes where id = ${marker?.id}`);
  }
}

const ORDERS: ReportOrderField[] = ['stat_cost', 'show_cnt', 'ctr', 'conversion_cost', 'roi'];

async function expectSame(tab: Tab, body: Record<string, unknown>) {
  const want = await byStatement(tab, body);
  const got = await report(tab, body);
  expect(got.packed).toBe(true);
  expect({ body, page: got.page, totals: got.totals }).toEqual({
    body,
    page: want.page,
    totals: want.totals,
  });
}

describe('pages ranked from the packed running totals', () => {
  it('equal the running totals statement over ranges, sorts, directions and pages', async () => {
    const random = prng(11_111_111);
    for (let i = 0; i < 40; i++) {
      const from = Math.floor(random() * 32) - 2;
      const to = from + Math.floor(random() * 12);
      const tab: Tab = i % 4 === 0 ? 'project' : 'promotion';
      await expectSame(tab, {
        page: 1 + Math.floor(random() * 3),
        size: 10,
        order_field: ORDERS[i % ORDERS.length],
        order_type: random() < 0.5 ? 'desc' : 'asc',
        report_start_date: day(from),
        report_end_date: day(to),
      });
    }
    // Past the last page: no rows, the count and totals still.
    await expectSame('promotion', {
      page: 9,
      size: 10,
      order_field: 'stat_cost',
      order_type: 'desc',
      report_start_date: day(3),
      report_end_date: day(9),
    });
  });

  it('leave the page to the statement after a change until the next build', async () => {
    const body = {
      page: 1,
      size: 10,
      order_field: 'stat_cost',
      order_type: 'desc',
      report_start_date: day(20),
      report_end_date: day(31),
    };
    const [first, second] = promotions;
    await sync.upsertStats(
      'daily',
      [statRow(2, first ?? '', projects[0] ?? '', 30, 99), statRow(2, second ?? '', '', 31, 3)],
      tick(),
    );
    expect((await report('promotion', body)).packed).toBe(false);
    await buildStatsPacks(database.db);
    await expectSame('promotion', body);

    // Stats the sync wrote before their object was mirrored, then the object.
    const late = oeId();
    // Beyond an int4: the level's packed costs from that day on are float8s.
    const spent = { ...statRow(2, late, projects[1] ?? '', 25, 1), cost: 3_000_000_000 };
    await sync.upsertStats('daily', [spent], tick());
    await buildStatsPacks(database.db);
    await seedPromotion(database.db, {
      adId: late,
      advertiserId,
      campaignId: null,
      name: '新广告',
      mediumCreatedAt: new Date('2026-10-20T00:00:00+08:00'),
    });
    expect((await report('promotion', body)).packed).toBe(false);
    await buildStatsPacks(database.db);
    await expectSame('promotion', body);
    const top = await report('promotion', { ...body, size: 1 });
    expect(top.page.map((r) => r.id)).toEqual([late]);

    // An object removed: the level is packed again in a new order.
    await database.db.delete(ads).where(sql`${ads.adId} = ${first}`);
    expect((await report('promotion', body)).packed).toBe(false);
    await buildStatsPacks(database.db);
    await expectSame('promotion', body);
    expect((await report('promotion', body)).totals.total).toBe(promotions.length);
  });

  it('rank a create range only when it keeps every object', async () => {
    const body = {
      page: 1,
      size: 5,
      order_field: 'stat_cost',
      order_type: 'desc',
      report_start_date: day(0),
      report_end_date: day(30),
    };
    const all = { ...body, create_start_date: '2026-08-01', create_end_date: '2026-10-31' };
    await expectSame('promotion', all);
    const some = { ...body, create_start_date: '2026-09-10', create_end_date: '2026-10-31' };
    const want = await byStatement('promotion', some);
    const got = await report('promotion', some);
    expect(got.packed).toBe(false);
    expect(got).toEqual(want);
    expect(got.totals.total).toBeLessThan(promotions.length);
  });
});
