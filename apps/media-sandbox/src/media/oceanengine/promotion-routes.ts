import { oceanengine, yuanToFen, type Published } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import type { OceanEnginePromotionRecord } from '../../state/records';
import { checkPromotionBudget } from './budget-rules';
import { projectSettings } from './delivery-plugin';
import {
  afterCursor,
  cursorPage,
  inModifyRange,
  newestFirst,
  onDay,
  pageOf,
  project,
} from './list-support';
import { OceanEngineView } from './object-views';
import {
  checkAnchors,
  checkAwemeItems,
  checkCarousels,
  checkPromotionMaterials,
  checkStarVideos,
} from './promotion-material-checks';
import { catalogueOf } from './creation-read-routes';
import { checkPromotionPicks } from './pick-checks';
import { checkBrandAndDerived } from './brand-derived-checks';
import { projectStarVideos } from './star-delivery-routes';
import {
  budgetChange,
  rejectReasons,
  removedMaterials,
  requireBiddable,
  requireOwnBid,
  resubmit,
  updatePromotion,
  withMaterialIds,
} from './promotion-support';
import { ItemError, ownObject, toFailure, type ItemFailure } from './write-support';

// v3 promotions (reference §1.8, §1.9): list, create, update, reject reasons. The batch writes
// (status, budget, bid, schedule, delete, material status) are in promotion-batch-routes.ts.

const API = '/oceanengine/open_api/v3.0/promotion';

export function registerOceanEnginePromotions(ctx: MediumContext): void {
  const { promotions, projects } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');
  const asWire = (error: unknown): never => {
    if (error instanceof ItemError) throw wireError({ code: error.code, message: error.message });
    throw error;
  };
  const nameTaken = (advertiserId: number, name: string, except?: bigint) =>
    promotions
      .listByAdvertiser(advertiserId)
      .some(
        (r) => r.id !== except && r.wire.promotion_name === name && r.sim?.deletedAt === undefined,
      );

  ctx.endpoint('GET', `${API}/list/`, (req) => {
    const query = ctx.parse(oceanengine.PromotionListRequestSchema, req.input);
    const view = new OceanEngineView(world(), ctx.state, ctx.advertiser(req), req.now);
    const f = query.filtering ?? {};
    const ids = f.ids ? new Set(f.ids) : null;
    const phases = f.learning_phase ? new Set<string>(f.learning_phase) : null;
    const byCursor = query.cursor !== undefined || query.count !== undefined;
    const ordered = promotions.listByAdvertiser(view.advertiser.id).sort(newestFirst);
    const list = ordered
      .slice(byCursor ? afterCursor(ordered, query.cursor) : 0)
      .filter((r) => !ids || ids.has(r.id))
      .filter((r) => !f.project_id || r.parentId === f.project_id)
      .filter((r) => !f.name || r.wire.promotion_name.includes(f.name))
      .filter((r) => onDay(r.createdAt, f.promotion_create_time))
      .map((r) => view.promotion(r))
      .filter((p) =>
        onDay(
          Date.parse(`${p.promotion_modify_time.replace(' ', 'T')}+08:00`),
          f.promotion_modify_time,
        ),
      )
      .filter((p) =>
        inModifyRange(
          p.promotion_modify_time,
          f.promotion_modify_start_time,
          f.promotion_modify_end_time,
        ),
      )
      .filter((p) => matchesStatus(p, f.status, f.status_first, f.status_second))
      .filter((p) => !phases || (p.learning_phase !== undefined && phases.has(p.learning_phase)))
      .filter((p) => !f.reject_reason_type || f.reject_reason_type.includes(rejectReasonType(p)));
    const pick = (p: Published<oceanengine.Promotion>) => project(p, query.fields, 'promotion_id');
    if (byCursor) {
      const page = cursorPage(list, query.count, (p) => p.promotion_id);
      return { list: page.items.map(pick), cursor_info: page.cursorInfo };
    }
    const { items, pageInfo } = pageOf(list, query.page, query.page_size);
    return { list: items.map(pick), page_info: pageInfo };
  });

  ctx.endpoint(
    'POST',
    `${API}/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.PromotionCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let parent;
      try {
        parent = ownObject(projects, advertiserId, body.project_id, '项目');
      } catch (error) {
        return asWire(error);
      }
      if (nameTaken(advertiserId, body.name)) {
        throw wireError({ code: 40001, message: `广告名称不可重复: ${body.name}` });
      }
      checkPromotionPicks(catalogueOf(advertiserId, req.now), body);
      checkBrandAndDerived(ctx.state, advertiserId, body);
      checkAwemeItems(
        advertiserId,
        body.promotion_materials.video_material_list ?? [],
        projectStarVideos(advertiserId, parent.wire, req.now),
      );
      checkStarVideos(ctx.state, advertiserId, body.promotion_materials.video_material_list ?? []);
      checkAnchors(
        ctx.state,
        advertiserId,
        body.promotion_materials.anchor_material_list ?? [],
        body.native_setting?.anchor_related_type,
      );
      checkCarousels(
        ctx.state,
        advertiserId,
        body.promotion_materials.carousel_material_list ?? [],
      );
      const settings = projectSettings(parent);
      if (
        settings.bid?.smart &&
        (body.cpa_bid ?? body.roi_goal ?? body.deep_cpabid) !== undefined
      ) {
        throw wireError({
          code: 40001,
          message: '项目出价方式为 NO_BID，不能设置 cpa_bid / deep_cpabid / roi_goal',
        });
      }
      if (body.budget !== undefined) {
        try {
          checkPromotionBudget({
            pricing: settings.bid?.pricing ?? 'OCPM',
            oldFen: 0,
            newFen: yuanToFen(body.budget, 'half-up'),
            spentTodayFen: 0,
            changesToday: 0,
          });
        } catch (error) {
          asWire(error);
        }
      }
      const id = ctx.state.nextId('oceanengine.promotion');
      const { operation, name, advertiser_id: _a, project_id: _p, ...rest } = body;
      const record: OceanEnginePromotionRecord = {
        id,
        advertiserId,
        parentId: parent.id,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          ...rest,
          promotion_id: id,
          promotion_name: name,
          advertiser_id: advertiserId,
          project_id: parent.id,
          opt_status: operation ?? 'ENABLE',
          promotion_materials: withMaterialIds(ctx.state, advertiserId, body.promotion_materials),
        },
      };
      promotions.insert({ ...record, sim: world().submit(record, 'create', req.now, false) });
      return { promotion_id: id };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.PromotionUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEnginePromotionRecord>;
      try {
        record = ownObject(promotions, advertiserId, body.promotion_id, '广告');
      } catch (error) {
        return asWire(error);
      }
      if (body.modify_time !== undefined) {
        const current = new OceanEngineView(
          world(),
          ctx.state,
          ctx.advertiser(req),
          req.now,
        ).promotion(record);
        if (current.modify_time !== body.modify_time) {
          throw wireError({
            code: 40001,
            message: '广告已被修改，请获取最新的 modify_time 后重试',
          });
        }
      }
      if (body.name && nameTaken(advertiserId, body.name, record.id)) {
        throw wireError({ code: 40001, message: `广告名称不可重复: ${body.name}` });
      }
      if (body.promotion_materials) {
        const project = projects.find(record.parentId ?? 0n);
        checkPromotionMaterials(
          ctx.state,
          advertiserId,
          body.promotion_materials,
          project ? projectStarVideos(advertiserId, project.wire, req.now) : [],
        );
      }
      const errors: ItemFailure[] = [];
      const change: Partial<OceanEnginePromotionRecord['wire']> = {};
      if (body.name) change.promotion_name = body.name;
      const bids = {
        cpa_bid: body.cpa_bid,
        deep_cpabid: body.deep_cpabid,
        roi_goal: body.roi_goal,
      };
      if (Object.values(bids).some((v) => v !== undefined)) {
        try {
          requireBiddable(ctx.state, record);
          if (body.cpa_bid !== undefined) requireOwnBid(ctx.state, record);
          Object.assign(
            change,
            Object.fromEntries(Object.entries(bids).filter(([, v]) => v !== undefined)),
          );
        } catch (error) {
          errors.push(toFailure(error));
        }
      }
      if (body.auto_extend_traffic) change.auto_extend_traffic = body.auto_extend_traffic;
      let sim = record.sim;
      if (body.budget !== undefined) {
        try {
          const budgetChanges = budgetChange(ctx.state, world(), record, body.budget, req.now);
          change.budget = body.budget;
          sim = { ...sim, budgetChanges };
        } catch (error) {
          errors.push(toFailure(error));
        }
      }
      // New materials or a new source go back to review (REAUDIT); budget and bid changes do not.
      if (body.promotion_materials || body.source) {
        if (body.promotion_materials) {
          change.promotion_materials = withMaterialIds(
            ctx.state,
            record.advertiserId,
            body.promotion_materials,
          );
        }
        if (body.source) change.source = body.source;
        sim = {
          ...resubmit(world(), { ...record, wire: { ...record.wire, ...change } }, req.now),
          budgetChanges: sim?.budgetChanges,
        };
        if (change.promotion_materials) {
          sim.removedMaterials = removedMaterials(
            record.wire.promotion_materials,
            change.promotion_materials,
            record.sim?.removedMaterials,
          );
        }
      }
      updatePromotion(ctx.state, record, req.now, change, sim);
      return {
        promotion_id: record.id,
        error_list: errors,
      } satisfies oceanengine.PromotionUpdateResult;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/reject_reason/get/`, (req) => {
    const query = ctx.parse(oceanengine.RejectReasonRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const list = query.promotion_ids.flatMap((id) => {
      const record = promotions.find(id);
      return record && record.advertiserId === advertiserId ? [rejectReasons(record, req.now)] : [];
    });
    return { list };
  });
}

/**
 * The sandbox denies with review reasons only (REVIEW_REJECT); the finer kinds (low quality,
 * exaggeration …) are the medium's classification of the reason text.
 */
const rejectReasonType = (p: Published<oceanengine.Promotion>): oceanengine.RejectReasonType =>
  p.status === 'AUDIT_DENY' ? 'REVIEW_REJECT' : 'NONE';

function matchesStatus(
  p: Published<oceanengine.Promotion>,
  status: oceanengine.PromotionStatus | undefined,
  first: oceanengine.PromotionStatusFirst | undefined,
  second: oceanengine.PromotionStatusSecond | undefined,
): boolean {
  const deleted = p.status === 'DELETED';
  if (first !== undefined) {
    if (first === 'PROMOTION_STATUS_ALL')
      return second === undefined || (p.status_second ?? []).includes(second);
    if (first === 'PROMOTION_STATUS_NOT_DELETE') return !deleted;
    if (p.status_first !== first) return false;
    return second === undefined || (p.status_second ?? []).includes(second);
  }
  if (second !== undefined && !(p.status_second ?? []).includes(second)) return false;
  const wanted = status ?? 'NOT_DELETED';
  if (wanted === 'ALL') return true;
  if (wanted === 'NOT_DELETED') return !deleted;
  return p.status === wanted;
}
