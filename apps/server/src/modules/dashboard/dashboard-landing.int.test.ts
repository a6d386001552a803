import { ERROR_CODES, type DashboardLanding } from '@toufang/contracts';
import { addDays } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionBases, landingPages, landingPageStats } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame } from '../media-accounts/test-fixtures';

// The dashboard's landing-page panel: views and clicks of our own pages per day and page over the
// range, of the pages in the caller's scope (those they made, those tied to a base of their
// games; every page for admin); without dashboard:index nothing is answered.

// 2026-11-20 12:00 in Shanghai.
const clock = new ManualClock(new Date('2026-11-20T04:00:00Z'));
const TODAY = '2026-11-20';
const YESTERDAY = addDays(TODAY, -1);

let t: TestApp;
let opA: string;
let opB: string;
let root: string;
let outsider: string;
const page: Record<'ofGameA' | 'byB' | 'unscoped' | 'quiet', number> = {
  ofGameA: 0,
  byB: 0,
  unscoped: 0,
  quiet: 0,
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  const a = await createUser(db, { abilities: ['dashboard:index'] });
  const b = await createUser(db, { abilities: ['dashboard:index', 'mango:sites'] });
  const builder = await createUser(db, { abilities: ['mango:sites'] });
  const other = await createUser(db, { abilities: ['material:list'] });
  opA = await t.login(a.username, a.password);
  opB = await t.login(b.username, b.password);
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  outsider = await t.login(other.username, other.password);
  const gameA = await createGame(db, [a.id]);
  const [base] = await db
    .insert(conversionBases)
    .values({
      medium: 'kuaishou',
      gameId: gameA,
      platform: 'APP_ANDROID',
      name: '看板落地页-安卓-磁力引擎',
      downloadUrl: 'https://cdn.example/game.apk',
      clickUrl: 'https://track.example.com/click',
    })
    .returning({ id: conversionBases.id });
  const insertPage = async (name: string, createdBy: number, conversionBaseId?: number) => {
    const [row] = await db
      .insert(landingPages)
      .values({
        slug: `dash${Math.random().toString(36).slice(2, 12)}`,
        name,
        title: name,
        components: [],
        publishedTitle: name,
        publishedComponents: [],
        publishedAt: clock.now(),
        conversionBaseId,
        createdBy,
      })
      .returning({ id: landingPages.id });
    return row?.id ?? 0;
  };
  page.ofGameA = await insertPage('游戏A落地页', builder.id, base?.id);
  page.byB = await insertPage('运营B落地页', b.id);
  page.unscoped = await insertPage('他人落地页', builder.id);
  page.quiet = await insertPage('无访问落地页', b.id);
  await db.insert(landingPageStats).values([
    { pageId: page.ofGameA, statDate: TODAY, views: 200, clicks: 30, submits: 2 },
    { pageId: page.ofGameA, statDate: YESTERDAY, views: 100, clicks: 0 },
    // Outside the range asked below.
    { pageId: page.ofGameA, statDate: addDays(TODAY, -10), views: 9_999, clicks: 9_999 },
    { pageId: page.byB, statDate: TODAY, views: 50, clicks: 5 },
    { pageId: page.unscoped, statDate: YESTERDAY, views: 500, clicks: 1 },
  ]);
});
afterAll(() => t.close());

const landing = (token: string, query = `?start_date=${YESTERDAY}&end_date=${TODAY}`) =>
  t.call<DashboardLanding>({ method: 'GET', url: `/api/dashboard/landing${query}`, token });

describe('the dashboard landing-page panel', () => {
  it("counts the pages of an operator's games by day and page", async () => {
    const { code, data } = await landing(opA);
    expect(code).toBe(0);
    expect(data.totals).toEqual({ views: 300, clicks: 30, click_rate: 0.1 });
    expect(data.days).toEqual([
      { date: YESTERDAY, views: 100, clicks: 0, click_rate: 0 },
      { date: TODAY, views: 200, clicks: 30, click_rate: 0.15 },
    ]);
    expect(data.pages).toEqual([
      {
        id: page.ofGameA,
        name: '游戏A落地页',
        published: true,
        ad_id: null,
        views: 300,
        clicks: 30,
        click_rate: 0.1,
      },
    ]);
    expect(data.page_count).toBe(1);
  });

  it('counts the pages a user made, and every page for admin, the most viewed first', async () => {
    const mine = (await landing(opB)).data;
    expect(mine.pages.map((p) => p.id)).toEqual([page.byB]);
    expect(mine.days[0]).toEqual({ date: YESTERDAY, views: 0, clicks: 0, click_rate: null });

    const all = (await landing(root)).data;
    expect(all.pages.map((p) => p.id)).toEqual([page.unscoped, page.ofGameA, page.byB]);
    expect(all.page_count).toBe(3);
    expect(all.totals).toEqual({ views: 850, clicks: 36, click_rate: 0.0424 });
  });

  it('defaults to the last 7 days and refuses a bad range in Chinese', async () => {
    const { data } = await landing(opA, '');
    expect([data.start_date, data.end_date]).toEqual([addDays(TODAY, -6), TODAY]);
    expect(data.days).toHaveLength(7);
    const reversed = await landing(opA, `?start_date=${TODAY}&end_date=${YESTERDAY}`);
    expect(reversed.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(reversed.message)).toContain('结束日期不能早于开始日期');
  });

  it('needs dashboard:index', async () => {
    expect((await landing(outsider)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});
