import {
  ERROR_CODES,
  ROLE_STAR,
  type AdReqNoItem,
  type MediaDataItem,
  type OpUserListData,
  type ProjectQueryItem,
  type ProviderData,
} from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps, games, roles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// The pickers through HTTP (spec 002 §7 `/amt/op_user_list`, `provider`, `projectquery`,
// `adreqnoquery`, `mediadataquery`): read-only, in the caller's data scope.

let t: TestApp;
let rootToken: string;
let plainToken: string;
const GAME = 884_001;

const get = <T>(url: string, token = rootToken) => t.call<T>({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const db = t.database.db;
  const [star] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_STAR));
  await createUser(db, { username: 'juxing_partner', roleIds: [star?.id ?? 0] });
  const plain = await createUser(db, { username: 'picker_optimiser', abilities: ['amt:linkbase'] });
  plainToken = await t.login(plain.username, plain.password);
  const [game] = await db
    .insert(games)
    .values({ gadCfgGameId: GAME, gameName: '三国志战略版' })
    .returning({ id: games.id });
  const [app] = await db
    .insert(gameApps)
    .values({
      medium: 'kuaishou',
      gameId: game?.id ?? null,
      advertiserId: '1001',
      name: '三国志战略版',
      platform: 'APP_ANDROID',
      packageName: 'com.example.sanguo',
      downloadUrl: 'https://cdn.example.com/sanguo.apk',
      mediaAppId: '400000001',
      reviewStatus: 'approved',
    })
    .returning({ id: gameApps.id });
  const base = await t.call<{ base_id: number }>({
    method: 'POST',
    url: '/api/amt/createbase',
    token: rootToken,
    payload: {
      medium: 'kuaishou',
      gad_cfg_game_id: GAME,
      platform: 'APP_ANDROID',
      app_id: app?.id,
      name: '三国志-安卓-磁力引擎',
      download_url: 'https://cdn.example.com/sanguo.apk',
      click_url: 'https://track.example.com/click',
    },
  });
  expect(base.code, JSON.stringify(base)).toBe(0);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('/amt pickers', () => {
  it('lists the optimisers a thousand a page, leaving out 聚星 partners with filter_juxing', async () => {
    const all = await get<OpUserListData>('/api/amt/op_user_list');
    expect(all.code).toBe(0);
    const names = all.data.list.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['juxing_partner', 'picker_optimiser']));
    expect(all.data.list.find((u) => u.username === 'juxing_partner')?.juxing).toBe(true);
    const staff = await get<OpUserListData>('/api/amt/op_user_list?filter_juxing=1&keyword=picker');
    expect(staff.data.list.map((u) => u.username)).toEqual(['picker_optimiser']);
    const own = await get<OpUserListData>('/api/amt/op_user_list?filter_juxing=1');
    expect(own.data.list.some((u) => u.juxing)).toBe(false);
    const tooMany = await get('/api/amt/op_user_list?perpage=1001');
    expect(tooMany.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });

  it('names the media, and finds apps and bases in the caller’s scope', async () => {
    const providers = await get<ProviderData>('/api/amt/provider');
    expect(providers.data.list.map((p) => [p.medium, p.name, p.ad_id_prefix])).toEqual([
      ['bytedance', '巨量引擎', 'B'],
      ['kuaishou', '磁力引擎', 'K'],
      ['tencent', '腾讯广告', 'Q'],
      ['other', '其他媒体', 'O'],
      ['pc', '端游媒体', 'P'],
    ]);
    const apps = await get<ProjectQueryItem[]>(
      '/api/amt/projectquery?medium=kuaishou&keyword=sanguo',
    );
    expect(apps.data.map((a) => a.media_app_id)).toEqual(['400000001']);
    const bases = await get<MediaDataItem[]>(
      `/api/amt/mediadataquery?medium=kuaishou&gad_cfg_game_id=${GAME}`,
    );
    expect(bases.data).toEqual([
      expect.objectContaining({ name: '三国志-安卓-磁力引擎', has_click_link: true }),
    ]);
    // Not assigned to the game and made none of it: sees nothing.
    const outside = await get<MediaDataItem[]>(
      '/api/amt/mediadataquery?medium=kuaishou',
      plainToken,
    );
    expect(outside.data).toEqual([]);
    const noAdIds = await get<AdReqNoItem[]>('/api/amt/adreqnoquery?keyword=K0', plainToken);
    expect(noAdIds.data).toEqual([]);
    const empty = await get('/api/amt/adreqnoquery?keyword=');
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
