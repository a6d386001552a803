import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import {
  ads,
  campaigns,
  creatives,
  materials,
  statsDaily,
  statsHourly,
  syncState,
} from '../../db/schema';
import { DELIVERY_LEVEL, oceanEngineCreativeId } from '../../lib/media-mirror';
import { openTestDatabase } from '../../test/test-database';

/** The mirror tables hold what the adapters and reports need, and refuse what breaks the model. */

let database: Database;
const ADV = '1790000000000000017';
const PROJECT = '7400000000000000001';
const PROMOTION = '7400000000000000101';

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
});
afterAll(() => database.close());

const rejects = (write: Promise<unknown>) =>
  write.then(
    () => 'accepted',
    () => 'rejected',
  );

describe('delivery objects', () => {
  it('keeps the raw medium object beside the report columns, money in 分', async () => {
    await database.db.insert(campaigns).values({
      medium: 'bytedance',
      campaignId: PROJECT,
      advertiserId: ADV,
      name: '项目一',
      optStatus: 'ENABLE',
      rawStatus: 'PROJECT_STATUS_ENABLE',
      status: 'delivering',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 30_000,
      cpaBid: 1_234,
      roiGoal: 1.2345,
      pricing: 'PRICING_OCPM',
      landingType: 'APP',
      platform: 'APP_ANDROID',
      startDate: '2026-10-01',
      scheduleTime: '1'.repeat(336),
      mediumCreatedAt: new Date('2026-10-01T01:00:00Z'),
      mediumModifiedAt: new Date('2026-10-02T01:00:00Z'),
      raw: { delivery_setting: { budget: 300, project_custom: 'OFF' } },
    });
    await database.db.insert(ads).values({
      medium: 'bytedance',
      adId: PROMOTION,
      campaignId: PROJECT,
      advertiserId: ADV,
      name: '广告一',
      optStatus: 'DISABLE',
      rawStatus: 'AUDIT_DENY',
      status: 'audit_denied',
    });
    await database.db.insert(creatives).values({
      medium: 'bytedance',
      creativeId: oceanEngineCreativeId(PROMOTION, '7100000000000000009'),
      adId: PROMOTION,
      campaignId: PROJECT,
      materialId: '7100000000000000009',
      materialType: 'video',
      advertiserId: ADV,
      rawStatus: 'MATERIAL_STATUS_OK',
      status: 'delivering',
    });
    await database.db.insert(materials).values({
      medium: 'bytedance',
      advertiserId: ADV,
      materialId: '7100000000000000009',
      materialType: 'video',
      fileId: 'v0201fg10000abc',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      sizeBytes: 5_000_000_000,
    });
    const [project] = await database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.campaignId, PROJECT));
    expect(project).toMatchObject({
      budget: 30_000,
      cpaBid: 1_234,
      roiGoal: 1.2345,
      raw: { delivery_setting: { budget: 300 } },
    });
    const [creative] = await database.db.select().from(creatives);
    expect(creative?.creativeId).toBe(`${PROMOTION}:7100000000000000009`);
  });

  it('refuses an unknown medium, domain status, switch value or duplicate object', async () => {
    const base = { campaignId: '1', advertiserId: ADV } as const;
    expect(
      await rejects(
        database.db.insert(campaigns).values({ ...base, medium: 'baidu' as 'bytedance' }),
      ),
    ).toBe('rejected');
    expect(
      await rejects(
        database.db
          .insert(campaigns)
          .values({ ...base, medium: 'kuaishou', status: 'running' as 'delivering' }),
      ),
    ).toBe('rejected');
    expect(
      await rejects(
        database.db
          .insert(campaigns)
          .values({ ...base, medium: 'kuaishou', optStatus: '1' as 'ENABLE' }),
      ),
    ).toBe('rejected');
    expect(
      await rejects(
        database.db.insert(campaigns).values({ ...base, campaignId: PROJECT, medium: 'bytedance' }),
      ),
    ).toBe('rejected');
    // The same id on another medium is another object.
    expect(
      await rejects(
        database.db.insert(campaigns).values({ ...base, campaignId: PROJECT, medium: 'kuaishou' }),
      ),
    ).toBe('accepted');
  });
});

describe('stats', () => {
  it('stores counts and 分 per object and day; rates come from sums', async () => {
    const rows = [1, 2, 3].map((d) => ({
      medium: 'bytedance' as const,
      level: DELIVERY_LEVEL.ad,
      objectId: PROMOTION,
      statDate: `2026-10-0${d}`,
      advertiserId: ADV,
      campaignId: PROJECT,
      adId: PROMOTION,
      cost: 10_000 * d,
      impressions: 1_000 * d,
      clicks: 10 * d,
      conversions: d,
    }));
    await database.db.insert(statsDaily).values(rows);
    const [sum] = await database.db
      .select({
        cost: sql<number>`sum(${statsDaily.cost})::bigint`.mapWith(Number),
        cpm: sql<number>`sum(${statsDaily.cost}) * 1000 / nullif(sum(${statsDaily.impressions}), 0)`.mapWith(
          Number,
        ),
        ctr: sql<number>`sum(${statsDaily.clicks})::numeric / nullif(sum(${statsDaily.impressions}), 0)`.mapWith(
          Number,
        ),
      })
      .from(statsDaily)
      .where(and(eq(statsDaily.level, DELIVERY_LEVEL.ad), eq(statsDaily.objectId, PROMOTION)));
    expect(sum).toEqual({ cost: 60_000, cpm: 10_000, ctr: 0.01 });
  });

  it('restates a day by upsert on (medium, level, object, date)', async () => {
    await database.db
      .insert(statsDaily)
      .values({
        medium: 'bytedance',
        level: 2,
        objectId: PROMOTION,
        statDate: '2026-10-03',
        advertiserId: ADV,
        cost: 99,
      })
      .onConflictDoUpdate({
        target: [statsDaily.medium, statsDaily.level, statsDaily.objectId, statsDaily.statDate],
        set: { cost: sql`excluded.cost` },
      });
    const [row] = await database.db
      .select()
      .from(statsDaily)
      .where(eq(statsDaily.statDate, '2026-10-03'))
      .orderBy(desc(statsDaily.cost));
    expect(row?.cost).toBe(99);
  });

  it('refuses a level outside 0–4 and an hour outside 0–23', async () => {
    const key = {
      medium: 'tencent',
      objectId: '1',
      statDate: '2026-10-01',
      advertiserId: ADV,
    } as const;
    expect(await rejects(database.db.insert(statsDaily).values({ ...key, level: 5 as 0 }))).toBe(
      'rejected',
    );
    expect(
      await rejects(database.db.insert(statsHourly).values({ ...key, level: 0, hour: 24 })),
    ).toBe('rejected');
    expect(
      await rejects(database.db.insert(statsHourly).values({ ...key, level: 0, hour: 23 })),
    ).toBe('accepted');
  });

  it('has the covering report indexes of the hand-written migration', async () => {
    const rows = await database.db
      .select({ def: sql<string>`indexdef` })
      .from(sql`pg_indexes`)
      .where(sql`indexname like 'stats_%_report_idx'`)
      .orderBy(sql`indexname`);
    const defs = rows.map((r) => r.def);
    expect(defs).toHaveLength(2);
    // The daily pages read the running totals (migration 0007); the hourly index is 0004's.
    expect(defs[0]).toMatch(
      /stats_daily_cumulative .*\(medium, level, stat_date, object_id\) INCLUDE \(advertiser_id, campaign_id, ad_id, is_last, cost/,
    );
  });
});

describe('sync state', () => {
  it('keeps one cursor per medium, advertiser and resource', async () => {
    const key = { medium: 'kuaishou', advertiserId: ADV, resource: 'ads' } as const;
    const at = new Date('2026-10-05T00:00:00Z');
    await database.db.insert(syncState).values({ ...key, lastModifiedAt: at });
    expect(await rejects(database.db.insert(syncState).values(key))).toBe('rejected');
    expect(
      await rejects(database.db.insert(syncState).values({ ...key, resource: 'units' as 'ads' })),
    ).toBe('rejected');
    const [row] = await database.db.select().from(syncState);
    expect(row?.lastModifiedAt?.toISOString()).toBe(at.toISOString());
  });
});
