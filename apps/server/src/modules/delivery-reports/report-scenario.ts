import { eq } from 'drizzle-orm';
import { games } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame } from '../media-accounts/test-fixtures';
import {
  seedAdvertiser,
  seedMaterial,
  seedProject,
  seedPromotion,
  seedStat,
} from './test-fixtures';

// The mirror the report tests read (spec 001 §3, §7): three accounts (the operator's game holds
// the first), four projects (one deleted, one older than the default 6 months), 23 promotions of
// the first project, a video and an image in the first promotion, stats on 2026-11-01/02.

export const RANGE = { report_start_date: '2026-11-01', report_end_date: '2026-11-02' };

export interface Scenario {
  t: TestApp;
  root: string;
  operator: string;
  accountsOnly: string;
  gameConfigId: number;
  id: Record<'A1' | 'A2' | 'B1' | 'P1' | 'P2' | 'P3' | 'P4', string>;
  promotionIds: string[];
  video: { creativeId: string; materialId: string };
}

const at = (iso: string) => new Date(iso);

export async function reportScenario(): Promise<Scenario> {
  // 12:00 in Shanghai on 2026-11-10: the default create range starts on 2026-05-10.
  const t = await createTestApp({ clock: new ManualClock(at('2026-11-10T04:00:00Z')) });
  const id = {} as Scenario['id'];
  const promotionIds: string[] = [];
  const db = t.database.db;
  const root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const op = await createUser(db, {
    abilities: [
      'advertiser:list',
      'bytedance:v3:project:reports',
      'bytedance:v3:promotion:reports',
    ],
  });
  const limited = await createUser(db, { abilities: ['advertiser:list'] });
  const operator = await t.login(op.username, op.password);
  const accountsOnly = await t.login(limited.username, limited.password);
  const gameA = await createGame(db, [op.id]);
  const [game] = await db.select().from(games).where(eq(games.id, gameA));
  const gameConfigId = game?.gadCfgGameId ?? -1;

  id.A1 = await seedAdvertiser(db, {
    name: '账户甲',
    gameId: gameA,
    note: '主力',
    budgetMode: 'BUDGET_MODE_DAY',
    budget: 100000,
  });
  id.A2 = await seedAdvertiser(db, { name: '账户乙' });
  id.B1 = await seedAdvertiser(db, { name: '账户丙' });

  id.P1 = await seedProject(db, {
    advertiserId: id.A1,
    name: '推广项目一',
    gameId: gameA,
    rawStatus: 'PROJECT_STATUS_ENABLE',
    status: 'delivering',
    optStatus: 'ENABLE',
    budgetMode: 'BUDGET_MODE_DAY',
    budget: 50_000,
    cpaBid: 1234,
    pricing: 'PRICING_OCPM',
    landingType: 'APP',
    mediumCreatedAt: at('2026-10-01T02:00:00Z'),
    raw: { delivery_mode: 'PROCEDURAL', delivery_setting: { project_custom: 'ON' } },
  });
  id.P2 = await seedProject(db, {
    advertiserId: id.A1,
    name: '推广项目二',
    gameId: gameA,
    rawStatus: 'PROJECT_STATUS_DISABLE',
    status: 'paused',
    optStatus: 'DISABLE',
    landingType: 'MICRO_GAME',
    mediumCreatedAt: at('2026-09-01T02:00:00Z'),
  });
  id.P3 = await seedProject(db, {
    advertiserId: id.A2,
    name: '其他项目',
    rawStatus: 'PROJECT_STATUS_DELETE',
    status: 'deleted',
    mediumCreatedAt: at('2026-08-01T02:00:00Z'),
  });
  id.P4 = await seedProject(db, {
    advertiserId: id.B1,
    name: '旧项目',
    rawStatus: 'PROJECT_STATUS_ENABLE',
    status: 'delivering',
    mediumCreatedAt: at('2025-01-01T02:00:00Z'),
  });
  const day1 = '2026-11-01';
  const day2 = '2026-11-02';
  await seedStat(db, 'campaign', id.P1, day1, {
    advertiserId: id.A1,
    cost: 10_000,
    impressions: 1000,
    clicks: 50,
    conversions: 5,
    payAmount: 30_000,
  });
  await seedStat(db, 'campaign', id.P1, day2, {
    advertiserId: id.A1,
    cost: 5000,
    impressions: 1000,
    clicks: 10,
  });
  await seedStat(db, 'campaign', id.P1, '2026-10-20', { advertiserId: id.A1, cost: 7777 });
  await seedStat(db, 'campaign', id.P2, day1, {
    advertiserId: id.A1,
    cost: 20_000,
    impressions: 4000,
    clicks: 40,
    conversions: 10,
  });
  await seedStat(db, 'campaign', id.P3, day2, {
    advertiserId: id.A2,
    cost: 1000,
    impressions: 100,
    clicks: 1,
    conversions: 1,
  });
  await seedStat(db, 'campaign', id.P4, day1, {
    advertiserId: id.B1,
    cost: 99_999,
    impressions: 10,
  });

  for (let i = 0; i < 23; i++) {
    const n = String(i + 1).padStart(2, '0');
    const adId = await seedPromotion(db, {
      advertiserId: id.A1,
      campaignId: id.P1,
      name: `广告${n}`,
      rawStatus: i === 0 ? 'AUDIT_DENY' : 'OK',
      status: i === 0 ? 'audit_denied' : 'delivering',
      optStatus: 'ENABLE',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 30_000,
      cpaBid: 150,
      mediumCreatedAt: at(`2026-10-${n}T02:00:00Z`),
      raw: i === 0 ? { native_setting: { aweme_id: 'aw-1' }, auto_extend_traffic: 'ON' } : {},
    });
    promotionIds.push(adId);
    await seedStat(db, 'ad', adId, day1, {
      advertiserId: id.A1,
      campaignId: id.P1,
      adId,
      cost: (i + 1) * 100,
    });
  }
  const first = { advertiserId: id.A1, campaignId: id.P1, adId: promotionIds[0] ?? '' };
  const video = await seedMaterial(db, first, {
    type: 'video',
    createdAt: at('2026-10-01T02:00:00Z'),
    file: {
      name: '开服视频.mp4',
      fileId: 'v02-video-1',
      url: 'https://cdn.example/v.mp4',
      coverUrl: 'https://cdn.example/v.jpg',
    },
  });
  await seedMaterial(db, first, {
    type: 'image',
    createdAt: at('2026-10-01T02:00:00Z'),
    optStatus: 'DISABLE',
    rawStatus: 'MATERIAL_STATUS_DISABLE',
  });
  await seedStat(db, 'creative', video.creativeId, day1, {
    advertiserId: id.A1,
    campaignId: id.P1,
    adId: first.adId,
    cost: 500,
    impressions: 100,
    plays: 80,
    validPlays: 30,
  });

  await seedStat(db, 'advertiser', id.A1, day1, {
    advertiserId: id.A1,
    cost: 30_000,
    impressions: 5000,
  });
  await seedStat(db, 'advertiser', id.A2, day2, { advertiserId: id.A2, cost: 1000 });
  await seedStat(db, 'advertiser', id.B1, day1, { advertiserId: id.B1, cost: 99_999 });
  return { t, root, operator, accountsOnly, gameConfigId, id, promotionIds, video };
}
