import type { FeedUpdateError, ProjectUpdateBody, PromotionUpdateBody } from '@toufang/contracts';
import {
  DEEP_BID_RULE,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  ROI_GOAL_RULES,
  SINGLE_EDIT_BID_RULE,
  SINGLE_EDIT_BUDGET_RULE,
  type BidLevel,
  type NumericInput,
} from '@toufang/domain';
import type { ValueChange } from '../../media/medium-writes';
import type { BudgetFacts } from './budget-facts.repository';
import type { MirrorSnapshot } from './delivery-mirror.repository';
import {
  budgetChange,
  mediaBudgetChange,
  moneyChange,
  roiChange,
  type RowChecks,
} from './row-checks';
import { changeIsUnchanged } from './unchanged-values';

// The budget/bid dialog of one project or promotion (spec 001 §5 "Single edit dialogs"): budget
// min 300 with 2 decimals, bid 0.1 to 10000; deep bid and ROI goal as in batch modify. A field
// left out is not edited; null (emptied) fails as empty. A promotion whose project has
// project_custom ON takes no bid (spec 001 §5: shown as 项目成本稳投). A budget that changes is
// also held to the medium's own rules (smallest change, today's spend, changes a day).

interface EditValues {
  budget_mode?: 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DAY';
  budget?: NumericInput;
  cpa_bid?: NumericInput;
  deep_cpabid?: NumericInput;
  roi_goal?: NumericInput;
}

function editChecks(
  level: BidLevel,
  advertiserId: string,
  objectId: string,
  values: EditValues,
  projectCustom: 'ON' | 'OFF' | null = null,
  mirror?: MirrorSnapshot,
  facts?: BudgetFacts,
): RowChecks {
  const results: ({ ok: true; value: ValueChange } | { ok: false; message: string })[] = [];
  if (values.budget_mode !== undefined || values.budget !== undefined) {
    const input = { budget_mode: values.budget_mode ?? 'BUDGET_MODE_DAY', budget: values.budget };
    const change = budgetChange(input, SINGLE_EDIT_BUDGET_RULE, level === 'project');
    const changed = change.ok && !changeIsUnchanged(change.value, mirror);
    results.push(changed ? mediaBudgetChange('bytedance', level, input, mirror, facts) : change);
  }
  if (values.cpa_bid !== undefined) {
    results.push(
      isProjectBidLocked({ project_custom: projectCustom })
        ? { ok: false, message: PROJECT_COST_STABLE_LABEL }
        : moneyChange('cpaBid', values.cpa_bid, SINGLE_EDIT_BID_RULE),
    );
  }
  if (values.deep_cpabid !== undefined) {
    results.push(moneyChange('deepBid', values.deep_cpabid, DEEP_BID_RULE));
  }
  if (values.roi_goal !== undefined)
    results.push(roiChange(values.roi_goal, ROI_GOAL_RULES[level]));
  const errors: FeedUpdateError[] = results.flatMap((r) =>
    r.ok ? [] : [{ ids: [objectId], error_message: r.message, error_code: null }],
  );
  const rows = results.flatMap((r) => (r.ok ? [{ advertiserId, objectId, change: r.value }] : []));
  return { rows, errors };
}

export const projectEditChecks = (
  body: ProjectUpdateBody,
  mirror?: MirrorSnapshot,
  facts?: BudgetFacts,
): RowChecks =>
  editChecks(
    'project',
    body.advertiser_id,
    body.project_id,
    body.delivery_setting,
    null,
    mirror,
    facts,
  );

export const promotionEditChecks = (
  body: PromotionUpdateBody,
  mirror?: MirrorSnapshot,
  facts?: BudgetFacts,
): RowChecks =>
  editChecks(
    'promotion',
    body.advertiser_id,
    body.promotion_id,
    body,
    mirror?.projectCustom ?? null,
    mirror,
    facts,
  );
