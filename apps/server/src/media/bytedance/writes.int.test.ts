import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../modules/tasks/rate-limiter';
import { MediaCallError } from '../http/media-errors';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../testing/sandbox-fixture';
import { createBytedanceWrites, type BytedanceWrites, type NewPromotion } from './writes';

// Ocean Engine writes against the media sandbox over real HTTP (reference §1.3, §1.7, §1.8).

let running: RunningSandbox;
let writes: BytedanceWrites;
let token: string;
let advertiserId: string;
let otherAdvertiserId: string;
const drawn: string[] = [];

const state = () => running.sandbox.state.oceanengine;
const promotionsOf = (id: string) => state().promotions.listByAdvertiser(Number(id));
const projectsOf = (id: string) => state().projects.listByAdvertiser(Number(id));

beforeAll(async () => {
  running = await startSandbox();
  const recording: RateLimiter = {
    acquire: (key) => Promise.resolve(void drawn.push(key)),
    eta: () => Promise.resolve(0),
  };
  const media = createTestMedia(running, { limiter: recording });
  const page = await authorizeOnPage(media.adapters.bytedance, 'writes', (offered) =>
    offered.filter((a) => a.plain).slice(0, 2),
  );
  token = (await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  [advertiserId = '', otherAdvertiserId = ''] = page.granted;
  writes = createBytedanceWrites({ client: media.client });
});
afterAll(async () => {
  await running.close();
});

const newPromotion = (projectId: string, name: string): NewPromotion => ({
  projectId,
  name,
  optStatus: 'DISABLE',
  videos: [{ imageMode: 'VIDEO_VERTICAL', videoId: 'v0writes01' }],
  titles: ['新版本上线'],
  callToActions: ['立即下载'],
  budgetFen: 50_000,
});

describe('bytedance writes', () => {
  it('switches promotions and answers each id, refused ones with a Chinese reason', async () => {
    const [a, b] = promotionsOf(advertiserId);
    const foreign = promotionsOf(otherAdvertiserId)[0];
    const results = await writes.setPromotionStatus(token, advertiserId, [
      { id: String(a?.id), optStatus: 'DISABLE' },
      { id: String(b?.id), optStatus: 'ENABLE' },
      { id: String(foreign?.id), optStatus: 'DISABLE' },
      { id: '999999001', optStatus: 'DISABLE' },
    ]);
    expect(results).toEqual([
      { id: String(a?.id), ok: true },
      { id: String(b?.id), ok: true },
      {
        id: String(foreign?.id),
        ok: false,
        code: '40002',
        message: expect.stringMatching(/不属于/),
      },
      { id: '999999001', ok: false, code: '40001', message: expect.stringMatching(/不存在/) },
    ]);
    expect(state().promotions.get(a?.id ?? 0n).wire.opt_status).toBe('DISABLE');
    expect(state().promotions.get(b?.id ?? 0n).wire.opt_status).toBe('ENABLE');
    expect(state().promotions.get(foreign?.id ?? 0n).advertiserId).toBe(Number(otherAdvertiserId));

    const read = await writes.getPromotions(token, advertiserId, [String(a?.id), String(b?.id)]);
    expect(read.map((p) => [p.id, p.optStatus, p.deleted])).toEqual(
      expect.arrayContaining([
        [String(a?.id), 'DISABLE', false],
        [String(b?.id), 'ENABLE', false],
      ]),
    );
  });

  it('takes at most 10 ids a status call, and at least one', async () => {
    const ids = promotionsOf(advertiserId).slice(0, 11);
    const changes = ids.map((p) => ({ id: String(p.id), optStatus: 'ENABLE' as const }));
    await expect(writes.setPromotionStatus(token, advertiserId, changes)).rejects.toThrow(
      RangeError,
    );
    await expect(writes.setProjectStatus(token, advertiserId, [])).rejects.toThrow(RangeError);
    const ten = await writes.setPromotionStatus(token, advertiserId, changes.slice(0, 10));
    expect(ten.every((r) => r.ok)).toBe(true);
  });

  it('switches projects and reads them back', async () => {
    const [project] = projectsOf(advertiserId);
    const id = String(project?.id);
    expect(
      await writes.setProjectStatus(token, advertiserId, [{ id, optStatus: 'DISABLE' }]),
    ).toEqual([{ id, ok: true }]);
    const [read] = await writes.getProjects(token, advertiserId, [id]);
    expect(read).toMatchObject({ id, optStatus: 'DISABLE', deleted: false });
    expect(await writes.getProjects(token, advertiserId, ['999999002'])).toEqual([]);
  });

  it('creates a promotion in yuan from 分 and finds it by its exact name', async () => {
    const projectId = String(projectsOf(advertiserId)[1]?.id);
    const { promotionId } = await writes.createPromotion(
      token,
      advertiserId,
      newPromotion(projectId, '写入测试-创建'),
    );
    const record = state().promotions.get(BigInt(promotionId));
    expect(record.wire).toMatchObject({
      promotion_name: '写入测试-创建',
      project_id: BigInt(projectId),
      opt_status: 'DISABLE',
      budget: 500,
    });
    // The name filter is fuzzy: a longer name containing this one is not a match.
    await writes.createPromotion(token, advertiserId, newPromotion(projectId, '写入测试-创建-2'));
    const found = await writes.findPromotionByName(token, advertiserId, '写入测试-创建');
    expect(found).toMatchObject({ id: promotionId, projectId, name: '写入测试-创建' });
    expect(await writes.findPromotionByName(token, advertiserId, '写入测试-无此名')).toBeNull();
  });

  it('is refused a second live promotion of the same name (the creation key)', async () => {
    const projectId = String(projectsOf(advertiserId)[2]?.id);
    await writes.createPromotion(token, advertiserId, newPromotion(projectId, '写入测试-重名'));
    const again = writes.createPromotion(
      token,
      advertiserId,
      newPromotion(projectId, '写入测试-重名'),
    );
    await expect(again).rejects.toBeInstanceOf(MediaCallError);
    await expect(again).rejects.toMatchObject({ kind: 'business', mediumCode: 40001 });
    expect(
      promotionsOf(advertiserId).filter((p) => p.wire.promotion_name === '写入测试-重名'),
    ).toHaveLength(1);
  });

  it('names the limiter keys the client draws from for a write', async () => {
    drawn.length = 0;
    const [a] = promotionsOf(advertiserId);
    await writes.setPromotionStatus(token, advertiserId, [
      { id: String(a?.id), optStatus: 'ENABLE' },
    ]);
    expect(drawn).toEqual(writes.limiterKeys('promotionStatus', advertiserId));
    expect(drawn[0]).toMatch(/^bytedance:\d+:POST v3\.0\/promotion\/status\/update\/$/);
    expect(drawn[1]).toBe(`bytedance:advertiser:${advertiserId}`);
  });
});
