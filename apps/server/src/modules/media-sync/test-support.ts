import { buildSandbox } from '@toufang/media-sandbox';
import { and, eq, sql } from 'drizzle-orm';
import { ads, campaigns, creatives, statsDaily, syncState } from '../../db/schema';
import {
  DELIVERY_LEVEL,
  type Medium,
  type MirrorSource,
  type SyncResource,
} from '../../lib/media-mirror';
import { sandboxEndpoints } from '../../media/media-endpoints';
import {
  grantOnPage,
  type OfferedAccount,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import type { TestApp } from '../../test/test-app';

// Integration-test helpers of the media sync: a sandbox whose clock moves only when a test moves
// it (so report days, restatement and late rows are where the test puts them), the OAuth round
// trip through our API, and sums of what the mirror holds.

export const HOUR_MS = 3_600_000;

/**
 * The media sandbox on port 0 with a frozen clock starting at `startAt` (default: now). The
 * platform's clock in a test starts at the same instant and moves with it (`advanceBoth`).
 */
export async function startFrozenSandbox(startAt?: number): Promise<RunningSandbox> {
  const sandbox = await buildSandbox({ seed: 'test', clockSpeed: 0, startAt });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('sandbox has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    sandbox,
    origin,
    endpoints: sandboxEndpoints(origin, sandbox.info().apps),
    close: () => sandbox.close(),
  };
}

export function advanceBoth(t: TestApp, running: RunningSandbox, ms: number): void {
  running.sandbox.clock.advance(ms);
  t.clock.advance(ms);
}

/** 00:20 of the current Shanghai day: yesterday's figures are neither restated nor all in yet. */
export function shanghaiEarlyMorning(now = Date.now()): number {
  const day = new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:20:00+08:00`);
}

const plainOnly = (offered: OfferedAccount[]) => offered.filter((a) => a.plain);

/**
 * Authorizes accounts of one medium through `/auth/transfer`, the sandbox's authorize page and
 * `/auth/callback`, as an operator does; answers the ids ticked (all plain advertisers by default).
 */
export async function authorizeThroughApi(
  t: TestApp,
  token: string,
  medium: Medium,
  pick: (offered: OfferedAccount[]) => OfferedAccount[] = plainOnly,
): Promise<string[]> {
  const started = await t.call<{ url: string }>({
    method: 'POST',
    url: '/api/auth/transfer',
    payload: { medium },
    token,
  });
  if (started.code !== 0) throw new Error(`transfer failed: ${JSON.stringify(started)}`);
  const { callback, granted } = await grantOnPage(started.data.url, pick);
  const res = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  const landing = String(res.headers.location);
  if (!landing.includes('auth=ok')) throw new Error(`authorization failed: ${landing}`);
  return granted;
}

const OBJECT_TABLES = { campaigns, ads, creatives } as const;

/** Rows of one level the mirror holds for an advertiser, deleted ones apart. */
export async function objectCounts(t: TestApp, medium: MirrorSource, advertiserId: string) {
  const out: Record<keyof typeof OBJECT_TABLES, { live: number; deleted: number }> = {
    campaigns: { live: 0, deleted: 0 },
    ads: { live: 0, deleted: 0 },
    creatives: { live: 0, deleted: 0 },
  };
  for (const [name, table] of Object.entries(OBJECT_TABLES)) {
    const rows = await t.database.db
      .select({ deleted: sql<boolean>`${table.status} = 'deleted'`, n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.medium, medium), eq(table.advertiserId, advertiserId)))
      .groupBy(sql`1`);
    for (const r of rows) {
      out[name as keyof typeof OBJECT_TABLES][r.deleted ? 'deleted' : 'live'] = r.n;
    }
  }
  return out;
}

export interface Totals {
  cost: number;
  impressions: number;
  clicks: number;
  conversions: number;
  rows: number;
}

/** Sums of the ad-level (level 2) daily rows of an advertiser over `[from, to]`. */
export async function adLevelTotals(
  t: TestApp,
  medium: Medium,
  advertiserId: string,
  from: string,
  to: string,
): Promise<Totals> {
  const [row] = await t.database.db
    .select({
      cost: sql<number>`coalesce(sum(${statsDaily.cost}), 0)::bigint`,
      impressions: sql<number>`coalesce(sum(${statsDaily.impressions}), 0)::bigint`,
      clicks: sql<number>`coalesce(sum(${statsDaily.clicks}), 0)::bigint`,
      conversions: sql<number>`coalesce(sum(${statsDaily.conversions}), 0)::bigint`,
      rows: sql<number>`count(*)::int`,
    })
    .from(statsDaily)
    .where(
      and(
        eq(statsDaily.medium, medium),
        eq(statsDaily.level, DELIVERY_LEVEL.ad),
        eq(statsDaily.advertiserId, advertiserId),
        sql`${statsDaily.statDate} between ${from} and ${to}`,
      ),
    );
  return {
    cost: Number(row?.cost ?? 0),
    impressions: Number(row?.impressions ?? 0),
    clicks: Number(row?.clicks ?? 0),
    conversions: Number(row?.conversions ?? 0),
    rows: row?.rows ?? 0,
  };
}

/** What the sandbox accrued for an advertiser's level-2 objects over whole Shanghai days. */
export function sandboxTotals(
  running: RunningSandbox,
  medium: Medium,
  advertiserId: string,
  from: string,
  to: string,
): Omit<Totals, 'rows'> {
  const wire = medium === 'bytedance' ? 'oceanengine' : medium;
  const store = running.sandbox.state.sim.series[wire];
  const first = Date.parse(`${from}T00:00:00+08:00`) / HOUR_MS;
  const end = Date.parse(`${to}T00:00:00+08:00`) / HOUR_MS + 24;
  const totals = { cost: 0, impressions: 0, clicks: 0, conversions: 0 };
  for (const { series } of store.ofAdvertiser(Number(advertiserId))) {
    for (let h = first; h < end; h += 1) {
      const row = series.get(h);
      totals.cost += row.cost;
      totals.impressions += row.show;
      totals.clicks += row.click;
      totals.conversions += row.conv;
    }
  }
  return totals;
}

export async function stateOf(
  t: TestApp,
  medium: MirrorSource,
  advertiserId: string,
  resource: SyncResource,
) {
  const [row] = await t.database.db
    .select()
    .from(syncState)
    .where(
      and(
        eq(syncState.medium, medium),
        eq(syncState.advertiserId, advertiserId),
        eq(syncState.resource, resource),
      ),
    );
  return row;
}

/** The sync's logger in tests: errors surface in the test output, the rest is quiet. */
export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: (obj: object, msg: string) => console.error(msg, obj),
};
