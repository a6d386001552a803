import type {
  FeedUpdateAnswer,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
  ReportPage,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The mirror takes the medium's answer after every delete and switch (ARCHITECTURE §1, spec 001
// §4): the row shows the status the medium now reports, the status filter finds it, and a later
// sync of the same object keeps it. Through HTTP against the media sandbox.

let w: ApiWorld;
let a = '';
beforeAll(async () => {
  w = await startApiWorld();
  a = w.advertisers[0] ?? '';
  // The account's objects into the mirror, as the screen's refresh of its row does.
  const synced = await w.post<ReportPage<unknown>>('/api/bytedance/advertiser/reports', {
    keyword: a,
    refresh: 1,
  });
  if (synced.data.refreshed?.succeeded !== 1) throw new Error('the account did not sync');
}, 120_000);
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
type PromotionRecord = ReturnType<ReturnType<typeof oe>['promotions']['get']>;
const used = new Set<bigint>();

const filesOf = (p: Readonly<PromotionRecord>) => {
  const m = p.wire.promotion_materials;
  return [
    ...(m.video_material_list ?? []).map((v) => String(v.material_id)),
    ...(m.image_material_list ?? []).flatMap((g) => g.images.map((i) => String(i.material_id))),
  ];
};

const REPORT_PATHS = {
  project: '/api/bytedance/v3/project/reports',
  promotion: '/api/bytedance/v3/promotion/reports',
  material: '/api/bytedance/v3/promotion/material/reports',
} as const;

async function report<Row>(
  tab: keyof typeof REPORT_PATHS,
  filters: Record<string, unknown>,
): Promise<ReportPage<Row>> {
  const answer = await w.post<ReportPage<Row>>(REPORT_PATHS[tab], {
    advertiser_ids: [a],
    create_start_date: '2000-01-01',
    per_page: 500,
    ...filters,
  });
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  return answer.data;
}

/** A promotion of the account no other test used, still live, matching `extra`. */
function freshPromotion(
  extra: (p: Readonly<PromotionRecord>) => boolean,
): Readonly<PromotionRecord> {
  const record = oe()
    .promotions.listByAdvertiser(Number(a))
    .find((p) => !used.has(p.id) && p.sim?.deletedAt === undefined && extra(p));
  if (!record) throw new Error(`advertiser ${a} has no promotion left`);
  used.add(record.id);
  return record;
}

const post = (url: string, payload: unknown) =>
  w.post<FeedUpdateAnswer>(`/api/bytedance/v3${url}`, payload);

describe('a 19-digit id (Ocean Engine ids exceed 2^53)', () => {
  it('round-trips a budget write through the medium, the mirror and the report exactly', async () => {
    const p = freshPromotion(() => true);
    const promotionId = String(p.id);
    // As a JavaScript number the id would be another: its neighbours round to the same value.
    expect(promotionId).toHaveLength(19);
    expect(String(Number(promotionId))).not.toBe(promotionId);
    const neighbours = oe()
      .promotions.listByAdvertiser(Number(a))
      .filter((r) => r.id !== p.id && Number(r.id) === Number(p.id));
    expect(neighbours.length).toBeGreaterThan(0);
    const untouched = neighbours.map((r) => [r.id, r.wire.budget] as const);

    const answer = await post('/promotion/updatebudget', {
      items: [
        {
          advertiser_id: a,
          promotion_id: promotionId,
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 4321,
        },
      ],
    });
    expect(answer.code).toBe(0);
    await w.drain();

    // The medium changed that promotion and no other.
    expect(oe().promotions.get(p.id).wire.budget).toBe(4321);
    for (const [id, budget] of untouched) expect(oe().promotions.get(id).wire.budget).toBe(budget);
    // The report, read from the mirror, answers the same digits and the new budget.
    const rows = await report<PromotionReportRow>('promotion', { promotion_ids: [promotionId] });
    expect(rows.list.map((r) => [r.promotion_id, r.budget_mode, r.budget])).toEqual([
      [promotionId, 'BUDGET_MODE_DAY', 4321],
    ]);
    expect(rows.list[0]?.project?.project_id).toBe(String(p.parentId));
  }, 60_000);
});

describe('a deleted material', () => {
  it('shows as deleted, is found by the status filter and stays deleted after a sync', async () => {
    const p = freshPromotion((r) => filesOf(r).length >= 2);
    const promotionId = String(p.id);
    const [materialId = ''] = filesOf(p);
    const before = await report<PromotionReportRow>('promotion', {
      promotion_ids: [promotionId],
    });
    const creatives = before.list[0]?.creative_count ?? 0;

    const answer = await post('/promotion/material/delete', {
      advertiser_id: a,
      promotion_id: promotionId,
      material_id: materialId,
    });
    expect(answer.data).toMatchObject({ updated_ids: [materialId], errors: [] });

    const rowOf = async (filters: Record<string, unknown> = {}) =>
      (
        await report<MaterialReportRow>('material', { promotion_ids: [promotionId], ...filters })
      ).list.find((row) => row.material_id === materialId);
    expect((await rowOf())?.material_status).toBe('MATERIAL_STATUS_DELETE');
    expect((await rowOf({ material_status: ['MATERIAL_STATUS_DELETE'] }))?.material_id).toBe(
      materialId,
    );
    expect((await rowOf({ material_status: ['MATERIAL_STATUS_OK'] }))?.material_id).toBeUndefined();
    const after = await report<PromotionReportRow>('promotion', { promotion_ids: [promotionId] });
    expect(after.list[0]?.creative_count).toBe(creatives - 1);

    // The medium itself reports the removal on its next read.
    const token = await w.t.services.tokenSourceFor('bytedance', a);
    const read = await w.t.services.bytedanceValues.readMaterials(token, a, promotionId);
    expect(read?.find((m) => m.materialId === materialId)).toMatchObject({
      rawStatus: 'MATERIAL_STATUS_DELETE',
      deleted: true,
    });

    // A sync of the account reads the promotion again and keeps the material deleted.
    await report<PromotionReportRow>('promotion', { refresh: 1, promotion_ids: [promotionId] });
    expect((await rowOf())?.material_status).toBe('MATERIAL_STATUS_DELETE');
  }, 60_000);
});

describe('switches and deletes take the status the medium answers', () => {
  it('shows a switched-off promotion as paused, found by the status filter', async () => {
    const p = freshPromotion((r) => r.wire.opt_status !== 'DISABLE');
    const promotionId = String(p.id);
    const answer = await post('/promotion/updatestatus', {
      promotions: [{ advertiser_id: a, promotion_id: promotionId }],
      opt_status: 'DISABLE',
    });
    expect(answer.data.errors).toEqual([]);
    const rows = await report<PromotionReportRow>('promotion', {
      promotion_ids: [promotionId],
      status: ['DISABLED'],
    });
    expect(rows.list.map((r) => [r.promotion_id, r.opt_status, r.status])).toEqual([
      [promotionId, 'DISABLE', 'DISABLED'],
    ]);
  });

  it('shows a switched-off material as paused', async () => {
    const p = freshPromotion((r) => filesOf(r).length >= 1 && r.wire.opt_status !== 'DISABLE');
    const promotionId = String(p.id);
    const [materialId = ''] = filesOf(p);
    const answer = await post('/promotion/material/updatestatus', {
      items: [{ advertiser_id: a, promotion_id: promotionId, material_id: materialId }],
      opt_status: 'DISABLE',
    });
    expect(answer.data.errors).toEqual([]);
    const rows = await report<MaterialReportRow>('material', {
      promotion_ids: [promotionId],
      material_ids: [materialId],
    });
    expect(rows.list.map((r) => [r.material_opt_status, r.material_status])).toEqual([
      ['DISABLE', 'MATERIAL_STATUS_DISABLE'],
    ]);
  });

  it('shows a deleted project as deleted, found by the status filter', async () => {
    const project = oe()
      .projects.listByAdvertiser(Number(a))
      .find((r) => r.sim?.deletedAt === undefined && r.parentId !== undefined);
    if (!project) throw new Error('no live project');
    const projectId = String(project.id);
    const answer = await post('/project/updatestatus', {
      projects: [{ advertiser_id: a, project_id: projectId }],
      opt_status: 'DELETE',
    });
    expect(answer.data.errors).toEqual([]);
    const rows = await report<ProjectReportRow>('project', {
      project_id: [projectId],
      status: ['PROJECT_STATUS_DELETE'],
    });
    expect(rows.list.map((r) => [r.project_id, r.status])).toEqual([
      [projectId, 'PROJECT_STATUS_DELETE'],
    ]);
  });
});
