import type { ObjectId } from '../state/collection';
import type { AdvertiserRecord } from '../state/records';
import { auditAllowsDelivery } from './audit';
import { potential, scaleRow, type Traits } from './delivery-model';
import type { AuditState, HourRow, LevelSettings } from './model';
import type { AnyRecord } from './plugin';
import type { SeriesStore } from './series-store';
import { dayFirstHour, HOUR_MS, hourStart, localDay, scheduleShare } from './time';

// Accrual of one advertiser over whole hours [from, to): every level-2 object's
// potential is cut to its own budget, then its level-1 budget, the account's daily budget and the
// balance; the rows are stored and, after the world's origin, the cost leaves the balance. Hours
// before the origin use the seeded settings and no balance (the seeded balance is "now").

export interface AccrualObject {
  record: AnyRecord;
  traits: Traits;
  current: LevelSettings;
  seeded: LevelSettings | null;
  audit: AuditState | undefined;
  seededAudit: AuditState | undefined;
}

export interface AccrualInput {
  seed: number;
  store: SeriesStore;
  advertiser: Readonly<AdvertiserRecord>;
  /** Medium money units per 分 (Kuaishou 厘: 10). */
  unitPerFen: number;
  originHour: number;
  /** Seeded accounts that had run dry: no delivery from this hour before the origin. */
  dryHour: number | null;
  level1: Map<ObjectId, { current: LevelSettings; seeded: LevelSettings | null }>;
  level2: AccrualObject[];
  from: number;
  to: number;
}

/** Runs the hours and returns the cost taken from the balance (分). */
export function accrue(input: AccrualInput): number {
  const { store, advertiser, originHour, level2, seed } = input;
  const accountBudget =
    advertiser.dailyBudget > 0 ? Math.floor(advertiser.dailyBudget / input.unitPerFen) : null;
  const balance = Math.floor(advertiser.balance / input.unitPerFen);
  let deducted = 0;
  const lifetime = new Map<ObjectId, number>();
  for (const o of level2) {
    lifetime.set(o.record.id, store.find(o.record.id)?.costBetween(-Infinity, input.from) ?? 0);
  }
  let day = Number.NaN;
  const today = new Map<ObjectId, number>();
  const parentToday = new Map<ObjectId, number>();
  let accountToday = 0;
  const rows: (HourRow | null)[] = new Array<HourRow | null>(level2.length).fill(null);

  for (let h = input.from; h < input.to; h += 1) {
    if (localDay(h) !== day) {
      day = localDay(h);
      accountToday = 0;
      parentToday.clear();
      for (const o of level2) {
        const spent = store.find(o.record.id)?.costBetween(dayFirstHour(day), h) ?? 0;
        today.set(o.record.id, spent);
        addTo(parentToday, o.record.parentId, spent);
        accountToday += spent;
      }
    }
    const seededPhase = h < originHour;
    const groups = new Map<ObjectId | null, number[]>();
    for (let i = 0; i < level2.length; i += 1) {
      rows[i] = null;
      const o = level2[i];
      if (!o) continue;
      const settings = seededPhase ? o.seeded : o.current;
      if (!settings) continue;
      const parent = o.record.parentId === null ? undefined : input.level1.get(o.record.parentId);
      const parentSettings = parent
        ? ((seededPhase ? parent.seeded : parent.current) ?? undefined)
        : undefined;
      if (parent && parentSettings === undefined) continue;
      const audit = seededPhase ? o.seededAudit : o.audit;
      const share = openShare(h, o.record.createdAt, settings, parentSettings, audit);
      if (share <= 0 || !settings.bid) continue;
      let row = potential({
        seed,
        id: o.record.id,
        hour: h,
        traits: o.traits,
        bid: settings.bid,
        dailyBudgetFen: dailyOf(settings) ?? (parentSettings ? dailyOf(parentSettings) : null),
        share,
      });
      if (settings.budget) {
        const spent =
          settings.budget.mode === 'daily' ? today.get(o.record.id) : lifetime.get(o.record.id);
        row = capRow(row, settings.budget.fen - (spent ?? 0));
      }
      if (row.cost <= 0 && row.show <= 0) continue;
      rows[i] = row;
      const key = o.record.parentId;
      const group = groups.get(key);
      if (group) group.push(i);
      else groups.set(key, [i]);
    }
    // Level-1 budgets.
    for (const [parentId, members] of groups) {
      if (parentId === null) continue;
      const parent = input.level1.get(parentId);
      const budget = (seededPhase ? parent?.seeded : parent?.current)?.budget;
      if (!budget) continue;
      const spent =
        budget.mode === 'daily'
          ? (parentToday.get(parentId) ?? 0)
          : members.reduce((sum, i) => sum + (lifetime.get(level2[i]?.record.id ?? 0) ?? 0), 0);
      capGroup(rows, members, budget.fen - spent);
    }
    const all = [...groups.values()].flat();
    if (accountBudget !== null) capGroup(rows, all, accountBudget - accountToday);
    const available = seededPhase
      ? input.dryHour !== null && h >= input.dryHour
        ? 0
        : Number.POSITIVE_INFINITY
      : balance - deducted;
    capGroup(rows, all, available);

    for (const i of all) {
      const row = rows[i];
      const o = level2[i];
      if (!row || !o || (row.cost <= 0 && row.show <= 0)) continue;
      const id = o.record.id;
      store.open(id, advertiser.id, h, originHour, input.to - h + 24).set(h, row);
      today.set(id, (today.get(id) ?? 0) + row.cost);
      lifetime.set(id, (lifetime.get(id) ?? 0) + row.cost);
      addTo(parentToday, o.record.parentId, row.cost);
      accountToday += row.cost;
      if (!seededPhase) deducted += row.cost;
    }
  }
  return deducted;
}

function dailyOf(settings: LevelSettings): number | null {
  return settings.budget?.mode === 'daily' ? settings.budget.fen : null;
}

function addTo(map: Map<ObjectId, number>, key: ObjectId | null, value: number): void {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + value);
}

/** Share of hour `h` open to delivery: switches, dates, weekly mask, creation and review. */
export function openShare(
  h: number,
  createdAt: number,
  settings: LevelSettings,
  parent: LevelSettings | undefined,
  audit: AuditState | undefined,
): number {
  if (!settings.enabled || settings.deleted) return 0;
  if (parent && (!parent.enabled || parent.deleted)) return 0;
  const schedule = settings.schedule;
  const day = localDay(h);
  if (schedule?.startDay != null && day < schedule.startDay) return 0;
  if (schedule?.endDay != null && day > schedule.endDay) return 0;
  const maskShare = scheduleShare(schedule?.mask ?? null, h);
  if (maskShare <= 0) return 0;
  const start = hourStart(h);
  let from = Math.max(start, createdAt);
  let until = start + HOUR_MS;
  if (audit) {
    if (audit.outcome === 'pass' && !audit.deliveredBefore) from = Math.max(from, audit.dueAt);
    if (audit.outcome === 'deny') {
      if (!audit.deliveredBefore) return 0;
      until = Math.min(until, audit.dueAt);
    }
  } else if (!auditAllowsDelivery(audit, start)) return 0;
  return (maskShare * Math.max(0, until - from)) / HOUR_MS;
}

function capRow(row: HourRow, remaining: number): HourRow {
  if (remaining <= 0) return { show: 0, click: 0, cost: 0, conv: 0, deep: 0 };
  if (row.cost <= remaining) return row;
  return { ...scaleRow(row, remaining / row.cost), cost: remaining };
}

/** Scales the rows of `members` so their cost fits `remaining` exactly. */
function capGroup(rows: (HourRow | null)[], members: number[], remaining: number): void {
  let total = 0;
  for (const i of members) total += rows[i]?.cost ?? 0;
  if (total <= remaining) return;
  if (remaining <= 0) {
    for (const i of members) rows[i] = null;
    return;
  }
  const fraction = remaining / total;
  let assigned = 0;
  let largest = -1;
  for (const i of members) {
    const row = rows[i];
    if (!row) continue;
    const scaled = scaleRow(row, fraction);
    rows[i] = scaled;
    assigned += scaled.cost;
    if (largest < 0 || scaled.cost > (rows[largest]?.cost ?? 0)) largest = i;
  }
  const top = rows[largest];
  if (top) rows[largest] = { ...top, cost: top.cost + Math.floor(remaining - assigned) };
}
