import type { ChangeRow, Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { seedAdvertiser } from '../delivery-reports/test-fixtures';
import { createGame } from '../media-accounts/test-fixtures';
import type { ChangeEntry } from './changes.service';

// The change history of a media object (ARCHITECTURE §1) through HTTP: its rows, paging, and who may
// read which object's history (spec 001 §6 abilities, the advertiser data scope).

let t: TestApp;
let editor: CreatedUser;
/** The administrator's token: every object, every type. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createUser(t.database.db);
  token = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(() => t.close());

const history = (query: Record<string, string>, as = token) =>
  t.call<Paged<ChangeRow>>({ method: 'GET', url: '/api/changes', query, token: as });

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 8, minute));

describe('GET /api/changes', () => {
  it("returns an object's history newest first, with who made each change and the medium's answer", async () => {
    await t.services.changes.record([
      {
        at: at(1),
        userId: editor.id,
        medium: 'bytedance',
        advertiserId: '1700000000000001',
        objectType: 'promotion',
        objectId: '7300000000000000001',
        action: 'update_budget',
        outcome: 'succeeded',
        before: { budget: 30_000 },
        after: { budget: 50_000 },
        request: { promotion_id: '7300000000000000001', budget: 500 },
        response: { code: 0, message: 'OK' },
      },
      {
        at: at(2),
        userId: null,
        objectType: 'promotion',
        objectId: '7300000000000000001',
        action: 'update_status',
        outcome: 'failed',
        errorCode: '40001',
        errorMessage: '广告已删除',
      },
      {
        at: at(3),
        userId: editor.id,
        objectType: 'project',
        objectId: '7300000000000000001',
        action: 'update_status',
        outcome: 'succeeded',
      },
      {
        at: at(4),
        userId: editor.id,
        objectType: 'promotion',
        objectId: '999',
        action: 'update_status',
        outcome: 'succeeded',
      },
    ]);

    const res = await history({ object_type: 'promotion', object_id: '7300000000000000001' });
    expect(res.code).toBe(0);
    expect(res.data.list.map((r) => r.action)).toEqual(['update_status', 'update_budget']);
    expect(res.data.list[0]).toMatchObject({
      user_id: null,
      user_name: null,
      outcome: 'failed',
      error_message: '广告已删除',
    });
    expect(res.data.list[1]).toEqual({
      id: expect.any(Number),
      at: at(1).toISOString(),
      user_id: editor.id,
      user_name: `测试${editor.username}`,
      task_id: null,
      task_item_id: null,
      medium: 'bytedance',
      advertiser_id: '1700000000000001',
      object_type: 'promotion',
      object_id: '7300000000000000001',
      action: 'update_budget',
      outcome: 'succeeded',
      error_code: null,
      error_message: null,
      before: { budget: 30_000 },
      after: { budget: 50_000 },
      request: { promotion_id: '7300000000000000001', budget: 500 },
      response: { code: 0, message: 'OK' },
    });

    // Without a type, every object with that id.
    const anyType = await history({ object_id: '7300000000000000001', per_page: '2', page: '1' });
    expect(anyType.data.list.map((r) => r.object_type)).toEqual(['project', 'promotion']);
    expect(anyType.data.page_info).toEqual({
      page: 1,
      per_page: 2,
      total_number: 3,
      total_page: 2,
    });
  });

  it('answers an empty page for an object without history', async () => {
    const res = await history({ object_id: 'no-such-object' });
    expect(res.data).toEqual({
      list: [],
      page_info: { page: 1, per_page: 20, total_number: 0, total_page: 0 },
    });
  });

  it('requires the object id', async () => {
    const res = await history({ object_type: 'promotion' });
    expect(res.code).toBe(10001);
    expect(String(res.message)).toMatch(/object_id/);
  });
});

describe('who reads which history', () => {
  const REPORTS = ['bytedance:v3:project:reports', 'bytedance:v3:promotion:reports'];
  let operator: string;
  let accountsOnly: string;
  /** An advertiser of the operator's game, and one of nobody's. */
  let mine: string;
  let theirs: string;

  const change = (
    advertiserId: string,
    objectType: string,
    objectId: string,
    minute: number,
  ): ChangeEntry => ({
    at: at(minute),
    userId: editor.id,
    medium: 'bytedance',
    advertiserId,
    objectType,
    objectId,
    action: 'update_budget',
    outcome: 'succeeded',
    before: { budgetFen: 30_000 },
    after: { budgetFen: 50_000 },
  });

  beforeAll(async () => {
    const db = t.database.db;
    const op = await createUser(db, { abilities: REPORTS });
    const limited = await createUser(db, { abilities: ['advertiser:list'] });
    operator = await t.login(op.username, op.password);
    accountsOnly = await t.login(limited.username, limited.password);
    mine = await seedAdvertiser(db, { name: '账户甲', gameId: await createGame(db, [op.id]) });
    theirs = await seedAdvertiser(db, { name: '账户乙' });
    await t.services.changes.record([
      change(mine, 'promotion', '7400000000000000001', 10),
      change(mine, 'project', '7400000000000000002', 11),
      change(mine, 'advertiser', mine, 12),
      change(theirs, 'promotion', '7400000000000000009', 13),
    ]);
  });

  it('shows the history of an object of an advertiser within the caller’s data scope', async () => {
    const res = await history(
      { object_type: 'promotion', object_id: '7400000000000000001' },
      operator,
    );
    expect(res.code).toBe(0);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ advertiser_id: mine, after: { budgetFen: 50_000 } });
  });

  it('answers an object outside the data scope like one without history', async () => {
    const res = await history(
      { object_type: 'promotion', object_id: '7400000000000000009' },
      operator,
    );
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      list: [],
      page_info: { page: 1, per_page: 20, total_number: 0, total_page: 0 },
    });
  });

  it('shows an administrator the history of any advertiser', async () => {
    const res = await history({ object_type: 'promotion', object_id: '7400000000000000009' });
    expect(res.data.list.map((r) => r.advertiser_id)).toEqual([theirs]);
  });

  it('answers a user with no game and no authorization nothing', async () => {
    const bare = await createUser(t.database.db, { abilities: REPORTS });
    const res = await history(
      { object_type: 'promotion', object_id: '7400000000000000001' },
      await t.login(bare.username, bare.password),
    );
    expect(res.data.list).toEqual([]);
  });

  it('refuses a type whose list the caller may not see with 10003', async () => {
    const res = await history(
      { object_type: 'promotion', object_id: '7400000000000000001' },
      accountsOnly,
    );
    expect(res.code).toBe(10003);
    expect(String(res.message_cn)).toContain('bytedance:v3:promotion:reports');

    const account = await history({ object_type: 'advertiser', object_id: mine }, operator);
    expect(account.code).toBe(10003);
  });

  it('leaves out the types the caller may not see when no type is asked for', async () => {
    const db = t.database.db;
    const limited = await createUser(db, { abilities: ['advertiser:list'] });
    const own = await seedAdvertiser(db, {
      name: '账户丙',
      gameId: await createGame(db, [limited.id]),
    });
    // Ids of different object types may coincide; each row keeps its own type.
    await t.services.changes.record([
      change(own, 'promotion', own, 20),
      change(own, 'advertiser', own, 21),
    ]);

    const res = await history(
      { object_id: own },
      await t.login(limited.username, limited.password),
    );
    expect(res.data.list.map((r) => r.object_type)).toEqual(['advertiser']);
    expect(res.data.page_info.total_number).toBe(1);
    const all = await history({ object_id: own });
    expect(all.data.list.map((r) => r.object_type)).toEqual(['advertiser', 'promotion']);
  });
});
