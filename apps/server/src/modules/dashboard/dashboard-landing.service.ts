import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_LANDING_TOP,
  type DashboardLanding,
  type DashboardLandingQuery,
  type LandingCounts,
} from '@toufang/contracts';
import { addDays, shanghaiDate } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import { scopeOf } from '../media-accounts/media-accounts.service';
import type { DashboardLandingRepository, LandingCountRow } from './dashboard-landing.repository';

/** The click rate from sums, four decimals; null without views. */
export function countsOf(row: LandingCountRow | undefined): LandingCounts {
  const views = row?.views ?? 0;
  const clicks = row?.clicks ?? 0;
  return {
    views,
    clicks,
    click_rate: views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null,
  };
}

/**
 * The dashboard's landing-page panel (docs/architecture/dashboard.md "Landing pages"): views and
 * clicks of our own pages in the caller's scope over the dashboard's range, by day and by page.
 */
export class DashboardLandingService {
  constructor(
    private readonly repo: DashboardLandingRepository,
    private readonly clock: Clock,
  ) {}

  async landing(auth: AuthContext, query: DashboardLandingQuery): Promise<DashboardLanding> {
    const today = shanghaiDate(this.clock.now());
    const to = query.end_date ?? today;
    const from = query.start_date ?? addDays(today, 1 - DASHBOARD_DEFAULT_DAYS);
    const scope = scopeOf(auth);
    const [days, pages] = await Promise.all([
      this.repo.days(scope, from, to),
      this.repo.pages(scope, from, to, DASHBOARD_LANDING_TOP),
    ]);
    const byDate = new Map(days.map((row) => [row.stat_date, row]));
    const range: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) range.push(d);
    const sum = days.reduce(
      (total, row) => ({ views: total.views + row.views, clicks: total.clicks + row.clicks }),
      { views: 0, clicks: 0 },
    );
    return {
      start_date: from,
      end_date: to,
      totals: countsOf(sum),
      days: range.map((date) => ({ date, ...countsOf(byDate.get(date)) })),
      pages: pages.map((row) => ({
        id: row.id,
        name: row.name,
        published: row.published,
        ad_id: row.ad_id,
        ...countsOf(row),
      })),
      page_count: pages[0]?.total ?? 0,
    };
  }
}
