import { fenToYuan } from '@toufang/media-wire';
import { longId } from '../oauth-support';
import type { BatchItemResult, ValueChange, ValueField } from '../medium-writes';
import { PROMOTION_UPDATE_PATH } from './promotion-updates';
import { itemErrorMessage, refusalCode, type ItemRefusal } from './write-mapping';
import { projectRegionWire } from './region-wire';

// The wire side of Ocean Engine v3 value writes: which endpoint a field change goes to, the item
// of one object's change (money 分 → yuan), and the per-id results of a batch answer.

export const BYTEDANCE_VALUE_ENDPOINTS = {
  projectBudget: { method: 'POST', path: 'v3.0/project/budget/update/' },
  projectBid: { method: 'POST', path: 'v3.0/project/cpa_bid/update/' },
  projectDeepBid: { method: 'POST', path: 'v3.0/project/deep_cpa_bid/update/' },
  projectRoiGoal: { method: 'POST', path: 'v3.0/project/roigoal/update/' },
  projectWeekSchedule: { method: 'POST', path: 'v3.0/project/week_schedule/update/' },
  projectEndTime: { method: 'POST', path: 'v3.0/project/schedule_time/update/' },
  projectDelete: { method: 'POST', path: 'v3.0/project/delete/' },
  /** A project's name, one project a call (v3.0/project/update/ answers one project). */
  projectUpdate: { method: 'POST', path: 'v3.0/project/update/' },
  promotionBudget: { method: 'POST', path: 'v3.0/promotion/budget/update/' },
  promotionBid: { method: 'POST', path: 'v3.0/promotion/bid/update/' },
  promotionDeepBid: { method: 'POST', path: 'v3.0/promotion/deepbid/update/' },
  /**
   * ROI goals and 智能放量 of promotions have no batch call: one promotion/update per promotion.
   * It also removes materials: the medium has no delete call for a material of a promotion, the
   * promotion is updated with its materials less the removed ones.
   */
  promotionUpdate: { method: 'POST', path: PROMOTION_UPDATE_PATH },
  materialStatus: { method: 'POST', path: 'v3.0/material/status/update/' },
  accountBudget: { method: 'POST', path: '2/advertiser/update/budget/' },
  rejectReason: { method: 'GET', path: 'v3.0/promotion/reject_reason/get/' },
} as const;
export type BytedanceValueEndpoint = keyof typeof BYTEDANCE_VALUE_ENDPOINTS;

export const PROJECT_ENDPOINTS: Partial<Record<ValueField, BytedanceValueEndpoint>> = {
  budget: 'projectBudget',
  cpaBid: 'projectBid',
  deepBid: 'projectDeepBid',
  roiGoal: 'projectRoiGoal',
  weekSchedule: 'projectWeekSchedule',
  endTime: 'projectEndTime',
  name: 'projectUpdate',
  audience: 'projectUpdate',
};
export const PROMOTION_ENDPOINTS: Partial<Record<ValueField, BytedanceValueEndpoint>> = {
  budget: 'promotionBudget',
  cpaBid: 'promotionBid',
  deepBid: 'promotionDeepBid',
  roiGoal: 'promotionUpdate',
  autoExtend: 'promotionUpdate',
  name: 'promotionUpdate',
  materials: 'promotionUpdate',
  titles: 'promotionUpdate',
};

/** The wire item of a project change. */
export function projectItem(id: string, change: ValueChange): Record<string, unknown> {
  const project_id = longId(id);
  switch (change.field) {
    case 'budget':
      return {
        project_id,
        budget_mode: change.budgetMode,
        ...(change.budgetFen === null ? {} : { budget: fenToYuan(change.budgetFen) }),
      };
    case 'cpaBid':
      return { project_id, cpa_bid: fenToYuan(change.fen) };
    case 'deepBid':
      return { project_id, deepbid: fenToYuan(change.fen) };
    case 'roiGoal':
      return { project_id, roi_goal: change.roiGoal };
    case 'weekSchedule':
      return { project_id, schedule_time: change.scheduleTime, schedule_scene: change.scene };
    case 'endTime':
      return {
        project_id,
        schedule_type: change.scheduleType,
        ...(change.endDate === null ? {} : { end_time: change.endDate }),
      };
    case 'autoExtend':
      throw new RangeError('projects take no 智能放量 change');
    case 'title':
      throw new RangeError('projects take no title change');
    case 'name':
      return { project_id, name: change.name };
    case 'audience':
      // NONE and no age bands send 不限 explicitly: the keys replace the project's.
      return {
        project_id,
        audience: {
          gender: change.audience.gender,
          age: change.audience.age,
          ...(change.audience.region ? projectRegionWire(change.audience.region) : {}),
        },
      };
    case 'placements':
    case 'materials':
    case 'titles':
      throw new RangeError(`projects take no ${change.field} change`);
  }
}

export function promotionItem(id: string, change: ValueChange): Record<string, unknown> {
  const promotion_id = longId(id);
  switch (change.field) {
    case 'budget':
      // Promotions have no budget mode on the wire: an amount is a day budget.
      return { promotion_id, budget: fenToYuan(change.budgetFen ?? 0) };
    case 'cpaBid':
      return { promotion_id, bid: fenToYuan(change.fen) };
    case 'deepBid':
      return { promotion_id, deepbid: fenToYuan(change.fen) };
    case 'roiGoal':
      return { promotion_id, roi_goal: change.roiGoal };
    case 'autoExtend':
      return { promotion_id, auto_extend_traffic: change.autoExtendTraffic };
    case 'name':
      return { promotion_id, name: change.name };
    case 'weekSchedule':
    case 'endTime':
    case 'title':
    case 'audience':
    case 'placements':
    case 'materials':
    case 'titles':
      // Files and titles go with the promotion's other materials (promotion-updates.ts).
      throw new RangeError(`promotions take no ${change.field} change`);
  }
}

export function results(
  ids: readonly string[],
  applied: readonly (number | bigint)[],
  errors: readonly ItemRefusal[],
): BatchItemResult[] {
  const ok = new Set(applied.map(String));
  const failed = new Map(errors.map((e) => [String(e.id), e]));
  return ids.flatMap((id): BatchItemResult[] => {
    const error = failed.get(id);
    if (error) {
      const message = itemErrorMessage(error.error_code, error.error_message);
      return [{ id, ok: false, code: refusalCode(error.error_code), message }];
    }
    return ok.has(id) ? [{ id, ok: true }] : [];
  });
}
