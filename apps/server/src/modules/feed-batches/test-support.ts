import type { Envelope, Paged } from '@toufang/contracts';
import {
  admin,
  authorizeOnPage,
  createTestMedia,
  grantOnPage,
  REDIRECT_URI,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import type { TaskRunner } from '../tasks/task-runner';
import { TaskTypeRegistry } from '../tasks/task-type';
import { openLimiter, silentLog, testRunner } from '../tasks/test-fixtures';
import { TasksService } from '../tasks/tasks.service';
import { TasksRepository } from '../tasks/tasks.repository';
import { createTaskRunner } from '../tasks/task-worker';
import type { TokenSource } from '../../media/http/token-provider';
import type { Medium } from '../../lib/media-mirror';
import { createFeedBatchTaskTypes } from './feed-batches.tasks';
import { feedBatchTaskDeps } from './feed-batch-deps';

/**
 * The batch API against the media sandbox over HTTP: the real app on a test database, Ocean Engine
 * accounts authorized by the administrator through the real OAuth round trip, and a task runner
 * over the app's services that the test drains.
 */
export interface ApiWorld {
  running: RunningSandbox;
  t: TestApp;
  rootToken: string;
  /** Ordinary advertisers the administrator authorized. */
  advertisers: string[];
  runner: TaskRunner;
  get<T>(url: string, token?: string): Promise<Envelope<T>>;
  post<T>(url: string, payload: unknown, token?: string): Promise<Envelope<T>>;
  /** Runs every due item to its end (or to its next backoff). */
  drain(): Promise<void>;
  /** Signs the administrator in again: after the clock moved past the session's idle limit. */
  signInAgain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The administrator authorizes up to four plain advertisers of a medium through the real OAuth
 * round trip (/api/auth/transfer, the sandbox's authorize page, the callback); answers their ids.
 */
export async function authorizeMedium(
  t: TestApp,
  rootToken: string,
  medium: Medium,
): Promise<string[]> {
  const started = await t.call<{ url: string }>({
    method: 'POST',
    url: '/api/auth/transfer',
    payload: { medium },
    token: rootToken,
  });
  if (started.code !== 0) throw new Error(`transfer failed: ${JSON.stringify(started)}`);
  const { callback, granted } = await grantOnPage(started.data.url, (offered) =>
    offered.filter((a) => a.plain).slice(0, 4),
  );
  const landed = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  if (!String(landed.headers.location).includes('auth=ok')) {
    throw new Error(`callback failed: ${String(landed.headers.location)}`);
  }
  return granted;
}

export async function startApiWorld(
  opts: { env?: Record<string, string> } = {},
): Promise<ApiWorld> {
  const running = await startSandbox();
  // A generous default rate: the app's limiter runs on the test's manual clock.
  const t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', ...opts.env },
  });
  const rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const granted = await authorizeMedium(t, rootToken, 'bytedance');
  const runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000 });
  const world: ApiWorld = {
    running,
    t,
    rootToken,
    advertisers: granted,
    runner,
    get: (url, token = world.rootToken) => t.call({ method: 'GET', url, token }),
    post: (url, payload, token = world.rootToken) =>
      t.call({ method: 'POST', url, payload: payload as Record<string, unknown>, token }),
    drain: () => runner.drain(),
    async signInAgain() {
      world.rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
    },
    async close() {
      await t.close();
      await running.close();
    },
  };
  return world;
}

/** Every row of a paged list call. */
export async function allRows<T>(world: ApiWorld, url: string, token?: string): Promise<T[]> {
  const joiner = url.includes('?') ? '&' : '?';
  const answer = await world.get<Paged<T>>(`${url}${joiner}per_page=1000`, token);
  if (answer.code !== 0) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.data.list;
}

/** Sets the sandbox's review knobs (delay and share denied). */
export const reviewKnobs = (
  running: RunningSandbox,
  knobs: { delayMs?: number; denyRate?: number },
) => admin(running, 'PUT', 'world/audit', knobs);

export const advanceSandbox = (running: RunningSandbox, ms: number) =>
  admin(running, 'POST', 'clock/advance', { ms });

/**
 * The task types alone against the sandbox with a short client timeout (lost answers), on the test
 * database: tokens straight from the grant, a tasks service and runner that know only these types.
 */
export interface TaskWorld {
  running: RunningSandbox;
  media: TestMedia;
  t: TestApp;
  advertisers: string[];
  tasks: TasksService;
  types: ReturnType<typeof createFeedBatchTaskTypes>;
  runner(): TaskRunner;
  close(): Promise<void>;
}

export const CLIENT_TIMEOUT_MS = 300;

export async function startTaskWorld(): Promise<TaskWorld> {
  const running = await startSandbox();
  const media = createTestMedia(running, {
    timeoutMs: CLIENT_TIMEOUT_MS,
    retry: { maxAttempts: 2, baseMs: 5, maxMs: 20 },
  });
  const page = await authorizeOnPage(media.adapters.bytedance, 'feed-batches', (offered) =>
    offered.filter((a) => a.plain).slice(0, 3),
  );
  const grant = await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI);
  const t = await createTestApp();
  const tokens = new Map<string, TokenSource>(page.granted.map((id) => [id, grant.accessToken]));
  const deps = feedBatchTaskDeps(media.client, {
    tokenSourceFor: (_medium, advertiserId) => {
      const token = tokens.get(advertiserId);
      return token === undefined
        ? Promise.reject(new Error(`no grant reaches ${advertiserId}`))
        : Promise.resolve(token);
    },
  });
  const types = createFeedBatchTaskTypes(deps);
  const registry = new TaskTypeRegistry();
  registry.register(types.eventAssetCreate);
  registry.register(types.avatarSubmit);
  const tasks = new TasksService(
    new TasksRepository(t.database.db),
    registry,
    openLimiter(t.clock),
    t.clock,
  );
  return {
    running,
    media,
    t,
    advertisers: page.granted,
    tasks,
    types,
    runner: () =>
      testRunner({ db: t.database.db, registry, changes: t.services.changes, clock: t.clock }),
    async close() {
      await t.close();
      await running.close();
    },
  };
}
