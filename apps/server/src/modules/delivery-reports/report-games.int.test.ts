import type { ProjectReportData, PromotionReportData } from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame } from '../media-accounts/test-fixtures';
import { seedAdvertiser, seedMaterial, seedProject, seedPromotion } from './test-fixtures';

// The 游戏 column of the delivery screen's object tabs (spec 001 §3): the media know no game, so
// a project or promotion shows its account's game unless it carries one of its own,
// and the game filter finds the rows by the game they show.

let t: TestApp;
let root = '';
const game = { configId: 0, name: '' };
const other = { configId: 0, name: '' };
const id = { advertiser: '', project: '', promotion: '', material: '', ownProject: '' };

const configOf = async (gameId: number) => {
  const [row] = await t.database.db.select().from(games).where(eq(games.id, gameId));
  return { configId: row?.gadCfgGameId ?? -1, name: row?.gameName ?? '' };
};

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date('2026-11-10T04:00:00Z')) });
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const db = t.database.db;
  const accountGame = await createGame(db);
  const projectGame = await createGame(db);
  Object.assign(game, await configOf(accountGame));
  Object.assign(other, await configOf(projectGame));
  id.advertiser = await seedAdvertiser(db, { name: '游戏账户', gameId: accountGame });
  const created = new Date('2026-11-01T02:00:00Z');
  id.project = await seedProject(db, {
    advertiserId: id.advertiser,
    name: '无游戏项目',
    mediumCreatedAt: created,
  });
  id.ownProject = await seedProject(db, {
    advertiserId: id.advertiser,
    name: '自有游戏项目',
    gameId: projectGame,
    mediumCreatedAt: created,
  });
  id.promotion = await seedPromotion(db, {
    advertiserId: id.advertiser,
    campaignId: id.project,
    name: '无游戏广告',
    mediumCreatedAt: created,
  });
  const material = await seedMaterial(
    db,
    { advertiserId: id.advertiser, campaignId: id.project, adId: id.promotion },
    { type: 'video', createdAt: created },
  );
  id.material = material.materialId;
}, 60_000);
afterAll(() => t.close());

const post = <T>(url: string, payload: object) =>
  t.call<T>({
    method: 'POST',
    url,
    payload: { advertiser_ids: [id.advertiser], create_start_date: '2026-10-01', ...payload },
    token: root,
  });
const shown = (g: { configId: number; name: string }) => ({
  gad_cfg_game_id: g.configId,
  game_name: g.name,
});

describe('the game of object rows', () => {
  it('shows the account’s game on projects without one, and a project’s own game first', async () => {
    const answer = await post<ProjectReportData>('/api/bytedance/v3/project/reports', {});
    const byName = new Map(answer.data.list.map((r) => [r.name, r.game]));
    expect(byName.get('无游戏项目')).toEqual(shown(game));
    expect(byName.get('自有游戏项目')).toEqual(shown(other));
  });

  it('shows the account’s game on promotions', async () => {
    const promotions = await post<PromotionReportData>('/api/bytedance/v3/promotion/reports', {});
    expect(promotions.data.list.map((r) => r.game)).toEqual([shown(game)]);
  });

  it('filters by the game the rows show', async () => {
    const ofAccountGame = await post<ProjectReportData>('/api/bytedance/v3/project/reports', {
      gad_cfg_game_id: game.configId,
    });
    expect(ofAccountGame.data.list.map((r) => r.name)).toEqual(['无游戏项目']);
    const ofOwnGame = await post<ProjectReportData>('/api/bytedance/v3/project/reports', {
      gad_cfg_game_id: other.configId,
    });
    expect(ofOwnGame.data.list.map((r) => r.name)).toEqual(['自有游戏项目']);
    const promotions = await post<PromotionReportData>('/api/bytedance/v3/promotion/reports', {
      gad_cfg_game_id: game.configId,
    });
    expect(promotions.data.list).toHaveLength(1);
  });
});
