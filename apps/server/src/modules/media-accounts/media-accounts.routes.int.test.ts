import type { AdvertiserDetail, AdvertiserListData, AdvertiserRow } from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers } from '../../db/schema';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizationOf, createGame, grantOf } from './test-fixtures';

// The account pages' calls (spec 000 §2 /userList, §7 /auth/advertisers, setalias,
// advertiser_set_status, advertiser_set_project, advertiser_detail, setnote) through HTTP, under
// the data scope: a user sees the accounts of their games and those they authorized; admins all.

const AUTH = 'auth:transfer';

let running: RunningSandbox;
let t: TestApp;
let rootToken: string;
let operator: CreatedUser;
let operatorToken: string;
let colleague: CreatedUser;
let colleagueToken: string;
let gameA: number;
let gameB: number;
/** advertisers.id by name. */
const ids = new Map<string, number>();
const id = (name: string) => ids.get(name) ?? -1;

beforeAll(async () => {
  running = await startSandbox();
  t = await createTestApp({ media: runtimeOf(running) });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  operator = await createUser(t.database.db, { abilities: [AUTH] });
  colleague = await createUser(t.database.db, { abilities: [AUTH] });
  operatorToken = await t.login(operator.username, operator.password);
  colleagueToken = await t.login(colleague.username, colleague.password);
  gameA = await createGame(t.database.db, [operator.id]);
  gameB = await createGame(t.database.db, [colleague.id]);

  const accounts = t.services.mediaAccounts;
  // The colleague authorizes four Ocean Engine accounts (an agency with a child among them).
  const agency = grantOf('代理商甲', { role: 'agency', company: '甲公司' });
  await accounts.saveAuthorization(
    authorizationOf(t.clock, {
      userId: colleague.id,
      advertisers: [
        grantOf('账户一', { company: '甲公司' }),
        grantOf('账户二', { company: '甲公司' }),
        agency,
        grantOf('子账户', { parentAdvertiserId: agency.advertiserId, company: '乙公司' }),
      ],
    }),
  );
  // The operator authorizes one Kuaishou account.
  await accounts.saveAuthorization(
    authorizationOf(t.clock, {
      userId: operator.id,
      medium: 'kuaishou',
      advertisers: [grantOf('快手账户')],
    }),
  );
  for (const row of await t.database.db.select().from(advertisers)) ids.set(row.name, row.id);
  const admin = { userId: colleague.id, roles: ['admin'] };
  await accounts.assignGame(admin, [id('账户一'), id('代理商甲')], gameA);
  await accounts.assignGame(admin, [id('账户二')], gameB);
  await accounts.recordAccountFigures('bytedance', await medId('账户一'), { balance: 1234567 });
});
afterAll(async () => {
  await t.close();
  await running.close();
});

async function medId(name: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(advertisers)
    .where(eq(advertisers.id, id(name)));
  return row?.advertiserId ?? '';
}

const list = (token: string, url = '/api/auth/advertisers', query: Record<string, string> = {}) =>
  t.call<AdvertiserListData>({ method: 'GET', url, query, token });

const names = (rows: AdvertiserRow[]) => rows.map((r) => r.name).sort();

async function row(name: string): Promise<AdvertiserRow | undefined> {
  const res = await list(rootToken, '/api/auth/advertisers', { per_page: '100' });
  return res.data.list.find((r) => r.name === name);
}

describe('account lists', () => {
  it('shows a user the accounts of their games and those they authorized; admins all', async () => {
    const mine = await list(operatorToken);
    expect(mine.code).toBe(0);
    expect(names(mine.data.list)).toEqual(['代理商甲', '账户一']);
    expect(mine.data.page_info.total_number).toBe(2);
    expect(names((await list(colleagueToken)).data.list)).toEqual([
      '代理商甲',
      '子账户',
      '账户一',
      '账户二',
    ]);
    expect((await list(rootToken)).data.list).toHaveLength(4);
    const kuaishou = await list(operatorToken, '/api/kuaishou/auth/advertisers');
    expect(names(kuaishou.data.list)).toEqual(['快手账户']);
    expect((await list(operatorToken, '/api/tencent/auth/advertisers')).data.list).toEqual([]);
  });

  it('answers the polled feed path like the headline page, with no sync yet', async () => {
    const polled = await list(colleagueToken, '/api/bytedance/auth/advertisers');
    expect(names(polled.data.list)).toEqual(names((await list(colleagueToken)).data.list));
    expect(polled.data.sync).toBeNull();
  });

  it('gives each row its fields: balance in 元, health, game, who authorized', async () => {
    const one = await row('账户一');
    expect(one).toMatchObject({
      medium: 'bytedance',
      balance: '12345.67',
      health: 'active',
      status: 1,
      role: 'advertiser',
      company: '甲公司',
      authorized_by: `测试${colleague.username}`,
      game: { id: gameA },
    });
    // Ids beyond 2^53 travel as exact text.
    expect(BigInt(one?.advertiser_id ?? '0') > 2n ** 53n).toBe(true);
    expect(one?.authorized_at).not.toBeNull();
    expect((await row('账户二'))?.balance).toBeNull();
    expect((await row('子账户'))?.parent_advertiser_id).toBe(await medId('代理商甲'));
  });

  it('filters by keyword, game, switch and authorization health', async () => {
    const q = (query: Record<string, string>) => list(rootToken, '/api/auth/advertisers', query);
    expect(names((await q({ keyword: '账户' })).data.list)).toEqual(['子账户', '账户一', '账户二']);
    expect(names((await q({ keyword: await medId('账户二') })).data.list)).toEqual(['账户二']);
    expect(names((await q({ game_id: String(gameB) })).data.list)).toEqual(['账户二']);
    expect((await q({ health: 'active' })).data.page_info.total_number).toBe(4);
    expect((await q({ health: 'expired' })).data.list).toEqual([]);
    expect((await q({ status: '0' })).data.list).toEqual([]);
  });

  it('lists every problem of a bad query', async () => {
    const res = await list(rootToken, '/api/auth/advertisers', { health: 'sleepy', per_page: '0' });
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res.message)).toContain('授权状态不正确');
    expect(JSON.stringify(res.message)).toContain('per_page');
  });

  it('needs auth:transfer', async () => {
    const bare = await createUser(t.database.db);
    const token = await t.login(bare.username, bare.password);
    expect((await list(token)).code).toBe(10003);
    const setAlias = await t.call({
      method: 'GET',
      url: '/api/auth/setalias',
      query: { id: String(id('账户一')), alias: 'x' },
      token,
    });
    expect(setAlias.code).toBe(10003);
  });
});

describe('alias and note', () => {
  const setAlias = (token: string, target: number, alias: string) =>
    t.call({
      method: 'GET',
      url: '/api/auth/setalias',
      query: { id: String(target), alias },
      token,
    });
  const setNote = (token: string, target: number, note: string) =>
    t.call({ method: 'POST', url: '/api/auth/setnote', payload: { id: target, note }, token });

  it('sets, finds by and clears an alias', async () => {
    expect((await setAlias(operatorToken, id('账户一'), '  主力号 ')).code).toBe(0);
    expect((await row('账户一'))?.alias).toBe('主力号');
    const found = await list(operatorToken, '/api/auth/advertisers', { keyword: '主力' });
    expect(names(found.data.list)).toEqual(['账户一']);
    await setAlias(operatorToken, id('账户一'), '');
    expect((await row('账户一'))?.alias).toBeNull();
  });

  it('refuses an alias over 50 characters', async () => {
    const res = await setAlias(operatorToken, id('账户一'), '名'.repeat(51));
    expect(res.code).toBe(10001);
    expect(res.message).toEqual(['别名最多 50 个字符']);
    expect((await setAlias(operatorToken, id('账户一'), '名'.repeat(50))).code).toBe(0);
  });

  it('refuses an account outside the caller scope and changes nothing', async () => {
    const res = await setAlias(operatorToken, id('账户二'), '越权');
    expect(res.code).toBe(10004);
    expect(res.message_cn).toBe('广告主不存在');
    expect((await row('账户二'))?.alias).toBeNull();
    expect((await setNote(operatorToken, id('账户二'), '越权')).code).toBe(10004);
    expect((await row('账户二'))?.note).toBeNull();
  });

  it('sets a note of up to 500 characters', async () => {
    const tooLong = await setNote(operatorToken, id('账户一'), '注'.repeat(501));
    expect(tooLong.code).toBe(10001);
    expect(tooLong.message).toEqual(['备注最多 500 个字符']);
    expect((await setNote(operatorToken, id('账户一'), '注'.repeat(500))).code).toBe(0);
    expect((await row('账户一'))?.note).toHaveLength(500);
  });
});

describe('switch and game', () => {
  const setStatus = (token: string, targets: number[], status: string) =>
    t.call({
      method: 'GET',
      url: '/api/auth/advertiser_set_status',
      query: { ids: targets.join(','), status },
      token,
    });
  const assign = (token: string, targets: number[], gameId: number | null) =>
    t.call({
      method: 'POST',
      url: '/api/auth/advertiser_set_project',
      payload: { ids: targets, game_id: gameId },
      token,
    });

  it('disables and enables accounts in a batch, all or none', async () => {
    const refused = await setStatus(operatorToken, [id('账户一'), id('账户二')], '0');
    expect(refused.code).toBe(10004);
    expect((await row('账户一'))?.status).toBe(1);

    expect((await setStatus(colleagueToken, [id('账户一'), id('账户二')], '0')).code).toBe(0);
    expect((await row('账户一'))?.status).toBe(0);
    expect((await row('账户二'))?.status).toBe(0);
    const disabled = await list(rootToken, '/api/auth/advertisers', { status: '0' });
    expect(names(disabled.data.list)).toEqual(['账户一', '账户二']);
    expect((await setStatus(colleagueToken, [id('账户一'), id('账户二')], '1')).code).toBe(0);
    expect((await row('账户二'))?.status).toBe(1);
  });

  it('validates the ids and the status', async () => {
    const bad = await setStatus(rootToken, [id('账户一')], '2');
    expect(bad.code).toBe(10001);
    const none = await t.call({
      method: 'GET',
      url: '/api/auth/advertiser_set_status',
      query: { ids: '', status: '0' },
      token: rootToken,
    });
    expect(JSON.stringify(none.message)).toContain('请选择广告主');
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(JSON.stringify((await setStatus(rootToken, many, '0')).message)).toContain(
      '一次最多 500 个广告主',
    );
  });

  it('assigns accounts to a game, which brings them into its users scope', async () => {
    expect(names((await list(operatorToken)).data.list)).not.toContain('账户二');
    expect((await assign(colleagueToken, [id('账户二')], gameA)).code).toBe(0);
    expect(names((await list(operatorToken)).data.list)).toContain('账户二');
    expect((await row('账户二'))?.game?.id).toBe(gameA);
    expect((await assign(colleagueToken, [id('账户二')], null)).code).toBe(0);
    expect((await row('账户二'))?.game).toBeNull();
    expect(names((await list(operatorToken)).data.list)).not.toContain('账户二');
    await assign(colleagueToken, [id('账户二')], gameB);
  });

  it('refuses an unknown game and an account outside the scope', async () => {
    const unknown = await assign(rootToken, [id('账户一')], 987_654);
    expect(unknown.code).toBe(10004);
    expect(unknown.message_cn).toBe('游戏不存在');
    const outside = await assign(operatorToken, [id('账户一'), id('账户二')], gameA);
    expect(outside.code).toBe(10004);
    expect((await row('账户二'))?.game?.id).toBe(gameB);
  });
});

describe('detail', () => {
  const detail = (token: string, target: number) =>
    t.call<AdvertiserDetail>({
      method: 'GET',
      url: '/api/auth/advertiser_detail',
      query: { id: String(target) },
      token,
    });

  it('shows the account, its grant without tokens, and the accounts under an agency', async () => {
    const res = await detail(colleagueToken, id('代理商甲'));
    expect(res.code).toBe(0);
    expect(res.data.advertiser.role).toBe('agency');
    expect(res.data.grant).toMatchObject({
      health: 'active',
      authorized_by: `测试${colleague.username}`,
      scope: ['ad_service', 'report_service'],
    });
    expect(JSON.stringify(res.data)).not.toMatch(/at-|rt-|sealed/i);
    expect(res.data.children.map((c) => c.name)).toEqual(['子账户']);
    expect(res.data.children_total).toBe(1);
  });

  it('lists only the children the caller may see', async () => {
    const res = await detail(operatorToken, id('代理商甲'));
    expect(res.data.children).toEqual([]);
    expect(res.data.children_total).toBe(0);
  });

  it('refuses an account outside the scope', async () => {
    const res = await detail(operatorToken, id('账户二'));
    expect(res.code).toBe(10004);
    expect((await detail(rootToken, 999_999)).code).toBe(10004);
  });
});
