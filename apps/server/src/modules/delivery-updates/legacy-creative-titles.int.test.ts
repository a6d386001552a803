import type { FeedUpdateAnswer, Paged, TaskItemRow } from '@toufang/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// A launchv2 creative's title through HTTP against the media sandbox: the title is checked with
// Ocean Engine's title rule (packages/domain) before anything is sent, written as a task through
// 2/creative/custom_creative/update/ (the ad's whole creative list), read back from the medium,
// and the ad's other creatives keep their files and titles.

let w: ApiWorld;
let advertiserId = '';

beforeAll(async () => {
  w = await startApiWorld();
  advertiserId = w.advertisers[0] ?? '';
  await w.t.services.mediaSync.readBack(
    { medium: 'bytedance', advertiserId, source: 'bytedance_v2' },
    [{ resource: 'creatives' }],
  );
}, 120_000);
afterAll(() => w.close());

const PATH = '/api/creative/update';
const state = () => w.running.sandbox.state;
const db = () => w.t.database.db;
const post = (body: unknown, token?: string) => w.post<FeedUpdateAnswer>(PATH, body, token);

async function creativesOfAd(adId: string) {
  const rows = await db()
    .select()
    .from(creatives)
    .where(and(eq(creatives.medium, 'bytedance_v2'), eq(creatives.adId, adId)));
  return rows
    .filter((r) => r.status !== 'deleted')
    .sort((a, b) => (a.creativeId < b.creativeId ? -1 : 1));
}

/** An ad of the advertiser with two to ten live creatives, its creatives. */
async function adWithSiblings() {
  const rows = await db()
    .select()
    .from(creatives)
    .where(and(eq(creatives.medium, 'bytedance_v2'), eq(creatives.advertiserId, advertiserId)));
  const adIds = [...new Set(rows.map((r) => r.adId))];
  for (const adId of adIds) {
    const live = await creativesOfAd(adId);
    if (live.length >= 2 && live.length <= 10) return live;
  }
  throw new Error('no ad with 2–10 creatives');
}

/** The ad's creative files (material ids) as the sandbox holds them. */
function sandboxFiles(adId: string) {
  const p = state().oceanengine.promotions.get(BigInt(adId));
  const m = p.wire.promotion_materials;
  return [
    ...(m.video_material_list ?? []).map((v) => String(v.material_id)),
    ...(m.image_material_list ?? []).flatMap((g) => g.images.map((i) => String(i.material_id))),
  ].sort();
}

describe('launchv2 creative title', () => {
  it('writes one creative’s title; the ad’s other creatives stay as they were', async () => {
    const siblings = await adWithSiblings();
    const [target, ...others] = siblings;
    const adId = target?.adId ?? '';
    const filesBefore = sandboxFiles(adId);
    const roundOf = () => state().oceanengine.promotions.get(BigInt(adId)).sim?.audit?.round ?? 0;
    const roundBefore = roundOf();
    const title = `开服送好礼标题${Date.now() % 10_000}`;
    const answer = await post({
      items: [{ advertiser_id: advertiserId, creative_id: target?.creativeId, title }],
    });
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
    // One row is written at once (the neighbours' single edits); more rows run as a task.
    expect(answer.data.updated_ids).toEqual([target?.creativeId]);

    // Read back from the medium: the mirror row was refreshed through 2/creative/get/.
    const after = await creativesOfAd(adId);
    expect(after.find((c) => c.creativeId === target?.creativeId)?.name).toBe(title);
    expect(
      after.filter((c) => c.creativeId !== target?.creativeId).map((c) => [c.creativeId, c.name]),
    ).toEqual(others.map((c) => [c.creativeId, c.name]));
    expect(sandboxFiles(adId)).toEqual(filesBefore);
    // A changed title goes back to review.
    expect(roundOf()).toBe(roundBefore + 1);
  });

  it('runs titles of several creatives as a task with a result per creative', async () => {
    const rows = await db()
      .select()
      .from(creatives)
      .where(and(eq(creatives.medium, 'bytedance_v2'), eq(creatives.advertiserId, advertiserId)));
    const live = rows.filter((r) => r.status !== 'deleted');
    const chosen = [...new Map(live.map((r) => [r.adId, r])).values()].slice(0, 2);
    expect(chosen).toHaveLength(2);
    const titles = chosen.map((c, i) => `批量修改的标题${i}号`);
    const answer = await post({
      items: chosen.map((c, i) => ({
        advertiser_id: advertiserId,
        creative_id: c.creativeId,
        title: titles[i],
      })),
    });
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
    await w.drain();
    const items = (
      await w.get<Paged<TaskItemRow>>(`/api/tasks/${answer.data.task_id ?? 0}/items?per_page=50`)
    ).data.list;
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const [i, c] of chosen.entries()) {
      const [row] = await db()
        .select()
        .from(creatives)
        .where(and(eq(creatives.medium, 'bytedance_v2'), eq(creatives.creativeId, c.creativeId)));
      expect(row?.name).toBe(titles[i]);
    }
  });

  it('refuses a title over 30 字 naming the limit, and nothing changes', async () => {
    const [target] = await adWithSiblings();
    const before = state().oceanengine.promotions.get(BigInt(target?.adId ?? '0'));
    const answer = await post({
      items: [
        { advertiser_id: advertiserId, creative_id: target?.creativeId, title: '好'.repeat(31) },
      ],
    });
    expect(answer.code).not.toBe(0);
    expect(JSON.stringify(answer)).toContain('巨量引擎标题最多 30 个字');
    const after = state().oceanengine.promotions.get(BigInt(target?.adId ?? '0'));
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await creativesOfAd(target?.adId ?? ''))[0]?.name).toBe(target?.name);
  });

  it('needs the creative tab’s edit ability', async () => {
    const [target] = await adWithSiblings();
    const body = {
      items: [
        { advertiser_id: advertiserId, creative_id: target?.creativeId, title: '新的创意标题' },
      ],
    };
    const switcher = await createUser(db(), {
      abilities: ['advertiser:list', 'bytedance:campaign:reports', 'ad:updatestatus'],
    });
    const token = await w.t.login(switcher.username, switcher.password);
    expect((await post(body, token)).code).toBe(10003);
    expect((await creativesOfAd(target?.adId ?? ''))[0]?.name).toBe(target?.name);
  });
});
