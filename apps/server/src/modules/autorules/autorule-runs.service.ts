import {
  pageInfo,
  type AutoruleBatchListQuery,
  type AutoruleBatchRow,
  type AutoruleCopyRow,
  type AutoruleItemRow,
  type AutoruleTaskListQuery,
  type AutoruleTrigger,
  type Paged,
  type TaskCancelResult,
  type TaskRetryResult,
} from '@toufang/contracts';
import {
  actionText,
  autoruleLevel,
  nextShanghaiMidnight,
  ruleSummary,
  shanghaiDayStart,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { TasksService } from '../tasks/tasks.service';
import { copyKey, type AutorulesRepository, type RuleRecord } from './autorules.repository';
import { toBatchRow, toItemRow, toNewItem } from './autorules.mapper';
import { isAdmin, type RuleAccess } from './rule-access';
import type { RuleCreations } from './rule-creations';
import type { RuleJudge } from './rule-judge';
import type { RuleLook } from './rule-look';

const BATCH = '执行记录';
const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** A run as its caller sees it. */
export interface RunResult {
  batch_id: number;
  task_id: number | null;
  checked: number;
  matched: number;
  acted: number;
}

/** The start of a Shanghai calendar day (the batch list's date filters). */
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS);

/**
 * Runs of automatic rules on the task engine (spec 001 §7 "Automatic rules"; docs/architecture/
 * autorules.md): each run is a batch with one item per checked object keeping its metric
 * snapshot and decision; the acting ones are written as one task of the delivery screens' task
 * type, which the batch follows, retries and cancels.
 */
export class AutoruleRunsService {
  constructor(
    private readonly repo: AutorulesRepository,
    private readonly access: RuleAccess,
    private readonly judge: RuleJudge,
    private readonly creations: RuleCreations,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
  ) {}

  /** `POST /autorule/submit`: the caller runs a rule now (enabled or not). */
  async submit(auth: AuthContext, ruleId: number): Promise<RunResult> {
    const rule = this.access.visible(auth, await this.repo.findRule(ruleId));
    this.access.requireWriteAbility(rule.definition, auth.abilities);
    const runs = await this.repo.batchesSince(rule.id, shanghaiDayStart(this.clock.now()));
    const max = rule.definition.guardrails.max_runs_per_day;
    if (runs >= max)
      assertNoProblems([`该规则今天已执行 ${runs} 次，达到每日最多 ${max} 次的上限`]);
    const result = await this.run(rule, 'manual', null, auth.userId);
    if (!result) throw new AppError('CONFLICT', { params: { entity: BATCH } });
    return result;
  }

  /**
   * A scheduled run of the slot starting at `slotAt`; null when the slot ran already (in this or
   * another process), the rule reached its runs per day, or its owner lost the write's ability.
   */
  async runScheduled(rule: RuleRecord, slotAt: Date, look?: RuleLook): Promise<RunResult | null> {
    const runs = await this.repo.batchesSince(rule.id, shanghaiDayStart(this.clock.now()));
    if (runs >= rule.definition.guardrails.max_runs_per_day) return null;
    const needed = this.access.writeAbilities(rule.definition);
    const held = needed.length > 0 ? await this.access.ownerAbilities(rule.ownerId) : new Set();
    if (needed.some((a) => !held.has(a))) return null;
    return this.run(rule, 'schedule', slotAt, null, look);
  }

  private async run(
    rule: RuleRecord,
    trigger: AutoruleTrigger,
    slotAt: Date | null,
    createdBy: number | null,
    look?: RuleLook,
  ): Promise<RunResult | null> {
    const definition = rule.definition;
    const now = this.clock.now();
    const batchId = await this.repo.insertBatch({
      ruleId: rule.id,
      medium: rule.medium,
      trigger,
      slotAt,
      definition,
      summary: ruleSummary(definition),
      dataNotes: [],
      createdBy,
      now,
    });
    if (batchId === null) return null;
    try {
      return await this.judgeAndWrite(rule, batchId, now, look);
    } catch (error) {
      // The run stays listed with what stopped it; a scheduled slot is not tried again.
      const why = error instanceof AppError ? error.messageCn : '系统错误';
      await this.repo.finishBatch(batchId, {
        taskId: null,
        checked: 0,
        matched: 0,
        acted: 0,
        items: [],
        ruleId: rule.id,
        now,
        dataNotes: [],
        error: why,
      });
      throw error;
    }
  }

  private async judgeAndWrite(
    rule: RuleRecord,
    batchId: number,
    now: Date,
    look?: RuleLook,
  ): Promise<RunResult> {
    const definition = rule.definition;
    const accounts = await this.access.ownerAccounts(rule.ownerId, rule.medium);
    const owner =
      definition.action.type === 'create' || definition.action.type === 'copy'
        ? await this.access.ownerAuth(rule.ownerId)
        : undefined;
    // Top-ups and copies are created by the owner, who must hold the abilities they need now.
    if (owner) this.access.requireWriteAbility(definition, owner.abilities);
    const judged = await this.judge.judge(definition, rule.id, accounts, owner, look);
    let taskId: number | null = null;
    let links = new Map<string, number>();
    let createdTaskId: number | null = null;
    if (judged.creation && owner) {
      // The top-ups are the wizard's submit for the owner; the batch follows that task.
      createdTaskId = await this.creations.submit(owner, batchId, judged.creation);
      taskId = createdTaskId;
      links = await this.repo.firstTaskItemPerAdvertiser(createdTaskId);
    } else if (judged.taskType !== null && judged.copies && judged.copies.length > 0) {
      // 复制优胜广告: one task of the medium's copy type, one item per copy, keyed by the copy's
      // number for ever (a second run asking for the same copy is refused, never doubled).
      const copy = definition.action.copy;
      const levelName = autoruleLevel(definition.medium, definition.scope.level);
      const keys = judged.copies.map((c) => copyKey(rule.id, c.objectId, c.seq));
      const created = await this.tasks.create({
        type: judged.taskType,
        title: `自动规则「${definition.name}」：${actionText(definition.action, levelName?.name ?? '对象')}`,
        createdBy: rule.ownerId,
        params: { autorule_id: rule.id, autorule_batch_id: batchId },
        items: judged.copies.map((c, i) => ({
          request: { source_id: c.objectId, name: c.name, enabled: copy?.enabled ?? false },
          target: {
            medium: definition.medium,
            advertiserId: c.advertiserId,
            objectType: levelName?.key ?? null,
            objectId: c.objectId,
          },
          idempotencyKey: keys[i] ?? copyKey(rule.id, c.objectId, c.seq),
        })),
      });
      taskId = created.id;
      const byKey = await this.repo.taskItemsByKeys(judged.taskType, keys);
      // Each copied object's item links to its first copy's write.
      for (const c of judged.copies) {
        const id = byKey.get(copyKey(rule.id, c.objectId, c.seq));
        if (id !== undefined && !links.has(c.objectId)) links.set(c.objectId, id);
      }
    } else if (judged.taskType !== null && judged.writes.length > 0) {
      const levelName = autoruleLevel(definition.medium, definition.scope.level)?.name ?? '对象';
      const created = await this.tasks.create({
        type: judged.taskType,
        title: `自动规则「${definition.name}」：${actionText(definition.action, levelName)}`,
        // The owner follows, retries and cancels the writes in the task list too.
        createdBy: rule.ownerId,
        params: { autorule_id: rule.id, autorule_batch_id: batchId },
        items: judged.writes.map((w) => ({
          request: w.request,
          target: {
            medium: definition.medium,
            advertiserId: w.advertiserId,
            objectType: w.objectType,
            objectId: w.objectId,
          },
          idempotencyKey: `autorule:${batchId}:${w.objectId}`,
        })),
      });
      taskId = created.id;
      links = await this.repo.taskItemIds(taskId);
    }
    const written = new Set(
      judged.creation
        ? judged.creation.perAccount.keys()
        : judged.copies
          ? judged.copies.map((c) => c.objectId)
          : judged.writes.map((w) => w.objectId),
    );
    // 今日暂停: what this run pauses is switched on again at the next midnight.
    const resumeAt = definition.action.type === 'pause_today' ? nextShanghaiMidnight(now) : null;
    const items = judged.decisions.map((d) => {
      const acted = d.outcome === 'act' && written.has(d.objectId);
      return toNewItem(
        d,
        acted ? (links.get(d.objectId) ?? null) : null,
        resumeAt,
        acted ? createdTaskId : null,
      );
    });
    const matched = judged.decisions.filter((d) => d.outcome !== 'no_match').length;
    const acted = items.filter((i) => i.taskItemId !== null || i.outcome === 'notify').length;
    await this.repo.finishBatch(batchId, {
      taskId,
      checked: items.length,
      matched,
      acted,
      items,
      ruleId: rule.id,
      now,
      dataNotes: judged.dataNotes,
    });
    return { batch_id: batchId, task_id: taskId, checked: items.length, matched, acted };
  }

  async listBatches(
    auth: AuthContext,
    query: AutoruleBatchListQuery,
  ): Promise<Paged<AutoruleBatchRow>> {
    const ownerId = isAdmin(auth.roles) ? query.uid : auth.userId;
    const { list, total } = await this.repo.listBatches(
      {
        medium: query.platform,
        ...(ownerId === undefined ? {} : { ownerId }),
        ...(query.rule_id === undefined ? {} : { ruleId: query.rule_id }),
        ...(query.task_status === undefined ? {} : { taskStatus: query.task_status }),
        ...(query.exec_start_date ? { from: dayStart(query.exec_start_date) } : {}),
        ...(query.exec_end_date
          ? { to: new Date(dayStart(query.exec_end_date).getTime() + DAY_MS) }
          : {}),
        ...(query.object_id ? { objectId: query.object_id } : {}),
      },
      { page: query.page, perPage: query.per_page },
    );
    return { list: list.map(toBatchRow), page_info: pageInfo(query.page, query.per_page, total) };
  }

  /** `GET /autorule/task/list`: one batch's items, acted first. */
  async listItems(
    auth: AuthContext,
    query: AutoruleTaskListQuery,
  ): Promise<Paged<AutoruleItemRow>> {
    const batch = await this.visibleBatch(auth, query.batch_id);
    // 复制优胜广告: the copies each item's object got.
    const copies: Map<string, AutoruleCopyRow[]> =
      batch.taskId !== null
        ? await this.repo.copiesOfTask(batch.taskId)
        : new Map<string, AutoruleCopyRow[]>();
    const { list, total } = await this.repo.listItems(
      query.batch_id,
      {
        ...(query.outcome ? { outcome: query.outcome } : {}),
        ...(query.object_id ? { objectId: query.object_id } : {}),
      },
      { page: query.page, perPage: query.per_page },
    );
    return {
      list: list.map((i) =>
        toItemRow(i, i.outcome === 'act' ? (copies.get(i.objectId) ?? []) : []),
      ),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Queues the batch's failed writes again, once their accounts are still the owner's. */
  async retry(auth: AuthContext, batchId: number): Promise<TaskRetryResult> {
    const batch = await this.visibleBatch(auth, batchId);
    if (batch.taskId === null) throw new AppError('TASK_NOTHING_TO_RETRY');
    const rule = await this.repo.findRule(batch.ruleId);
    if (rule) {
      this.access.requireWriteAbility(rule.definition, auth.abilities);
      const scope = await this.access.ownerAccounts(rule.ownerId, rule.medium);
      const outside = (await this.repo.failedAdvertisers(batch.taskId)).filter(
        (a) => !scope.includes(a),
      );
      if (outside.length > 0) {
        throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: outside.join('、') } });
      }
    }
    return this.tasks.retry(auth, batch.taskId);
  }

  /** Cancels the batch's writes not yet sent; those being sent finish. */
  async cancel(auth: AuthContext, batchId: number): Promise<TaskCancelResult> {
    const batch = await this.visibleBatch(auth, batchId);
    if (batch.taskId === null) throw new AppError('TASK_ALREADY_FINISHED');
    return this.tasks.cancel(auth, batch.taskId);
  }

  private async visibleBatch(auth: AuthContext, id: number) {
    const batch = await this.repo.findBatch(id);
    if (!batch || (batch.ownerId !== auth.userId && !isAdmin(auth.roles))) throw notFound(BATCH);
    return batch;
  }
}
