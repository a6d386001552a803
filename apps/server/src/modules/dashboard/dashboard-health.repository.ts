import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import type { AuthorizationStatus, Medium } from '../../lib/media-mirror';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';
import type { MaterialScope } from '../materials/materials.repository';
import { visible } from '../materials/materials.repository';

// The dashboard's health panels, each read from the table its own module keeps: grants
// (media_authorizations), account balances (advertisers, with the rollup's recent cost), tasks and
// material files waiting for review.

export interface GrantRow {
  id: number;
  medium: Medium;
  account: string;
  status: AuthorizationStatus;
  /** Epoch milliseconds. */
  access_expires_ms: number;
  refresh_expires_ms: number | null;
  last_error: string | null;
  advertiser_count: number;
}

export interface BalanceRow {
  medium: Medium;
  advertiser_id: string;
  label: string;
  balance: number;
  recent_cost: number;
}

export interface TaskRow {
  id: number;
  title: string;
  type: string;
  status: 'pending' | 'running' | 'failed' | 'partially_failed';
  item_count: number;
  succeeded_count: number;
  failed_count: number;
  /** Epoch milliseconds. */
  created_ms: number;
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const inScope = (db: Db, scope: AdvertiserScope): SQL => scopeCondition(db, scope) ?? sql`true`;

export class DashboardHealthRepository {
  constructor(private readonly db: Db) {}

  /**
   * Grants that are not plainly active or end before `windowEnd`, covering accounts in scope (or
   * made by the caller), with how many of those accounts each covers.
   */
  grantsToWatch(scope: AdvertiserScope, windowEnd: Date, limit: number): Promise<GrantRow[]> {
    const own = scope.kind === 'user' ? sql`m.user_id = ${scope.userId}` : sql`true`;
    return selectRows<GrantRow>(
      this.db,
      sql`select m.id, m.medium, coalesce(nullif(m.medium_user_name, ''), m.medium_user_id)
          as account, m.status, ${epochMs('m.access_expires_at')} as access_expires_ms,
          ${epochMs('m.refresh_expires_at')} as refresh_expires_ms,
          coalesce(m.last_error_message, m.last_error_code) as last_error,
          count(advertisers.id)::int as advertiser_count
        from media_authorizations m
        left join advertisers on advertisers.authorization_id = m.id
          and ${inScope(this.db, scope)}
        where (m.status <> 'active'
            or coalesce(m.refresh_expires_at, m.access_expires_at) <= ${windowEnd.toISOString()})
        group by m.id
        having count(advertisers.id) > 0 or ${own}
        order by coalesce(m.refresh_expires_at, m.access_expires_at), m.id
        limit ${limit}`,
    );
  }

  /**
   * Enabled ad accounts in scope with a known balance and cost on the days `[from, to]`, whose
   * balance is below `days` of that cost's daily average.
   */
  lowBalances(
    scope: AdvertiserScope,
    from: string,
    to: string,
    days: number,
    limit: number,
  ): Promise<BalanceRow[]> {
    const span = sql`(${to}::date - ${from}::date + 1)`;
    return selectRows<BalanceRow>(
      this.db,
      sql`with recent as (
          select r.medium, r.advertiser_id, sum(r.cost)::float8 as cost
          from stats_rollup_account_daily r where r.stat_date between ${from} and ${to}
          group by r.medium, r.advertiser_id
        )
        select advertisers.medium, advertisers.advertiser_id,
          coalesce(nullif(advertisers.alias, ''), nullif(advertisers.name, ''),
            advertisers.advertiser_id) as label,
          advertisers.balance::float8 as balance, recent.cost / ${span} as recent_cost
        from advertisers
        join recent on recent.medium = advertisers.medium
          and recent.advertiser_id = advertisers.advertiser_id
        where advertisers.enabled and advertisers.role = 'advertiser'
          and advertisers.balance is not null and recent.cost > 0
          and advertisers.balance < recent.cost / ${span} * ${days}
          and ${inScope(this.db, scope)}
        order by advertisers.balance / (recent.cost / ${span}), advertisers.id
        limit ${limit}`,
    );
  }

  /** The caller's tasks (every task for `all`) in `statuses`, newest first. */
  tasks(
    userId: number | 'all',
    statuses: readonly TaskRow['status'][],
    since: Date | undefined,
    limit: number,
  ): Promise<TaskRow[]> {
    const conditions = [
      sql`t.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    ];
    if (userId !== 'all') conditions.push(sql`t.created_by = ${userId}`);
    if (since) conditions.push(sql`t.created_at >= ${since.toISOString()}`);
    return selectRows<TaskRow>(
      this.db,
      sql`select t.id, t.title, t.type, t.status, t.item_count, t.succeeded_count,
          t.failed_count, ${epochMs('t.created_at')} as created_ms
        from tasks t where ${sql.join(conditions, sql` and `)}
        order by t.created_at desc, t.id desc limit ${limit}`,
    );
  }

  /** Live files waiting for review that the scope sees, and those assigned to `userId`. */
  async pendingReviews(
    scope: MaterialScope,
    userId: number,
  ): Promise<{ pending: number; mine: number }> {
    const [row] = await selectRows<{ pending: number; mine: number }>(
      this.db,
      sql`select count(*)::int as pending,
          (count(*) filter (where material_files.reviewer_id = ${userId}))::int as mine
        from material_files
        where material_files.review_status = 'pending' and ${visible(scope) ?? sql`true`}`,
    );
    return row ?? { pending: 0, mine: 0 };
  }
}
