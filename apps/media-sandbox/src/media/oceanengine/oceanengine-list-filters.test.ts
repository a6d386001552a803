import { oceanengine, stringifyWireJson } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// The v3 list calls as oceanengine/ad_open_sdk_go models them (ProjectListV30Filtering,
// PromotionListV30Filtering, PromotionListV30ResponseData): the promotion name filter is `name`,
// reject_reason_type is a list, a list pages by cursor + count as well as by page, items carry
// budget_mode and bid; projects filter on status_first / status_second, budget_group_id and a
// modify-time range.

const MINUTE = 60_000;

describe('Ocean Engine list filters and paging', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const promotions = async (params: Record<string, unknown>) => {
    const answer = await s.get('v3.0/promotion/list/', { advertiser_id: advertiserId, ...params });
    expect(answer.code, stringifyWireJson(answer)).toBe(0);
    return oceanengine.PromotionListDataSchema.parse(answer.data).list;
  };

  it('filters promotions by name and by a list of reject reason types', async () => {
    const all = await listAll(s, 'v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { status: 'ALL' },
    });
    const name = String(all[0]?.promotion_name);
    const named = await promotions({ filtering: { name }, page_size: 100 });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((p) => p.promotion_name?.includes(name))).toBe(true);

    const denied = await promotions({
      filtering: { reject_reason_type: ['REVIEW_REJECT', 'LOW_MATERAIL'] },
      page_size: 100,
    });
    const passed = await promotions({
      filtering: { reject_reason_type: ['NONE'] },
      page_size: 100,
    });
    expect(denied.every((p) => p.status === 'AUDIT_DENY')).toBe(true);
    expect(passed.every((p) => p.status !== 'AUDIT_DENY')).toBe(true);
    const single = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { reject_reason_type: 'NONE' },
    });
    expect(single.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('pages by cursor and count without repeats while promotions are added', async () => {
    const byPage = (await listAll(s, 'v3.0/promotion/list/', { advertiser_id: advertiserId })).map(
      (p) => p.promotion_id,
    );
    const walked: bigint[] = [];
    let cursor: bigint | undefined;
    for (let round = 0; round < 100; round += 1) {
      const answer = await s.get('v3.0/promotion/list/', {
        advertiser_id: advertiserId,
        count: 3,
        ...(cursor === undefined ? {} : { cursor }),
      });
      expect(answer.code).toBe(0);
      expect(answer.data.page_info).toBeUndefined();
      const page = oceanengine.PromotionListCursorDataSchema.parse(answer.data);
      walked.push(...page.list.map((p) => p.promotion_id));
      if (round === 0) {
        // A promotion created after the first page lists first: it shifts nothing further on.
        const project =
          s.running.sandbox.state.oceanengine.projects.listByAdvertiser(advertiserId)[0];
        const created = await s.post('v3.0/promotion/create/', {
          advertiser_id: advertiserId,
          project_id: project?.id,
          name: '游标分页新建广告',
          promotion_materials: { title_material_list: [{ title: '新标题' }] },
        });
        expect(created.code).toBe(0);
      }
      if (!page.cursor_info.has_more) break;
      cursor = page.cursor_info.cursor;
    }
    expect(walked).toEqual(byPage);
    const unknown = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      count: 3,
      cursor: 42,
    });
    expect(unknown.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('answers budget_mode with a budget, and bid instead of cpa_bid under a CPC project', async () => {
    const state = s.running.sandbox.state.oceanengine;
    const target = state.promotions
      .listByAdvertiser(advertiserId)
      .find((r) => r.sim?.deletedAt === undefined && r.wire.cpa_bid !== undefined);
    if (!target) throw new Error('the seed has no promotion with a target cost');
    const budget = await s.post('v3.0/promotion/budget/update/', {
      advertiser_id: advertiserId,
      data: [{ promotion_id: target.id, budget_mode: 'BUDGET_MODE_TOTAL', budget: 5000 }],
    });
    expect(oceanengine.PromotionWriteResultSchema.parse(budget.data).promotion_ids).toEqual([
      target.id,
    ]);
    const [listed] = await promotions({ filtering: { ids: [target.id] } });
    expect(listed).toMatchObject({ budget_mode: 'BUDGET_MODE_TOTAL', budget: 5000 });
    const infinite = await s.post('v3.0/promotion/budget/update/', {
      advertiser_id: advertiserId,
      data: [{ promotion_id: target.id, budget_mode: 'BUDGET_MODE_INFINITE', budget: 5000 }],
    });
    expect(infinite.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);

    state.projects.update(target.parentId ?? 0n, (project) => ({
      ...project,
      wire: {
        ...project.wire,
        delivery_setting: { ...project.wire.delivery_setting, pricing: 'PRICING_CPC' },
      },
    }));
    const [manual] = await promotions({ filtering: { ids: [target.id] } });
    expect(manual?.bid).toBe(target.wire.cpa_bid);
    expect(manual?.cpa_bid).toBeUndefined();
  });

  it('filters projects by status_first, a modify-time range and budget group', async () => {
    const all = await listAll(s, 'v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { status: 'PROJECT_STATUS_ALL' },
    });
    const enabled = await listAll(s, 'v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { status_first: 'PROJECT_STATUS_ENABLE' },
    });
    expect(enabled.every((p) => p.status_first === 'PROJECT_STATUS_ENABLE')).toBe(true);
    expect(enabled.length).toBe(
      all.filter((p) => p.status_first === 'PROJECT_STATUS_ENABLE').length,
    );

    const target = all[0]?.project_id as number;
    await s.advance(10 * MINUTE);
    const renamed = await s.post('v3.0/project/update/', {
      advertiser_id: advertiserId,
      project_id: target,
      name: '修改时间范围内的项目',
    });
    expect(renamed.code).toBe(0);
    const modified = await listAll(s, 'v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: {
        project_modify_start_time: '2025-03-12 10:25:00',
        project_modify_end_time: '2025-03-12 10:35:00',
      },
    });
    expect(modified.map((p) => p.project_id)).toEqual([target]);

    const refusals = [
      { project_modify_start_time: '2025-03-12 10:25:00' },
      {
        project_modify_start_time: '2025-01-01 00:00:00',
        project_modify_end_time: '2025-03-12 00:00:00',
      },
      {
        project_modify_start_time: '2025-03-12 11:00:00',
        project_modify_end_time: '2025-03-12 10:00:00',
      },
    ];
    for (const filtering of refusals) {
      const answer = await s.get('v3.0/project/list/', { advertiser_id: advertiserId, filtering });
      expect(answer.code, JSON.stringify(filtering)).toBe(oceanengine.ErrorCode.PARAM_ERROR);
    }
    const grouped = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { budget_group_id: 123 },
    });
    expect(oceanengine.ProjectListDataSchema.parse(grouped.data).list).toEqual([]);
  });
});
