import { oceanengine, yuanToFen } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import type { OceanEngineProjectRecord, OceanEnginePromotionRecord } from '../../state/records';
import { checkProjectBudget } from './budget-rules';
import { deleteProject } from './project-writes';
import { checkName } from './v2-create-routes';
import {
  budgetChange,
  removedMaterials,
  requireBiddable,
  requireOwnBid,
  updatePromotion,
} from './promotion-support';
import {
  adRejectReason,
  creativeIds,
  creativeReject,
  findCreativeOwner,
  visibleRejects,
  withoutCreative,
} from './v2-creatives';
import { bumped, ItemError, ownObject, runItems } from './write-support';
import { regionKept, regionRefusal } from './region-rules';

// Legacy v2 writes and reject reasons over the same world as v3 (reference §1.5, §1.10): the
// campaign switch and budget act on the project, the ad (计划) writes on the promotion with the
// promotion's rules (budget §1.4, bid §1.8), a creative switch on the promotion's material.

const API = '/oceanengine/open_api/2';

const SWITCH = { enable: 'ENABLE', disable: 'DISABLE' } as const;

/** The age bands an ad's audience takes (bububa enum AudienceAge). */
const V2_AGES: readonly string[] = [
  'AGE_BETWEEN_18_23',
  'AGE_BETWEEN_24_30',
  'AGE_BETWEEN_31_40',
  'AGE_BETWEEN_41_49',
  'AGE_ABOVE_50',
];

export function registerOceanEngineV2Writes(ctx: MediumContext): void {
  const { projects, promotions } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');
  const failures = <K extends string>(
    key: K,
    failed: readonly { id: bigint; error_message: string }[],
  ) =>
    failed.map(
      ({ id, error_message }) =>
        ({ [key]: id, error_message }) as Record<K, bigint> & {
          error_message: string;
        },
    );

  ctx.endpoint(
    'POST',
    `${API}/campaign/update/status/`,
    (req) => {
      const body = ctx.parse(oceanengine.CampaignStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const { ok, failed } = runItems(
        body.campaign_ids,
        (id) => id,
        (id) => {
          const record = ownObject(projects, advertiserId, id, '广告组');
          const op = body.opt_status;
          if (op === 'delete') return deleteProject(ctx.state, record, req.now);
          const optStatus = SWITCH[op];
          projects.update(id, (r) => ({
            ...r,
            updatedAt: bumped(r, req.now),
            wire: { ...r.wire, opt_status: optStatus },
          }));
        },
      );
      return {
        campaign_ids: ok,
        errors: failures('campaign_id', failed),
      } satisfies oceanengine.CampaignWriteResult;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/campaign/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.CampaignUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEngineProjectRecord>;
      try {
        record = ownObject(projects, advertiserId, body.campaign_id, '广告组');
      } catch (error) {
        if (error instanceof ItemError)
          throw wireError({ code: error.code, message: error.message });
        throw error;
      }
      if (body.modify_time !== undefined && body.modify_time !== formatDateTime(record.updatedAt)) {
        throw wireError({
          code: oceanengine.ErrorCode.PARAM_ERROR,
          message: '广告组已被修改，请使用 campaign/get 返回的最新 modify_time',
        });
      }
      if (body.campaign_name !== undefined && body.campaign_name !== record.wire.name) {
        const taken = projects
          .listByAdvertiser(advertiserId)
          .some((r) => r.wire.name === body.campaign_name && r.sim?.deletedAt === undefined);
        if (taken) {
          throw wireError({ code: 40001, message: `广告组名称已存在: ${body.campaign_name}` });
        }
      }
      const current = record.wire.delivery_setting;
      const mode = body.budget_mode ?? current.budget_mode;
      if (mode === 'BUDGET_MODE_INFINITE' && body.budget !== undefined) {
        throw wireError({
          code: oceanengine.ErrorCode.PARAM_ERROR,
          message: '不限预算（BUDGET_MODE_INFINITE）时不能设置 budget',
        });
      }
      const budget = mode === 'BUDGET_MODE_DAY' ? (body.budget ?? current.budget) : undefined;
      if (body.budget_mode !== undefined || body.budget !== undefined) {
        try {
          checkProjectBudget(mode, budget === undefined ? undefined : yuanToFen(budget, 'half-up'));
        } catch (error) {
          if (error instanceof ItemError)
            throw wireError({ code: error.code, message: error.message });
          throw error;
        }
      }
      projects.update(record.id, (r) => ({
        ...r,
        updatedAt: bumped(r, req.now),
        wire: {
          ...r.wire,
          ...(body.campaign_name !== undefined ? { name: body.campaign_name } : {}),
          delivery_setting: { ...r.wire.delivery_setting, budget_mode: mode, budget },
        },
      }));
      return { campaign_id: record.id } satisfies oceanengine.CampaignUpdateResult;
    },
    { write: true },
  );

  /** Registers an ad (计划) write answering `{ad_ids, errors}`. */
  const adWrite = <T>(
    path: string,
    parse: (input: unknown) => { items: T[]; idOf: (item: T) => bigint },
    apply: (item: T, advertiserId: number, now: number) => void,
  ) =>
    ctx.endpoint(
      'POST',
      `${API}/ad/${path}/`,
      (req) => {
        const { items, idOf } = parse(req.input);
        const advertiserId = ctx.advertiser(req).id;
        world().touch(advertiserId, req.now);
        const { ok, failed } = runItems(items, idOf, (item) => apply(item, advertiserId, req.now));
        return {
          ad_ids: ok,
          errors: failures('ad_id', failed),
        } satisfies oceanengine.AdWriteResult;
      },
      { write: true },
    );

  adWrite<{ id: bigint; op: oceanengine.V2OptStatus }>(
    'update/status',
    (input) => {
      const body = ctx.parse(oceanengine.AdStatusUpdateRequestSchema, input);
      return { items: body.ad_ids.map((id) => ({ id, op: body.opt_status })), idOf: (i) => i.id };
    },
    ({ id, op }, advertiserId, now) => {
      const record = ownObject(promotions, advertiserId, id, '计划');
      if (op === 'delete') {
        updatePromotion(ctx.state, record, now, {}, { ...record.sim, deletedAt: now });
      } else {
        updatePromotion(ctx.state, record, now, { opt_status: SWITCH[op] });
      }
    },
  );

  adWrite<oceanengine.AdBudgetUpdateRequest['data'][number]>(
    'update/budget',
    (input) => ({
      items: ctx.parse(oceanengine.AdBudgetUpdateRequestSchema, input).data,
      idOf: (i) => i.ad_id,
    }),
    (item, advertiserId, now) => {
      const record = ownObject(promotions, advertiserId, item.ad_id, '计划');
      const budgetChanges = budgetChange(ctx.state, world(), record, item.budget, now);
      updatePromotion(
        ctx.state,
        record,
        now,
        { budget: item.budget, budget_mode: 'BUDGET_MODE_DAY' },
        { ...record.sim, budgetChanges },
      );
    },
  );

  adWrite<oceanengine.AdBidUpdateRequest['data'][number]>(
    'update/bid',
    (input) => ({
      items: ctx.parse(oceanengine.AdBidUpdateRequestSchema, input).data,
      idOf: (i) => i.ad_id,
    }),
    (item, advertiserId, now) => {
      const record = ownObject(promotions, advertiserId, item.ad_id, '计划');
      requireBiddable(ctx.state, record);
      requireOwnBid(ctx.state, record);
      if (item.bid < 0.1 || item.bid > 10_000) throw new ItemError('出价取值范围为 0.1-10000 元');
      updatePromotion(ctx.state, record, now, { cpa_bid: item.bid });
    },
  );

  ctx.endpoint(
    'POST',
    `${API}/ad/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.AdUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const fail = (message: string) =>
        wireError({ code: oceanengine.ErrorCode.PARAM_ERROR, message });
      let record: Readonly<OceanEnginePromotionRecord>;
      try {
        record = ownObject(promotions, advertiserId, body.ad_id, '计划');
      } catch (error) {
        if (error instanceof ItemError) throw fail(error.message);
        throw error;
      }
      if (body.name !== undefined) {
        checkName(body.name, '计划');
        const taken = promotions
          .listByAdvertiser(advertiserId)
          .some(
            (r) =>
              r.id !== record.id &&
              r.wire.promotion_name === body.name &&
              r.sim?.deletedAt === undefined,
          );
        if (taken) throw fail(`计划名称不可重复: ${body.name}`);
      }
      const unknownAge = (body.age ?? []).find((a) => !V2_AGES.includes(a));
      if (unknownAge !== undefined) throw fail(`age 取值不正确: ${unknownAge}`);
      const regionGiven =
        body.district !== undefined || body.city !== undefined || body.location_type !== undefined;
      const regions = regionGiven ? regionRefusal(body) : undefined;
      if (regions) throw fail(regions);
      const own = { ...record.sim?.v2Ad };
      if (regionGiven) own.region = regionKept(body);
      if (body.gender !== undefined) own.gender = body.gender;
      if (body.age !== undefined) own.age = body.age;
      if (body.schedule_type !== undefined) {
        const ds = projects.find(record.parentId ?? 0n)?.wire.delivery_setting;
        // Without a start_time the ad keeps its start: its own, its campaign's, else the day it
        // was made (an ad delivering from now started then).
        const start =
          (body.start_time ?? '').slice(0, 10) ||
          own.startTime ||
          ds?.start_time ||
          formatDateTime(record.createdAt).slice(0, 10);
        const end = (body.end_time ?? '').slice(0, 10);
        if (body.schedule_type === 'SCHEDULE_START_END') {
          if (!end) throw fail('schedule_type 为 SCHEDULE_START_END 时须填写 end_time');
          if (end < start) throw fail('end_time 不能早于 start_time');
          if (end < formatDateTime(req.now).slice(0, 10)) throw fail('end_time 不能早于今天');
        }
        own.scheduleType = body.schedule_type;
        if (start) own.startTime = start;
        if (body.schedule_type === 'SCHEDULE_START_END') own.endTime = end;
        else delete own.endTime;
      }
      updatePromotion(
        ctx.state,
        record,
        req.now,
        {
          ...(body.name === undefined ? {} : { promotion_name: body.name }),
          ...(body.schedule_time === undefined ? {} : { schedule_time: body.schedule_time }),
        },
        { ...record.sim, v2Ad: own },
      );
      return { ad_id: record.id, need_audit: 0 };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/creative/update/status/`,
    (req) => {
      const body = ctx.parse(oceanengine.CreativeStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const { ok, failed } = runItems(
        body.creative_ids,
        (id) => id,
        (id) => {
          const owner = findCreativeOwner(promotions, advertiserId, id);
          if (!owner) throw new ItemError(`创意ID ${id} 不存在`);
          const record = ownObject(promotions, advertiserId, owner.id, '计划');
          const disabled = new Set(record.sim?.disabledMaterials ?? []);
          if (body.opt_status !== 'delete') {
            if (body.opt_status === 'disable') disabled.add(id);
            else disabled.delete(id);
            updatePromotion(
              ctx.state,
              record,
              req.now,
              {},
              {
                ...record.sim,
                disabledMaterials: [...disabled],
              },
            );
            return;
          }
          const before = record.wire.promotion_materials;
          const after = withoutCreative(before, id);
          if (creativeIds(after).length === 0) {
            throw new ItemError(`创意ID ${id} 是计划 ${record.id} 的最后一个创意，不能删除`);
          }
          disabled.delete(id);
          updatePromotion(
            ctx.state,
            record,
            req.now,
            { promotion_materials: after },
            {
              ...record.sim,
              disabledMaterials: [...disabled],
              removedMaterials: removedMaterials(before, after, record.sim?.removedMaterials),
            },
          );
        },
      );
      return {
        success: ok,
        errors: failures('creative_id', failed),
      } satisfies oceanengine.CreativeWriteResult;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/ad/reject_reason/`, (req) => {
    const query = ctx.parse(oceanengine.AdRejectReasonRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const list = query.ad_ids.flatMap((id) => {
      const record = promotions.find(id);
      return record && record.advertiserId === advertiserId
        ? [adRejectReason(record, req.now)]
        : [];
    });
    return { list } satisfies oceanengine.AdRejectReasonData;
  });

  ctx.endpoint('GET', `${API}/creative/reject_reason/`, (req) => {
    const query = ctx.parse(oceanengine.CreativeRejectReasonRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const list = query.creative_ids.flatMap((id) => {
      const owner = findCreativeOwner(promotions, advertiserId, id);
      return owner ? [creativeReject(visibleRejects(owner, req.now), id)] : [];
    });
    return { list } satisfies oceanengine.CreativeRejectReasonData;
  });
}
