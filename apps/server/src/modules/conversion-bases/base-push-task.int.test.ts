import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionBases, games, taskItems } from '../../db/schema';
import { createBytedanceEventAssets } from '../../media/bytedance/event-assets';
import { createBytedanceEventManager } from '../../media/bytedance/event-manager';
import { createBytedanceMicroApps } from '../../media/bytedance/micro-apps';
import {
  admin,
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
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
import { bytedanceBasePusher } from './bytedance-base-pusher';

// The push task type through the task engine against the sandbox, with a client that gives up
// after a short timeout: a track-url group whose answer was lost is read back, never made twice,
// and the push goes on from the ids it kept.

const GROUP_CREATE = '2/event_manager/track_url/create/';

let running: RunningSandbox;
let t: TestApp;
let advertiser = '';
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
  const page = await authorizeOnPage(media.adapters.bytedance, 'base-push', (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
  const grant = await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI);
  advertiser = page.granted[0] ?? '';
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
  const [game] = await t.database.db
    .insert(games)
    .values({ gadCfgGameId: 883_001, gameName: '三国志战略版' })
    .returning({ id: games.id });
  const [base] = await t.database.db
    .insert(conversionBases)
    .values({
      medium: 'bytedance',
      gameId: game?.id ?? 0,
      platform: 'APP_IOS',
      name: '三国志-iOS-巨量引擎',
      downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
      clickUrl: 'https://track.example.com/click',
    })
    .returning({ id: conversionBases.id });
  baseId = base?.id ?? 0;
  pushes = new BasePushesRepository(t.database.db);
  registry = new TaskTypeRegistry();
  registry.register(
    basePushTaskType(BASE_PUSH_TASK, {
      pushers: {
        bytedance: bytedanceBasePusher({
          assets: createBytedanceEventAssets({ client: media.client }),
          events: createBytedanceEventManager({ client: media.client }),
          microApps: createBytedanceMicroApps({ client: media.client }),
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

const request: () => BasePushRequest = () => ({
  baseId,
  medium: 'bytedance',
  name: '三国志-iOS-巨量引擎',
  platform: 'ios',
  packageName: 'com.example.sanguo.ios',
  downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
  clickUrl: `https://track.example.com/click?base_id=${baseId}&callback=__CALLBACK_PARAM__`,
  impressionUrl: null,
  appId: null,
  packageId: null,
  eventTypes: ['active', 'active_register', 'active_pay'],
});

const itemsOf = (taskId: number) =>
  t.database.db
    .select()
    .from(taskItems)
    .where(eq(taskItems.taskId, taskId))
    .orderBy(asc(taskItems.seq));

describe('conversion_base.account.push', () => {
  it('reads back a track-url group whose answer was lost and finishes the push without a second one', async () => {
    const key = { baseId, medium: 'bytedance' as const, advertiserId: advertiser };
    await pushes.start([key], null, userId, t.clock.now());
    await admin(running, 'PUT', 'faults', {
      rules: [
        {
          endpoint: `POST /oceanengine/open_api/${GROUP_CREATE}`,
          timeoutRate: 1,
          timeoutMs: 2_000,
        },
      ],
    });
    const sent = () => requests.filter((u) => u.includes(GROUP_CREATE)).length;
    const { id } = await tasks.create<BasePushRequest>({
      type: BASE_PUSH_TASK,
      title: '推送转化基础',
      createdBy: userId,
      items: [
        {
          request: request(),
          target: { medium: 'bytedance', advertiserId: advertiser, objectType: 'conversion_base' },
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
    // The asset was kept as soon as the medium gave it.
    const kept = await pushes.find(key);
    expect(kept).toMatchObject({ status: 'pushing', trackUrlGroupId: null });
    expect(kept?.assetId).toBeTruthy();

    await admin(running, 'PUT', 'faults', { rules: [] });
    t.clock.advance(60_000);
    await runner.drain();
    [item] = await itemsOf(id);
    expect(item?.status).toBe('succeeded');
    expect(sent()).toBe(1);
    const groups = running.sandbox.state.oceanengine.trackUrlGroups.listByParent(
      Number(kept?.assetId),
    );
    expect(groups).toHaveLength(1);
    const done = await pushes.find(key);
    expect(done).toMatchObject({
      status: 'succeeded',
      assetId: kept?.assetId,
      trackUrlGroupId: String(groups[0]?.id),
    });
    expect(done?.events.map((e) => e.event_type)).toEqual([
      'active',
      'active_register',
      'active_pay',
    ]);
  });
});
