import { fenToYuan } from '@toufang/media-wire';
import { longId } from '../oauth-support';
import type { BytedanceValueEndpoint, ValueChange, ValueField } from './value-writes';
import { itemErrorMessage, refusalCode, type ItemRefusal } from './write-mapping';
import type { BatchItemResult } from './writes';

// The wire side of Ocean Engine v3 value writes: which endpoint a field change goes to, the item
// of one object's change (money 分 → yuan), and the per-id results of a batch answer.

export const PROJECT_ENDPOINTS: Partial<Record<ValueField, BytedanceValueEndpoint>> = {
  budget: 'projectBudget',
  cpaBid: 'projectBid',
  deepBid: 'projectDeepBid',
  roiGoal: 'projectRoiGoal',
  weekSchedule: 'projectWeekSchedule',
  endTime: 'projectEndTime',
};
export const PROMOTION_ENDPOINTS: Partial<Record<ValueField, BytedanceValueEndpoint>> = {
  budget: 'promotionBudget',
  cpaBid: 'promotionBid',
  deepBid: 'promotionDeepBid',
  roiGoal: 'promotionUpdate',
  autoExtend: 'promotionUpdate',
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
    case 'weekSchedule':
    case 'endTime':
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
