import { MEDIUM_MONEY_UNIT, type Medium } from '@toufang/media-wire';
import { createRandom, randomHex, randomInt } from '../prng';
import type { AdvertiserRecord } from '../state/records';
import type { SandboxState } from '../state/state';
import { DEFAULT_AUDIT_CONFIG, type AuditConfig } from './audit';
import { DEMO_PLAN, type WorldPlan } from './generator';
import type { MediumSimPlugin } from './plugin';
import { DeliveryWorld } from './world';

// The delivery engine shared by every medium: one DeliveryWorld per medium that
// has a plugin, the review knobs, the demo world at seeding and bench worlds on demand.

export interface GenerateRequest {
  medium: Medium;
  advertisers: number;
  level1PerAdvertiser: number;
  level2PerLevel1: number;
  historyDays: number;
}

export interface GeneratedWorld {
  companyId: string;
  managerId: number | null;
  advertiserIds: number[];
  level1: number;
  level2: number;
}

/** Advertiser id ranges of bench worlds, apart from the seeded ones. */
const BENCH_ID_RANGE: Record<Medium, [number, number]> = {
  oceanengine: [1_790_000_000_000_000, 1_799_999_999_999_999],
  kuaishou: [100_000_000, 149_999_999],
  tencent: [40_000_000, 59_999_999],
};

export class SimEngine {
  private auditConfig: AuditConfig = DEFAULT_AUDIT_CONFIG;
  private readonly worlds = new Map<Medium, DeliveryWorld>();

  constructor(private readonly state: SandboxState) {}

  register(plugin: MediumSimPlugin): DeliveryWorld {
    const world = new DeliveryWorld({ state: this.state, plugin, audit: () => this.auditConfig });
    this.worlds.set(plugin.medium, world);
    return world;
  }

  world(medium: Medium): DeliveryWorld {
    const world = this.worlds.get(medium);
    if (!world) throw new Error(`no delivery world for ${medium}`);
    return world;
  }

  has(medium: Medium): boolean {
    return this.worlds.has(medium);
  }

  getAudit(): AuditConfig {
    return this.auditConfig;
  }

  setAudit(change: Partial<AuditConfig>): AuditConfig {
    this.auditConfig = {
      delayMs: change.delayMs ?? this.auditConfig.delayMs,
      denyRate: change.denyRate ?? this.auditConfig.denyRate,
    };
    return this.auditConfig;
  }

  /** Generates the demo world of every seeded ordinary advertiser, as of `originMs`. */
  seedAll(originMs: number, plan: WorldPlan = DEMO_PLAN): void {
    this.auditConfig = DEFAULT_AUDIT_CONFIG;
    for (const world of this.worlds.values()) {
      world.forget();
      for (const advertiser of this.state.advertisers(world.medium).values()) {
        if (advertiser.role !== 'advertiser') continue;
        const random = createRandom(`${this.state.seed}:${world.medium}:${advertiser.id}:world`);
        world.seedAdvertiser(advertiser, plan, originMs, random);
      }
    }
  }

  /** After a snapshot was loaded: rebuild the seeded history of advertisers that had rows. */
  afterRestore(): void {
    for (const world of this.worlds.values()) {
      world.forget();
      world.rebuild();
    }
  }

  /** A bench world: a company, a manager account and `advertisers` accounts with their objects. */
  generate(request: GenerateRequest, now: number): GeneratedWorld {
    const world = this.world(request.medium);
    const { state } = this;
    const generation = state.companies.filter((c) => c.id.startsWith('bench')).length + 1;
    const random = createRandom(`${state.seed}:${request.medium}:bench:${generation}`);
    const companyId = `bench${String(generation).padStart(2, '0')}`;
    state.companies.put({ id: companyId, name: `压测网络科技有限公司${generation}` });
    // The full-access sandbox user may grant them on the authorize page.
    const demo = state.users.find('demo');
    if (demo && !demo.companyIds.includes(companyId)) {
      state.users.update('demo', { companyIds: [...demo.companyIds, companyId] });
    }
    const advertisers = state.advertisers(request.medium);
    const [min, max] = BENCH_ID_RANGE[request.medium];
    const newId = (): number => {
      for (;;) {
        const id = randomInt(random, min, max);
        if (!advertisers.has(id)) return id;
      }
    };
    const unit = MEDIUM_MONEY_UNIT[request.medium] === 'li' ? 10 : 1;
    const base = (
      name: string,
      role: AdvertiserRecord['role'],
      parentId: number | null,
    ): AdvertiserRecord => ({
      medium: request.medium,
      id: newId(),
      name,
      companyId,
      role,
      parentId,
      // A bench must not run dry: 10 million yuan.
      balance: 1_000_000_000 * unit,
      dailyBudget: 0,
      industry: { first: '游戏', second: '角色扮演' },
      status: 'enabled',
      createdAt: now,
    });
    const manager =
      request.medium === 'kuaishou'
        ? null
        : advertisers.insert(base(`压测${generation}-管理账户`, 'manager', null));
    const plan: WorldPlan = {
      level1PerAdvertiser: request.level1PerAdvertiser,
      level2PerLevel1: request.level2PerLevel1,
      historyDays: request.historyDays,
    };
    const advertiserIds: number[] = [];
    for (let n = 1; n <= request.advertisers; n += 1) {
      const advertiser = advertisers.insert(
        base(`压测游戏-安卓-${String(n).padStart(3, '0')}`, 'advertiser', manager?.id ?? null),
      );
      const stream = createRandom(
        `${state.seed}:${request.medium}:${advertiser.id}:world:${randomHex(random, 8)}`,
      );
      world.seedAdvertiser(advertiser, plan, now, stream);
      advertiserIds.push(advertiser.id);
    }
    return {
      companyId,
      managerId: manager?.id ?? null,
      advertiserIds,
      level1: advertiserIds.length * request.level1PerAdvertiser,
      level2: advertiserIds.length * request.level1PerAdvertiser * request.level2PerLevel1,
    };
  }

  /** Counts per medium: accounts with a world, objects, accrued accounts, stored hours. */
  summary(): Record<string, unknown> {
    const out: Record<string, unknown> = { audit: this.auditConfig };
    for (const world of this.worlds.values()) {
      const accounts = world.accounts();
      out[world.medium] = {
        advertisers: accounts.length,
        accrued: accounts.filter((a) => a.materialisedUntil > a.historyStartHour).length,
        level1: world.plugin.level1(this.state).size,
        level2: world.plugin.level2(this.state).size,
        seriesObjects: world.store.size,
        seriesBytes: world.store.bytes,
      };
    }
    return out;
  }
}
