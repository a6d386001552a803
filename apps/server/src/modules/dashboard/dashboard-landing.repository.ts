import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import type { AdvertiserScope } from '../media-accounts/advertiser-conditions';

// The dashboard's reads of our own landing pages (docs/architecture/dashboard.md "Landing pages"):
// the views and clicks `landing_page_stats` holds per page and day, of the pages in scope.

export interface LandingCountRow {
  views: number;
  clicks: number;
}

export interface LandingDayRow extends LandingCountRow {
  stat_date: string;
}

export interface LandingPageRow extends LandingCountRow {
  id: number;
  name: string;
  published: boolean;
  ad_id: string | null;
  /** How many pages had counts in the range. */
  total: number;
}

const COUNTS = sql`sum(s.views)::int as views, sum(s.clicks)::int as clicks`;

export class DashboardLandingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The range's rows of `landing_page_stats` of the pages `scope` covers: every page for `all`;
   * else the pages the user made and those tied (themselves or through their ad ID) to a
   * conversion base of a game assigned to the user.
   */
  private statRows(scope: AdvertiserScope, from: string, to: string): SQL {
    const inScope =
      scope.kind === 'all'
        ? sql`true`
        : sql`(lp.created_by = ${scope.userId} or exists (
            select 1 from conversion_bases b
            join user_games ug on ug.game_id = b.game_id and ug.user_id = ${scope.userId}
            where b.id = lp.conversion_base_id
              or b.id = (select ai.base_id from ad_ids ai where ai.id = lp.ad_id)))`;
    return sql`select s.page_id, s.stat_date, s.views, s.clicks
      from landing_page_stats s join landing_pages lp on lp.id = s.page_id
      where s.stat_date between ${from} and ${to} and ${inScope}`;
  }

  /** The range's counts by day (days without counts are absent). */
  days(scope: AdvertiserScope, from: string, to: string): Promise<LandingDayRow[]> {
    return selectRows<LandingDayRow>(
      this.db,
      sql`select s.stat_date::text as stat_date, ${COUNTS}
        from (${this.statRows(scope, from, to)}) s group by s.stat_date`,
    );
  }

  /** The `top` pages with the most views over the range, with how many pages had counts. */
  pages(scope: AdvertiserScope, from: string, to: string, top: number): Promise<LandingPageRow[]> {
    return selectRows<LandingPageRow>(
      this.db,
      sql`with p as (
        select s.page_id, ${COUNTS} from (${this.statRows(scope, from, to)}) s group by s.page_id
      )
      select lp.id, lp.name, lp.published_at is not null as published, ai.ad_id, p.views,
        p.clicks, (count(*) over ())::int as total
      from p join landing_pages lp on lp.id = p.page_id
      left join ad_ids ai on ai.id = lp.ad_id
      where p.views > 0 or p.clicks > 0
      order by p.views desc, p.clicks desc, lp.id
      limit ${top}`,
    );
  }
}
