import { isUnrestrictedSchedule, oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import type { OceanEnginePromotionRecord } from '../../state/records';
import { budgetChange, requireBiddable, requireOwnBid, updatePromotion } from './promotion-support';
import { ItemError, ownObject, runItems, type ItemFailure } from './write-support';

// Batch writes of v3 promotions, ≤ 10 items a call (WRITE_BATCH_MAX), with per-item partial
// success (reference §1.3, §1.8): status, budget (with the rules of reference §1.4), bid, deep bid, weekly
// schedule, delete; and the on/off switch of materials inside one promotion.

const API = '/oceanengine/open_api/v3.0';

export function registerOceanEnginePromotionBatches(ctx: MediumContext): void {
  const { promotions, projects } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  /** Registers a `{advertiser_id, data[]}` promotion batch write. */
  const batch = <T extends { promotion_id: bigint }>(
    path: string,
    parse: (input: unknown) => { data: T[] },
    apply: (record: Readonly<OceanEnginePromotionRecord>, item: T, now: number) => void,
  ) =>
    ctx.endpoint(
      'POST',
      `${API}/promotion/${path}/`,
      (req) => {
        const body = parse(req.input);
        const advertiserId = ctx.advertiser(req).id;
        world().touch(advertiserId, req.now);
        return result(
          runItems(
            body.data,
            (i) => i.promotion_id,
            (item) =>
              apply(ownObject(promotions, advertiserId, item.promotion_id, '广告'), item, req.now),
          ),
        );
      },
      { write: true },
    );

  batch(
    'status/update',
    (input) => ctx.parse(oceanengine.PromotionStatusUpdateRequestSchema, input),
    (record, item, now) => updatePromotion(ctx.state, record, now, { opt_status: item.opt_status }),
  );

  batch(
    'budget/update',
    (input) => ctx.parse(oceanengine.PromotionBudgetUpdateRequestSchema, input),
    (record, item, now) => {
      const budgetChanges = budgetChange(ctx.state, world(), record, item.budget, now);
      updatePromotion(
        ctx.state,
        record,
        now,
        { budget: item.budget, budget_mode: item.budget_mode ?? 'BUDGET_MODE_DAY' },
        { ...record.sim, budgetChanges },
      );
    },
  );

  batch(
    'bid/update',
    (input) => ctx.parse(oceanengine.PromotionBidUpdateRequestSchema, input),
    (record, item, now) => {
      requireBiddable(ctx.state, record);
      requireOwnBid(ctx.state, record);
      if (item.bid < 0.1 || item.bid > 10_000) throw new ItemError('出价取值范围为 0.1-10000 元');
      updatePromotion(ctx.state, record, now, { cpa_bid: item.bid });
    },
  );

  batch(
    'deepbid/update',
    (input) => ctx.parse(oceanengine.PromotionDeepBidUpdateRequestSchema, input),
    (record, item, now) => {
      requireBiddable(ctx.state, record);
      if (item.deepbid < 0.1 || item.deepbid > 10_000) {
        throw new ItemError('深度出价取值范围为 0.1-10000 元');
      }
      updatePromotion(ctx.state, record, now, { deep_cpabid: item.deepbid });
    },
  );

  batch(
    'schedule_time/update',
    (input) => ctx.parse(oceanengine.PromotionScheduleTimeUpdateRequestSchema, input),
    (record, item, now) => {
      const projectMask = projects.find(record.parentId ?? 0n)?.wire.delivery_setting.schedule_time;
      // The promotion's half-hours must lie within its project's (bububa schedule_time_update.go).
      if (projectMask && !isUnrestrictedSchedule(projectMask, true)) {
        const outside = [...item.schedule_time].some((c, i) => c === '1' && projectMask[i] !== '1');
        if (outside) throw new ItemError('所选时段必须在广告所属项目的投放时段范围内');
      }
      updatePromotion(ctx.state, record, now, { schedule_time: item.schedule_time });
    },
  );

  ctx.endpoint(
    'POST',
    `${API}/promotion/delete/`,
    (req) => {
      const body = ctx.parse(oceanengine.PromotionDeleteRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      return result(
        runItems(
          body.promotion_ids,
          (id) => id,
          (id) => {
            const record = ownObject(promotions, advertiserId, id, '广告');
            updatePromotion(ctx.state, record, req.now, {}, { ...record.sim, deletedAt: req.now });
          },
        ),
      );
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/material/status/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.MaterialStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEnginePromotionRecord>;
      try {
        record = ownObject(promotions, advertiserId, body.promotion_id, '广告');
      } catch (error) {
        if (error instanceof ItemError) {
          return {
            promotion_id: body.promotion_id,
            material_ids: [],
            errors: body.data.map((d) => ({ material_id: d.material_id, message: error.message })),
          };
        }
        throw error;
      }
      const own = new Set(
        world()
          .plugin.elements(record)
          .flatMap((e) => (e.materialId ? [e.materialId] : [])),
      );
      const disabled = new Set(record.sim?.disabledMaterials ?? []);
      const data: oceanengine.MaterialStatusUpdateResult = {
        promotion_id: record.id,
        material_ids: [],
        errors: [],
      };
      for (const item of body.data) {
        if (!own.has(item.material_id)) {
          data.errors.push({
            material_id: item.material_id,
            message: `素材 ${item.material_id} 不属于广告 ${record.id}`,
          });
          continue;
        }
        if (item.opt_status === 'DISABLE') disabled.add(item.material_id);
        else disabled.delete(item.material_id);
        data.material_ids.push(item.material_id);
      }
      if (data.material_ids.length > 0) {
        updatePromotion(
          ctx.state,
          record,
          req.now,
          {},
          { ...record.sim, disabledMaterials: [...disabled] },
        );
      }
      return data;
    },
    { write: true },
  );
}

function result(outcome: {
  ok: bigint[];
  failed: (ItemFailure & { id: bigint })[];
}): oceanengine.PromotionWriteResult {
  return {
    promotion_ids: outcome.ok,
    errors: outcome.failed.map(({ id, ...failure }) => ({ promotion_id: id, ...failure })),
  };
}
