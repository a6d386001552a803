import { compareIds, type ObjectId } from '../state/collection';
import { between, noise } from './hash';
import { scaleRow } from './delivery-model';
import type { HourRow } from './model';
import { dayFirstHour, HOUR_MS, hourStart, localDay } from './time';
import type { DeliveryWorld } from './world';

// What a report read sees of the stored rows (reference §1.11 "hourly data lags and keeps being corrected"):
// - the last LATE_HOURS whole hours are only partly there and fill in as time passes;
// - conversions of a day stay preliminary (a few per cent short) until RESTATE_AFTER_MS past its
//   end, when they are restated once to their final value.
// A syncing client must therefore re-read the recent hours and the previous day.

export const LATE_HOURS = 2;
export const RESTATE_AFTER_MS = HOUR_MS;

export interface VisibleRow extends HourRow {
  /** Level-2 id. */
  id: ObjectId;
  hour: number;
}

/** Share of an accrued hour visible at `now`. */
export function visibleShare(hour: number, now: number): number {
  const age = now - hourStart(hour + 1);
  if (age >= LATE_HOURS * HOUR_MS) return 1;
  return 0.5 + (0.5 * Math.max(0, age)) / (LATE_HOURS * HOUR_MS);
}

/** Whether a day's conversions have been restated by `now`. */
export function restated(day: number, now: number): boolean {
  return now >= hourStart(dayFirstHour(day + 1)) + RESTATE_AFTER_MS;
}

/**
 * Visible hourly rows of an advertiser's level-2 objects over hours [from, to), non-zero only,
 * ordered by object id and hour. Touch the advertiser first.
 */
export function visibleRows(
  world: DeliveryWorld,
  advertiserId: number,
  from: number,
  to: number,
  now: number,
  include: (id: ObjectId) => boolean = () => true,
): VisibleRow[] {
  const account = world.account(advertiserId);
  if (!account) return [];
  const end = Math.min(to, account.materialisedUntil);
  const out: VisibleRow[] = [];
  const entries = world.store.ofAdvertiser(advertiserId).sort((a, b) => compareIds(a.id, b.id));
  for (const entry of entries) {
    if (!include(entry.id)) continue;
    const { series } = entry;
    const last = Math.min(end, series.lastHour + 1);
    for (let h = Math.max(from, series.firstHour); h < last; h += 1) {
      const row = series.get(h);
      if (row.show === 0 && row.cost === 0 && row.conv === 0) continue;
      const day = localDay(h);
      let seen = row;
      if (!restated(day, now)) {
        const factor = 1 - between(noise(world.seed, entry.id, day, 7), 0.03, 0.12);
        seen = { ...row, conv: Math.floor(row.conv * factor), deep: Math.floor(row.deep * factor) };
      }
      seen = scaleRow(seen, visibleShare(h, now));
      out.push({ id: entry.id, hour: h, ...seen });
    }
  }
  return out;
}

export function sumRows(rows: readonly HourRow[]): HourRow {
  const total = { show: 0, click: 0, cost: 0, conv: 0, deep: 0 };
  for (const row of rows) {
    total.show += row.show;
    total.click += row.click;
    total.cost += row.cost;
    total.conv += row.conv;
    total.deep += row.deep;
  }
  return total;
}
