import { compareIds, type ObjectId } from '../state/collection';
import { noise } from './hash';
import type { VisibleRow } from './reporting';

// Conversions on another time basis (Tencent `time_line`, reference §3.7; Ocean Engine's
// convert_cnt vs attribution_*, two time bases that differ, reference §1.11). The engine books a conversion in
// the hour of the ad request it came from. Counted by when the app was activated or when the
// conversion was reported, part of it lands up to three hours later: it may move into the next
// day, and it is not there at all before that hour has passed. Cost, impressions and clicks keep
// their hour. Each conversion's lag is drawn from the seed, the object, the hour and its index,
// so a report reads the same every time.

export type ConversionBasis = 'request' | 'active' | 'reporting';

/** Share of an hour's conversions counted 0, 1, 2, 3 … hours after the request (U). */
export const CONVERSION_LAGS: Record<ConversionBasis, readonly number[]> = {
  request: [1],
  active: [0.75, 0.15, 0.1],
  reporting: [0.55, 0.25, 0.12, 0.08],
};

/** The longest lag of any basis: a report reads that many hours before its range. */
export const MAX_CONVERSION_LAG_HOURS = 3;

function lagOf(shares: readonly number[], u: number): number {
  let acc = 0;
  for (let i = 0; i < shares.length; i += 1) {
    acc += shares[i] ?? 0;
    if (u < acc) return i;
  }
  return shares.length - 1;
}

/** Splits `count` conversions of an hour into counts per lag. */
function spread(count: number, shares: readonly number[], draw: (k: number) => number): number[] {
  const parts = shares.map(() => 0);
  for (let k = 0; k < count; k += 1) {
    const lag = lagOf(shares, draw(k));
    parts[lag] = (parts[lag] ?? 0) + 1;
  }
  return parts;
}

/**
 * The rows with conversions moved to the hour they count in on `basis`; conversions landing at or
 * after `countedBefore` (an hour not yet over) are left out. Ordered by object id and hour.
 */
export function shiftConversions(
  rows: readonly VisibleRow[],
  basis: ConversionBasis,
  seed: number,
  countedBefore: number,
): VisibleRow[] {
  if (basis === 'request') return [...rows];
  const shares = CONVERSION_LAGS[basis];
  const out = new Map<string, VisibleRow>();
  const rowAt = (id: ObjectId, hour: number): VisibleRow => {
    const key = `${id}|${hour}`;
    let row = out.get(key);
    if (!row) {
      row = { id, hour, show: 0, click: 0, cost: 0, conv: 0, deep: 0 };
      out.set(key, row);
    }
    return row;
  };
  for (const row of rows) {
    const own = rowAt(row.id, row.hour);
    own.show += row.show;
    own.click += row.click;
    own.cost += row.cost;
    const conv = spread(row.conv, shares, (k) => noise(seed, row.id, row.hour, 5_000 + k));
    const deep = spread(row.deep, shares, (k) => noise(seed, row.id, row.hour, 9_000 + k));
    shares.forEach((_, lag) => {
      const hour = row.hour + lag;
      if (hour >= countedBefore) return;
      const target = rowAt(row.id, hour);
      target.conv += conv[lag] ?? 0;
      target.deep += deep[lag] ?? 0;
    });
  }
  return [...out.values()]
    .filter((r) => r.show > 0 || r.cost > 0 || r.conv > 0 || r.deep > 0 || r.click > 0)
    .sort((a, b) => compareIds(a.id, b.id) || a.hour - b.hour);
}
