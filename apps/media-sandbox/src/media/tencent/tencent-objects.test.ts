import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayFirstHour, hourOf, localDay } from '../../sim/time';
import { FIXED_START, startTencent, type TencentSession } from './tencent-session';
import type { TencentAdgroupWire, TencentDynamicCreativeWire } from '../../state/records';

// Tencent v3 adgroups and dynamic creatives over HTTP (reference §3.5, §3.6): get with
// filtering/paging/fields, batch writes with per-item codes, daily budget rules, review.

const MINUTE = 60_000;
const ids = (data: { list: { adgroup_id?: number }[] }) => data.list.map((a) => a.adgroup_id);

describe('Tencent adgroups and dynamic creatives', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  it('seeds adgroups with creatives and derived statuses', async () => {
    const all = await s.get('adgroups/get', { account_id: account, page_size: 100 });
    expect(all.code).toBe(0);
    const data = tencent.AdgroupGetDataSchema.parse(all.data);
    expect(data.page_info.total_number).toBe(30);
    const statuses = new Set(data.list.map((a) => a.system_status));
    expect(statuses.has('ADGROUP_STATUS_ACTIVE')).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);
    for (const a of data.list) {
      expect(a.time_series).toHaveLength(336);
      expect(a.daily_budget === 0 || (a.daily_budget ?? 0) >= 5_000).toBe(true);
    }
    const creatives = await s.get('dynamic_creatives/get', { account_id: account, page_size: 100 });
    const list = tencent.DynamicCreativeGetDataSchema.parse(creatives.data).list;
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(
      list.some((c) => c.creative_set_approval_status === 'CREATIVE_SET_APPROVAL_STATUS_NORMAL'),
    ).toBe(true);
  });

  it('pages, picks fields and filters adgroups', async () => {
    const first = await s.get('adgroups/get', {
      account_id: account,
      page: 2,
      page_size: 7,
      fields: ['adgroup_name', 'configured_status'],
    });
    expect(first.data.page_info).toEqual({
      page: 2,
      page_size: 7,
      total_number: 30,
      total_page: 5,
    });
    expect(first.data.list).toHaveLength(7);
    expect(Object.keys(first.data.list[0]).sort()).toEqual([
      'adgroup_id',
      'adgroup_name',
      'configured_status',
    ]);
    const pick = ids(first.data).slice(0, 3);
    const byIds = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'IN', values: pick }],
    });
    expect(ids(byIds.data).sort()).toEqual([...pick].sort());
    const paused = await s.get('adgroups/get', {
      account_id: account,
      page_size: 100,
      filtering: [
        { field: 'configured_status', operator: 'EQUALS', values: ['AD_STATUS_SUSPEND'] },
      ],
    });
    expect(
      paused.data.list.every(
        (a: TencentAdgroupWire) => a.system_status === 'ADGROUP_STATUS_SUSPEND',
      ),
    ).toBe(true);
    const bad = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'bid_amount', operator: 'EQUALS', values: [1] }],
    });
    expect(bad.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const tooBig = await s.get('adgroups/get', { account_id: account, page_size: 101 });
    expect(tooBig.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });

  it('applies batch specs one by one with per-item codes', async () => {
    const list = await s.get('adgroups/get', { account_id: account, page_size: 100 });
    const active = (list.data.list as TencentAdgroupWire[]).filter(
      (g) => g.system_status === 'ADGROUP_STATUS_ACTIVE',
    );
    const [a, b] = active.map((g) => g.adgroup_id);
    const other = s.running.sandbox.state.tencent.adgroups.listByAdvertiser(s.accounts[1] ?? 0)[0];
    const answer = await s.post('adgroups/update_configured_status', {
      account_id: account,
      update_configured_status_spec: [
        { adgroup_id: a, configured_status: 'AD_STATUS_SUSPEND' },
        { adgroup_id: 999, configured_status: 'AD_STATUS_SUSPEND' },
        { adgroup_id: other?.id, configured_status: 'AD_STATUS_SUSPEND' },
        { adgroup_id: b, configured_status: 'AD_STATUS_NORMAL' },
      ],
    });
    expect(answer.code).toBe(0);
    const result = tencent.BatchResultSchema.parse(answer.data);
    expect(result.list.map((i) => i.code)).toEqual([
      0,
      tencent.ErrorCode.PARAM_INVALID,
      tencent.ErrorCode.OUT_OF_SCOPE,
      0,
    ]);
    expect(result.fail_id_list).toEqual([999, other?.id]);
    expect(result.list[1]?.message_cn).toContain('不存在');
    const after = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [a] }],
    });
    expect(after.data.list[0]).toMatchObject({
      configured_status: 'AD_STATUS_SUSPEND',
      system_status: 'ADGROUP_STATUS_SUSPEND',
    });
    const tooMany = await s.post('adgroups/update_bid_amount', {
      account_id: account,
      update_bid_amount_spec: Array.from({ length: 101 }, () => ({
        adgroup_id: a,
        bid_amount: 100,
      })),
    });
    expect(tooMany.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });

  it('enforces the adgroup daily budget rules', async () => {
    const list = await s.get('adgroups/get', { account_id: account, page_size: 1 });
    const [a] = ids(list.data) as number[];
    const answer = await s.post('adgroups/update_daily_budget', {
      account_id: account,
      update_daily_budget_spec: [
        { adgroup_id: a, daily_budget: 4_999 },
        { adgroup_id: a, daily_budget: 400_000_001 },
        { adgroup_id: a, daily_budget: 0 },
        { adgroup_id: a, daily_budget: 2_000_000 },
      ],
    });
    const result = tencent.BatchResultSchema.parse(answer.data);
    expect(result.list.map((i) => i.code)).toEqual([31001, 31001, 0, 0]);
    const read = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [a] }],
      fields: ['daily_budget'],
    });
    expect(read.data.list[0]).toEqual({ adgroup_id: a, daily_budget: 2_000_000 });
    // A cap must stay ≥ 1.5 × today's spend and ≥ spend + 5,000 分.
    const from = dayFirstHour(localDay(hourOf(FIXED_START)));
    const store = s.running.sandbox.sim.world('tencent').store;
    const spentToday = (id: number) => store.find(id)?.costBetween(from, from + 24) ?? 0;
    const spender = s.running.sandbox.state.tencent.adgroups
      .listByAdvertiser(account)
      .find((r) => spentToday(r.id) > 0);
    expect(spender).toBeDefined();
    const spent = spentToday(spender?.id ?? 0);
    const low = await s.post('adgroups/update_daily_budget', {
      account_id: account,
      update_daily_budget_spec: [
        { adgroup_id: spender?.id, daily_budget: Math.max(5_000, spent) },
        { adgroup_id: spender?.id, daily_budget: spent * 2 + 5_000 },
      ],
    });
    expect(low.data.list.map((i: { code: number }) => i.code)).toEqual([31001, 0]);
  });

  it('creates an adgroup, waits for a creative, then reviews it after the clock advances', async () => {
    await s.running.sandbox.app.inject({
      method: 'PUT',
      url: '/_admin/world/audit',
      payload: { delayMs: 15 * MINUTE, denyRate: 0 },
    });
    const add = await s.post('adgroups/add', {
      account_id: account,
      adgroup_name: '测试单元-新建',
      marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
      begin_date: '2025-03-12',
      bid_amount: 3_000,
      daily_budget: 100_000,
    });
    expect(add.code).toBe(0);
    const adgroupId = add.data.adgroup_id as number;
    const dup = await s.post('adgroups/add', {
      account_id: account,
      adgroup_name: '测试单元-新建',
      marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
      begin_date: '2025-03-12',
      bid_amount: 3_000,
    });
    expect(dup.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const read = async () =>
      (
        await s.get('adgroups/get', {
          account_id: account,
          filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }],
        })
      ).data.list[0] as TencentAdgroupWire;
    expect((await read()).system_status).toBe('ADGROUP_STATUS_CREATIVE_EMPTY');

    const creative = await s.post('dynamic_creatives/add', {
      account_id: account,
      adgroup_id: adgroupId,
      dynamic_creative_name: '测试创意-新建',
      creative_components: { title: [{ value: { content: '新服开启' } }] },
    });
    expect(creative.code).toBe(0);
    const creativeId = creative.data.dynamic_creative_id as number;
    const readCreative = async () =>
      (
        await s.get('dynamic_creatives/get', {
          account_id: account,
          filtering: [{ field: 'dynamic_creative_id', operator: 'EQUALS', values: [creativeId] }],
        })
      ).data.list[0] as TencentDynamicCreativeWire;
    const approval = async () => (await readCreative()).creative_set_approval_status;
    expect(await approval()).toBe('CREATIVE_SET_APPROVAL_STATUS_PENDING');
    expect((await read()).system_status).toBe('ADGROUP_STATUS_CREATIVE_STATUS_PENDING');
    await s.advance(20 * MINUTE);
    expect(await approval()).toBe('CREATIVE_SET_APPROVAL_STATUS_NORMAL');
    expect((await read()).system_status).toBe('ADGROUP_STATUS_ACTIVE');

    // A denied change of its only title stops the adgroup once the verdict is out.
    await s.running.sandbox.app.inject({
      method: 'PUT',
      url: '/_admin/world/audit',
      payload: { denyRate: 1 },
    });
    const titleId = (await readCreative()).creative_components.title?.[0]?.component_id;
    const edit = await s.post('dynamic_creatives/update', {
      account_id: account,
      dynamic_creative_id: creativeId,
      creative_components: {
        title: [{ component_id: titleId, value: { content: '全服第一，秒升满级' } }],
      },
    });
    expect(edit.code).toBe(0);
    expect(await approval()).toBe('CREATIVE_SET_APPROVAL_STATUS_PENDING');
    expect((await read()).system_status).toBe('ADGROUP_STATUS_PARTIAL_ACTIVE');
    await s.advance(20 * MINUTE);
    const denied = await readCreative();
    expect(denied.creative_set_approval_status).toBe('CREATIVE_SET_APPROVAL_STATUS_DENIED');
    expect(denied.creative_components.title).toHaveLength(1);
    expect((await read()).system_status).toBe('ADGROUP_STATUS_STOP');

    const del = await s.post('adgroups/delete', { account_id: account, adgroup_id: adgroupId });
    expect(del.code).toBe(0);
    const deleted = await s.get('adgroups/get', {
      account_id: account,
      is_deleted: true,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }],
    });
    expect(deleted.data.list[0]).toMatchObject({
      is_deleted: true,
      system_status: 'ADGROUP_STATUS_DELETED',
    });
  });
});
