import { autoruleLevel, isAutoruleMedium, resumePlan, type RuleChange } from '@toufang/domain';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { writeTaskName } from '../../media/medium-writes';
import type { DeliveryUpdatesService } from '../delivery-updates/delivery-updates.service';
import type { WriteDef } from '../delivery-updates/write-table';
import type { TasksService } from '../tasks/tasks.service';
import type { AutorulesRepository, DueResume } from './autorules.repository';
import type { RuleObjectsRepository } from './rule-objects.repository';
import { writeDefFor, writeRowOf } from './rule-writes';

/** Paused-for-today objects handled per look; the rest wait for the next minute. */
const RESUMES_PER_LOOK = 1000;

type Handled = { itemId: number; taskItemId: number | null; note: string | null };

const resumeKey = (itemId: number) => `autorule-resume:${itemId}`;

/**
 * 今日暂停 (docs/architecture/autorules.md "Pause for today"): at the next midnight (Asia/Shanghai)
 * the objects a rule paused for today are switched on again, as one task per run of the delivery
 * screens' enable write, created by the rule's owner. An object whose pause never took, that is
 * on again already or is gone is left alone and its item says why. Each item is handled once: its
 * switch-on carries the key `autorule-resume:<item>`, so a look that stopped half-way, or two
 * processes looking at once, queue it once.
 */
export class AutoruleResumes {
  constructor(
    private readonly repo: AutorulesRepository,
    private readonly objects: RuleObjectsRepository,
    private readonly updates: DeliveryUpdatesService,
    private readonly tasks: TasksService,
    private readonly tables: readonly WriteDef[],
    private readonly clock: Clock,
  ) {}

  /** Switches on what is due; answers how many objects were queued and left alone. */
  async resumeDue(): Promise<{ queued: number; skipped: number }> {
    const now = this.clock.now();
    const due = await this.repo.dueResumes(now, RESUMES_PER_LOOK);
    const byBatch = new Map<number, DueResume[]>();
    for (const d of due) byBatch.set(d.batchId, [...(byBatch.get(d.batchId) ?? []), d]);
    let queued = 0;
    let skipped = 0;
    for (const items of byBatch.values()) {
      const handled = await this.resumeBatch(items);
      await this.repo.markResumed(handled, now);
      queued += handled.filter((h) => h.taskItemId !== null).length;
      skipped += handled.filter((h) => h.taskItemId === null).length;
    }
    return { queued, skipped };
  }

  /** One run's due objects: the handled ones (queued or left alone); waiting ones are not listed. */
  private async resumeBatch(items: readonly DueResume[]): Promise<Handled[]> {
    const [first] = items;
    if (!first || !isAutoruleMedium(first.medium)) return [];
    const level = autoruleLevel(first.medium, first.level);
    const def = level && writeDefFor(this.tables, first.medium, level.key, 'status');
    if (!level || !def) {
      return items.map((i) => ({ itemId: i.itemId, taskItemId: null, note: '该层级无法启用' }));
    }
    const states = await this.objects.optStatuses(
      first.medium,
      first.level,
      items.map((i) => i.objectId),
    );
    const handled: Handled[] = [];
    const toResume: DueResume[] = [];
    for (const item of items) {
      const plan = resumePlan({
        pauseWrite: item.pauseWrite,
        optStatus: states.has(item.objectId) ? states.get(item.objectId) : undefined,
      });
      if (plan.kind === 'skip')
        handled.push({ itemId: item.itemId, taskItemId: null, note: plan.note });
      if (plan.kind === 'resume') toResume.push(item);
    }
    if (toResume.length === 0) return handled;

    const change: RuleChange = { field: 'status', optStatus: 'ENABLE' };
    const rows = toResume.map((i) =>
      writeRowOf(level.key, { objectId: i.objectId, advertiserId: i.advertiserId, change }),
    );
    const { planned, refused } = await this.updates.checkRows(def, rows);
    const refusals = new Map(refused.map((r) => [r.ids[0] ?? '', r.error_message]));
    const field = planned[0]?.field;
    const type = field === undefined ? null : writeTaskName(first.medium, def.level, field);
    const sending = toResume.filter((i) => !refusals.has(i.objectId));
    for (const item of toResume) {
      const message = refusals.get(item.objectId);
      if (message !== undefined) {
        handled.push({ itemId: item.itemId, taskItemId: null, note: `媒体规则不允许：${message}` });
      }
    }
    if (type === null || sending.length === 0) return handled;

    // Queued before (a look that stopped half-way, another process): linked, not sent again.
    const keys = sending.map((i) => resumeKey(i.itemId));
    let links = await this.repo.taskItemsByKeys(type, keys);
    const fresh = sending.filter((i) => !links.has(resumeKey(i.itemId)));
    const rowOf = new Map(planned.map((p) => [p.row.objectId, p.row]));
    if (fresh.length > 0) {
      try {
        await this.tasks.create({
          type,
          title: `自动规则「${first.ruleName}」：今日暂停到期，恢复投放${level.name}`,
          createdBy: first.ownerId,
          params: { autorule_id: first.ruleId, autorule_batch_id: first.batchId, resume: true },
          items: fresh.flatMap((i) => {
            const row = rowOf.get(i.objectId);
            return row
              ? [
                  {
                    request: row.request,
                    target: {
                      medium: first.medium,
                      advertiserId: i.advertiserId,
                      objectType: row.objectType,
                      objectId: i.objectId,
                    },
                    idempotencyKey: resumeKey(i.itemId),
                  },
                ]
              : [];
          }),
        });
      } catch (error) {
        // Another process queued them a moment ago: they are linked on the next look.
        if (error instanceof AppError && error.key === 'TASK_DUPLICATE_ITEMS') return handled;
        throw error;
      }
      links = await this.repo.taskItemsByKeys(type, keys);
    }
    for (const item of sending) {
      const taskItemId = links.get(resumeKey(item.itemId));
      if (taskItemId !== undefined) handled.push({ itemId: item.itemId, taskItemId, note: null });
    }
    return handled;
  }
}
