import type { Db } from '../../db/client';
import type { ManualClock } from '../../lib/clock';
import type { ChangeRecorder } from '../changes/changes.service';
import { groupBy } from './grouping';
import { MemoryRateLimiter, RateRules, type RateLimiter } from './rate-limiter';
import { TaskQueueRepository } from './task-queue.repository';
import { TaskRunner, type RunnerSettings } from './task-runner';
import {
  defineTaskType,
  type ItemOutcome,
  type TaskItem,
  type TaskTypeRegistry,
} from './task-type';
import { TasksRepository } from './tasks.repository';

/**
 * How the fake medium treats one call for an item, in order of attempts (the last one repeats):
 * - ok: applies and answers success;
 * - busy: answers a retryable rate-limit error, applies nothing;
 * - reject: answers a final error, applies nothing;
 * - lost-after-apply / lost-before-apply: the answer is lost (unknown), with or without the write;
 * - hang-after-apply / hang-before-apply: never answers (the worker dies or times out waiting).
 */
export type Behaviour =
  | 'ok'
  | 'busy'
  | 'reject'
  | 'lost-after-apply'
  | 'lost-before-apply'
  | 'hang-after-apply'
  | 'hang-before-apply';

export interface FakeObject {
  id: string;
  name: string;
  status: string;
}

/** A medium in memory: objects, creations idempotent by key, and every call counted. */
export class FakeMedium {
  readonly objects = new Map<string, FakeObject>();
  private readonly byKey = new Map<string, string>();
  private readonly scripts = new Map<string, Behaviour[]>();
  /** Calls per item name (creations) or object id (status changes). */
  readonly calls = new Map<string, number>();
  /** Calls that reached the write, per name. */
  readonly writes = new Map<string, number>();
  /** Reads that pretend not to see a created object yet (eventual consistency of the medium). */
  staleReads = 0;
  private nextId = 1_000;
  private hangCount = 0;
  private hangWaiters: { n: number; resolve: () => void }[] = [];

  script(name: string, ...behaviours: Behaviour[]): void {
    this.scripts.set(name, behaviours);
  }

  /** Resolves once `n` calls hang. */
  hung(n = 1): Promise<void> {
    if (this.hangCount >= n) return Promise.resolve();
    return new Promise((resolve) => this.hangWaiters.push({ n, resolve }));
  }

  seed(status: string): FakeObject {
    const id = String(this.nextId++);
    const object = { id, name: `obj${id}`, status };
    this.objects.set(id, object);
    return object;
  }

  /** Runs `apply` as the script for `name` says; answers the item's outcome. */
  async call(name: string, write: () => FakeObject): Promise<ItemOutcome> {
    const n = (this.calls.get(name) ?? 0) + 1;
    this.calls.set(name, n);
    const apply = () => {
      this.writes.set(name, (this.writes.get(name) ?? 0) + 1);
      return write();
    };
    const script = this.scripts.get(name) ?? ['ok'];
    const behaviour = script[Math.min(n, script.length) - 1] ?? 'ok';
    switch (behaviour) {
      case 'ok': {
        const object = apply();
        return {
          status: 'succeeded',
          objectId: object.id,
          result: { id: object.id },
          response: { code: 0 },
        };
      }
      case 'busy':
        return {
          status: 'failed',
          code: '40100',
          message: '请求过于频繁',
          retryable: true,
          response: { code: 40100 },
        };
      case 'reject':
        return {
          status: 'failed',
          code: '40001',
          message: '参数不合法',
          response: { code: 40001 },
        };
      case 'lost-after-apply':
        apply();
        return { status: 'unknown', code: 'EXECUTE_TIMEOUT' };
      case 'lost-before-apply':
        return { status: 'unknown', code: 'EXECUTE_TIMEOUT' };
      case 'hang-after-apply':
      case 'hang-before-apply':
        if (behaviour === 'hang-after-apply') apply();
        this.hangCount++;
        for (const waiter of this.hangWaiters) if (this.hangCount >= waiter.n) waiter.resolve();
        return new Promise<ItemOutcome>(() => undefined);
    }
  }

  /** Creation by idempotency key: a repeated key answers the object it created before. */
  create(key: string, name: string): FakeObject {
    const existing = this.byKey.get(key);
    if (existing) return this.objects.get(existing)!;
    const id = String(this.nextId++);
    const object = { id, name, status: 'enable' };
    this.objects.set(id, object);
    this.byKey.set(key, id);
    return object;
  }

  findByKey(key: string): FakeObject | undefined {
    if (this.staleReads > 0) {
      this.staleReads--;
      return undefined;
    }
    const id = this.byKey.get(key);
    return id ? this.objects.get(id) : undefined;
  }

  setStatus(id: string, status: string): FakeObject {
    const object = this.objects.get(id);
    if (!object) throw new Error(`no object ${id}`);
    object.status = status;
    return object;
  }
}

export interface CreateRequest {
  name: string;
}
export interface StatusRequest {
  status: string;
}

/** Creations grouped 5 per advertiser; reconciled by looking the key up. */
export const fakeCreateType = (medium: FakeMedium, type = 'fake.create') =>
  defineTaskType<CreateRequest>({
    type,
    action: 'create_object',
    isCreation: true,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 5),
    limiterKey: (g) => [
      'fake:app:/object/create',
      `fake:adv:${g.items[0]?.target?.advertiserId ?? ''}`,
    ],
    async execute(group) {
      const outcomes = new Map<number, ItemOutcome>();
      for (const item of group.items) {
        const { name } = item.request;
        outcomes.set(
          item.id,
          await medium.call(name, () => medium.create(item.idempotencyKey, name)),
        );
      }
      return outcomes;
    },
    reconcile(item: TaskItem<CreateRequest>) {
      const found = medium.findByKey(item.idempotencyKey);
      return Promise.resolve(
        found
          ? { status: 'succeeded', objectId: found.id, result: { id: found.id }, response: found }
          : { status: 'not_applied' },
      );
    },
  });

/** Status changes, one object per call (as the media want them); reconciled by reading the object. */
export const fakeStatusType = (
  medium: FakeMedium,
  type = 'fake.status',
  opts: { maxAttempts?: number; executeTimeoutMs?: number } = {},
) =>
  defineTaskType<StatusRequest>({
    type,
    action: 'update_status',
    isCreation: false,
    ...opts,
    group: (items) => groupBy(items, (i) => i.target?.objectId, 1),
    limiterKey: () => 'fake:app:/object/status',
    async execute(group) {
      const outcomes = new Map<number, ItemOutcome>();
      for (const item of group.items) {
        const id = item.target.objectId ?? '';
        const before = medium.objects.get(id)?.status;
        const outcome = await medium.call(id, () => medium.setStatus(id, item.request.status));
        outcomes.set(item.id, { ...outcome, before: { status: before }, after: item.request });
      }
      return outcomes;
    },
    reconcile(item: TaskItem<StatusRequest>) {
      const object = medium.objects.get(item.target.objectId ?? '');
      return Promise.resolve(
        object?.status === item.request.status
          ? { status: 'succeeded', response: object, after: { status: object.status } }
          : { status: 'not_applied' },
      );
    },
  });

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A limiter that never makes the tests wait. */
export const openLimiter = (clock: ManualClock): RateLimiter =>
  new MemoryRateLimiter(new RateRules({ ratePerSecond: 1e6, burst: 1e6 }), clock);

/** A runner over the test database with deterministic backoff (no jitter). */
export function testRunner(
  deps: { db: Db; registry: TaskTypeRegistry; changes: ChangeRecorder; clock: ManualClock },
  settings: Partial<RunnerSettings> = {},
  limiter: RateLimiter = openLimiter(deps.clock),
): TaskRunner {
  return new TaskRunner(
    {
      queue: new TaskQueueRepository(deps.db),
      tasks: new TasksRepository(deps.db),
      registry: deps.registry,
      limiter,
      changes: deps.changes,
      clock: deps.clock,
      log: silentLog,
    },
    {
      concurrency: 4,
      leaseMs: 30_000,
      executeTimeoutMs: 2_000,
      maxAttempts: 4,
      backoff: { baseMs: 1_000, maxMs: 8_000 },
      random: () => 0,
      ...settings,
    },
  );
}
