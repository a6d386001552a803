import {
  ERROR_CODES,
  KS_STAR_ABILITIES,
  STAR_TASK_STATUSES,
  type Envelope,
  type Paged,
  type StarAccount,
  type StarAuthorRow,
  type StarOrderDetail,
  type StarOrderRow,
  type StarTaskRow,
} from '@toufang/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, games, userGames } from '../../db/schema';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';

// 磁力聚星 through HTTP against the media sandbox (spec 002 §2, §4; docs/architecture/ks-star.md):
// the pages' reads reach the medium for one account of the caller's data scope, answer our rows
// (元, string ids), and refuse a missing ability, an account outside the scope and bad input.

let running: RunningSandbox;
let t: TestApp;
let root: string;
let accounts: string[];
/** A user holding the three star abilities, assigned the game of the first account only. */
let star: string;

const get = <T>(url: string, token = root): Promise<Envelope<T>> =>
  t.call<T>({ method: 'GET', url, token });

beforeAll(async () => {
  running = await startSandbox();
  t = await createTestApp({ media: runtimeOf(running) });
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  accounts = await authorizeMedium(t, root, 'kuaishou');
  const db = t.database.db;
  const [game] = await db
    .insert(games)
    .values({ gadCfgGameId: 7001, gameName: '星河战纪' })
    .returning({ id: games.id });
  await db
    .update(advertisers)
    .set({ gameId: game?.id ?? 0 })
    .where(inArray(advertisers.advertiserId, accounts.slice(0, 1)));
  const user = await createUser(db, { abilities: Object.values(KS_STAR_ABILITIES) });
  await db.insert(userGames).values({ userId: user.id, gameId: game?.id ?? 0 });
  star = await t.login(user.username, user.password);
}, 120_000);
afterAll(async () => {
  await t.close();
  await running.close();
});

describe('磁力聚星 API', () => {
  const first = () => accounts[0] ?? '';

  it('lists the star user’s Kuaishou accounts: those of their games only', async () => {
    expect(accounts.length).toBeGreaterThan(1);
    const all = await get<{ list: StarAccount[] }>('/api/kuaishou/star/accounts');
    expect(all.data.list.map((a) => a.advertiser_id)).toEqual(expect.arrayContaining(accounts));
    const own = await get<{ list: StarAccount[] }>('/api/kuaishou/star/accounts', star);
    expect(own.data.list.map((a) => a.advertiser_id)).toEqual([first()]);
    expect(own.data.list[0]?.name).not.toBe('');
  });

  it('pages the creators the medium offers, prices in 元', async () => {
    const page = await get<Paged<StarAuthorRow>>(
      `/api/kuaishou/star/authors?advertiser_id=${first()}&page=2&per_page=25`,
      star,
    );
    expect(page.code, JSON.stringify(page)).toBe(0);
    expect(page.data.page_info).toMatchObject({ page: 2, per_page: 25, total_number: 60 });
    expect(page.data.list).toHaveLength(25);
    for (const a of page.data.list) {
      expect(typeof a.author_id).toBe('string');
      expect(a.price % 100).toBe(0);
      expect(a.price).toBeGreaterThanOrEqual(800);
    }
    const name = page.data.list[0]?.author_name ?? '';
    const found = await get<Paged<StarAuthorRow>>(
      `/api/kuaishou/star/authors?advertiser_id=${first()}&keyword=${encodeURIComponent(name)}`,
      star,
    );
    expect(found.data.list.map((a) => a.author_name)).toContain(name);
  });

  it('lists star tasks in spec 002 §4 statuses and filters them by status', async () => {
    const page = await get<Paged<StarTaskRow>>(
      `/api/kuaishou/star/tasks?advertiser_id=${first()}&per_page=100`,
      star,
    );
    expect(page.code, JSON.stringify(page)).toBe(0);
    expect(page.data.page_info.total_number).toBeGreaterThan(20);
    for (const task of page.data.list) {
      expect(STAR_TASK_STATUSES).toContain(task.status);
      expect(task.cost).toBeLessThanOrEqual(task.budget);
      expect(task.end_time === null).toBe(!['COMPLETED', 'CANCELLED'].includes(task.status));
    }
    const done = await get<Paged<StarTaskRow>>(
      `/api/kuaishou/star/tasks?advertiser_id=${first()}&status=COMPLETED`,
      star,
    );
    expect(done.data.list.length).toBeGreaterThan(0);
    expect(done.data.list.every((x) => x.status === 'COMPLETED')).toBe(true);
  });

  it('lists supplement orders and answers an order’s detail with its videos', async () => {
    const page = await get<Paged<StarOrderRow>>(
      `/api/kuaishou/star/orders?advertiser_id=${first()}&status=3`,
      star,
    );
    expect(page.code, JSON.stringify(page)).toBe(0);
    const order = page.data.list[0];
    expect(order?.status).toBe(3);
    const detail = await get<StarOrderDetail>(
      `/api/kuaishou/star/order?advertiser_id=${first()}&order_id=${order?.order_id}`,
      star,
    );
    expect(detail.code, JSON.stringify(detail)).toBe(0);
    expect(detail.data).toMatchObject({ order_id: order?.order_id, task_id: order?.task_id });
    expect(detail.data.videos).toHaveLength(detail.data.video_num);
    expect(detail.data.reject_reason).toBeNull();
    const byTask = await get<Paged<StarOrderRow>>(
      `/api/kuaishou/star/orders?advertiser_id=${first()}&task_id=${order?.task_id}`,
      star,
    );
    expect(byTask.data.list.map((o) => o.order_id)).toEqual([order?.order_id]);
    const missing = await get(`/api/kuaishou/star/order?advertiser_id=${first()}&order_id=11`);
    expect(missing.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(missing.message_cn).toContain('补单 11 不存在');
  });

  it('refuses an account outside the data scope, a missing ability and bad input', async () => {
    const outside = await get(`/api/kuaishou/star/tasks?advertiser_id=${accounts[1]}`, star);
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const onlyAuthors = await createUser(t.database.db, {
      abilities: [KS_STAR_ABILITIES.authors],
    });
    const token = await t.login(onlyAuthors.username, onlyAuthors.password);
    const refused = await get(`/api/kuaishou/star/tasks?advertiser_id=${first()}`, token);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    const picker = await get<{ list: StarAccount[] }>('/api/kuaishou/star/accounts', token);
    expect(picker.code).toBe(0);
    const none = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const noneToken = await t.login(none.username, none.password);
    expect((await get('/api/kuaishou/star/accounts', noneToken)).code).toBe(
      ERROR_CODES.ABILITY_REQUIRED.code,
    );

    const big = await get(`/api/kuaishou/star/authors?advertiser_id=${first()}&per_page=101`, star);
    expect(JSON.stringify(big)).toContain('每页最多 100 条');
    const status = await get(`/api/kuaishou/star/tasks?advertiser_id=${first()}&status=DONE`, star);
    expect(JSON.stringify(status)).toContain('任务状态不正确');
    const noAccount = await get('/api/kuaishou/star/orders', star);
    expect(JSON.stringify(noAccount)).toContain('请选择快手账户');
  });
});
