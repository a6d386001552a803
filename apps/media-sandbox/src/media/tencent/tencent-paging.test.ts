import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// Cursor paging of the v3 list calls (v3.0 doc pages of adgroups/get, dynamic_creatives/get and
// advertiser/get): PAGINATION_MODE_CURSOR answers cursor_page_info instead of page_info, walks
// without repeats or gaps while objects are added, goes back with previous_cursor, and refuses
// cursors it did not hand out.

const CURSOR = { pagination_mode: 'PAGINATION_MODE_CURSOR' };
const ACCOUNT_FIELDS = { fields: ['account_id', 'memo'] };

describe('Tencent cursor paging', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const adgroupPage = async (params: Record<string, unknown>) => {
    const answer = await s.get('adgroups/get', { account_id: account, ...CURSOR, ...params });
    expect(answer.code).toBe(0);
    expect(answer.data.page_info).toBeUndefined();
    return tencent.AdgroupGetCursorDataSchema.parse(answer.data);
  };

  it('walks adgroups by cursor, highest id first, unaffected by objects added meanwhile', async () => {
    const first = await adgroupPage({ page_size: 7, fields: ['adgroup_name'] });
    expect(first.cursor_page_info).toMatchObject({
      page_size: 7,
      total_number: 30,
      previous_cursor: '',
    });
    expect(Object.keys(first.list[0] ?? {}).sort()).toEqual(['adgroup_id', 'adgroup_name']);
    const seen = first.list.map((a) => a.adgroup_id);
    // A new adgroup gets the highest id: it lands before the walk's position, not in it.
    const added = await s.post('adgroups/add', {
      account_id: account,
      adgroup_name: '游标期间新建',
      marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
      begin_date: '2025-03-12',
      bid_amount: 3_000,
    });
    expect(added.code).toBe(0);
    let cursor = first.cursor_page_info.next_cursor;
    let pages = 1;
    let second: string[] = [];
    while (cursor) {
      const page = await adgroupPage({ page_size: 7, cursor });
      expect(page.cursor_page_info.total_number).toBe(31);
      expect(page.cursor_page_info.previous_cursor).not.toBe('');
      if (pages === 1) second = page.list.map((a) => String(a.adgroup_id));
      seen.push(...page.list.map((a) => a.adgroup_id));
      cursor = page.cursor_page_info.next_cursor;
      pages += 1;
      expect(cursor.length).toBeLessThanOrEqual(tencent.CURSOR_MAX_LENGTH);
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(seen).not.toContain(added.data.adgroup_id);
    expect(second).toHaveLength(7);

    // Back from the second page: the first page again, now topped by the new adgroup.
    const p1 = await adgroupPage({ page_size: 7 });
    const p2 = await adgroupPage({ page_size: 7, cursor: p1.cursor_page_info.next_cursor });
    const back = await adgroupPage({ page_size: 7, cursor: p2.cursor_page_info.previous_cursor });
    expect(back.list.map((a) => a.adgroup_id)).toEqual(p1.list.map((a) => a.adgroup_id));
    expect(p1.list[0]?.adgroup_id).toBe(added.data.adgroup_id);
  });

  it('keeps normal paging as it was and refuses foreign cursors', async () => {
    const normal = await s.get('adgroups/get', {
      account_id: account,
      pagination_mode: 'PAGINATION_MODE_NORMAL',
      page: 2,
      page_size: 10,
    });
    expect(normal.data.cursor_page_info).toBeUndefined();
    expect(tencent.AdgroupGetDataSchema.parse(normal.data).page_info).toEqual({
      page: 2,
      page_size: 10,
      total_number: 30,
      total_page: 3,
    });
    for (const cursor of ['abc', 'n!', 'x1a', 'n123456789ab']) {
      const bad = await s.get('adgroups/get', { account_id: account, ...CURSOR, cursor });
      expect(bad.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    }
    const tooBig = await s.get('adgroups/get', { account_id: account, ...CURSOR, page_size: 101 });
    expect(tooBig.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const badMode = await s.get('adgroups/get', {
      account_id: account,
      pagination_mode: 'PAGINATION_MODE_OFFSET',
    });
    expect(badMode.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });

  it('walks dynamic creatives by cursor with filters', async () => {
    const all = await s.get('dynamic_creatives/get', { account_id: account, page_size: 100 });
    const total = tencent.DynamicCreativeGetDataSchema.parse(all.data).page_info.total_number;
    const ids: number[] = [];
    let cursor = '';
    do {
      const answer = await s.get('dynamic_creatives/get', {
        account_id: account,
        ...CURSOR,
        page_size: 9,
        ...(cursor ? { cursor } : {}),
      });
      const page = tencent.DynamicCreativeGetCursorDataSchema.parse(answer.data);
      expect(page.cursor_page_info.total_number).toBe(total);
      ids.push(...page.list.map((c) => c.dynamic_creative_id));
      cursor = page.cursor_page_info.next_cursor;
    } while (cursor);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);

    const adgroupId = s.running.sandbox.state.tencent.adgroups.listByAdvertiser(account)[0]?.id;
    const filtered = await s.get('dynamic_creatives/get', {
      account_id: account,
      ...CURSOR,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }],
    });
    const page = tencent.DynamicCreativeGetCursorDataSchema.parse(filtered.data);
    expect(page.list.every((c) => c.adgroup_id === adgroupId)).toBe(true);
    expect(page.cursor_page_info).toMatchObject({ next_cursor: '', previous_cursor: '' });
  });

  it('walks advertiser/get with its own has_more and integer cursor', async () => {
    const walked: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const answer = await s.get('advertiser/get', {
        ...CURSOR,
        ...ACCOUNT_FIELDS,
        page_size: 1,
        ...(cursor === undefined ? {} : { cursor }),
      });
      expect(answer.code).toBe(0);
      const page = tencent.AdvertiserGetCursorDataSchema.parse(answer.data);
      walked.push(...page.list.map((a) => a.account_id));
      if (!page.cursor_page_info.has_more) {
        expect(page.cursor_page_info.cursor).toBeUndefined();
        break;
      }
      cursor = page.cursor_page_info.cursor;
    }
    const normal = tencent.AdvertiserGetDataSchema.parse(
      (
        await s.get('advertiser/get', {
          ...ACCOUNT_FIELDS,
          page_size: 100,
          pagination_mode: 'PAGINATION_MODE_NORMAL',
        })
      ).data,
    );
    expect(walked).toEqual(normal.list.map((a) => a.account_id));
    const zero = await s.get('advertiser/get', {
      ...CURSOR,
      ...ACCOUNT_FIELDS,
      page_size: 1,
      cursor: 0,
    });
    expect(zero.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });

  it('refuses advertiser/get without fields, page_size or pagination_mode (SDK Get)', async () => {
    const full = { ...ACCOUNT_FIELDS, page_size: 10, pagination_mode: 'PAGINATION_MODE_NORMAL' };
    expect((await s.get('advertiser/get', full)).code).toBe(0);
    for (const missing of ['fields', 'page_size', 'pagination_mode'] as const) {
      const { [missing]: _dropped, ...rest } = full;
      const answer = await s.get('advertiser/get', rest);
      expect(answer.code, missing).toBe(tencent.ErrorCode.PARAM_INVALID);
      expect(answer.message_cn, missing).toContain(missing);
    }
  });
});
