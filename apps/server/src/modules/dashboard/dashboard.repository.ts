import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import type { Medium } from '../../lib/media-mirror';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';

// The dashboard's reads (docs/architecture/dashboard.md): the daily rollup `stats_rollup_daily`
// joined to the accounts of the caller's data scope, never the daily stats themselves.

/** Sums of one group: money in 分. */
export interface FigureSums {
  cost: number;
  conversions: number;
  pay_amount: number;
}

export type SliceSet = 'medium' | 'game' | 'account' | 'designer' | 'operator' | 'date';

export interface SliceRow extends FigureSums {
  set: SliceSet;
  stat_date: string | null;
  medium: Medium | null;
  advertiser_id: string | null;
  game_id: number | null;
  designer_id: number | null;
  operator_id: number | null;
  /** How many groups the set has in the range. */
  total: number;
  account_name: string | null;
  game_name: string | null;
  gad_cfg_game_id: number | null;
  designer_name: string | null;
  operator_name: string | null;
}

export interface AccountDayRow extends FigureSums {
  stat_date: string;
  medium: Medium | null;
  advertiser_id: string | null;
  account_name: string | null;
}

export interface RollupFilter {
  scope: AdvertiserScope;
  medium?: Medium;
}

const SUMS = sql`sum(r.cost)::float8 as cost, sum(r.conversions)::float8 as conversions,
  sum(r.pay_amount)::float8 as pay_amount`;

const ACCOUNT_NAME = sql`coalesce(nullif(acc.alias, ''), nullif(acc.name, ''), acc.advertiser_id)`;

export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * The rollup rows of the days `days` selects, of the accounts in scope: the account's game where
   * the ad has none, its operator (who authorized it).
   */
  private scoped(filter: RollupFilter, days: SQL): SQL {
    const conditions = [days];
    if (filter.medium) conditions.push(sql`r.medium = ${filter.medium}`);
    const scope = scopeCondition(this.db, filter.scope);
    if (scope) conditions.push(scope);
    return sql`select r.stat_date, r.medium, r.advertiser_id,
        coalesce(r.game_id, advertisers.game_id) as game_id, r.designer_id,
        advertisers.authorized_by as operator_id, r.cost, r.conversions, r.pay_amount
      from stats_rollup_daily r
      join advertisers on advertisers.medium = r.medium
        and advertisers.advertiser_id = r.advertiser_id
      where ${sql.join(conditions, sql` and `)}`;
  }

  /**
   * The range's days and its `top` biggest values (by cost) of every dimension, with how many
   * values each has: one pass over the range's rollup rows (grouping sets).
   */
  slices(filter: RollupFilter, from: string, to: string, top: number): Promise<SliceRow[]> {
    const rows = this.scoped(filter, sql`r.stat_date between ${from} and ${to}`);
    return selectRows<SliceRow>(
      this.db,
      sql`with r as (${rows}), grouped as (
        select case
            when grouping(r.stat_date) = 0 then 'date'
            when grouping(r.advertiser_id) = 0 then 'account'
            when grouping(r.medium) = 0 then 'medium'
            when grouping(r.game_id) = 0 then 'game'
            when grouping(r.designer_id) = 0 then 'designer'
            else 'operator' end as set,
          r.stat_date, r.medium, r.advertiser_id, r.game_id, r.designer_id, r.operator_id, ${SUMS}
        from r
        group by grouping sets ((r.stat_date), (r.medium), (r.medium, r.advertiser_id),
          (r.game_id), (r.designer_id), (r.operator_id))
      ), ranked as (
        select g.*, row_number() over (partition by g.set order by g.cost desc,
            g.medium, g.advertiser_id, g.game_id, g.designer_id, g.operator_id) as rank,
          count(*) over (partition by g.set)::int as total
        from grouped g
      )
      select x.set, x.stat_date::text as stat_date, x.medium, x.advertiser_id, x.game_id,
        x.designer_id, x.operator_id, x.cost, x.conversions, x.pay_amount, x.total,
        ${ACCOUNT_NAME} as account_name, gm.game_name, gm.gad_cfg_game_id,
        du.nick_name as designer_name, ou.nick_name as operator_name
      from ranked x
      left join advertisers acc on x.set = 'account' and acc.medium = x.medium
        and acc.advertiser_id = x.advertiser_id
      left join games gm on gm.id = x.game_id
      left join users du on du.id = x.designer_id
      left join users ou on ou.id = x.operator_id
      where x.set = 'date' or x.rank <= ${top}
      order by x.set, x.rank`,
    );
  }

  /**
   * The figures of each of `days`, in total (`advertiser_id` null) and per account: the
   * comparison cards and the movers.
   */
  accountDays(filter: RollupFilter, days: readonly string[]): Promise<AccountDayRow[]> {
    const list = sql.join(
      days.map((d) => sql`${d}::date`),
      sql`, `,
    );
    const rows = this.scoped(filter, sql`r.stat_date in (${list})`);
    return selectRows<AccountDayRow>(
      this.db,
      sql`with r as (${rows}), grouped as (
        select r.stat_date, r.medium, r.advertiser_id, ${SUMS}
        from r group by grouping sets ((r.stat_date), (r.stat_date, r.medium, r.advertiser_id))
      )
      select g.stat_date::text as stat_date, g.medium, g.advertiser_id, g.cost, g.conversions,
        g.pay_amount, case when g.advertiser_id is null then null else ${ACCOUNT_NAME} end
          as account_name
      from grouped g
      left join advertisers acc on acc.medium = g.medium and acc.advertiser_id = g.advertiser_id`,
    );
  }
}
