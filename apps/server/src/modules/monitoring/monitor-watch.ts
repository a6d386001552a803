import type { MonitorDefinition, MonitorWatch } from '@toufang/contracts';
import {
  addDays,
  AUTORULE_MEDIUM_DEFS,
  shanghaiDate,
  watchAsAutorule,
  type Finding,
} from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { AuthRepository } from '../auth/auth.repository';
import { isAdmin, type RuleAccess } from '../autorules/rule-access';
import type { RuleJudge } from '../autorules/rule-judge';
import type { RuleLook } from '../autorules/rule-look';
import { inBatches, linkProblem, type LinkFetch } from './link-check';
import type { WatchSubjectsRepository } from './watch-subjects.repository';

const HOUR_MS = 3_600_000;
/** Days of spend the balance watch averages (the days before today). */
const BALANCE_DAYS = 3;
const LINK_CHECKS_AT_ONCE = 4;
const LINK_KIND_NAMES: Readonly<Record<string, string>> = {
  click: '点击监测链接',
  impression: '展示监测链接',
};

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
/** 2026-11-27 10:30 (Asia/Shanghai). */
export const shanghaiMinute = (d: Date) =>
  new Date(d.getTime() + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');

export interface WatchResult {
  /** Subjects looked at. */
  checked: number;
  /** Those that match now. */
  findings: Finding[];
}

interface Owner {
  ownerId: number;
}

/**
 * What a rule finds now, by its kind (docs/architecture/monitoring.md). The metrics watch is the
 * automatic rules' judge with a notify-only rule: the same objects of the owner's accounts, the
 * same windows and reporting lag, the same condition evaluation (and, in a scheduler's look, the
 * same shared report reads).
 */
export class MonitorWatcher {
  constructor(
    private readonly deps: {
      judge: Pick<RuleJudge, 'judge'>;
      access: Pick<RuleAccess, 'ownerAccounts'>;
      users: Pick<AuthRepository, 'listRoleNames'>;
      subjects: WatchSubjectsRepository;
      clock: Clock;
      fetcher?: LinkFetch;
    },
  ) {}

  async find(
    rule: Owner & { definition: MonitorDefinition },
    look?: RuleLook,
  ): Promise<WatchResult> {
    const { watch } = rule.definition;
    switch (watch.kind) {
      case 'metrics':
        return this.metrics(rule, watch, look);
      case 'balance':
        return this.balance(rule.ownerId, watch);
      case 'authorization':
        return this.authorization(rule.ownerId, watch);
      case 'link':
        return this.links(rule.ownerId, watch);
    }
  }

  private async metrics(
    rule: Owner & { definition: MonitorDefinition },
    watch: Extract<MonitorWatch, { kind: 'metrics' }>,
    look?: RuleLook,
  ): Promise<WatchResult> {
    const accounts = await this.deps.access.ownerAccounts(rule.ownerId, watch.medium);
    const asRule = watchAsAutorule(rule.definition.name, watch, rule.definition.schedule);
    const { decisions, dataNotes } = await this.deps.judge.judge(
      asRule,
      null,
      accounts,
      undefined,
      look,
    );
    const def = AUTORULE_MEDIUM_DEFS[watch.medium];
    const level = def.levels[watch.scope.level]?.name ?? '对象';
    const note = dataNotes.find((n) => n.includes('延迟'));
    return {
      checked: decisions.length,
      findings: decisions
        .filter((d) => d.outcome === 'notify')
        .map((d) => ({
          subjectKey: `${watch.medium}:${watch.scope.level}:${d.objectId}`,
          subjectName: `${def.name}${level} ${d.objectName}（${d.objectId}，账户 ${d.advertiserId}）`,
          message: note ? `${d.reason}（${note}）` : d.reason,
        })),
    };
  }

  private async balance(
    ownerId: number,
    watch: Extract<MonitorWatch, { kind: 'balance' }>,
  ): Promise<WatchResult> {
    const scope = await this.deps.access.ownerAccounts(ownerId, watch.medium);
    const ids =
      watch.advertiser_ids.length > 0
        ? watch.advertiser_ids.filter((id) => scope.includes(id))
        : scope;
    const today = shanghaiDate(this.deps.clock.now());
    const before = Array.from({ length: BALANCE_DAYS }, (_, i) => addDays(today, -(i + 1)));
    const accounts = await this.deps.subjects.balances(watch.medium, ids, [today, ...before]);
    const medium = AUTORULE_MEDIUM_DEFS[watch.medium].name;
    const findings: Finding[] = [];
    for (const a of accounts) {
      const average = before.reduce((sum, d) => sum + (a.spendFen.get(d) ?? 0), 0) / BALANCE_DAYS;
      // Today's spend so far counts when it is already above the average: a sudden surge.
      const daily = Math.max(average, a.spendFen.get(today) ?? 0);
      if (daily <= 0 || a.balanceFen >= watch.days * daily) continue;
      findings.push({
        subjectKey: `${watch.medium}:account:${a.advertiserId}`,
        subjectName: `${medium}账户 ${a.name}（${a.advertiserId}）`,
        message: `余额 ${yuan(a.balanceFen)}，不足 ${watch.days} 天消耗（日均消耗 ${yuan(Math.round(daily))}）`,
      });
    }
    return { checked: accounts.length, findings };
  }

  private async authorization(
    ownerId: number,
    watch: Extract<MonitorWatch, { kind: 'authorization' }>,
  ): Promise<WatchResult> {
    const admin = isAdmin(await this.deps.users.listRoleNames(ownerId));
    const now = this.deps.clock.now();
    const grants = await this.deps.subjects.endingGrants(
      watch.medium,
      admin ? null : ownerId,
      new Date(now.getTime() + watch.hours * HOUR_MS),
    );
    const medium = AUTORULE_MEDIUM_DEFS[watch.medium].name;
    return {
      checked: grants.length,
      findings: grants.map((g) => ({
        subjectKey: `${watch.medium}:grant:${g.id}`,
        subjectName: `${medium}授权账号 ${g.mediumUserName ?? g.mediumUserId}（${g.mediumUserId}）`,
        message:
          g.status === 'expired' || g.status === 'revoked' || g.endsAt.getTime() <= now.getTime()
            ? '授权已失效，请重新授权'
            : `授权将于 ${shanghaiMinute(g.endsAt)} 到期，请及时重新授权`,
      })),
    };
  }

  private async links(
    ownerId: number,
    watch: Extract<MonitorWatch, { kind: 'link' }>,
  ): Promise<WatchResult> {
    const admin = isAdmin(await this.deps.users.listRoleNames(ownerId));
    const links = await this.deps.subjects.trackingLinks(watch.base_ids, admin ? null : ownerId);
    const problems = await inBatches(links, LINK_CHECKS_AT_ONCE, (l) =>
      linkProblem(l.url, l.method, this.deps.fetcher),
    );
    const findings: Finding[] = [];
    links.forEach((l, i) => {
      const problem = problems[i];
      if (!problem) return;
      findings.push({
        subjectKey: `link:${l.id}`,
        subjectName: `转化基础 ${l.baseName} 的${LINK_KIND_NAMES[l.kind] ?? '监测链接'}`,
        message: `${problem}：${l.url}`,
      });
    });
    return { checked: links.length, findings };
  }
}
