import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BasePushAnswer,
  type BasePushListData,
  type TaskRow,
  type OptimizedGoalData,
  type AssetsAndOptimizedGoalData,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps } from '../../db/schema';
import { createGame } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Pushing a conversion base to Ocean Engine accounts through our API (spec 002 §7 `/convert/push`,
// `convert/read`) against the media sandbox over HTTP: the asset, track-url group and events made
// per account, the ids kept and reused, an account the medium refuses, and its retry.

const PUSH = '/api/convert/push';
const READ = '/api/convert/read';
const GAME = 882_001;

let w: ApiWorld;
let gameId = 0;
beforeAll(async () => {
  w = await startApiWorld();
  gameId = await createGame(w.t.database.db, GAME, '三国志战略版');
}, 120_000);
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
const assetsOf = (advertiserId: string) => oe().eventAssets.listByAdvertiser(Number(advertiserId));

async function createBase(
  platform: 'APP_ANDROID' | 'APP_IOS',
  packageName: string,
  apps: { advertiserId: string; mediaAppId?: string; packageId?: string }[],
): Promise<number> {
  const rows = await w.t.database.db
    .insert(gameApps)
    .values(
      apps.map((a) => ({
        medium: 'bytedance' as const,
        platform,
        gameId,
        advertiserId: a.advertiserId,
        name: '三国志战略版',
        packageName,
        downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
        mediaAppId: a.mediaAppId ?? `${Date.now()}${Math.floor(Math.random() * 1000)}`,
        packageId: a.packageId ?? null,
        reviewStatus: 'approved' as const,
      })),
    )
    .returning({ id: gameApps.id });
  const answer = await w.post<BaseCreateAnswer>('/api/amt/createbase', {
    medium: 'bytedance',
    gad_cfg_game_id: GAME,
    platform,
    app_id: rows[0]?.id,
    name: `三国志-${platform}`,
    download_url: 'https://apps.apple.com/cn/app/id1234567890',
    click_url: 'https://track.example.com/click',
    impression_url: 'https://track.example.com/show',
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.base_id;
}

const read = async (baseId: number) =>
  (await w.get<BasePushListData>(`${READ}?base_id=${baseId}`)).data;
const rowOf = async (baseId: number, advertiserId: string) =>
  (await read(baseId)).list.find((r) => r.advertiser_id === advertiserId);

describe('/convert/push', () => {
  let iosBase = 0;

  it('makes the asset, the track-url group and the events in each account and records their ids', async () => {
    const [a = '', b = ''] = w.advertisers;
    // Account b already holds an asset of another app under the base's name: the medium refuses.
    const clash = oe();
    const clashId = w.running.sandbox.state.nextId('oceanengine.eventAsset');
    clash.eventAssets.insert({
      id: clashId,
      advertiserId: Number(b),
      parentId: null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      wire: {
        asset_type: 'APP',
        asset_name: '三国志-APP_IOS',
        app_asset: {
          name: '三国志-APP_IOS',
          package_name: 'com.other.app',
          download_url: 'https://apps.apple.com/cn/app/id1',
          app_type: 'IOS',
        },
      },
    });
    iosBase = await createBase('APP_IOS', 'com.example.sanguo.ios', [{ advertiserId: a }]);

    const pushed = await w.post<BasePushAnswer>(PUSH, {
      base_id: iosBase,
      advertiser_ids: [a, b, a],
    });
    expect(pushed.code, JSON.stringify(pushed)).toBe(0);
    expect(pushed.data.item_count).toBe(2);
    expect((await read(iosBase)).list.map((r) => [r.advertiser_id, r.status])).toEqual([
      [a, 'pushing'],
      [b, 'pushing'],
    ]);

    await w.drain();
    const task = await w.get<TaskRow>(`/api/tasks/${pushed.data.task_id}`);
    expect(task.data.status).toBe('partially_failed');

    const ok = await rowOf(iosBase, a);
    expect(ok).toMatchObject({ status: 'succeeded', error_message: null });
    expect(ok?.advertiser_name).toBeTruthy();
    const [asset] = assetsOf(a).filter(
      (x) => x.wire.app_asset?.package_name === 'com.example.sanguo.ios',
    );
    expect(ok?.asset_id).toBe(String(asset?.id));
    const [group] = oe().trackUrlGroups.listByParent(asset?.id ?? 0);
    expect(ok?.track_url_group_id).toBe(String(group?.id));
    expect(group?.wire.action_track_url).toMatch(/^https:\/\/track\.example\.com\/click\?base_id=/);
    expect(group?.wire.track_url).toMatch(/^https:\/\/track\.example\.com\/show\?base_id=/);
    expect(ok?.events.map((e) => [e.event_type, e.name])).toEqual([
      ['active', '激活'],
      ['active_register', '注册'],
      ['active_pay', '付费'],
    ]);

    const refused = await rowOf(iosBase, b);
    expect(refused).toMatchObject({ status: 'failed', asset_id: null });
    expect(refused?.error_message).toContain('资产名称已存在');

    // The operator removes the clashing asset on the medium and pushes the failed account again.
    clash.eventAssets.delete(clashId);
    const retried = await w.post<BasePushAnswer>(PUSH, { base_id: iosBase, advertiser_ids: [b] });
    expect(retried.code).toBe(0);
    await w.drain();
    expect(await rowOf(iosBase, b)).toMatchObject({ status: 'succeeded', error_message: null });
    expect((await rowOf(iosBase, b))?.events).toHaveLength(3);
  });

  it('reuses the ids of an account pushed before: nothing new is made', async () => {
    const [a = ''] = w.advertisers;
    const before = await rowOf(iosBase, a);
    const assets = assetsOf(a).length;
    const groups = oe().trackUrlGroups.listByParent(Number(before?.asset_id)).length;
    const events = oe().assetEvents.size;

    const again = await w.post<BasePushAnswer>(PUSH, { base_id: iosBase, advertiser_ids: [a] });
    expect(again.code).toBe(0);
    await w.drain();
    const after = await rowOf(iosBase, a);
    expect(after).toMatchObject({
      status: 'succeeded',
      asset_id: before?.asset_id,
      track_url_group_id: before?.track_url_group_id,
      task_id: again.data.task_id,
    });
    expect(assetsOf(a)).toHaveLength(assets);
    expect(oe().trackUrlGroups.listByParent(Number(before?.asset_id))).toHaveLength(groups);
    expect(oe().assetEvents.size).toBe(events);
  });

  it('reads the optimization goals the pushed events give, on the v2 and v3 paths', async () => {
    const [a = ''] = w.advertisers;
    const query = `base_id=${iosBase}&advertiser_id=${a}`;
    const goals = await w.get<OptimizedGoalData>(`/api/bytedance/event/optimized_goal?${query}`);
    expect(goals.code, JSON.stringify(goals)).toBe(0);
    expect(goals.data.goals.map((g) => [g.external_action, g.name])).toEqual([
      ['AD_CONVERT_TYPE_ACTIVE', '激活'],
      ['AD_CONVERT_TYPE_ACTIVE_REGISTER', '注册'],
      ['AD_CONVERT_TYPE_PAY', '付费'],
    ]);
    expect(goals.data.goals[0]?.deep_goals.map((d) => d.deep_external_action)).toEqual([
      'AD_CONVERT_TYPE_PAY',
    ]);
    const v3 = await w.get<AssetsAndOptimizedGoalData>(
      `/api/bytedance/event/v3/assets_and_optimized_goal?${query}`,
    );
    expect(v3.data.asset_ids).toEqual([(await rowOf(iosBase, a))?.asset_id]);
    expect(v3.data.goals).toEqual(goals.data.goals);

    // An event made on the asset by hand is a goal, but not one the attribution service reports.
    const assetId = Number(v3.data.asset_ids[0]);
    oe().assetEvents.put({
      assetId,
      advertiserId: Number(a),
      eventId: 28,
      trackTypes: ['APPLICATION_SDK'],
      createdAt: Date.now(),
    });
    const all = await w.get<OptimizedGoalData>(`/api/bytedance/event/optimized_goal?${query}`);
    expect(all.data.goals.map((g) => g.external_action)).toContain('AD_CONVERT_TYPE_NEXT_DAY_OPEN');
    const api = await w.get<OptimizedGoalData>(`/api/bytedance/event/api_optimized_goal?${query}`);
    expect(api.data.goals.map((g) => g.external_action)).toEqual([
      'AD_CONVERT_TYPE_ACTIVE',
      'AD_CONVERT_TYPE_ACTIVE_REGISTER',
      'AD_CONVERT_TYPE_PAY',
    ]);
    expect(api.data.goals[0]?.deep_goals.map((d) => d.deep_external_action)).toEqual([
      'AD_CONVERT_TYPE_PAY',
    ]);

    const outside = await w.get(
      '/api/bytedance/event/optimized_goal?base_id=' + iosBase + '&advertiser_id=999',
    );
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
  });

  it('takes an Android app’s ids from each account’s app centre, and names accounts without the app', async () => {
    const [a = '', b = ''] = w.advertisers;
    const base = await createBase('APP_ANDROID', 'com.example.sanguo.android', [
      { advertiserId: a, mediaAppId: '1790000000000777', packageId: 'pkg-777' },
    ]);
    const missing = await w.post(PUSH, { base_id: base, advertiser_ids: [a, b] });
    expect(missing.code).toBe(ERROR_CODES.BASE_PUSH_APP_MISSING.code);
    expect(String(missing.message)).toContain(b);
    expect((await read(base)).list).toEqual([]);

    const pushed = await w.post<BasePushAnswer>(PUSH, { base_id: base, advertiser_ids: [a] });
    expect(pushed.code).toBe(0);
    await w.drain();
    const row = await rowOf(base, a);
    expect(row?.status).toBe('succeeded');
    const asset = oe().eventAssets.find(Number(row?.asset_id));
    expect(asset?.wire.app_asset).toMatchObject({
      app_type: 'Android',
      app_id: 1790000000000777,
      package_id: 'pkg-777',
    });
  });

  it('refuses accounts outside the caller’s scope, a medium without a push and bad input, changing nothing', async () => {
    const outside = await w.post(PUSH, { base_id: iosBase, advertiser_ids: ['999999999'] });
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const empty = await w.post(PUSH, { base_id: iosBase, advertiser_ids: [] });
    expect(empty.code).not.toBe(0);
    expect(JSON.stringify(empty.message)).toContain('请至少选择一个账户');

    const [ksApp] = await w.t.database.db
      .insert(gameApps)
      .values({
        medium: 'kuaishou',
        platform: 'APP_IOS',
        gameId,
        advertiserId: '1',
        name: '三国志战略版',
        packageName: 'com.example.sanguo.ios',
        downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
        reviewStatus: 'approved',
      })
      .returning({ id: gameApps.id });
    const ks = await w.post<BaseCreateAnswer>('/api/amt/createbase', {
      medium: 'kuaishou',
      gad_cfg_game_id: GAME,
      platform: 'APP_IOS',
      app_id: ksApp?.id,
      name: '三国志-快手',
      download_url: 'https://apps.apple.com/cn/app/id1234567890',
      click_url: 'https://track.example.com/click',
    });
    const unsupported = await w.post(PUSH, {
      base_id: ks.data.base_id,
      advertiser_ids: [w.advertisers[0]],
    });
    expect(unsupported.code).toBe(ERROR_CODES.BASE_PUSH_UNSUPPORTED.code);
    expect(String(unsupported.message)).toContain('暂不支持推送');
    // Kuaishou's open API makes no conversion object: the refusal says so.
    expect(String(unsupported.message)).toContain('转化目标（应用-API）只能在磁力引擎投放平台');
    expect((await read(ks.data.base_id)).list).toEqual([]);
  });
});
