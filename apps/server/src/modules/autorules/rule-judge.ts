import type { AutoruleDefinition } from '@toufang/contracts';
import {
  autoruleLevel,
  dataNotes,
  decideTopUps,
  evaluateRule,
  planCopies,
  ruleRanges,
  shanghaiDayStart,
  type Decision,
  type RuleChange,
} from '@toufang/domain';
import { copyTaskName } from '../delivery-writes/object-copy-task';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import { writeTaskName } from '../../media/medium-writes';
import type {
  DeliveryUpdatesService,
  WriteRow,
} from '../delivery-updates/delivery-updates.service';
import type { WriteDef } from '../delivery-updates/write-table';
import type { AutorulesRepository } from './autorules.repository';
import type { RuleLook } from './rule-look';
import { OBJECTS_PER_CHECK_MAX, type RuleObjectsRepository } from './rule-objects.repository';
import type { RuleCreation, RuleCreations } from './rule-creations';
import { writeDefFor, writeRowOf } from './rule-writes';

const MINUTE_MS = 60_000;

/** A rule judged now: every object's decision, and the writes the acting ones make. */
export interface Judgement {
  decisions: Decision[];
  /** The task type the writes run as (the delivery screen's), null when nothing is written. */
  taskType: string | null;
  writes: WriteRow[];
  dataNotes: string[];
  /** 按模板新建: the top-ups to submit, null when none. */
  creation?: RuleCreation | null;
  /** 复制优胜广告: the copies to make (the task type is `taskType`). */
  copies?: CopyWrite[];
}

/** One copy a run makes: of which object, its number among the rule's copies of it, its name. */
export interface CopyWrite {
  advertiserId: string;
  objectId: string;
  seq: number;
  name: string;
}

/**
 * Judges a rule against the mirror (docs/architecture/autorules.md): the objects of its scope in
 * the owner's accounts, their sums per window by the medium's reporting lag, the rule's cooldowns;
 * then each acting decision is checked as the delivery screen's write of the same change would be
 * (budget rules, bid limits), and one the medium's rules refuse is skipped with their message.
 * Reads only: the dry run and the runs share it. Given the scheduler's `look`, the report sums come
 * from what the look's rules read together.
 */
export class RuleJudge {
  constructor(
    private readonly objects: RuleObjectsRepository,
    private readonly repo: AutorulesRepository,
    private readonly updates: DeliveryUpdatesService,
    private readonly tables: readonly WriteDef[],
    private readonly clock: Clock,
    /** 按模板新建 rules are judged with these (a judge without them refuses such rules). */
    private readonly creations?: RuleCreations,
  ) {}

  /** `owner`: the rule's owner, for whom a 按模板新建 rule plans its top-ups. */
  async judge(
    rule: AutoruleDefinition,
    ruleId: number | null,
    advertiserIds: readonly string[],
    owner?: AuthContext,
    look?: RuleLook,
  ): Promise<Judgement> {
    const now = this.clock.now();
    const ranges = ruleRanges(rule, now);
    const objects = await this.objects.load(rule, advertiserIds, ranges, look);
    const notes = dataNotes(rule, ranges);
    if (objects.length === OBJECTS_PER_CHECK_MAX) {
      notes.push(
        `范围内对象超过 ${OBJECTS_PER_CHECK_MAX} 个，本次只检查了前 ${OBJECTS_PER_CHECK_MAX} 个`,
      );
    }
    const cooldown = rule.guardrails.cooldown_minutes;
    const lastActedAt =
      ruleId === null || cooldown === 0
        ? new Map<string, Date>()
        : await this.repo.lastActed(ruleId, new Date(now.getTime() - cooldown * MINUTE_MS));
    if (rule.action.type === 'create') {
      if (!this.creations || !owner) throw new Error('a create rule is judged with its owner');
      const accounts = await this.creations.accounts(rule, advertiserIds);
      const topUps = decideTopUps(rule, objects, accounts, { now, lastActedAt });
      const planned = await this.creations.plan(rule, owner, topUps);
      return { ...planned, taskType: null, writes: [], dataNotes: notes };
    }
    if (rule.action.type === 'copy')
      return this.judgeCopies(rule, ruleId, objects, now, lastActedAt, notes);
    const decisions = evaluateRule(rule, objects, { now, lastActedAt });
    const acting = decisions.filter(
      (d): d is Decision & { change: RuleChange } => d.outcome === 'act' && d.change !== null,
    );
    const [first] = acting;
    const level = autoruleLevel(rule.medium, rule.scope.level);
    if (!first || !level) return { decisions, taskType: null, writes: [], dataNotes: notes };
    const def = writeDefFor(this.tables, rule.medium, level.key, first.change.field);
    const skip = (d: Decision, why: string): Decision => ({
      ...d,
      outcome: 'skip',
      change: null,
      reason: `${why}（${d.reason}）`,
    });
    if (!def) {
      const skipped = new Set(acting.map((d) => d.objectId));
      return {
        decisions: decisions.map((d) =>
          skipped.has(d.objectId) ? skip(d, `${level.name}不支持该操作`) : d,
        ),
        taskType: null,
        writes: [],
        dataNotes: notes,
      };
    }
    const { planned, refused } = await this.updates.checkRows(
      def,
      acting.map((d) => writeRowOf(level.key, d)),
    );
    const refusals = new Map(refused.map((r) => [r.ids[0] ?? '', r.error_message]));
    const field = planned[0]?.field;
    return {
      decisions: decisions.map((d) => {
        const message = refusals.get(d.objectId);
        return message !== undefined && d.outcome === 'act'
          ? skip(d, `媒体规则不允许：${message}`)
          : d;
      }),
      taskType: field === undefined ? null : writeTaskName(rule.medium, def.level, field),
      writes: planned.map((p) => p.row),
      dataNotes: notes,
    };
  }

  /** 复制优胜广告: the matching objects, each with the copies the caps leave it. */
  private async judgeCopies(
    rule: AutoruleDefinition,
    ruleId: number | null,
    objects: Parameters<typeof evaluateRule>[1],
    now: Date,
    lastActedAt: Map<string, Date>,
    notes: string[],
  ): Promise<Judgement> {
    const level = autoruleLevel(rule.medium, rule.scope.level);
    const type = level ? copyTaskName(rule.medium, level.key) : null;
    const history =
      ruleId === null || type === null
        ? new Map<string, { today: number; lastSeq: number }>()
        : await this.repo.copyHistory(type, ruleId, shanghaiDayStart(now));
    const decisions = planCopies(rule, evaluateRule(rule, objects, { now, lastActedAt }), history);
    const copies = decisions.flatMap((d) =>
      d.outcome === 'act'
        ? (d.copies ?? []).map((c) => ({
            advertiserId: d.advertiserId,
            objectId: d.objectId,
            seq: c.seq,
            name: c.name,
          }))
        : [],
    );
    return {
      decisions,
      taskType: copies.length > 0 ? type : null,
      writes: [],
      copies,
      dataNotes: notes,
    };
  }
}
