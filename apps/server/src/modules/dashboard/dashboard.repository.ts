import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import type { Medium } from '../../lib/media-mirror';
import { spansOf } from '../../lib/rollup-spans';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';

// The dashboard's reads (docs/architecture/dashboard.md): the rollups of the accounts of the
// caller's data scope, never the daily stats themselves: per account and day
// (`stats_rollup_account_daily`) for the days, and per account, game and designer over aligned
// spans (`stats_rollup_spans`) and single days (`stats_rollup_daily`) for the breakdowns.

/** Sums of one group: money in 分. */
export interface FigureSums {
  cost: number;
  conversions: number;
  pay_amount: number;
}

export type SliceSet = 'medium' | 'game' | 'account' | 'designer' | 'operator';

export interface DayRow extends FigureSums {
  stat_date: string;
}

export interface SliceRow extends FigureSums {
  set: SliceSet;
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
   * The rollup rows `rowsOf` selects (a statement over a rollup as `r`, given a condition on its
   * account) of the medium and the accounts in scope. For `all`, the rows are read as they are, by
   * date; otherwise account by account of the scope (`advertisers`, then an index lookup per
   * account), so a narrow scope reads only its own rows.
   */
  private scoped(filter: RollupFilter, rowsOf: (account: SQL) => SQL): SQL {
    const scope = scopeCondition(this.db, filter.scope);
    const medium = filter.medium ? sql`r.medium = ${filter.medium}` : sql`true`;
    if (!scope) return sql`select * from (${rowsOf(sql`true`)}) r where ${medium}`;
    // `offset 0` keeps the lookup per account: the planner may not turn it into a join.
    return sql`select r.* from advertisers cross join lateral (
        select * from (${rowsOf(sql`r.medium = advertisers.medium
          and r.advertiser_id = advertisers.advertiser_id`)}) x offset 0) r
      where ${scope} and ${medium}`;
  }

  /** The account days of the days `days` selects, in scope. */
  private accountDayRows(filter: RollupFilter, days: SQL): SQL {
    return this.scoped(
      filter,
      (account) => sql`select r.stat_date, r.medium, r.advertiser_id, r.cost, r.conversions,
          r.pay_amount
        from stats_rollup_account_daily r where ${days} and ${account}`,
    );
  }

  /**
   * The (account, game, designer) rows of `from` through `to`, in scope: the range read as aligned
   * spans, each of the span rollup, and single days of the daily rollup.
   */
  private cellRows(filter: RollupFilter, from: string, to: string): SQL {
    const pieces = spansOf(from, to);
    return this.scoped(filter, (account) =>
      sql.join(
        pieces.map(({ span, start }) =>
          span === 1
            ? sql`select r.medium, r.advertiser_id, r.game_id, r.designer_id, r.cost,
                r.conversions, r.pay_amount
              from stats_rollup_daily r
              where r.stat_date = ${start} and ${account}`
            : sql`select r.medium, r.advertiser_id, r.game_id, r.designer_id, r.cost,
                r.conversions, r.pay_amount
              from stats_rollup_spans r
              where r.span_days = ${span} and r.start_date = ${start} and ${account}`,
        ),
        sql` union all `,
      ),
    );
  }

  /** The range's sums by day (days without figures are absent). */
  days(filter: RollupFilter, from: string, to: string): Promise<DayRow[]> {
    const rows = this.accountDayRows(filter, sql`r.stat_date between ${from} and ${to}`);
    return selectRows<DayRow>(
      this.db,
      sql`select r.stat_date::text as stat_date, ${SUMS} from (${rows}) r group by r.stat_date`,
    );
  }

  /**
   * The `top` biggest values (by cost) of every dimension over the range, with how many values
   * each has. The range's spans and days are first summed per (account, game, designer); only those cells
   * are joined to their accounts (the account's game where the ad has none, its operator) and
   * grouped by the dimensions, so the work per rollup row is one scan and one hash aggregate.
   */
  slices(filter: RollupFilter, from: string, to: string, top: number): Promise<SliceRow[]> {
    const rows = this.cellRows(filter, from, to);
    return selectRows<SliceRow>(
      this.db,
      sql`with cells as (
        select r.medium, r.advertiser_id, r.game_id, r.designer_id, ${SUMS}
        from (${rows}) r group by r.medium, r.advertiser_id, r.game_id, r.designer_id
      ), c as (
        select c.medium, c.advertiser_id, coalesce(c.game_id, a.game_id) as game_id,
          c.designer_id, a.authorized_by as operator_id, c.cost, c.conversions, c.pay_amount
        from cells c
        join advertisers a on a.medium = c.medium and a.advertiser_id = c.advertiser_id
      ), grouped as (
        select case
            when grouping(c.advertiser_id) = 0 then 'account'
            when grouping(c.medium) = 0 then 'medium'
            when grouping(c.game_id) = 0 then 'game'
            when grouping(c.designer_id) = 0 then 'designer'
            else 'operator' end as set,
          c.medium, c.advertiser_id, c.game_id, c.designer_id, c.operator_id,
          sum(c.cost) as cost, sum(c.conversions) as conversions, sum(c.pay_amount) as pay_amount
        from c
        group by grouping sets ((c.medium), (c.medium, c.advertiser_id), (c.game_id),
          (c.designer_id), (c.operator_id))
      ), ranked as (
        select g.*, row_number() over (partition by g.set order by g.cost desc,
            g.medium, g.advertiser_id, g.game_id, g.designer_id, g.operator_id) as rank,
          count(*) over (partition by g.set)::int as total
        from grouped g
      )
      select x.set, x.medium, x.advertiser_id, x.game_id, x.designer_id, x.operator_id, x.cost,
        x.conversions, x.pay_amount, x.total, ${ACCOUNT_NAME} as account_name, gm.game_name,
        gm.gad_cfg_game_id, du.nick_name as designer_name, ou.nick_name as operator_name
      from ranked x
      left join advertisers acc on x.set = 'account' and acc.medium = x.medium
        and acc.advertiser_id = x.advertiser_id
      left join games gm on gm.id = x.game_id
      left join users du on du.id = x.designer_id
      left join users ou on ou.id = x.operator_id
      where x.rank <= ${top}
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
    const sorted = [...days].sort();
    const rows = this.accountDayRows(
      filter,
      sql`r.stat_date in (${list})
        and r.stat_date between ${sorted[0] ?? ''} and ${sorted.at(-1) ?? ''}`,
    );
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
