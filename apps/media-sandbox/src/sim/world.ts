import { compareIds, type ObjectId } from '../state/collection';
import { MEDIUM_MONEY_UNIT, type Medium } from '@toufang/media-wire';
import { hashSeed, randomInt, type Random } from '../prng';
import { runUnjournaled } from '../state/journal';
import type { AdvertiserRecord } from '../state/records';
import type { SandboxState } from '../state/state';
import { accrue, type AccrualObject } from './accrual';
import { submitAudit, type AuditConfig } from './audit';
import { traitsOf } from './delivery-model';
import { generateWorld, type WorldPlan } from './generator';
import type { AuditState, LevelSettings, SimAccount, SimMeta } from './model';
import type { AnyRecord, MediumSimPlugin } from './plugin';
import type { SeriesStore } from './series-store';
import { hourOf } from './time';

// One medium's simulated world on top of its wire collections: seeding of advertisers' objects,
// lazy catch-up of delivery (an advertiser is accrued up to the last whole hour whenever a call
// touches it, and always before a write changes its settings, so each accrued hour saw the
// settings that applied then), and review submissions.

export interface WorldDeps {
  state: SandboxState;
  plugin: MediumSimPlugin;
  audit(): AuditConfig;
}

export class DeliveryWorld {
  /** Advertisers whose seeded history is in memory (rebuilt lazily after a restart). */
  private readonly ready = new Set<number>();

  constructor(private readonly deps: WorldDeps) {}

  get medium(): Medium {
    return this.deps.plugin.medium;
  }

  get plugin(): MediumSimPlugin {
    return this.deps.plugin;
  }

  get store(): SeriesStore {
    return this.deps.state.sim.series[this.medium];
  }

  get seed(): number {
    return hashSeed(`${this.deps.state.seed}:${this.medium}:delivery`);
  }

  get unitPerFen(): number {
    return MEDIUM_MONEY_UNIT[this.medium] === 'li' ? 10 : 1;
  }

  account(advertiserId: number): Readonly<SimAccount> | undefined {
    return this.deps.state.sim.accounts.find(`${this.medium}:${advertiserId}`);
  }

  accounts(): Readonly<SimAccount>[] {
    return this.deps.state.sim.accounts.filter((a) => a.medium === this.medium);
  }

  /** Forgets what is in memory (reset, restore): history is rebuilt on the next touch. */
  forget(): void {
    this.ready.clear();
  }

  /** Generates an advertiser's objects as of `originMs`, with `plan.historyDays` of history. */
  seedAdvertiser(
    advertiser: Readonly<AdvertiserRecord>,
    plan: WorldPlan,
    originMs: number,
    random: Random,
  ): void {
    const { state, plugin } = this.deps;
    const blueprint = generateWorld(random, plan, originMs);
    const made = plugin.materialize({ state, advertiser, blueprint, random });
    const config = this.deps.audit();
    const level2 = plugin.level2(state);
    for (const { blueprint: b, id } of made.level2) {
      const record = level2.get(id);
      const audit = submitAudit(
        {
          seed: this.seed,
          id,
          kind: 'create',
          round: 0,
          at: record.createdAt,
          elements: plugin.elements(record),
          deliveredBefore: false,
        },
        { delayMs: config.delayMs, denyRate: b.audit === 'deny' ? 1 : 0 },
      );
      level2.update(id, (r) => ({ ...r, sim: { ...r.sim, audit } }));
    }
    this.stampSeeded(advertiser.id);
    const originHour = hourOf(originMs);
    const historyStartHour = originHour - plan.historyDays * 24;
    state.sim.accounts.put({
      key: `${this.medium}:${advertiser.id}`,
      medium: this.medium,
      advertiserId: advertiser.id,
      originHour,
      historyStartHour,
      dryHour: advertiser.balance <= 0 ? originHour - randomInt(random, 3, 60) : null,
      materialisedUntil: historyStartHour,
    });
    this.ready.add(advertiser.id);
  }

  /** Brings an advertiser's rows and balance up to the last whole hour before `now`. */
  touch(advertiserId: number, now: number): void {
    const account = this.account(advertiserId);
    if (!account) return;
    runUnjournaled(() => {
      this.ensureHistory(account);
      const target = hourOf(now);
      if (account.materialisedUntil >= target) return;
      this.run(account, account.materialisedUntil, target);
      this.deps.state.sim.accounts.update(account.key, { materialisedUntil: target });
      this.store.changed();
    });
  }

  /** Submits a level-2 object for review (creation or edit) and returns its new bookkeeping. */
  submit(
    record: AnyRecord,
    kind: 'create' | 'edit',
    now: number,
    deliveredBefore: boolean,
  ): SimMeta {
    const meta: SimMeta = record.sim ?? {};
    const round = kind === 'create' ? 0 : (meta.audit?.round ?? 0) + 1;
    const audit: AuditState = submitAudit(
      {
        seed: this.seed,
        id: record.id,
        kind,
        round,
        at: now,
        elements: this.deps.plugin.elements(record),
        deliveredBefore,
      },
      this.deps.audit(),
    );
    return { ...meta, audit };
  }

  /** Rebuilds the history of every advertiser that had rows (after a restore). */
  rebuild(): void {
    for (const account of this.accounts()) this.ensureHistory(account);
  }

  private ensureHistory(account: Readonly<SimAccount>): void {
    if (this.ready.has(account.advertiserId)) return;
    this.ready.add(account.advertiserId);
    if (account.materialisedUntil <= account.historyStartHour) return;
    this.store.dropAdvertiser(account.advertiserId);
    this.run(
      account,
      account.historyStartHour,
      Math.min(account.originHour, account.materialisedUntil),
      false,
    );
    for (const stored of this.store.takePending(account.advertiserId)) {
      if (!stored.rows) continue;
      this.store
        .open(stored.id, account.advertiserId, stored.rows.firstHour, stored.keepFrom)
        .merge(stored.rows);
    }
  }

  private run(account: Readonly<SimAccount>, from: number, to: number, deduct = true): void {
    const { state, plugin } = this.deps;
    const advertiser = state.advertisers(this.medium).find(account.advertiserId);
    if (!advertiser) return;
    const parents = new Map<ObjectId, AnyRecord>();
    const level1 = new Map<ObjectId, { current: LevelSettings; seeded: LevelSettings | null }>();
    for (const record of plugin
      .level1(state)
      .listByAdvertiser(account.advertiserId) as AnyRecord[]) {
      parents.set(record.id, record);
      level1.set(record.id, { current: plugin.settings1(record), seeded: seededOf(record) });
    }
    const level2: AccrualObject[] = (
      plugin.level2(state).listByAdvertiser(account.advertiserId) as AnyRecord[]
    )
      .sort((a, b) => compareIds(a.id, b.id))
      .map((record) => ({
        record,
        traits: traitsOf(this.seed, record.id),
        current: plugin.settings2(
          record,
          record.parentId === null ? undefined : parents.get(record.parentId),
        ),
        seeded: seededOf(record),
        audit: meta(record).audit,
        seededAudit: meta(record).seeded?.audit,
      }));
    const deducted = accrue({
      seed: this.seed,
      store: this.store,
      advertiser,
      unitPerFen: this.unitPerFen,
      originHour: account.originHour,
      dryHour: account.dryHour,
      level1,
      level2,
      from,
      to,
    });
    if (deduct && deducted > 0) {
      state.advertisers(this.medium).update(advertiser.id, (a) => ({
        ...a,
        balance: Math.max(0, a.balance - deducted * this.unitPerFen),
      }));
    }
  }

  /** Records the settings every object of an advertiser has now as its seeded settings. */
  private stampSeeded(advertiserId: number): void {
    const { state, plugin } = this.deps;
    const level1 = plugin.level1(state);
    const parents = new Map<ObjectId, AnyRecord>();
    for (const record of level1.listByAdvertiser(advertiserId) as AnyRecord[]) {
      parents.set(record.id, record);
      level1.update(record.id, (r) => ({ ...r, sim: { ...meta(r), seeded: plugin.settings1(r) } }));
    }
    const level2 = plugin.level2(state);
    for (const record of level2.listByAdvertiser(advertiserId) as AnyRecord[]) {
      const parent = record.parentId === null ? undefined : parents.get(record.parentId);
      level2.update(record.id, (r) => ({
        ...r,
        sim: { ...meta(r), seeded: { ...plugin.settings2(r, parent), audit: meta(r).audit } },
      }));
    }
  }
}

function meta(record: { sim?: SimMeta }): SimMeta {
  return record.sim ?? {};
}

function seededOf(record: AnyRecord): LevelSettings | null {
  const seeded = meta(record as { sim?: SimMeta }).seeded;
  return seeded ?? null;
}
