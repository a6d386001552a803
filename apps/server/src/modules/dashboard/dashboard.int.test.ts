import {
  ERROR_CODES,
  type DashboardHealth,
  type DashboardOverview,
  type DashboardSlice,
} from '@toufang/contracts';
import { addDays } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, advertisers, materialFiles, mediaAuthorizations, tasks } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { DELIVERY_LEVEL, type DeliveryLevel, type Medium } from '../../lib/media-mirror';
import type { DailyStatRow } from '../../media/media-mirror-types';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame, DAY } from '../media-accounts/test-fixtures';
import { MediaSyncRepository } from '../media-sync/media-sync.repository';

// The dashboard's calls over the rollup the sync keeps: figures of the caller's data scope only
// (the accounts of their games and those they authorized), the comparison days, the movers and the
// health panels; without dashboard:index nothing is answered.

// 2026-11-20 12:00 in Shanghai.
const clock = new ManualClock(new Date('2026-11-20T04:00:00Z'));
const TODAY = '2026-11-20';
const YESTERDAY = addDays(TODAY, -1);
const LAST_WEEK = addDays(TODAY, -7);

let t: TestApp;
let opA: CreatedUser & { token: string };
let opB: CreatedUser & { token: string };
let root: string;
let outsider: string;
let gameA: number;
let gameB: number;

const ACCOUNTS = {
  a1: { medium: 'bytedance', id: '1790000000000000101' },
  a2: { medium: 'kuaishou', id: '1790000000000000102' },
  b1: { medium: 'tencent', id: '1790000000000000103' },
  b2: { medium: 'bytedance', id: '1790000000000000104' },
} as const satisfies Record<string, { medium: Medium; id: string }>;

function stat(
  account: keyof typeof ACCOUNTS,
  level: DeliveryLevel,
  objectId: string,
  statDate: string,
  cost: number,
  conversions: number,
  payAmount = 0,
): DailyStatRow {
  const { medium, id } = ACCOUNTS[account];
  return {
    medium,
    level,
    objectId,
    statDate,
    advertiserId: id,
    campaignId: null,
    adId: level === DELIVERY_LEVEL.ad ? objectId : null,
    cost,
    impressions: 1000,
    clicks: 10,
    conversions,
    deepConversions: 0,
    activations: 0,
    registrations: 0,
    payCount: 0,
    payAmount,
    plays: 0,
    validPlays: 0,
  };
}

const AD = DELIVERY_LEVEL.ad;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  const a = await createUser(db, { abilities: ['dashboard:index'] });
  const b = await createUser(db, { abilities: ['dashboard:index'] });
  opA = { ...a, token: await t.login(a.username, a.password) };
  opB = { ...b, token: await t.login(b.username, b.password) };
  const other = await createUser(db, { abilities: ['material:list'] });
  outsider = await t.login(other.username, other.password);
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  gameA = await createGame(db, [opA.id]);
  gameB = await createGame(db, [opB.id]);

  const now = clock.now().getTime();
  const [grant] = await db
    .insert(mediaAuthorizations)
    .values({
      medium: 'bytedance',
      appId: 'app-1',
      userId: opB.id,
      mediumUserId: 'mu-expiring',
      mediumUserName: '即将过期的主体',
      accessTokenSealed: 'x',
      refreshTokenSealed: 'x',
      accessExpiresAt: new Date(now + DAY),
      refreshExpiresAt: new Date(now + 2 * DAY),
    })
    .returning({ id: mediaAuthorizations.id });
  await db.insert(advertisers).values([
    {
      medium: 'bytedance',
      advertiserId: ACCOUNTS.a1.id,
      name: '甲一',
      gameId: gameA,
      balance: 1_000,
    },
    {
      medium: 'kuaishou',
      advertiserId: ACCOUNTS.a2.id,
      name: '甲二',
      gameId: gameA,
      balance: 10_000_000,
    },
    { medium: 'tencent', advertiserId: ACCOUNTS.b1.id, name: '乙一', gameId: gameB },
    {
      medium: 'bytedance',
      advertiserId: ACCOUNTS.b2.id,
      name: '乙二',
      authorizedBy: opB.id,
      authorizationId: grant?.id ?? null,
    },
  ]);
  // The first ad carries opA as its designer and no game of its own (its account's applies).
  await db.insert(ads).values([
    { medium: 'bytedance', adId: 'ad-a1', advertiserId: ACCOUNTS.a1.id, designerId: opA.id },
    { medium: 'kuaishou', adId: 'ad-a2', advertiserId: ACCOUNTS.a2.id, gameId: gameB },
  ]);

  const sync = new MediaSyncRepository(db);
  await sync.upsertStats(
    'daily',
    [
      stat('a1', AD, 'ad-a1', TODAY, 10_000, 5, 20_000),
      stat('a1', AD, 'ad-a1', YESTERDAY, 40_000, 4),
      stat('a1', AD, 'ad-a1', LAST_WEEK, 7_000, 1),
      // Level 3 of the same spend: never counted twice.
      stat('a1', DELIVERY_LEVEL.creative, 'ad-a1:m1', TODAY, 10_000, 5),
      stat('a2', AD, 'ad-a2', TODAY, 3_000, 0),
      stat('a2', AD, 'ad-a2', addDays(TODAY, -3), 1_000, 1),
      stat('b1', AD, 'ad-b1', TODAY, 500_000, 10),
      stat('b2', AD, 'ad-b2', YESTERDAY, 90_000, 3),
    ],
    clock.now(),
  );

  await db.insert(tasks).values([
    { type: 'bytedance.ad.budget', title: '批量改预算', createdBy: opA.id, status: 'running' },
    { type: 'bytedance.ad.budget', title: '批量改出价', createdBy: opA.id, status: 'failed' },
    { type: 'bytedance.ad.budget', title: '别人的任务', createdBy: opB.id, status: 'running' },
  ]);
  await db.insert(materialFiles).values(
    ['待审一', '待审二'].map((name, i) => ({
      name,
      kind: 'image',
      format: 'png',
      md5: `${name}-md5`,
      sha256: `${name}-sha256`,
      sizeBytes: 1024,
      media: ['bytedance'],
      isPublic: true,
      createdBy: opB.id,
      reviewerId: i === 0 ? opA.id : opB.id,
    })),
  );
});
afterAll(() => t.close());

const overview = (token: string, query = '') =>
  t.call<DashboardOverview>({ method: 'GET', url: `/api/dashboard/overview${query}`, token });
const health = (token: string) =>
  t.call<DashboardHealth>({ method: 'GET', url: '/api/dashboard/health', token });
const slices = (o: DashboardOverview, dimension: string): DashboardSlice[] =>
  o.breakdowns.find((b) => b.dimension === dimension)?.slices ?? [];

describe('GET /api/dashboard/overview', () => {
  it('sums only the accounts of the caller’s games and grants', async () => {
    const a = await overview(opA.token);
    expect(a.code).toBe(0);
    expect(a.data.start_date).toBe(addDays(TODAY, -6));
    expect(a.data.end_date).toBe(TODAY);
    expect(a.data.totals).toMatchObject({ cost: 54_000, conversions: 10, pay_amount: 20_000 });
    expect(a.data.totals.conversion_cost).toBe(5_400);
    expect(slices(a.data, 'account').map((s) => s.key)).toEqual([ACCOUNTS.a1.id, ACCOUNTS.a2.id]);

    const b = await overview(opB.token);
    expect(b.data.totals.cost).toBe(590_000);
    expect(slices(b.data, 'account').map((s) => s.label)).toEqual(['乙一', '乙二']);

    const all = await overview(root);
    expect(all.data.totals.cost).toBe(644_000);
  });

  it('breaks down by medium, game (the ad’s, else the account’s), designer and operator', async () => {
    const { data } = await overview(opA.token);
    expect(slices(data, 'medium').map((s) => [s.key, s.label, s.cost])).toEqual([
      ['bytedance', '巨量引擎', 50_000],
      ['kuaishou', '磁力引擎', 4_000],
    ]);
    const games = slices(data, 'game');
    expect(games.map((s) => [s.key, s.cost])).toEqual([
      [String(gameA), 50_000],
      [String(gameB), 4_000],
    ]);
    expect(games[0]?.gad_cfg_game_id).toEqual(expect.any(Number));
    expect(slices(data, 'designer').map((s) => [s.key, s.cost])).toEqual([
      [String(opA.id), 50_000],
      [null, 4_000],
    ]);
    expect(slices(data, 'designer')[1]?.label).toBe('未标记设计师');
    const { data: b } = await overview(opB.token);
    expect(slices(b, 'operator').map((s) => [s.key, s.cost])).toEqual([
      [null, 500_000],
      [String(opB.id), 90_000],
    ]);
  });

  it('fills the trend day by day and compares today, yesterday and last week', async () => {
    const { data } = await overview(opA.token, `?start_date=${LAST_WEEK}&end_date=${TODAY}`);
    expect(data.trend).toHaveLength(8);
    expect(data.trend.map((d) => d.cost)).toEqual([7_000, 0, 0, 0, 1_000, 0, 40_000, 13_000]);
    expect(data.trend.at(-1)?.roi).toBeCloseTo(20_000 / 13_000, 4);
    expect(data.compare.today).toMatchObject({ date: TODAY, cost: 13_000 });
    expect(data.compare.yesterday).toMatchObject({ date: YESTERDAY, cost: 40_000 });
    expect(data.compare.last_week).toMatchObject({ date: LAST_WEEK, cost: 7_000 });
  });

  it('ranks the accounts whose cost and cost per conversion moved most', async () => {
    const { data } = await overview(opA.token);
    expect(data.movers.cost.map((m) => [m.advertiser_id, m.cost_change])).toEqual([
      [ACCOUNTS.a1.id, -30_000],
      [ACCOUNTS.a2.id, 3_000],
    ]);
    expect(data.movers.conversion_cost).toEqual([
      expect.objectContaining({
        advertiser_id: ACCOUNTS.a1.id,
        conversion_cost: 2_000,
        previous_conversion_cost: 10_000,
        conversion_cost_change: -0.8,
      }),
    ]);
  });

  it('filters by medium and refuses a bad range in Chinese, changing nothing', async () => {
    const { data } = await overview(opA.token, '?medium=kuaishou');
    expect(data.totals.cost).toBe(4_000);
    const reversed = await overview(opA.token, `?start_date=${TODAY}&end_date=${YESTERDAY}`);
    expect(reversed.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(reversed.message)).toContain('结束日期不能早于开始日期');
    const long = await overview(opA.token, `?start_date=2024-01-01&end_date=${TODAY}`);
    expect(JSON.stringify(long.message)).toContain('日期范围不能超过 366 天');
  });

  it('needs dashboard:index', async () => {
    expect((await overview(outsider)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    expect((await health(outsider)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('GET /api/dashboard/health', () => {
  it('lists the caller’s grants to renew, low balances, tasks and files to review', async () => {
    const a = await health(opA.token);
    expect(a.code).toBe(0);
    expect(a.data.authorizations).toEqual([]);
    // 甲一: a balance of 10 yuan against 40,000 分 of cost over the last 7 days.
    expect(a.data.low_balance.map((r) => [r.advertiser_id, r.days_left])).toEqual([
      [ACCOUNTS.a1.id, 0.1],
    ]);
    expect(a.data.tasks.running.map((r) => r.title)).toEqual(['批量改预算']);
    expect(a.data.tasks.failed.map((r) => r.title)).toEqual(['批量改出价']);
    expect(a.data.reviews).toEqual({ pending: 2, assigned_to_me: 1 });

    const b = await health(opB.token);
    expect(b.data.authorizations).toEqual([
      expect.objectContaining({
        account: '即将过期的主体',
        status: 'expiring',
        advertiser_count: 1,
      }),
    ]);
    expect(b.data.low_balance).toEqual([]);
    expect(b.data.tasks.running.map((r) => r.title)).toEqual(['别人的任务']);

    const all = await health(root);
    expect(all.data.tasks.running).toHaveLength(2);
  });
});
