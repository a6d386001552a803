import { z } from 'zod';
import { MediumKeySchema, type MediumKey } from './media-auth';
import { blankToUndefined, calendarDate } from './report-filter-parsers';

// The dashboard `/home/main` (spec 000 §2, ability dashboard:index; docs/architecture/dashboard.md):
// figures of the caller's data scope read from the daily rollup, and the health of what they run.

/** Longest date range the dashboard sums over. */
export const DASHBOARD_MAX_DAYS = 366;
/** Days of the default range, ending today. */
export const DASHBOARD_DEFAULT_DAYS = 7;
/** Rows of each breakdown (by cost) and of each movers list. */
export const DASHBOARD_TOP = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /dashboard/overview`: China dates; the last 7 days without them. */
export const DashboardQuerySchema = z
  .object({
    start_date: calendarDate('开始日期'),
    end_date: calendarDate('结束日期'),
    medium: z.preprocess(blankToUndefined, MediumKeySchema.optional()),
  })
  .superRefine(checkDashboardRange);
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/**
 * The dashboards' date range: both dates or neither, the end not before the start, at most
 * DASHBOARD_MAX_DAYS days.
 */
export function checkDashboardRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((query.start_date === undefined) !== (query.end_date === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '请同时选择开始和结束日期' });
    return;
  }
  const { start_date: start, end_date: end } = query;
  // A malformed date has its own message; the range is checked between valid dates only.
  if (start === undefined || end === undefined || !ISO_DATE.test(start) || !ISO_DATE.test(end))
    return;
  if (start > end) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    return;
  }
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  if (days > DASHBOARD_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `日期范围不能超过 ${DASHBOARD_MAX_DAYS} 天`,
    });
  }
}

/** Sums of the rollup: money in 分; rates computed from the sums (null without a divisor). */
export interface DashboardFigures {
  cost: number;
  conversions: number;
  pay_amount: number;
  /** cost / conversions, 分. */
  conversion_cost: number | null;
  /** pay_amount / cost. */
  roi: number | null;
}

export interface DashboardDay extends DashboardFigures {
  date: string;
}

/** The dimensions the overview breaks the figures down by. */
export const DASHBOARD_DIMENSIONS = ['medium', 'game', 'account', 'designer', 'operator'] as const;
export type DashboardDimension = (typeof DASHBOARD_DIMENSIONS)[number];

/**
 * One value of a dimension. `key` is null for "none" (an ad without a designer, an account without
 * a game); the other fields say where a drill-through lands.
 */
export interface DashboardSlice extends DashboardFigures {
  key: string | null;
  label: string;
  /** The account's medium (account slices) or the medium itself (medium slices). */
  medium: MediumKey | null;
  /** The game's 游戏ID (game slices): the delivery screens filter by it. */
  gad_cfg_game_id: number | null;
}

export interface DashboardBreakdown {
  dimension: DashboardDimension;
  /** The values with the most cost, at most DASHBOARD_TOP. */
  slices: DashboardSlice[];
  /** How many values had figures in the range. */
  total: number;
}

/** An account's figures on the range's last day against the day before it. */
export interface DashboardMover {
  medium: MediumKey;
  advertiser_id: string;
  label: string;
  cost: number;
  previous_cost: number;
  cost_change: number;
  conversion_cost: number | null;
  previous_conversion_cost: number | null;
  /** Relative change of the cost per conversion (0.25 = +25 %); null when either side has none. */
  conversion_cost_change: number | null;
}

export interface DashboardOverview {
  start_date: string;
  end_date: string;
  /** The day "today" is for the comparison (Asia/Shanghai). */
  today: string;
  totals: DashboardFigures;
  trend: DashboardDay[];
  /** Today, yesterday and the same weekday last week. */
  compare: { today: DashboardDay; yesterday: DashboardDay; last_week: DashboardDay };
  breakdowns: DashboardBreakdown[];
  /** Accounts whose cost changed most (either way), and whose cost per conversion did. */
  movers: { cost: DashboardMover[]; conversion_cost: DashboardMover[] };
}

/** A grant that needs the OAuth round trip again soon or now. */
export interface DashboardAuthorizationAlert {
  id: number;
  medium: MediumKey;
  /** The medium account that granted (name or id). */
  account: string;
  status: 'expiring' | 'expired' | 'revoked';
  ends_at: string;
  last_error: string | null;
  /** Accounts the grant covers within the caller's scope. */
  advertiser_count: number;
}

export interface DashboardBalanceAlert {
  medium: MediumKey;
  advertiser_id: string;
  label: string;
  /** 分. */
  balance: number;
  /** The average daily cost of the last 7 days, 分. */
  daily_cost: number;
  /** balance / daily_cost, one decimal. */
  days_left: number;
}

export interface DashboardTaskItem {
  id: number;
  title: string;
  type: string;
  status: 'pending' | 'running' | 'failed' | 'partially_failed';
  item_count: number;
  succeeded_count: number;
  failed_count: number;
  created_at: string;
}

export interface DashboardHealth {
  authorizations: DashboardAuthorizationAlert[];
  low_balance: DashboardBalanceAlert[];
  tasks: { running: DashboardTaskItem[]; failed: DashboardTaskItem[] };
  /** Files waiting for review that the caller sees, and those assigned to them. */
  reviews: { pending: number; assigned_to_me: number };
}
