import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OptStatus } from '../../lib/media-mirror';
import {
  BYTEDANCE_WRITE_TASKS,
  startWriteTaskWorld,
  writeTaskHelpers,
  type WriteTaskWorld,
} from './test-support';

// The switch task types through the task engine against the media sandbox (ARCHITECTURE §6):
// grouping, per-item failures, transient errors, unknown outcomes read back.

let w: WriteTaskWorld;
beforeAll(async () => {
  w = await startWriteTaskWorld();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(() => w.close());

const { oe, freshPromotions, submit, itemsOf, taskRow, historyOf, callsTo, faults, clearFaults } =
  writeTaskHelpers(() => w);
const STATUS_PATH = 'promotion/status/update/';

const switchItems = (advertiserId: string, ids: string[], optStatus: OptStatus = 'DISABLE') =>
  ids.map((objectId) => ({
    request: { optStatus },
    target: { medium: 'bytedance', advertiserId, objectType: 'promotion', objectId },
  }));

const switchOf = (id: string) => oe().promotions.get(BigInt(id)).wire.opt_status;

describe('bytedance.promotion.status', () => {
  it('sends 10 items per advertiser a call and records every change', async () => {
    const [a = '', b = ''] = w.advertisers;
    const ofA = freshPromotions(a, 25);
    const ofB = freshPromotions(b, 5);
    const before = callsTo(STATUS_PATH);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, [
      ...switchItems(a, ofA),
      ...switchItems(b, ofB),
    ]);
    await w.runner().drain();

    expect(callsTo(STATUS_PATH) - before).toBe(4);
    const items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(items.map(() => 'succeeded'));
    expect(new Set(items.map((i) => i.groupKey)).size).toBe(4);
    for (const pid of [...ofA, ...ofB]) expect(switchOf(pid)).toBe('DISABLE');
    expect(await taskRow(id)).toMatchObject({ status: 'succeeded', succeededCount: 30 });
    const [change] = await historyOf(items[0]?.id ?? 0);
    expect(change).toMatchObject({
      outcome: 'succeeded',
      action: 'update_status',
      medium: 'bytedance',
      advertiserId: a,
      objectType: 'promotion',
      objectId: ofA[0],
      request: { optStatus: 'DISABLE' },
      after: { optStatus: 'DISABLE' },
    });
  });

  it('draws from the engine’s twins of the client’s buckets', async () => {
    const [, , c = ''] = w.advertisers;
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.promotionStatus,
      switchItems(c, freshPromotions(c, 1)),
    );
    const [item] = await itemsOf(id);
    const appId = w.running.endpoints.bytedance?.appId ?? '';
    expect(item?.limiterKeys).toEqual([
      `bytedance:${appId}:POST v3.0/promotion/status/update/#tasks`,
      `bytedance:advertiser:${c}#tasks`,
    ]);
    await w.runner().drain();
  });

  it('fails the items the medium refuses, with its Chinese reason, and applies the rest', async () => {
    const [, b = '', c = ''] = w.advertisers;
    const own = freshPromotions(b, 2);
    const foreign = freshPromotions(c, 1);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, [
      ...switchItems(b, [...own, ...foreign, '999999003']),
      ...switchItems(b, ['not-an-id']),
    ]);
    await w.runner().drain();
    const items = await itemsOf(id);
    expect(items.map((i) => [i.status, i.errorCode])).toEqual([
      ['succeeded', null],
      ['succeeded', null],
      ['failed', '40002'],
      ['failed', '40001'],
      ['failed', 'INVALID_ITEM'],
    ]);
    expect(items[2]?.errorMessage).toMatch(/不属于广告主/);
    expect(items[3]?.errorMessage).toMatch(/不存在/);
    expect(switchOf(foreign[0] ?? '')).toBe('ENABLE');
    expect(await taskRow(id)).toMatchObject({ status: 'partially_failed', failedCount: 3 });
    // Refused before sending: nothing reached the medium, nothing is in the history.
    expect(await historyOf(items[4]?.id ?? 0)).toEqual([]);
  });

  it('retries transient errors with backoff until they clear', async () => {
    const [, , c = ''] = w.advertisers;
    const ids = freshPromotions(c, 3);
    await faults(STATUS_PATH, { errorRate: 1 });
    const before = callsTo(STATUS_PATH);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, switchItems(c, ids));
    const runner = w.runner();
    await runner.drain();
    // The client tried three times, then the engine scheduled the group again.
    expect(callsTo(STATUS_PATH) - before).toBe(3);
    let items = await itemsOf(id);
    expect(items.map((i) => [i.status, i.errorCode])).toEqual(ids.map(() => ['pending', '50000']));
    expect(items[0]?.errorMessage).toMatch(/媒体繁忙/);

    await clearFaults();
    w.app.clock.advance(10_000);
    await runner.drain();
    items = await itemsOf(id);
    expect(items.map((i) => [i.status, i.attempts])).toEqual(ids.map(() => ['succeeded', 2]));
    for (const pid of ids) expect(switchOf(pid)).toBe('DISABLE');
  });

  it('reads back a call whose answer was lost: applied ones succeed without a second send', async () => {
    const [, , c = ''] = w.advertisers;
    const ids = freshPromotions(c, 4);
    await faults(STATUS_PATH, { timeoutRate: 1, timeoutMs: 4_000 });
    const before = callsTo(STATUS_PATH);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, switchItems(c, ids));
    const runner = w.runner();
    await runner.drain();
    let items = await itemsOf(id);
    expect(items.map((i) => [i.status, i.errorCode])).toEqual(
      ids.map(() => ['unknown', 'MEDIA_OUTCOME_UNKNOWN']),
    );
    expect(items[0]?.errorMessage).toMatch(/结果未知.*查询媒体确认/);

    await clearFaults();
    w.app.clock.advance(10_000);
    await runner.drain();
    items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(ids.map(() => 'succeeded'));
    expect(callsTo(STATUS_PATH) - before).toBe(1);
    expect((await historyOf(items[0]?.id ?? 0)).map((h) => h.outcome)).toEqual([
      'unknown',
      'reconciled',
    ]);
  });

  it('sends again a write the read-back finds not applied', async () => {
    const [, , c = ''] = w.advertisers;
    const ids = freshPromotions(c, 2);
    // The answer is late and then an error: the call timed out and nothing was applied.
    await faults(STATUS_PATH, { latencyMs: 3_000, errorRate: 1 });
    const before = callsTo(STATUS_PATH);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, switchItems(c, ids));
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id)).map((i) => i.status)).toEqual(['unknown', 'unknown']);
    expect(switchOf(ids[0] ?? '')).toBe('ENABLE');

    await clearFaults();
    w.app.clock.advance(10_000);
    await runner.drain();
    const items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    expect(callsTo(STATUS_PATH) - before).toBe(2);
    for (const pid of ids) expect(switchOf(pid)).toBe('DISABLE');
    expect((await historyOf(items[0]?.id ?? 0)).map((h) => h.outcome)).toEqual([
      'unknown',
      'succeeded',
    ]);
  });

  it('fails the items of an advertiser whose grant must be authorized again, sending nothing', async () => {
    const [, b = ''] = w.advertisers;
    const ids = freshPromotions(b, 2);
    w.revoked.add(b);
    const before = callsTo(STATUS_PATH);
    try {
      const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, switchItems(b, ids));
      await w.runner().drain();
      const items = await itemsOf(id);
      expect(items.map((i) => [i.status, i.errorCode, i.attempts])).toEqual(
        ids.map(() => ['failed', 'MEDIA_REAUTHORIZE', 1]),
      );
      expect(items[0]?.errorMessage).toMatch(/重新授权/);
      expect(callsTo(STATUS_PATH)).toBe(before);
    } finally {
      w.revoked.delete(b);
    }
  });

  it('tries again later when no token can be had for now', async () => {
    const [, b = ''] = w.advertisers;
    const ids = freshPromotions(b, 1);
    const token = w.tokens.get(b);
    w.tokens.delete(b);
    const { id } = await submit(BYTEDANCE_WRITE_TASKS.promotionStatus, switchItems(b, ids));
    const runner = w.runner();
    await runner.drain();
    expect((await itemsOf(id)).map((i) => [i.status, i.errorCode])).toEqual([
      ['pending', 'MEDIA_TOKEN_UNAVAILABLE'],
    ]);
    if (token !== undefined) w.tokens.set(b, token);
    w.app.clock.advance(10_000);
    await runner.drain();
    expect((await itemsOf(id)).map((i) => i.status)).toEqual(['succeeded']);
  });
});

describe('bytedance.project.status', () => {
  it('switches projects, 10 per advertiser a call', async () => {
    const [a = ''] = w.advertisers;
    const projects = oe().projects.listByAdvertiser(Number(a)).slice(0, 3);
    const { id } = await submit(
      BYTEDANCE_WRITE_TASKS.projectStatus,
      projects.map((p) => ({
        request: { optStatus: 'DISABLE' as const },
        target: {
          medium: 'bytedance',
          advertiserId: a,
          objectType: 'project',
          objectId: String(p.id),
        },
      })),
    );
    await w.runner().drain();
    expect((await itemsOf(id)).map((i) => i.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    for (const p of projects) expect(oe().projects.get(p.id).wire.opt_status).toBe('DISABLE');
  });
});
