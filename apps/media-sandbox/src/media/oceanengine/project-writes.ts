import { yuanToFen, type oceanengine } from '@toufang/media-wire';
import type { ObjectCollection } from '../../state/collection';
import type { OceanEngineProjectRecord, OceanEngineProjectWire } from '../../state/records';
import type { SandboxState } from '../../state/state';
import { checkProjectBudget } from './budget-rules';
import { bumped, ItemError, toFailure, type ItemFailure } from './write-support';
import { regionKept, regionRefusal } from './region-rules';

// The rules of project writes (reference §1.7): bid fields must fit the bid type, a start/end
// schedule needs both dates, day budgets have their floor; an update applies the parts that pass
// and reports the others per part (BASIC / BUDGET), as bububa's update_response describes.

type DeliverySetting = oceanengine.DeliverySetting;

export function validateDeliverySetting(ds: Partial<DeliverySetting>): void {
  if (ds.bid_type === 'NO_BID' && (ds.cpa_bid !== undefined || ds.roi_goal !== undefined)) {
    throw new ItemError('出价方式为 NO_BID 时不能设置 cpa_bid / roi_goal', 40001, 'BASIC');
  }
  const oc =
    ds.pricing === undefined || ds.pricing === 'PRICING_OCPM' || ds.pricing === 'PRICING_OCPC';
  if (ds.bid_type !== undefined && ds.bid_type !== 'NO_BID' && oc && ds.cpa_bid === undefined) {
    throw new ItemError('cpa_bid 为必填参数', 40001, 'BASIC');
  }
  if (ds.cpa_bid !== undefined && (ds.cpa_bid < 0.1 || ds.cpa_bid > 10_000)) {
    throw new ItemError('cpa_bid 取值范围为 0.1-10000 元', 40001, 'BASIC');
  }
  if (ds.schedule_type === 'SCHEDULE_START_END' && (!ds.start_time || !ds.end_time)) {
    throw new ItemError('SCHEDULE_START_END 需要 start_time 与 end_time', 40001, 'BASIC');
  }
  if (ds.start_time && ds.end_time && ds.start_time > ds.end_time) {
    throw new ItemError('end_time 不能早于 start_time', 40001, 'BASIC');
  }
}

/** Applies an update; returns the parts that failed. */
export function applyProjectPatch(
  projects: ObjectCollection<OceanEngineProjectWire, bigint>,
  record: Readonly<OceanEngineProjectRecord>,
  body: oceanengine.ProjectUpdateRequest,
  now: number,
): ItemFailure[] {
  const errors: ItemFailure[] = [];
  const current = record.wire.delivery_setting;
  let ds: DeliverySetting = { ...current };
  const patch = body.delivery_setting ?? {};
  const { budget_mode: budgetMode, budget, ...basic } = patch;
  const basicPatch = Object.fromEntries(Object.entries(basic).filter(([, v]) => v !== undefined));
  if (Object.keys(basicPatch).length > 0) {
    const next = { ...ds, ...basicPatch };
    try {
      if (current.bid_type === 'NO_BID' && ('cpa_bid' in basicPatch || 'roi_goal' in basicPatch)) {
        throw new ItemError('出价方式为 NO_BID 时不能设置 cpa_bid / roi_goal', 40001, 'BASIC');
      }
      validateDeliverySetting({ ...next, bid_type: undefined });
      ds = next;
    } catch (error) {
      errors.push(toFailure(error));
    }
  }
  if (budgetMode !== undefined || budget !== undefined) {
    const mode = budgetMode ?? current.budget_mode;
    try {
      checkProjectBudget(mode, budget === undefined ? undefined : yuanToFen(budget, 'half-up'));
      ds = {
        ...ds,
        budget_mode: mode,
        budget: mode === 'BUDGET_MODE_INFINITE' ? undefined : budget,
      };
    } catch (error) {
      errors.push(toFailure(error));
    }
  }
  // Region keys given replace the project's regions as a whole; refused ones change nothing.
  let audience = body.audience;
  const regionGiven =
    audience !== undefined &&
    (audience.district !== undefined || audience.city !== undefined || 'location_type' in audience);
  if (audience && regionGiven) {
    const refusal = regionRefusal(audience);
    if (refusal) {
      errors.push(toFailure(new ItemError(refusal, 40001, 'BASIC')));
      const { district: _d, city: _c, location_type: _l, region_version: _v, ...rest } = audience;
      audience = rest;
    } else {
      const { city: _c, location_type: _l, region_version: _v, ...rest } = audience;
      audience = { ...rest, ...regionKept(audience) };
    }
  }
  const keptAudience = (wire: OceanEngineProjectWire['audience']) => {
    if (!audience) return wire;
    if (!regionGiven) return { ...wire, ...audience };
    const { district: _d, city: _c, location_type: _l, region_version: _v, ...others } = wire ?? {};
    return { ...others, ...audience };
  };
  projects.update(record.id, (r) => ({
    ...r,
    updatedAt: bumped(r, now),
    wire: {
      ...r.wire,
      ...(body.name ? { name: body.name } : {}),
      // The targeting keys given replace theirs; the others stay (v3.0/project/update/).
      ...(audience ? { audience: keptAudience(r.wire.audience) } : {}),
      ...(body.track_url_setting ? { track_url_setting: body.track_url_setting } : {}),
      delivery_setting: ds,
    },
  }));
  return errors;
}

/** Deletes a project and its promotions (deleting a project takes its promotions with it). */
export function deleteProject(
  state: SandboxState,
  record: Readonly<OceanEngineProjectRecord>,
  now: number,
): void {
  const { projects, promotions } = state.oceanengine;
  projects.update(record.id, (r) => ({
    ...r,
    updatedAt: bumped(r, now),
    sim: { ...r.sim, deletedAt: now },
  }));
  for (const child of promotions.listByParent(record.id)) {
    if (child.sim?.deletedAt !== undefined) continue;
    promotions.update(child.id, (r) => ({
      ...r,
      updatedAt: bumped(r, now),
      sim: { ...r.sim, deletedAt: now },
    }));
  }
}
