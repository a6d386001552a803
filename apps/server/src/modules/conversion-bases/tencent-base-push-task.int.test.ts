import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionBases, games, taskItems } from '../../db/schema';
import {
  admin,
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createTencentConversions } from '../../media/tencent/conversions';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TaskTypeRegistry } from '../tasks/task-type';
import { openLimiter, testRunner } from '../tasks/test-fixtures';
import { TasksRepository } from '../tasks/tasks.repository';
import { TasksService } from '../tasks/tasks.service';
import { basePushTaskType } from './base-push-task';
import type { BasePushRequest } from './base-pusher';
import { BasePushesRepository } from './base-pushes.repository';
import { BASE_PUSH_TASK } from './base-pushes.service';
import { tencentBasePusher } from './tencent-base-pusher';

// The push task type on Tencent through the task engine against the sandbox, with a client that
// gives up after a short timeout: a conversion whose answer was lost is found again, the item is
// sent again for the rest, and no conversion is made twice.

const CONVERSION_ADD = 'conversions/add';
const STORE_ID = '1104466821';

let running: RunningSandbox;
let t: TestApp;
let account = '';
let userId = 0;
let baseId = 0;
let tasks: TasksService;
let registry: TaskTypeRegistry;
let pushes: BasePushesRepository;
let requests: string[];

beforeAll(async () => {
  running = await startSandbox();
  const media = createTestMedia(running, {
    timeoutMs: 300,
    retry: { maxAttempts: 2, baseMs: 5, maxMs: 20 },
  });
  requests = media.requests;
  const page = await authorizeOnPage(media.adapters.tencent, 'base-push-tx', (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
  const grant = await media.adapters.tencent.exchangeCode(page.code, REDIRECT_URI);
  account = page.granted[0] ?? '';
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
  const [game] = await t.database.db
    .insert(games)
    .values({ gadCfgGameId: 883_101, gameName: '王者荣耀' })
    .returning({ id: games.id });
  const [base] = await t.database.db
    .insert(conversionBases)
    .values({
      medium: 'tencent',
      gameId: game?.id ?? 0,
      platform: 'APP_ANDROID',
      name: '王者-安卓-腾讯',
      downloadUrl: 'https://example.com/wangzhe.apk',
      clickUrl: 'https://track.example.com/click',
    })
    .returning({ id: conversionBases.id });
  baseId = base?.id ?? 0;
  pushes = new BasePushesRepository(t.database.db);
  registry = new TaskTypeRegistry();
  registry.register(
    basePushTaskType(BASE_PUSH_TASK, {
      pushers: {
        tencent: tencentBasePusher({
          conversions: createTencentConversions({ client: media.client }),
        }),
      },
      tokens: () => Promise.resolve(grant.accessToken),
      pushes,
      clock: t.clock,
    }),
  );
  tasks = new TasksService(
    new TasksRepository(t.database.db),
    registry,
    openLimiter(t.clock),
    t.clock,
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await running.close();
});

const request = (): BasePushRequest => ({
  baseId,
  medium: 'tencent',
  name: '王者-安卓-腾讯',
  platform: 'android',
  packageName: 'com.example.wangzhe',
  downloadUrl: 'https://example.com/wangzhe.apk',
  clickUrl: `https://track.example.com/click?base_id=${baseId}&callback=__CALLBACK__`,
  impressionUrl: null,
  appId: STORE_ID,
  packageId: null,
  eventTypes: [
    'OPTIMIZATIONGOAL_APP_ACTIVATE',
    'OPTIMIZATIONGOAL_APP_REGISTER',
    'OPTIMIZATIONGOAL_APP_PURCHASE',
  ],
});

const itemsOf = (taskId: number) =>
  t.database.db
    .select()
    .from(taskItems)
    .where(eq(taskItems.taskId, taskId))
    .orderBy(asc(taskItems.seq));

describe('conversion_base.account.push on Tencent', () => {
  it('finds a conversion whose answer was lost and makes only the missing ones', async () => {
    const key = { baseId, medium: 'tencent' as const, advertiserId: account };
    await pushes.start([key], null, userId, t.clock.now());
    await admin(running, 'PUT', 'faults', {
      rules: [
        { endpoint: `POST /tencent/v3.0/${CONVERSION_ADD}`, timeoutRate: 1, timeoutMs: 2_000 },
      ],
    });
    const sent = () => requests.filter((u) => u.includes(CONVERSION_ADD)).length;
    const { id } = await tasks.create<BasePushRequest>({
      type: BASE_PUSH_TASK,
      title: '推送转化基础',
      createdBy: userId,
      items: [
        {
          request: request(),
          target: { medium: 'tencent', advertiserId: account, objectType: 'conversion_base' },
        },
      ],
    });
    const runner = testRunner({
      db: t.database.db,
      registry,
      changes: t.services.changes,
      clock: t.clock,
    });
    await runner.drain();
    let [item] = await itemsOf(id);
    expect([item?.status, item?.errorCode]).toEqual(['unknown', 'MEDIA_OUTCOME_UNKNOWN']);
    // The data source was kept as soon as the medium gave it.
    const kept = await pushes.find(key);
    expect(kept).toMatchObject({ status: 'pushing', trackUrlGroupId: null });
    expect(kept?.assetId).toBeTruthy();
    const firstSent = sent();

    await admin(running, 'PUT', 'faults', { rules: [] });
    t.clock.advance(60_000);
    await runner.drain();
    [item] = await itemsOf(id);
    expect(item?.status).toBe('succeeded');
    const made = running.sandbox.state.tencent.conversions.listByAdvertiser(Number(account));
    expect(made.map((c) => c.wire.optimization_goal).sort()).toEqual(
      [...request().eventTypes].sort(),
    );
    expect(sent() - firstSent).toBe(2);
    const done = await pushes.find(key);
    expect(done).toMatchObject({ status: 'succeeded', assetId: kept?.assetId });
    expect(done?.events.map((e) => e.event_type)).toEqual(request().eventTypes);
  });
});
