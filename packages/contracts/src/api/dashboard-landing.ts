import { z } from 'zod';
import { checkDashboardRange } from './dashboard';
import { calendarDate } from './report-filter-parsers';

// The dashboard's panel of our own landing pages (docs/architecture/dashboard.md "Landing pages"):
// views and clicks the public pages counted, per day and per page, of the pages in the caller's
// data scope.

/** Pages the panel lists (by views). */
export const DASHBOARD_LANDING_TOP = 10;

/** `GET /dashboard/landing`: China dates, both or neither; the last 7 days without them. */
export const DashboardLandingQuerySchema = z
  .object({ start_date: calendarDate('开始日期'), end_date: calendarDate('结束日期') })
  .superRefine(checkDashboardRange);
export type DashboardLandingQuery = z.infer<typeof DashboardLandingQuerySchema>;

export interface LandingCounts {
  views: number;
  clicks: number;
  /** clicks / views; null without views. */
  click_rate: number | null;
}

export interface DashboardLandingDay extends LandingCounts {
  date: string;
}

export interface DashboardLandingPage extends LandingCounts {
  id: number;
  name: string;
  /** Whether the page is published now. */
  published: boolean;
  /** The ad ID the page is tied to (its media's numbers are that ID's). */
  ad_id: string | null;
}

export interface DashboardLanding {
  start_date: string;
  end_date: string;
  totals: LandingCounts;
  /** Every day of the range. */
  days: DashboardLandingDay[];
  /** The pages with the most views in the range, at most DASHBOARD_LANDING_TOP. */
  pages: DashboardLandingPage[];
  /** How many pages had views or clicks in the range. */
  page_count: number;
}
