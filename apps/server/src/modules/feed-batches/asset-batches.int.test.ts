import type {
  AssetBatchRow,
  AssetItemRow,
  BatchCreated,
  Paged,
  TaskRetryResult,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { allRows, startApiWorld, type ApiWorld } from './test-support';

// 事件管理 asset batches through our API (spec 000 §7 /{feed}/event/*) against the media sandbox
// over HTTP: creation over chosen accounts, progress, per-item results, retry, scope and limits.

const CREATE_APP = '/api/bytedance/event/admin_create_assets';
const CREATE_MINI = '/api/bytedance/event/admin_create_assets_mini_program';
const BATCHES = '/api/bytedance/event/assets_batch_list';
const ITEMS = '/api/bytedance/event/assets_task_list';
const RETRY = '/api/bytedance/event/assets_task_retry';

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
});
afterAll(() => w.close());

let nameCount = 0;
const uniqueName = (prefix: string) => `${prefix}${(nameCount += 1)}`;

const packageOf = (name: string) =>
  `com.example.p${[...name].map((c) => c.charCodeAt(0)).join('')}`;

const iosApp = (advertiserIds: string[], name: string, packageName = packageOf(name)) => ({
  advertiser_ids: advertiserIds,
  app_type: 'ios',
  name,
  package_name: packageName,
  download_url: 'https://apps.apple.com/cn/app/id1234567890',
});

const sandboxAssets = (advertiserId: string) =>
  w.running.sandbox.state.oceanengine.eventAssets.listByAdvertiser(Number(advertiserId));

/** Puts an asset straight into the sandbox account, as one made on the medium's own site. */
function existingAsset(advertiserId: string, name: string, packageName: string): number {
  const state = w.running.sandbox.state;
  const id = state.nextId('oceanengine.eventAsset');
  state.oceanengine.eventAssets.insert({
    id,
    advertiserId: Number(advertiserId),
    parentId: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    wire: {
      asset_type: 'APP',
      asset_name: name,
      app_asset: {
        name,
        package_name: packageName,
        download_url: 'https://apps.apple.com/cn/app/id1',
        app_type: 'IOS',
      },
    },
  });
  return id;
}

async function batchRow(id: number): Promise<AssetBatchRow | undefined> {
  return (await allRows<AssetBatchRow>(w, BATCHES)).find((b) => b.id === id);
}
const itemsOf = (id: number) => allRows<AssetItemRow>(w, `${ITEMS}?batch_id=${id}`);

describe('asset batches', () => {
  it('creates an app asset in every chosen account and shows the progress to its end', async () => {
    const [a = '', b = ''] = w.advertisers;
    const name = uniqueName('三国志');
    const created = await w.post<BatchCreated>(CREATE_APP, iosApp([a, b, a], name));
    expect(created.code).toBe(0);
    expect(created.data.item_count).toBe(2);
    const id = created.data.batch_id;

    const queued = await batchRow(id);
    expect(queued).toMatchObject({
      title: `创建应用资产：${name}`,
      status: 'pending',
      asset: { kind: 'app', name, app_type: 'ios', package_name: packageOf(name) },
      progress: { total: 2, done: 0, percent: 0 },
    });
    expect(queued?.created_by_name).toBeTruthy();

    await w.drain();
    expect(await batchRow(id)).toMatchObject({
      status: 'succeeded',
      progress: { total: 2, done: 2, percent: 100, eta_seconds: null },
    });
    const items = await itemsOf(id);
    expect(items.map((i) => [i.advertiser_id, i.status, i.existing])).toEqual([
      [a, 'succeeded', false],
      [b, 'succeeded', false],
    ]);
    expect(items[0]?.advertiser_name).toBeTruthy();
    for (const item of items) {
      const [asset] = sandboxAssets(item.advertiser_id).filter((x) => x.wire.asset_name === name);
      expect(String(asset?.id)).toBe(item.asset_id);
      expect(asset?.wire.app_asset).toMatchObject({
        app_type: 'IOS',
        package_name: packageOf(name),
      });
    }
  });

  it('shows a name taken by another asset as a failed item with the medium’s reason, and retries it', async () => {
    const [a = '', b = ''] = w.advertisers;
    const name = uniqueName('重名');
    const conflicting = existingAsset(b, name, 'com.other.app');
    const { data } = await w.post<BatchCreated>(CREATE_APP, iosApp([a, b], name));
    await w.drain();

    let items = await itemsOf(data.batch_id);
    expect(items.map((i) => [i.advertiser_id, i.status, i.error_code])).toEqual([
      [a, 'succeeded', null],
      [b, 'failed', '40001'],
    ]);
    expect(items[1]?.error_message).toContain(`资产名称已存在：${name}`);
    expect(await batchRow(data.batch_id)).toMatchObject({
      status: 'partially_failed',
      progress: { counts: { succeeded: 1, failed: 1 } },
    });

    // The operator removes the conflicting asset on the medium, then retries the failed item.
    w.running.sandbox.state.oceanengine.eventAssets.delete(conflicting);
    const retried = await w.post<TaskRetryResult>(RETRY, { batch_id: data.batch_id });
    expect(retried).toMatchObject({ code: 0, data: { retried: 1 } });
    await w.drain();
    items = await itemsOf(data.batch_id);
    expect(items.map((i) => [i.status, i.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 2],
    ]);
    expect(await batchRow(data.batch_id)).toMatchObject({ status: 'succeeded' });
    expect(sandboxAssets(b).filter((x) => x.wire.asset_name === name)).toHaveLength(1);

    const nothing = await w.post(RETRY, { batch_id: data.batch_id });
    expect(nothing.code).toBe(30002);
  });

  it('counts the very asset already in an account as done, without a second one', async () => {
    const [a = ''] = w.advertisers;
    const name = uniqueName('已有');
    const existing = existingAsset(a, name, packageOf(name));
    const { data } = await w.post<BatchCreated>(CREATE_APP, iosApp([a], name));
    await w.drain();
    const [item] = await itemsOf(data.batch_id);
    expect(item).toMatchObject({ status: 'succeeded', existing: true, asset_id: String(existing) });
    expect(sandboxAssets(a).filter((x) => x.wire.asset_name === name)).toHaveLength(1);
  });

  it('creates a mini-game asset by its instance id', async () => {
    const [, , c = ''] = w.advertisers;
    const name = uniqueName('小游戏');
    const created = await w.post<BatchCreated>(CREATE_MINI, {
      advertiser_ids: [c],
      mini_program_type: 'byte_game',
      mini_program_id: 'tt7d2a0b97e21cb1a001',
      name,
      instance_id: '7300000000123',
    });
    expect(created.code).toBe(0);
    await w.drain();
    const [item] = await itemsOf(created.data.batch_id);
    expect(item?.status).toBe('succeeded');
    const [asset] = sandboxAssets(c).filter((x) => x.wire.asset_name === name);
    expect(asset?.wire.mini_program_asset).toMatchObject({
      mini_program_type: 'BYTE_GAME',
      instance_id: 7_300_000_000_123,
    });
    expect((await batchRow(created.data.batch_id))?.asset).toEqual({
      kind: 'mini_program',
      name,
      mini_program_type: 'byte_game',
      mini_program_id: 'tt7d2a0b97e21cb1a001',
      instance_id: '7300000000123',
    });
  });

  it('refuses accounts outside the caller’s data scope, naming them', async () => {
    const operator = await createUser(w.t.database.db, { abilities: ['auth:transfer'] });
    const token = await w.t.login(operator.username, operator.password);
    const [a = ''] = w.advertisers;
    const refused = await w.post(CREATE_APP, iosApp([a], uniqueName('越权')), token);
    expect(refused.code).toBe(10015);
    expect(refused.message_cn).toContain(a);
    const unknown = await w.post(CREATE_APP, iosApp([a, '123456789'], uniqueName('未授权')));
    expect(unknown.code).toBe(10015);
    expect(unknown.message_cn).toContain('123456789');
    expect(unknown.message_cn).not.toContain(a);
  });

  it('needs auth:transfer to create or retry; others see none of the administrator’s batches', async () => {
    const viewer = await createUser(w.t.database.db, { abilities: [] });
    const token = await w.t.login(viewer.username, viewer.password);
    const [a = ''] = w.advertisers;
    const { data } = await w.post<BatchCreated>(CREATE_APP, iosApp([a], uniqueName('管理员的')));
    expect((await w.post(CREATE_APP, iosApp([a], uniqueName('无权')), token)).code).toBe(10003);
    expect((await w.post(RETRY, { batch_id: data.batch_id }, token)).code).toBe(10003);
    const mine = await w.get<Paged<AssetBatchRow>>(BATCHES, token);
    expect(mine).toMatchObject({ code: 0, data: { list: [], page_info: { total_number: 0 } } });
    expect((await w.get(`${ITEMS}?batch_id=${data.batch_id}`, token)).code).toBe(10004);
    await w.drain();
  });

  it('lists only the caller’s own batches with mine=1 and by status', async () => {
    const all = await allRows<AssetBatchRow>(w, BATCHES);
    const mine = await allRows<AssetBatchRow>(w, `${BATCHES}?mine=1`);
    expect(mine.length).toBe(all.length);
    const failedOnes = await allRows<AssetBatchRow>(w, `${BATCHES}?status=failed`);
    expect(failedOnes.every((b) => b.status === 'failed')).toBe(true);
  });

  it('does not take an avatar batch for an asset batch', async () => {
    const missing = await w.get(`${ITEMS}?batch_id=999999`);
    expect(missing.code).toBe(10004);
  });
});

describe('asset batch limits', () => {
  const valid = () => iosApp([w.advertisers[0] ?? ''], uniqueName('校验'));
  const cases: [string, (body: Record<string, unknown>) => Record<string, unknown>, string][] = [
    ['no account', (b) => ({ ...b, advertiser_ids: [] }), '请至少选择一个账户'],
    [
      'more than 500 accounts',
      (b) => ({ ...b, advertiser_ids: Array.from({ length: 501 }, (_, i) => String(i + 1)) }),
      '一次最多选择 500 个账户',
    ],
    [
      'an account id that is no number',
      (b) => ({ ...b, advertiser_ids: ['abc'] }),
      '账户ID应为数字',
    ],
    ['an empty name', (b) => ({ ...b, name: '  ' }), '请输入资产名称'],
    [
      'a name over 125 characters',
      (b) => ({ ...b, name: '名'.repeat(126) }),
      '资产名称最多 125 个字符',
    ],
    ['a package name without dots', (b) => ({ ...b, package_name: 'game' }), '应用包名格式错误'],
    [
      'a package name over 140 characters',
      (b) => ({ ...b, package_name: `com.${'a'.repeat(140)}` }),
      '应用包名最多 140 个字符',
    ],
    [
      'an ftp download link',
      (b) => ({ ...b, download_url: 'ftp://example.com/a.apk' }),
      'http 或 https',
    ],
    ['a download link that is no URL', (b) => ({ ...b, download_url: 'example' }), 'http 或 https'],
    [
      'a download link over 2048 characters',
      (b) => ({ ...b, download_url: `https://example.com/${'a'.repeat(2048)}` }),
      '下载链接最多 2048 个字符',
    ],
    ['an unknown app type', (b) => ({ ...b, app_type: 'harmony' }), '请选择应用类型'],
    [
      'an Android app without app id',
      (b) => ({ ...b, app_type: 'android', package_id: 'p1' }),
      'Android 应用须填写应用ID',
    ],
    [
      'an Android app without package id',
      (b) => ({ ...b, app_type: 'android', app_id: '1' }),
      'Android 应用须填写母包ID',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, change, message) => {
    const answer = await w.post(CREATE_APP, change(valid()));
    expect(answer.code).toBe(10001);
    expect(JSON.stringify(answer.message)).toContain(message);
  });

  const mini = () => ({
    advertiser_ids: [w.advertisers[0] ?? ''],
    mini_program_type: 'byte_app',
    mini_program_id: 'ttb1d2c76f2ee36a0601',
    name: uniqueName('小程序'),
    instance_id: '1831263424525322',
  });
  const miniCases: [string, Record<string, unknown>, string][] = [
    ['an AppID not starting with tt', { mini_program_id: 'wx1234567890abcd' }, '应以 tt 开头'],
    ['an instance id that is no number', { instance_id: '12ab' }, '小程序资产ID应为数字'],
    ['a WeChat type', { mini_program_type: 'wechat_game' }, '请选择小程序类型'],
  ];

  it.each(miniCases)('refuses a mini-program asset with %s', async (_label, change, message) => {
    const answer = await w.post(CREATE_MINI, { ...mini(), ...change });
    expect(answer.code).toBe(10001);
    expect(JSON.stringify(answer.message)).toContain(message);
  });
});
