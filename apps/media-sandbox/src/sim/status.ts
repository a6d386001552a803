import type { ObjectId } from '../state/collection';
import { auditPhase } from './audit';
import type { Level1State, Level2State, LevelSettings } from './model';
import type { AnyRecord } from './plugin';
import { dayFirstHour, hourOf, localDay, scheduledAt } from './time';
import type { DeliveryWorld } from './world';

// Derived delivery states (reference §4.6): from the switch, review, dates, weekly schedule,
// balance and today's spend against each budget. Media map them onto their own vocabularies.
// Call `world.touch()` first so today's spend is current.

export class StatusView {
  private readonly today = new Map<ObjectId, number>();
  private readonly parentToday = new Map<ObjectId, number>();
  private readonly lifetime = new Map<ObjectId, number>();
  private accountToday = 0;
  private readonly day: number;
  private readonly parents = new Map<ObjectId, AnyRecord>();
  private readonly parentOf = new Map<ObjectId, ObjectId | null>();

  constructor(
    private readonly world: DeliveryWorld,
    private readonly advertiser: { id: number; balance: number; dailyBudget: number },
    private readonly now: number,
    level1: readonly AnyRecord[],
    level2: readonly AnyRecord[],
  ) {
    this.day = localDay(hourOf(now));
    const from = dayFirstHour(this.day);
    for (const record of level1) this.parents.set(record.id, record);
    for (const record of level2) {
      const series = world.store.find(record.id);
      const spent = series?.costBetween(from, from + 24) ?? 0;
      this.today.set(record.id, spent);
      this.lifetime.set(record.id, series?.costBetween(-Infinity, Infinity) ?? 0);
      this.parentOf.set(record.id, record.parentId);
      if (record.parentId !== null) {
        this.parentToday.set(record.parentId, (this.parentToday.get(record.parentId) ?? 0) + spent);
      }
      this.accountToday += spent;
    }
  }

  /** Today's cost of a level-2 object (分). */
  spentToday(id: ObjectId): number {
    return this.today.get(id) ?? 0;
  }

  /** Today's cost of the whole account (分). */
  accountSpentToday(): number {
    return this.accountToday;
  }

  /** Today's cost of a level-1 object's children (分). */
  parentSpentToday(id: ObjectId): number {
    return this.parentToday.get(id) ?? 0;
  }

  level1State(record: AnyRecord): Level1State {
    const settings = this.world.plugin.settings1(record);
    if (settings.deleted) return 'deleted';
    if (!settings.enabled) return 'paused';
    const timing = this.timing(settings);
    if (timing) return timing;
    if (exhausted(settings, this.parentSpentToday(record.id), this.childLifetime(record.id))) {
      return 'budgetExhausted';
    }
    return 'delivering';
  }

  level2State(record: AnyRecord): Level2State {
    const parent = record.parentId === null ? undefined : this.parents.get(record.parentId);
    const settings = this.world.plugin.settings2(record, parent);
    if (settings.deleted) return 'deleted';
    const audit = record.sim?.audit;
    const phase = auditPhase(audit, this.now);
    if (phase === 'pending') return audit?.kind === 'edit' ? 'reauditPending' : 'auditPending';
    if (phase === 'deny') return 'auditDenied';
    if (!settings.enabled) return 'paused';
    if (parent) {
      const parentSettings = this.world.plugin.settings1(parent);
      if (parentSettings.deleted) return 'parentDeleted';
      if (!parentSettings.enabled) return 'parentPaused';
    }
    const timing = this.timing(settings);
    if (timing) return timing;
    if (this.advertiser.balance <= 0) return 'noBalance';
    const accountBudget = this.advertiser.dailyBudget / this.world.unitPerFen;
    if (accountBudget > 0 && this.accountToday >= accountBudget) return 'accountBudgetExhausted';
    if (parent) {
      const parentSettings = this.world.plugin.settings1(parent);
      if (
        exhausted(parentSettings, this.parentSpentToday(parent.id), this.childLifetime(parent.id))
      ) {
        return 'parentBudgetExhausted';
      }
    }
    if (exhausted(settings, this.spentToday(record.id), this.lifetime.get(record.id) ?? 0)) {
      return 'budgetExhausted';
    }
    return 'delivering';
  }

  private timing(settings: LevelSettings): 'ended' | 'notStarted' | 'outOfSchedule' | null {
    const schedule = settings.schedule;
    if (schedule?.endDay != null && this.day > schedule.endDay) return 'ended';
    if (schedule?.startDay != null && this.day < schedule.startDay) return 'notStarted';
    if (!scheduledAt(schedule?.mask ?? null, this.now)) return 'outOfSchedule';
    return null;
  }

  private childLifetime(parentId: ObjectId): number {
    let total = 0;
    for (const [id, cost] of this.lifetime) {
      if (this.parentOf.get(id) === parentId) total += cost;
    }
    return total;
  }
}

function exhausted(settings: LevelSettings, today: number, lifetime: number): boolean {
  const budget = settings.budget;
  if (!budget) return false;
  return (budget.mode === 'daily' ? today : lifetime) >= budget.fen;
}
