import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, taskItems } from '../../db/schema';
import type { NewEventAsset } from '../../media/bytedance/event-assets';
import { admin } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import type { NewTaskItem } from '../tasks/task-type';
import type { AvatarBatchParams, AvatarItemRequest } from './batch-params';
import { FEED_BATCH_TASKS } from './feed-batches.tasks';
import { pngImage } from './test-images';
import { reviewKnobs, startTaskWorld, type TaskWorld } from './test-support';

// The batch task types through the task engine against the media sandbox, with a client that gives
// up after a short timeout: an answer lost after the medium applied the write is read back, never
// sent twice; one lost before is sent again.

let w: TaskWorld;
let userId: number;
beforeAll(async () => {
  w = await startTaskWorld();
  userId = (await createUser(w.t.database.db)).id;
  await reviewKnobs(w.running, { delayMs: 10 * 60_000, denyRate: 0 });
});
afterEach(() => admin(w.running, 'PUT', 'faults', { rules: [] }));
afterAll(() => w.close());

const CREATE_PATH = '2/event_manager/assets/create/';
const SUBMIT_PATH = '2/advertiser/avatar/submit/';
const faults = (path: string, rule: Record<string, number>) =>
  admin(w.running, 'PUT', 'faults', {
    rules: [{ endpoint: `POST /oceanengine/open_api/${path}`, ...rule }],
  });
const callsTo = (path: string) => w.media.requests.filter((u) => u.includes(path)).length;

const itemsOf = (taskId: number) =>
  w.t.database.db
    .select()
    .from(taskItems)
    .where(eq(taskItems.taskId, taskId))
    .orderBy(asc(taskItems.seq));
const historyOf = (itemId: number) =>
  w.t.database.db
    .select()
    .from(changeLog)
    .where(eq(changeLog.taskItemId, itemId))
    .orderBy(asc(changeLog.id));

const appAsset = (name: string): NewEventAsset => ({
  kind: 'app',
  name,
  platform: 'ios',
  packageName: `com.example.${name}`,
  downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
});

function submitAssets(asset: NewEventAsset, advertiserIds: string[]) {
  const items: NewTaskItem<NewEventAsset>[] = advertiserIds.map((advertiserId) => ({
    request: asset,
    target: { medium: 'bytedance', advertiserId, objectType: 'event_asset' },
  }));
  return w.tasks.create({
    type: FEED_BATCH_TASKS.eventAssetCreate,
    title: '资产',
    createdBy: userId,
    items,
  });
}

const assetsNamed = (advertiserId: string, name: string) =>
  w.running.sandbox.state.oceanengine.eventAssets
    .listByAdvertiser(Number(advertiserId))
    .filter((a) => a.wire.asset_name === name);

describe('bytedance.event_asset.create', () => {
  it('reads back a creation whose answer was lost and finds it made, without a second send', async () => {
    const [a = ''] = w.advertisers;
    await faults(CREATE_PATH, { timeoutRate: 1, timeoutMs: 2_000 });
    const before = callsTo(CREATE_PATH);
    const { id } = await submitAssets(appAsset('lostanswer'), [a]);
    const runner = w.runner();
    await runner.drain();
    let [item] = await itemsOf(id);
    expect([item?.status, item?.errorCode]).toEqual(['unknown', 'MEDIA_OUTCOME_UNKNOWN']);

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    w.t.clock.advance(10_000);
    await runner.drain();
    [item] = await itemsOf(id);
    expect(item?.status).toBe('succeeded');
    expect(callsTo(CREATE_PATH) - before).toBe(1);
    const made = assetsNamed(a, 'lostanswer');
    expect(made).toHaveLength(1);
    expect(item?.objectId).toBe(String(made[0]?.id));
    expect(item?.result).toEqual({ assetId: String(made[0]?.id), existing: false });
    expect((await historyOf(item?.id ?? 0)).map((h) => h.outcome)).toEqual([
      'unknown',
      'reconciled',
    ]);
  });

  it('sends again a creation the read-back does not find', async () => {
    const [, b = ''] = w.advertisers;
    await faults(CREATE_PATH, { latencyMs: 1_500, errorRate: 1 });
    const before = callsTo(CREATE_PATH);
    const { id } = await submitAssets(appAsset('notapplied'), [b]);
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id))[0]?.status).toBe('unknown');
    expect(assetsNamed(b, 'notapplied')).toHaveLength(0);

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    w.t.clock.advance(10_000);
    await runner.drain();
    expect((await itemsOf(id))[0]?.status).toBe('succeeded');
    expect(callsTo(CREATE_PATH) - before).toBe(2);
    expect(assetsNamed(b, 'notapplied')).toHaveLength(1);
  });

  it('groups one creation per call and draws from the engine’s twins of the client’s buckets', async () => {
    const [a = '', b = '', c = ''] = w.advertisers;
    const { id } = await submitAssets(appAsset('grouping'), [a, b, c]);
    const items = await itemsOf(id);
    expect(new Set(items.map((i) => i.groupKey)).size).toBe(3);
    const appId = w.running.endpoints.bytedance?.appId ?? '';
    expect(items[0]?.limiterKeys).toEqual([
      `bytedance:${appId}:POST ${CREATE_PATH}#tasks`,
      `bytedance:advertiser:${a}#tasks`,
    ]);
    await w.runner().drain();
    expect((await itemsOf(id)).map((i) => i.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });
});

describe('bytedance.avatar.submit', () => {
  it('reads back a submission whose answer was lost and finds it in review', async () => {
    const [, , c = ''] = w.advertisers;
    const image = pngImage(90, 60);
    const params: AvatarBatchParams = {
      image: {
        filename: 'a.png',
        format: 'png',
        size: image.length,
        width: 90,
        height: 60,
        md5: createHash('md5').update(image).digest('hex'),
        content_base64: image.toString('base64'),
      },
    };
    const items: NewTaskItem<AvatarItemRequest>[] = [
      {
        request: { md5: params.image.md5, width: 90, height: 60 },
        target: {
          medium: 'bytedance',
          advertiserId: c,
          objectType: 'advertiser_avatar',
          objectId: c,
        },
      },
    ];
    await faults(SUBMIT_PATH, { timeoutRate: 1, timeoutMs: 2_000 });
    const before = callsTo(SUBMIT_PATH);
    const { id } = await w.tasks.create({
      type: FEED_BATCH_TASKS.avatarSubmit,
      title: '头像',
      createdBy: userId,
      params,
      items,
    });
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id))[0]?.status).toBe('unknown');

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    w.t.clock.advance(10_000);
    await runner.drain();
    const [item] = await itemsOf(id);
    expect(item?.status).toBe('succeeded');
    expect(callsTo(SUBMIT_PATH) - before).toBe(1);
    const avatar = w.running.sandbox.state.oceanengine.avatars.find(Number(c));
    expect(item?.result).toEqual({ imageId: avatar?.submission?.imageId });
  });
});
