import { z } from 'zod';
import { FEED_UPDATE_MAX_ROWS, FeedIdSchema } from './feed-updates';
import type { ReportTab } from './report-views';

// ---- Ocean Engine delivery screen: what batch changes need beyond one page (spec 001 §4 "Batch
// modify"). Paths under /api:
//   POST {report path}/selection   the report's body → ReportSelection: every row of the filter
//   POST /bytedance/v3/{project|promotion}/budgetfacts  BudgetFactsBodySchema → BudgetFactsAnswer

/** Rows "select all matching the filter" takes at most. */
export const REPORT_SELECTION_MAX = 2_000;

/** Every row the report's filters match (all pages), within the caller's data scope. */
export interface ReportSelection<Row> {
  list: Row[];
  /** Rows the filters match; more than `list` when `truncated`. */
  total: number;
  truncated: boolean;
}

export const FEED_REPORT_SELECTION_PATHS: Record<ReportTab, string> = {
  account: '/api/bytedance/advertiser/reports/selection',
  project: '/api/bytedance/v3/project/reports/selection',
  promotion: '/api/bytedance/v3/promotion/reports/selection',
  material: '/api/bytedance/v3/promotion/material/reports/selection',
};

export const BudgetFactsBodySchema = z.object({
  items: z
    .array(z.object({ advertiser_id: FeedIdSchema, id: FeedIdSchema }), '请选择要修改的记录')
    .min(1, '请选择要修改的记录')
    .max(REPORT_SELECTION_MAX, `一次最多查询 ${REPORT_SELECTION_MAX} 条记录`),
});
export type BudgetFactsBody = z.infer<typeof BudgetFactsBodySchema>;

/** What the media's budget rules need of each object: today's spend and budget changes. */
export interface BudgetFactsAnswer {
  list: { id: string; today_cost: number; budget_changes_today: number }[];
}

export const FEED_BUDGET_FACTS_PATHS = {
  project: '/api/bytedance/v3/project/budgetfacts',
  promotion: '/api/bytedance/v3/promotion/budgetfacts',
} as const;

/** Rows one batch request carries: a larger selection is sent in several requests. */
export const BATCH_REQUEST_ROWS = FEED_UPDATE_MAX_ROWS;
