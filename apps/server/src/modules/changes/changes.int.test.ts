import type { ChangeRow, Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: CreatedUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createUser(t.database.db);
  token = await t.login(editor.username, editor.password);
});
afterAll(() => t.close());

const history = (query: Record<string, string>) =>
  t.call<Paged<ChangeRow>>({ method: 'GET', url: '/api/changes', query, token });

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
