import type { DailyStatRow, HourlyStatRow, StatsRange } from '../../media/media-mirror-types';
import { ChunkWriter } from './chunk-writer';
import type { StatsGrain, SyncStateRow } from './media-sync.repository';
import { throwIfAborted, type ResourceContext, type ResourceDone } from './resource-sync';
import { dailyStatsPlan, hourlyStatsRange, parseDay, shanghaiDay } from './sync-windows';

const dayKey = (r: DailyStatRow) => `${r.level}:${r.objectId}:${r.statDate}`;
const hourKey = (r: HourlyStatRow) => `${dayKey(r)}:${r.hour}`;

/**
 * Daily stats over the restatement window, preceded by the days that left it since the last run
 * (or the history at the first sync); `cursor` keeps the last day read for the last time.
 */
export async function syncDailyStats(
  ctx: ResourceContext,
  state: SyncStateRow | undefined,
): Promise<ResourceDone> {
  const plan = dailyStatsPlan(shanghaiDay(ctx.clock.now()), parseDay(state?.cursor), ctx.settings);
  const range = { from: plan.from, to: plan.to };
  const done = await storeRange(ctx, 'daily', range, dayKey, () =>
    ctx.reader.dailyStats(ctx.token, ctx.target.advertiserId, range),
  );
  return { ...done, patch: { cursor: plan.finalThrough } };
}

/** Hourly stats of yesterday and today: recent hours fill in late. */
export function syncHourlyStats(ctx: ResourceContext): Promise<ResourceDone> {
  const range = hourlyStatsRange(shanghaiDay(ctx.clock.now()));
  return storeRange(ctx, 'hourly', range, hourKey, () =>
    ctx.reader.hourlyStats(ctx.token, ctx.target.advertiserId, range),
  );
}

/** Stores a range read in full, then drops its rows that were not read again. */
async function storeRange<T extends DailyStatRow>(
  ctx: ResourceContext,
  grain: StatsGrain,
  range: StatsRange,
  keyOf: (row: T) => string,
  read: () => AsyncIterable<T[]>,
): Promise<ResourceDone> {
  const { repo, clock, settings } = ctx;
  const { advertiserId } = ctx.target;
  const readFrom = clock.now();
  const writer = new ChunkWriter<T>(settings.statsChunk, keyOf, (rows) =>
    repo.upsertStats(grain, rows, clock.now()),
  );
  for await (const rows of read()) {
    throwIfAborted(ctx.signal);
    await writer.add(rows);
  }
  await writer.flush();
  const removed = await repo.deleteStaleStats(grain, ctx.source, advertiserId, range, readFrom);
  return { patch: {}, rows: writer.written, removed, full: true };
}
