import { asc, eq } from 'drizzle-orm';
import { conversionBases, taskItems } from '../../db/schema';
import type { MediaClient } from '../../media/http/media-client';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createGame, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TaskTypeRegistry } from '../tasks/task-type';
import { openLimiter, testRunner } from '../tasks/test-fixtures';
import { TasksRepository } from '../tasks/tasks.repository';
import { TasksService } from '../tasks/tasks.service';
import { basePushTaskType } from './base-push-task';
import type { BasePushRequest, BasePusher } from './base-pusher';
import { BasePushesRepository } from './base-pushes.repository';
import { BASE_PUSH_TASK } from './base-pushes.service';

// The push task type of one medium through the task engine against the sandbox, with a client
// that gives up after a short timeout, for the tests of a push whose answer was lost: one
// authorized account, one game and its conversion base, and the task's pusher on that medium.

type PushMedium = BasePushRequest['medium'];

export interface PushTaskWorld {
  running: RunningSandbox;
  t: TestApp;
  /** The one account the authorization granted. */
  advertiser: string;
  userId: number;
  baseId: number;
  pushes: BasePushesRepository;
  /** Every request the client sent, by address. */
  requests: string[];
  runner: ReturnType<typeof testRunner>;
  /** Queues one push of `request` to the account; the task's id. */
  push(request: BasePushRequest): Promise<number>;
  itemsOf(taskId: number): Promise<(typeof taskItems.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function startPushTaskWorld(options: {
  medium: PushMedium;
  /** The OAuth state the authorization page is opened with. */
  state: string;
  game: { gadCfgGameId: number; gameName: string };
  base: { platform: 'APP_ANDROID' | 'APP_IOS'; name: string; downloadUrl: string };
  pusher: (client: MediaClient) => BasePusher;
}): Promise<PushTaskWorld> {
  const { medium } = options;
  const running = await startSandbox();
  const media = createTestMedia(running, {
    timeoutMs: 300,
    retry: { maxAttempts: 2, baseMs: 5, maxMs: 20 },
  });
  const adapter = media.adapters[medium];
  const page = await authorizeOnPage(adapter, options.state, (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
  const grant = await adapter.exchangeCode(page.code, REDIRECT_URI);
  const t = await createTestApp();
  const userId = (await createUser(t.database.db)).id;
  const gameId = await createGame(t.database.db, options.game.gadCfgGameId, options.game.gameName);
  const [base] = await t.database.db
    .insert(conversionBases)
    .values({
      medium,
      gameId,
      ...options.base,
      clickUrl: 'https://track.example.com/click',
    })
    .returning({ id: conversionBases.id });
  const pushes = new BasePushesRepository(t.database.db);
  const registry = new TaskTypeRegistry();
  registry.register(
    basePushTaskType(BASE_PUSH_TASK, {
      pushers: { [medium]: options.pusher(media.client) },
      tokens: () => Promise.resolve(grant.accessToken),
      pushes,
      clock: t.clock,
    }),
  );
  const tasks = new TasksService(
    new TasksRepository(t.database.db),
    registry,
    openLimiter(t.clock),
    t.clock,
  );
  const advertiser = page.granted[0] ?? '';
  return {
    running,
    t,
    advertiser,
    userId,
    baseId: base?.id ?? 0,
    pushes,
    requests: media.requests,
    runner: testRunner({
      db: t.database.db,
      registry,
      changes: t.services.changes,
      clock: t.clock,
    }),
    async push(request) {
      const { id } = await tasks.create<BasePushRequest>({
        type: BASE_PUSH_TASK,
        title: '推送转化基础',
        createdBy: userId,
        items: [
          { request, target: { medium, advertiserId: advertiser, objectType: 'conversion_base' } },
        ],
      });
      return id;
    },
    itemsOf: (taskId) =>
      t.database.db
        .select()
        .from(taskItems)
        .where(eq(taskItems.taskId, taskId))
        .orderBy(asc(taskItems.seq)),
    async close() {
      await t.close();
      await running.close();
    },
  };
}
