import type { ObjectId } from '../state/collection';
import { between, noise } from './hash';
import type { BidSetting, HourRow } from './model';
import { localHour, weekday } from './time';

// What a delivering level-2 object would buy in one hour before budget and balance caps: a
// deterministic function of (seed, object, hour), scaled by the object's traits, the time of day,
// its bid, pricing and budget. Money in 分.

/** Relative traffic by local hour: a night trough, a lunch bump, an evening peak. */
const DIURNAL = [
  0.35, 0.25, 0.18, 0.14, 0.13, 0.16, 0.3, 0.55, 0.75, 0.85, 0.9, 0.95, 1.0, 0.95, 0.9, 0.9, 0.95,
  1.0, 1.1, 1.25, 1.35, 1.3, 1.0, 0.65,
];
/** Weekends are a little busier for games. */
const WEEKLY = [0.95, 0.95, 0.97, 0.98, 1.02, 1.1, 1.08];

const BASE_SHOWS_PER_HOUR = 1500;
/** Reference prices the bid factor is measured against (分). */
const REFERENCE_BID: Record<BidSetting['pricing'], number> = {
  OCPM: 6000,
  OCPC: 6000,
  CPM: 2000,
  CPC: 150,
};

/** Stable traits of an object: how good it is and how its audience behaves. */
export interface Traits {
  quality: number;
  ctr: number;
  cvr: number;
  deepRate: number;
  costRatio: number;
  /** Cost per conversion the platform finds for a smart (no-bid) object, 分. */
  smartCpa: number;
}

export function traitsOf(seed: number, id: ObjectId): Traits {
  const u = (salt: number) => noise(seed, id, salt);
  return {
    // Skewed: a few objects carry most of the volume, as in real accounts.
    quality: 0.35 + 2.4 * u(1) ** 2,
    ctr: between(u(2), 0.008, 0.04),
    cvr: between(u(3), 0.03, 0.14),
    deepRate: between(u(4), 0.05, 0.25),
    costRatio: between(u(5), 0.85, 1.12),
    smartCpa: Math.round(between(u(6), 2500, 12_000)),
  };
}

export interface PotentialInput {
  seed: number;
  id: ObjectId;
  hour: number;
  traits: Traits;
  bid: BidSetting;
  /** Daily budget the object paces against (分); null = unlimited. */
  dailyBudgetFen: number | null;
  /** Share of the hour open to delivery (schedule half-hours, creation time). */
  share: number;
}

export function potential(input: PotentialInput): HourRow {
  const { seed, id, hour, traits, bid, share } = input;
  if (share <= 0) return { show: 0, click: 0, cost: 0, conv: 0, deep: 0 };
  const jitter = between(noise(seed, id, hour, 1), 0.75, 1.25);
  const budgetFactor =
    input.dailyBudgetFen === null
      ? 1.6
      : clamp(Math.sqrt(input.dailyBudgetFen / 200_000), 0.4, 2.5);
  const bidValue = bid.smart ? traits.smartCpa : bid.bidFen;
  const bidFactor = clamp(Math.sqrt(bidValue / REFERENCE_BID[bid.pricing]), 0.3, 3);
  const shows = Math.round(
    BASE_SHOWS_PER_HOUR *
      traits.quality *
      (DIURNAL[localHour(hour)] ?? 1) *
      (WEEKLY[weekday(hour)] ?? 1) *
      jitter *
      budgetFactor *
      bidFactor *
      share,
  );
  const clicks = Math.round(shows * traits.ctr * between(noise(seed, id, hour, 2), 0.85, 1.15));
  const expectedConv = clicks * traits.cvr * between(noise(seed, id, hour, 3), 0.7, 1.3);
  const conv = Math.floor(expectedConv + noise(seed, id, hour, 4));
  const deep = Math.floor(conv * traits.deepRate + noise(seed, id, hour, 5));
  let cost: number;
  switch (bid.pricing) {
    case 'CPM':
      cost = (shows / 1000) * bid.bidFen;
      break;
    case 'CPC':
      cost = clicks * bid.bidFen;
      break;
    case 'OCPM':
    case 'OCPC':
      // oCPx bills per show/click, but settles around the target cost per conversion.
      cost = expectedConv * bidValue * traits.costRatio;
      break;
  }
  return { show: shows, click: clicks, cost: Math.round(cost), conv, deep };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Scales a row down to `fraction` of it (caps, late rows), counts rounded down. */
export function scaleRow(row: HourRow, fraction: number): HourRow {
  if (fraction >= 1) return row;
  return {
    show: Math.floor(row.show * fraction),
    click: Math.floor(row.click * fraction),
    cost: Math.floor(row.cost * fraction),
    conv: Math.floor(row.conv * fraction),
    deep: Math.floor(row.deep * fraction),
  };
}
