import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BasePushAnswer,
  type BasePushListData,
  type TaskRow,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps } from '../../db/schema';
import { createGame } from '../../test/factories';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Pushing a conversion base to Tencent accounts through our API (spec 002 §7 `/convert/push`,
// `convert/read`) against the media sandbox over HTTP: the app's 用户行为数据源 and a 转化归因 per
// goal made per account, the ids kept and reused, an account the medium refuses, and its retry.

const PUSH = '/api/convert/push';
const READ = '/api/convert/read';
const GAME = 882_101;
const STORE_ID = '1104466820';

let w: ApiWorld;
let accounts: string[] = [];
let gameId = 0;
beforeAll(async () => {
  w = await startApiWorld();
  accounts = await authorizeMedium(w.t, w.rootToken, 'tencent');
  gameId = await createGame(w.t.database.db, GAME, '王者荣耀');
}, 120_000);
afterAll(() => w.close());

const tx = () => w.running.sandbox.state.tencent;
const setsOf = (accountId: string) => tx().userActionSets.listByAdvertiser(Number(accountId));
const conversionsOf = (accountId: string) => tx().conversions.listByAdvertiser(Number(accountId));

const addApps = (advertiserIds: string[]) =>
  w.t.database.db
    .insert(gameApps)
    .values(
      advertiserIds.map((advertiserId) => ({
        medium: 'tencent' as const,
        platform: 'APP_ANDROID' as const,
        gameId,
        advertiserId,
        name: '王者荣耀',
        packageName: 'com.example.wangzhe',
        downloadUrl: 'https://example.com/wangzhe.apk',
        storeId: STORE_ID,
        mediaAppId: STORE_ID,
        reviewStatus: 'approved' as const,
      })),
    )
    .returning({ id: gameApps.id });

const read = async (baseId: number) =>
  (await w.get<BasePushListData>(`${READ}?base_id=${baseId}`)).data;
const rowOf = async (baseId: number, advertiserId: string) =>
  (await read(baseId)).list.find((r) => r.advertiser_id === advertiserId);

describe('/convert/push on Tencent', () => {
  let base = 0;

  it('refuses accounts whose app centre lacks the app, changing nothing', async () => {
    const [a = '', b = ''] = accounts;
    const [app] = await addApps([a]);
    const created = await w.post<BaseCreateAnswer>('/api/amt/createbase', {
      medium: 'tencent',
      gad_cfg_game_id: GAME,
      platform: 'APP_ANDROID',
      app_id: app?.id,
      name: '王者-腾讯',
      download_url: 'https://example.com/wangzhe.apk',
      click_url: 'https://track.example.com/click',
      impression_url: 'https://track.example.com/show',
    });
    expect(created.code, JSON.stringify(created)).toBe(0);
    base = created.data.base_id;

    const missing = await w.post(PUSH, { base_id: base, advertiser_ids: [a, b] });
    expect(missing.code).toBe(ERROR_CODES.BASE_PUSH_APP_MISSING.code);
    expect(String(missing.message)).toContain(b);
    expect((await read(base)).list).toEqual([]);
    expect(setsOf(a)).toEqual([]);
  });

  it('makes the data source and a conversion per goal, fails the account the medium refuses, and retries it', async () => {
    const [a = '', b = ''] = accounts;
    await addApps([b]);
    // Account b already holds a conversion under the name the push gives its activation.
    const state = w.running.sandbox.state;
    const clashId = state.nextId('tencent.conversion');
    tx().conversions.insert({
      id: clashId,
      advertiserId: Number(b),
      parentId: null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      wire: {
        conversion_name: '王者-腾讯-激活',
        optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
        user_action_set_id: 1,
        is_deleted: false,
      },
    });

    const pushed = await w.post<BasePushAnswer>(PUSH, { base_id: base, advertiser_ids: [a, b] });
    expect(pushed.code, JSON.stringify(pushed)).toBe(0);
    expect(pushed.data.item_count).toBe(2);
    await w.drain();
    const task = await w.get<TaskRow>(`/api/tasks/${pushed.data.task_id}`);
    expect(task.data.status).toBe('partially_failed');

    const ok = await rowOf(base, a);
    expect(ok).toMatchObject({
      status: 'succeeded',
      track_url_group_id: null,
      error_message: null,
    });
    const [set] = setsOf(a);
    expect(set?.wire).toMatchObject({ type: 'ANDROID', mobile_app_id: Number(STORE_ID) });
    expect(ok?.asset_id).toBe(String(set?.id));
    expect(ok?.events.map((e) => [e.event_type, e.name])).toEqual([
      ['OPTIMIZATIONGOAL_APP_ACTIVATE', '王者-腾讯-激活'],
      ['OPTIMIZATIONGOAL_APP_REGISTER', '王者-腾讯-注册'],
      ['OPTIMIZATIONGOAL_APP_PURCHASE', '王者-腾讯-付费'],
    ]);
    const made = conversionsOf(a);
    expect(made.map((c) => String(c.id))).toEqual(ok?.events.map((e) => e.event_id));
    for (const c of made) {
      expect(c.wire).toMatchObject({
        user_action_set_id: set?.id,
        access_type: 'ACCESS_TYPE_API',
        claim_type: 'CLAIM_TYPE_CLICK',
        conversion_scene: 'CONVERSION_SCENE_ANDROID',
      });
      expect(c.wire.feedback_url).toMatch(/^https:\/\/track\.example\.com\/click\?base_id=/);
      expect(c.wire.impression_feedback_url).toMatch(/^https:\/\/track\.example\.com\/show\?/);
    }

    // The data source was made and kept before the medium refused the conversion.
    const refused = await rowOf(base, b);
    expect(refused?.status).toBe('failed');
    expect(refused?.error_message).toContain('转化名称已存在');
    const [bSet] = setsOf(b);
    expect(refused?.asset_id).toBe(String(bSet?.id));

    // The operator removes the clashing conversion and pushes the failed account again.
    tx().conversions.delete(clashId);
    const retried = await w.post<BasePushAnswer>(PUSH, { base_id: base, advertiser_ids: [b] });
    expect(retried.code).toBe(0);
    await w.drain();
    const after = await rowOf(base, b);
    expect(after).toMatchObject({ status: 'succeeded', asset_id: String(bSet?.id) });
    expect(after?.events).toHaveLength(3);
    expect(setsOf(b)).toHaveLength(1);
  });

  it('reuses what an account holds: pushing again makes nothing new', async () => {
    const [a = ''] = accounts;
    const before = await rowOf(base, a);
    const again = await w.post<BasePushAnswer>(PUSH, { base_id: base, advertiser_ids: [a] });
    expect(again.code).toBe(0);
    await w.drain();
    expect(await rowOf(base, a)).toMatchObject({
      status: 'succeeded',
      asset_id: before?.asset_id,
      events: before?.events,
      task_id: again.data.task_id,
    });
    expect(setsOf(a)).toHaveLength(1);
    expect(conversionsOf(a)).toHaveLength(3);
  });
});
