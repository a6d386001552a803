import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_DIMENSIONS,
  DASHBOARD_TOP,
  ROLE_ADMIN,
  type DashboardBreakdown,
  type DashboardDimension,
  type DashboardHealth,
  type DashboardOverview,
  type DashboardQuery,
  type DashboardSlice,
} from '@toufang/contracts';
import {
  addDays,
  balanceDaysLeft,
  BALANCE_COST_DAYS,
  LOW_BALANCE_DAYS,
  MATERIAL_MEDIUM_NAMES,
  shanghaiDate,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import { authorizationHealth, EXPIRING_WINDOW_MS } from '../media-accounts/authorization-health';
import { scopeOf as accountScopeOf } from '../media-accounts/media-accounts.service';
import { scopeOf as materialScopeOf } from '../materials/material-scope';
import type { DashboardHealthRepository } from './dashboard-health.repository';
import { addSums, dayOf, figuresOf, moversOf } from './dashboard-figures';
import type { DashboardRepository, SliceRow, SliceSet } from './dashboard.repository';

// The dashboard `/home/main` (docs/architecture/dashboard.md): figures of the caller's data scope
// from the daily rollup, and the health panels from the modules' own tables.

/** Rows of each health list. */
const HEALTH_LIMIT = 20;
/** How far back a failed task stays on the panel. */
const FAILED_TASK_DAYS = 7;

const NONE_LABELS: Record<Exclude<DashboardDimension, 'medium' | 'account'>, string> = {
  game: '未分配游戏',
  designer: '未标记设计师',
  operator: '未记录授权人',
};

function sliceOf(dimension: DashboardDimension, row: SliceRow): DashboardSlice {
  const base = { medium: null, gad_cfg_game_id: null, ...figuresOf(row) };
  switch (dimension) {
    case 'medium':
      return {
        ...base,
        key: row.medium,
        label: row.medium === null ? '' : MATERIAL_MEDIUM_NAMES[row.medium],
        medium: row.medium,
      };
    case 'account':
      return {
        ...base,
        key: row.advertiser_id,
        label: row.account_name ?? row.advertiser_id ?? '',
        medium: row.medium,
      };
    case 'game':
      return {
        ...base,
        key: row.game_id === null ? null : String(row.game_id),
        label: row.game_name ?? NONE_LABELS.game,
        gad_cfg_game_id: row.gad_cfg_game_id,
      };
    case 'designer':
      return {
        ...base,
        key: row.designer_id === null ? null : String(row.designer_id),
        label: row.designer_name ?? NONE_LABELS.designer,
      };
    case 'operator':
      return {
        ...base,
        key: row.operator_id === null ? null : String(row.operator_id),
        label: row.operator_name ?? NONE_LABELS.operator,
      };
  }
}

/** Dates from `from` through `to`. */
function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly health: DashboardHealthRepository,
    private readonly clock: Clock,
  ) {}

  async overview(auth: AuthContext, query: DashboardQuery): Promise<DashboardOverview> {
    const today = shanghaiDate(this.clock.now());
    const to = query.end_date ?? today;
    const from = query.start_date ?? addDays(today, 1 - DASHBOARD_DEFAULT_DAYS);
    const filter = { scope: accountScopeOf(auth), medium: query.medium };
    const yesterday = addDays(today, -1);
    const lastWeek = addDays(today, -7);
    const before = addDays(to, -1);
    const [days, slices, accountDays] = await Promise.all([
      this.repo.days(filter, from, to),
      this.repo.slices(filter, from, to, DASHBOARD_TOP),
      this.repo.accountDays(filter, [...new Set([today, yesterday, lastWeek, to, before])]),
    ]);

    const bySet = new Map<SliceSet, SliceRow[]>();
    for (const row of slices) {
      const rows = bySet.get(row.set);
      if (rows === undefined) bySet.set(row.set, [row]);
      else rows.push(row);
    }
    const dayRows = new Map(days.map((row) => [row.stat_date, row]));
    const trend = datesOf(from, to).map((date) => dayOf(date, dayRows.get(date)));
    const breakdowns: DashboardBreakdown[] = DASHBOARD_DIMENSIONS.map((dimension) => {
      const rows = bySet.get(dimension) ?? [];
      return {
        dimension,
        slices: rows.map((row) => sliceOf(dimension, row)),
        total: rows[0]?.total ?? 0,
      };
    });
    const totals = new Map(
      accountDays.filter((row) => row.advertiser_id === null).map((row) => [row.stat_date, row]),
    );
    return {
      start_date: from,
      end_date: to,
      today,
      totals: figuresOf(addSums([...dayRows.values()])),
      trend,
      compare: {
        today: dayOf(today, totals.get(today)),
        yesterday: dayOf(yesterday, totals.get(yesterday)),
        last_week: dayOf(lastWeek, totals.get(lastWeek)),
      },
      breakdowns,
      movers: moversOf(accountDays, to, before, DASHBOARD_TOP),
    };
  }

  async healthOf(auth: AuthContext): Promise<DashboardHealth> {
    const now = this.clock.now();
    const today = shanghaiDate(now);
    const scope = accountScopeOf(auth);
    const everyone = auth.roles.includes(ROLE_ADMIN) ? 'all' : auth.userId;
    const [grants, balances, running, failed, reviews] = await Promise.all([
      this.health.grantsToWatch(scope, new Date(now.getTime() + EXPIRING_WINDOW_MS), HEALTH_LIMIT),
      this.health.lowBalances(
        scope,
        addDays(today, -BALANCE_COST_DAYS),
        addDays(today, -1),
        LOW_BALANCE_DAYS,
        HEALTH_LIMIT,
      ),
      this.health.tasks(everyone, ['pending', 'running'], undefined, HEALTH_LIMIT),
      this.health.tasks(
        everyone,
        ['failed', 'partially_failed'],
        new Date(now.getTime() - FAILED_TASK_DAYS * 86_400_000),
        HEALTH_LIMIT,
      ),
      this.health.pendingReviews(materialScopeOf(auth), auth.userId),
    ]);
    const authorizations = grants.flatMap((grant) => {
      const accessExpiresAt = new Date(grant.access_expires_ms);
      const refreshExpiresAt =
        grant.refresh_expires_ms === null ? null : new Date(grant.refresh_expires_ms);
      const status = authorizationHealth(
        { status: grant.status, accessExpiresAt, refreshExpiresAt },
        now,
      );
      if (status === 'active') return [];
      return [
        {
          id: grant.id,
          medium: grant.medium,
          account: grant.account,
          status,
          ends_at: (refreshExpiresAt ?? accessExpiresAt).toISOString(),
          last_error: grant.last_error,
          advertiser_count: grant.advertiser_count,
        },
      ];
    });
    const task = (row: (typeof running)[number]) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      item_count: row.item_count,
      succeeded_count: row.succeeded_count,
      failed_count: row.failed_count,
      created_at: new Date(row.created_ms).toISOString(),
    });
    return {
      authorizations,
      low_balance: balances.map((row) => ({
        medium: row.medium,
        advertiser_id: row.advertiser_id,
        label: row.label,
        balance: row.balance,
        daily_cost: Math.round(row.recent_cost),
        days_left: balanceDaysLeft(row.balance, row.recent_cost) ?? 0,
      })),
      tasks: { running: running.map(task), failed: failed.map(task) },
      reviews: { pending: reviews.pending, assigned_to_me: reviews.mine },
    };
  }
}
