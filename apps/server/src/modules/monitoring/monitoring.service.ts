import {
  pageInfo,
  type MonitorCheckResult,
  type MonitorDefinition,
  type MonitorDeliveryRow,
  type MonitorIncidentRow,
  type MonitorRuleRow,
  type MonitorSaveBody,
  type MonitorStatus,
  type NotificationRow,
  type NotificationUnread,
  type Paged,
} from '@toufang/contracts';
import { monitorProblems } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isAdmin, type RuleAccess } from '../autorules/rule-access';
import type { MonitorChannels } from './monitor-channels';
import type { MonitorChecksService } from './monitor-checks.service';
import type { MonitoringRepository, MonitorRuleRecord } from './monitoring.repository';
import { toDeliveryRow, toIncidentRow, toNotificationRow, toRuleRow } from './monitoring.mapper';

const RULE = '监控规则';

interface PageQuery {
  page: number;
  per_page: number;
}

/**
 * Monitoring rules (spec 002 §2 `/landing/monitor`; docs/architecture/monitoring.md): a rule is
 * its owner's (administrators see all); its incidents and deliveries are seen with it; each user
 * reads and marks their own in-app notifications.
 */
export class MonitoringService {
  constructor(
    private readonly deps: {
      repo: MonitoringRepository;
      access: Pick<RuleAccess, 'ownerAccounts'>;
      channels: MonitorChannels;
      checks: Pick<MonitorChecksService, 'runNow'>;
      clock: Clock;
    },
  ) {}

  private visible(auth: AuthContext, rule: MonitorRuleRecord | undefined): MonitorRuleRecord {
    if (!rule || (rule.ownerId !== auth.userId && !isAdmin(auth.roles))) throw notFound(RULE);
    return rule;
  }

  private row(r: MonitorRuleRecord): MonitorRuleRow {
    return toRuleRow(r, this.deps.channels.views(r.channelsSealed));
  }

  private ownerFilter(auth: AuthContext) {
    return isAdmin(auth.roles) ? {} : { ownerId: auth.userId };
  }

  async list(
    auth: AuthContext,
    query: PageQuery & { keyword?: string; status?: MonitorStatus },
  ): Promise<Paged<MonitorRuleRow>> {
    const { list, total } = await this.deps.repo.listRules(
      {
        ...this.ownerFilter(auth),
        ...(query.status ? { status: query.status } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
      },
      { page: query.page, perPage: query.per_page },
    );
    return {
      list: list.map((r) => this.row(r)),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Every problem of a definition beyond its schema; accounts outside the owner's scope refuse it. */
  private async problems(def: MonitorDefinition, ownerId: number): Promise<string[]> {
    const problems = monitorProblems(def);
    const { watch } = def;
    const named =
      watch.kind === 'metrics'
        ? watch.scope.advertiser_ids
        : watch.kind === 'balance'
          ? watch.advertiser_ids
          : [];
    if (problems.length === 0 && named.length > 0 && 'medium' in watch) {
      const scope = await this.deps.access.ownerAccounts(ownerId, watch.medium);
      const outside = named.filter((id) => !scope.includes(id));
      if (outside.length > 0) {
        const ids = outside.slice(0, 10).join('、');
        throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids } });
      }
    }
    return problems;
  }

  /** Saves a new rule (the caller's) or changes one; refused as a whole on any problem. */
  async save(auth: AuthContext, body: MonitorSaveBody): Promise<MonitorRuleRow> {
    const { repo, channels, clock } = this.deps;
    const existing =
      body.id === undefined ? undefined : this.visible(auth, await repo.findRule(body.id));
    const ownerId = existing?.ownerId ?? auth.userId;
    const resolved = channels.resolve(
      body.channels,
      channels.open(existing?.channelsSealed ?? null),
    );
    assertNoProblems([...(await this.problems(body.rule, ownerId)), ...resolved.problems]);
    const values = {
      status: body.status,
      definition: body.rule,
      channelsSealed: channels.seal(resolved.channels),
      robotTypes: resolved.channels.map((c) => c.type),
      at: clock.now(),
    };
    const id = existing ? existing.id : await repo.insertRule({ ...values, ownerId });
    if (existing) await repo.updateRule(existing.id, values);
    const saved = await repo.findRule(id);
    if (!saved) throw notFound(RULE);
    return this.row(saved);
  }

  async setStatus(auth: AuthContext, id: number, status: MonitorStatus): Promise<MonitorRuleRow> {
    const rule = this.visible(auth, await this.deps.repo.findRule(id));
    await this.deps.repo.setStatus(rule.id, status, this.deps.clock.now());
    return this.row({ ...rule, status });
  }

  async delete(auth: AuthContext, id: number): Promise<void> {
    const rule = this.visible(auth, await this.deps.repo.findRule(id));
    await this.deps.repo.deleteRule(rule.id);
  }

  async checkNow(auth: AuthContext, id: number): Promise<MonitorCheckResult> {
    const rule = this.visible(auth, await this.deps.repo.findRule(id));
    return this.deps.checks.runNow(rule);
  }

  async incidents(
    auth: AuthContext,
    query: PageQuery & { rule_id?: number; status?: 'open' | 'resolved' },
  ): Promise<Paged<MonitorIncidentRow>> {
    if (query.rule_id !== undefined)
      this.visible(auth, await this.deps.repo.findRule(query.rule_id));
    const { list, total } = await this.deps.repo.listIncidents(
      {
        ...this.ownerFilter(auth),
        ...(query.rule_id === undefined ? {} : { ruleId: query.rule_id }),
        ...(query.status ? { status: query.status } : {}),
      },
      { page: query.page, perPage: query.per_page },
    );
    return {
      list: list.map(toIncidentRow),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async deliveries(
    auth: AuthContext,
    query: PageQuery & { rule_id?: number; incident_id?: number },
  ): Promise<Paged<MonitorDeliveryRow>> {
    if (query.rule_id !== undefined)
      this.visible(auth, await this.deps.repo.findRule(query.rule_id));
    const { list, total } = await this.deps.repo.listDeliveries(
      {
        ...this.ownerFilter(auth),
        ...(query.rule_id === undefined ? {} : { ruleId: query.rule_id }),
        ...(query.incident_id === undefined ? {} : { incidentId: query.incident_id }),
      },
      { page: query.page, perPage: query.per_page },
    );
    return {
      list: list.map(toDeliveryRow),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async notifications(
    auth: AuthContext,
    query: PageQuery & { unread?: '0' | '1' },
  ): Promise<Paged<NotificationRow>> {
    const { list, total } = await this.deps.repo.listNotifications(
      auth.userId,
      query.unread === '1',
      {
        page: query.page,
        perPage: query.per_page,
      },
    );
    return {
      list: list.map(toNotificationRow),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async unread(auth: AuthContext): Promise<NotificationUnread> {
    return { unread: await this.deps.repo.unreadCount(auth.userId) };
  }

  async markRead(
    auth: AuthContext,
    ids: readonly number[] | undefined,
  ): Promise<{ updated: number }> {
    return { updated: await this.deps.repo.markRead(auth.userId, ids, this.deps.clock.now()) };
  }
}
