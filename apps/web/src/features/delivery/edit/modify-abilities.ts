import type { DeliveryAction } from '@toufang/contracts';
import type { ModifyItemKey } from './modify-items';

/**
 * The action of the ability table (spec 001 §6, contracts delivery-abilities.ts) each 批量修改 item
 * is: budgets, bids and ROI goals are budget edits, end dates, schedules, 智能放量 and titles the
 * object's other settings, the material status its switch. The item is enabled by that action's ability.
 */
export const MODIFY_ITEM_ACTIONS: Record<ModifyItemKey, DeliveryAction> = {
  account_budget: 'budget',
  budget: 'budget',
  bid: 'budget',
  deep_bid: 'budget',
  roi_goal: 'budget',
  end_date: 'edit',
  schedule: 'edit',
  auto_extend: 'edit',
  material_status: 'switch',
  title: 'edit',
};
