import type { Sandbox } from '@toufang/media-sandbox';
import { asc, eq } from 'drizzle-orm';
import { changeLog, taskItems, tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { MirrorSource } from '../../lib/media-mirror';
import { createBytedanceDeliveryWrites } from '../../media/bytedance/delivery-writes';
import { createBytedanceWrites } from '../../media/bytedance/writes';
import { writeTaskName } from '../../media/medium-writes';
import type { TokenSource } from '../../media/http/token-provider';
import {
  admin,
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RunnerSettings } from '../tasks/task-runner';
import { TaskTypeRegistry, type NewTaskItem, type TaskTypeDefinition } from '../tasks/task-type';
import { openLimiter, testRunner } from '../tasks/test-fixtures';
import { TasksRepository } from '../tasks/tasks.repository';
import { TasksService } from '../tasks/tasks.service';
import { promotionCreateTaskType } from './bytedance-create-task';
import { PROMOTION_CREATE_TASK } from './delivery-writes.tasks';
import { switchTaskType } from './switch-tasks';

/** Ocean Engine's switch and creation task types over the test's client and tokens. */
function bytedanceTaskTypes(
  client: TestMedia['client'],
  tokens: (medium: MirrorSource, advertiserId: string) => Promise<TokenSource>,
) {
  const writes = createBytedanceDeliveryWrites({ client });
  const status = (level: 'project' | 'promotion') =>
    switchTaskType(
      { type: writeTaskName('bytedance', level, 'status'), level },
      { writes, tokens },
    );
  return {
    promotionStatus: status('promotion'),
    projectStatus: status('project'),
    promotionCreate: promotionCreateTaskType(PROMOTION_CREATE_TASK, {
      adapter: createBytedanceWrites({ client }),
      tokens,
    }),
  };
}

/**
 * The write task types against the real media sandbox over HTTP, on the test database: a grant of
 * plain Ocean Engine advertisers from the authorize page, a client with short timeouts and fast
 * retries, and a tasks service and runner that know only these types.
 */
export interface WriteTaskWorld {
  running: RunningSandbox;
  media: TestMedia;
  app: TestApp;
  userId: number;
  advertisers: string[];
  tokens: Map<string, TokenSource>;
  /** Advertisers whose grant must be authorized again (their token lookup refuses). */
  revoked: Set<string>;
  types: ReturnType<typeof bytedanceTaskTypes>;
  tasksService: TasksService;
  runner(settings?: Partial<RunnerSettings>): ReturnType<typeof testRunner>;
  close(): Promise<void>;
}

type OceanEngineState = Sandbox['state']['oceanengine'];

/** Client timeout: a fault that holds the answer longer leaves the write's outcome unknown. */
const CLIENT_TIMEOUT_MS = 2_000;

export async function startWriteTaskWorld(): Promise<WriteTaskWorld> {
  const running = await startSandbox();
  const media = createTestMedia(running, {
    timeoutMs: CLIENT_TIMEOUT_MS,
    retry: { maxAttempts: 3, baseMs: 5, maxMs: 20 },
  });
  const page = await authorizeOnPage(media.adapters.bytedance, 'tasks', (offered) =>
    offered.filter((a) => a.plain).slice(0, 3),
  );
  const grant = await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI);
  const tokens = new Map<string, TokenSource>(page.granted.map((id) => [id, grant.accessToken]));
  // An account's first write makes the sandbox build its report history: done here, so that no
  // test's first call runs into the client's short timeout.
  const { sandbox } = running;
  for (const id of page.granted)
    sandbox.sim.world('oceanengine').touch(Number(id), sandbox.clock.now());
  const revoked = new Set<string>();
  const app = await createTestApp();
  const userId = (await createUser(app.database.db)).id;
  const types = bytedanceTaskTypes(media.client, (_medium: MirrorSource, advertiserId: string) => {
    if (revoked.has(advertiserId)) return Promise.reject(new AppError('REAUTHORIZE_REQUIRED'));
    const token = tokens.get(advertiserId);
    return token === undefined
      ? Promise.reject(new Error(`no grant reaches ${advertiserId}`))
      : Promise.resolve(token);
  });
  const registry = new TaskTypeRegistry();
  for (const type of Object.values(types) as TaskTypeDefinition[]) registry.register(type);
  const tasksService = new TasksService(
    new TasksRepository(app.database.db),
    registry,
    openLimiter(app.clock),
    app.clock,
  );
  return {
    running,
    media,
    app,
    userId,
    advertisers: page.granted,
    tokens,
    revoked,
    types,
    tasksService,
    // The engine's own time limit stays above the client's, so a lost answer is the client's.
    runner: (settings = {}) =>
      testRunner(
        { db: app.database.db, registry, changes: app.services.changes, clock: app.clock },
        { executeTimeoutMs: 4 * CLIENT_TIMEOUT_MS, ...settings },
      ),
    async close() {
      await app.close();
      await running.close();
    },
  };
}

/** Ocean Engine's switch and creation task names, as queued items name them. */
export const BYTEDANCE_WRITE_TASKS = {
  promotionStatus: 'bytedance.promotion.status',
  projectStatus: 'bytedance.project.status',
  promotionCreate: 'bytedance.promotion.create',
} as const;

/** Helpers over a world, read when called (test files open the world in `beforeAll`). */
export function writeTaskHelpers(world: () => WriteTaskWorld) {
  const oe = (): OceanEngineState => world().running.sandbox.state.oceanengine;
  const used = new Map<string, number>();

  /** `count` promotions of the advertiser no earlier test used, switched on in the sandbox. */
  const freshPromotions = (advertiserId: string, count: number): string[] => {
    const from = used.get(advertiserId) ?? 0;
    const records = oe()
      .promotions.listByAdvertiser(Number(advertiserId))
      .slice(from, from + count);
    if (records.length < count)
      throw new Error(`advertiser ${advertiserId} has too few promotions`);
    used.set(advertiserId, from + count);
    for (const r of records) {
      oe().promotions.update(r.id, (p) => ({ ...p, wire: { ...p.wire, opt_status: 'ENABLE' } }));
    }
    return records.map((r) => String(r.id));
  };

  const submit = <T>(type: string, items: NewTaskItem<T>[]) =>
    world().tasksService.create({ type, title: '批量操作', createdBy: world().userId, items });

  const itemsOf = (taskId: number) =>
    world()
      .app.database.db.select()
      .from(taskItems)
      .where(eq(taskItems.taskId, taskId))
      .orderBy(asc(taskItems.seq));

  const taskRow = async (taskId: number) =>
    (await world().app.database.db.select().from(tasks).where(eq(tasks.id, taskId)))[0];

  const historyOf = (taskItemId: number) =>
    world()
      .app.database.db.select()
      .from(changeLog)
      .where(eq(changeLog.taskItemId, taskItemId))
      .orderBy(asc(changeLog.id));

  /** Requests sent so far to a path of the medium (e.g. `promotion/status/update/`). */
  const callsTo = (path: string) => world().media.requests.filter((u) => u.includes(path)).length;

  const faults = (endpoint: string, rule: Record<string, number>) =>
    admin(world().running, 'PUT', 'faults', {
      rules: [{ endpoint: `POST /oceanengine/open_api/v3.0/${endpoint}`, ...rule }],
    });
  const clearFaults = () => admin(world().running, 'PUT', 'faults', { rules: [] });

  return { oe, freshPromotions, submit, itemsOf, taskRow, historyOf, callsTo, faults, clearFaults };
}
