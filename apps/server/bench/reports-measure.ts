import { deliveryTabOf, type DeliveryScreenKey } from '@toufang/contracts';
import { addDays, type CalendarDate } from '@toufang/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { DeliveryReportsRepository } from '../src/modules/delivery-reports/delivery-reports.repository';
import { toReportQuery, type AnyReportBody } from '../src/modules/delivery-reports/report-query';
import { emptyDb, watchedDb, type RanStatement } from '../src/test/statement-watch';

// Timing of one report request through HTTP (in-process, the app's own routes, validation,
// service and serialization) and of the same statements run directly on the database.

/** A report request of the bench: a screen tab, a 30-day window and a page, sorted by cost. */
export interface ReportCase {
  screen: DeliveryScreenKey;
  tab: string;
  body: Record<string, unknown>;
}

/** A small seeded generator (mulberry32): the same cases on every run and store. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WINDOW_DAYS = 30;
export const PAGE_SIZE = 20;

/** `n` requests of a tab over random 30-day windows of the stats days and pages 1–`pages`. */
export function casesOf(
  at: Pick<ReportCase, 'screen' | 'tab'>,
  n: number,
  first: CalendarDate,
  last: CalendarDate,
  random: () => number,
  pages = 5,
): ReportCase[] {
  const span = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) - WINDOW_DAYS + 1;
  return Array.from({ length: n }, () => {
    const start = addDays(first, Math.floor(random() * span));
    return {
      ...at,
      body: {
        page: 1 + Math.floor(random() * pages),
        per_page: PAGE_SIZE,
        order_field: 'stat_cost',
        order_type: 'desc',
        report_start_date: start,
        report_end_date: addDays(start, WINDOW_DAYS - 1),
      },
    };
  });
}

/**
 * The statements the repository builds for a request (the page, then its count and totals) on a
 * database that keeps them and answers no rows (reports-explain.ts).
 */
export async function statementsOf(
  c: ReportCase,
  today: CalendarDate,
  scope: string[] | null,
): Promise<RanStatement[]> {
  const kept: RanStatement[] = [];
  const repo = new DeliveryReportsRepository(emptyDb((ran) => kept.push(ran)));
  // As the route reads the body: defaults applied (the default columns among them).
  const body = deliveryTabOf(c.screen, c.tab).body.parse(c.body) as AnyReportBody;
  const query = toReportQuery(c.screen, c.tab, body, today, scope);
  await repo.page(query);
  await repo.totals(query);
  return kept;
}

/**
 * The database as the app gets it, keeping the statements of the stats it runs (all the report
 * repository runs) while `recording` holds a list.
 */
export function recordingDatabase(database: Database) {
  const state: { recording: RanStatement[] | null } = { recording: null };
  const db = watchedDb(database.db, (ran) => {
    if (state.recording && ran.sql.includes('stats_')) state.recording.push(ran);
  });
  return { database: { ...database, db }, state };
}

/** Milliseconds of one report request through the app; throws unless it answered a full page. */
export async function timeHttp(
  app: FastifyInstance,
  path: string,
  token: string,
  c: ReportCase,
): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-token': token },
    payload: c.body,
  });
  const ms = performance.now() - started;
  const body = res.json<{ code: number; data?: { list: unknown[] } }>();
  if (body.code !== 0 || body.data?.list.length !== PAGE_SIZE) {
    throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return ms;
}

/**
 * The latency of each request when `clients` clients send the cases at once, each its share one
 * after the other (the next as soon as its last answered).
 */
export async function timeConcurrently(
  app: FastifyInstance,
  path: string,
  token: string,
  cases: readonly ReportCase[],
  clients: number,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    for (let c = cases[next++]; c !== undefined; c = cases[next++]) {
      latencies.push(await timeHttp(app, path, token, c));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return latencies;
}

/** Milliseconds of running the statements one after the other. */
export async function timeDirect(
  run: (statement: RanStatement) => Promise<unknown>,
  statements: readonly RanStatement[],
): Promise<number> {
  const started = performance.now();
  for (const statement of statements) await run(statement);
  return performance.now() - started;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? Number.NaN;
}

export const round1 = (ms: number) => Math.round(ms * 10) / 10;
