import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBytedanceWrites, type NewPromotion } from '../../media/bytedance/writes';
import {
  BYTEDANCE_WRITE_TASKS,
  startWriteTaskWorld,
  writeTaskHelpers,
  type WriteTaskWorld,
} from './test-support';

// Creations through the task engine against the media sandbox (ARCHITECTURE §6): the promotion's
// name is its key on the medium, so no lost answer, crash or re-send makes a second one.

let w: WriteTaskWorld;
beforeAll(async () => {
  w = await startWriteTaskWorld();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(() => w.close());

const { oe, submit, itemsOf, historyOf, callsTo, faults, clearFaults } = writeTaskHelpers(() => w);
const CREATE_PATH = 'promotion/create/';

const projectOf = (advertiserId: string, n = 0) =>
  String(oe().projects.listByAdvertiser(Number(advertiserId))[n]?.id);

const promotion = (projectId: string, name: string): NewPromotion => ({
  projectId,
  name,
  optStatus: 'DISABLE',
  videos: [{ imageMode: 'VIDEO_VERTICAL', videoId: 'v0create01' }],
  titles: ['限时活动'],
  budgetFen: 30_000,
});

const creationItems = (advertiserId: string, promotions: NewPromotion[]) =>
  promotions.map((request) => ({
    request,
    target: { medium: 'bytedance', advertiserId, objectType: 'promotion' },
  }));

const named = (advertiserId: string, name: string) =>
  oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .filter((p) => p.wire.promotion_name === name);

describe('bytedance.promotion.create', () => {
  it('creates each promotion with one call and keeps its id on the item', async () => {
    const [a = '', b = ''] = w.advertisers;
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionCreate, [
      ...creationItems(a, [
        promotion(projectOf(a), '创建-甲-1'),
        promotion(projectOf(a), '创建-甲-2'),
      ]),
      ...creationItems(b, [promotion(projectOf(b), '创建-乙-1')]),
    ]);
    const before = callsTo(CREATE_PATH);
    await w.runner().drain();
    expect(callsTo(CREATE_PATH) - before).toBe(3);
    const items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const [created] = named(a, '创建-甲-1');
    expect(items[0]?.objectId).toBe(String(created?.id));
    expect(items[0]?.result).toEqual({ promotionId: String(created?.id) });
    expect(created?.wire).toMatchObject({ opt_status: 'DISABLE', budget: 300 });
    expect(await historyOf(items[0]?.id ?? 0)).toEqual([
      expect.objectContaining({
        outcome: 'succeeded',
        action: 'create_promotion',
        objectId: String(created?.id),
      }),
    ]);
  });

  it('finds the promotion of a creation whose answer was lost, without sending it again', async () => {
    const [a = ''] = w.advertisers;
    await faults(CREATE_PATH, { timeoutRate: 1, timeoutMs: 4_000 });
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.promotionCreate,
      creationItems(a, [promotion(projectOf(a, 1), '创建-超时')]),
    );
    const before = callsTo(CREATE_PATH);
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id)).map((i) => [i.status, i.errorCode])).toEqual([
      ['unknown', 'MEDIA_OUTCOME_UNKNOWN'],
    ]);

    await clearFaults();
    w.app.clock.advance(10_000);
    await runner.drain();
    const [item] = await itemsOf(id);
    const created = named(a, '创建-超时');
    expect(created).toHaveLength(1);
    expect(item).toMatchObject({ status: 'succeeded', objectId: String(created[0]?.id) });
    expect(callsTo(CREATE_PATH) - before).toBe(1);
    expect((await historyOf(item?.id ?? 0)).map((h) => h.outcome)).toEqual([
      'unknown',
      'reconciled',
    ]);
  });

  it('answers a re-sent creation that meets its own earlier promotion with that promotion', async () => {
    const [, b = ''] = w.advertisers;
    const projectId = projectOf(b, 1);
    await faults(CREATE_PATH, { errorRate: 1 });
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.promotionCreate,
      creationItems(b, [promotion(projectId, '创建-重发')]),
    );
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id)).map((i) => [i.status, i.errorCode])).toEqual([['pending', '50000']]);
    // The medium applied an earlier send after all (its answer said otherwise).
    await clearFaults();
    const earlier = await createBytedanceWrites({ client: w.media.client }).createPromotion(
      w.tokens.get(b) ?? '',
      b,
      promotion(projectId, '创建-重发'),
    );

    w.app.clock.advance(10_000);
    await runner.drain();
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'succeeded', objectId: earlier.promotionId, attempts: 2 });
    expect(named(b, '创建-重发')).toHaveLength(1);
  });

  it('fails a first creation whose name the account already uses, leaving that promotion alone', async () => {
    const [, b = ''] = w.advertisers;
    const taken = oe().promotions.listByAdvertiser(Number(b))[0];
    const name = taken?.wire.promotion_name ?? '';
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.promotionCreate,
      creationItems(b, [promotion(String(taken?.parentId), name)]),
    );
    await w.runner().drain();
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'failed', errorCode: '40001', objectId: null });
    expect(item?.errorMessage).toMatch(/不可重复/);
    expect(named(b, name)).toHaveLength(1);
  });

  it('does not take a same-named promotion of another project for its own', async () => {
    const [, , c = ''] = w.advertisers;
    const other = await createBytedanceWrites({ client: w.media.client }).createPromotion(
      w.tokens.get(c) ?? '',
      c,
      promotion(projectOf(c, 0), '创建-别的项目'),
    );
    // The creation for project 1 is refused (name taken), but its answer is lost.
    await faults(CREATE_PATH, { timeoutRate: 1, timeoutMs: 4_000 });
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.promotionCreate,
      creationItems(c, [promotion(projectOf(c, 1), '创建-别的项目')]),
    );
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id))[0]?.status).toBe('unknown');

    await clearFaults();
    w.app.clock.advance(10_000);
    await runner.drain();
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'failed', errorCode: 'NAME_TAKEN_ELSEWHERE' });
    expect(item?.errorMessage).toContain(projectOf(c, 0));
    expect(named(c, '创建-别的项目').map((p) => String(p.id))).toEqual([other.promotionId]);
  });
});

describe('delivery write task types', () => {
  it('are registered with the app’s task engine', () => {
    expect(w.app.services.taskTypes.names()).toEqual(
      expect.arrayContaining(Object.values(BYTEDANCE_WRITE_TASKS)),
    );
  });
});
