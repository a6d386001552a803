import type {
  AccountDailyBudgetBody,
  FeedUpdateAnswer,
  FeedUpdateError,
  MaterialBatchDeleteBody,
  MaterialStatusBody,
  ProjectStatusBody,
  PromotionStatusBody,
} from '@toufang/contracts';
import { ACCOUNT_DAILY_BUDGET_RULE } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import { oceanEngineCreativeId } from '../../lib/media-mirror';
import type { ObjectLevel } from '../../media/bytedance/value-reads';
import { BYTEDANCE_WRITE_TASKS } from '../delivery-writes/delivery-writes.tasks';
import { FEED_OBJECT_TASKS, valueTaskName } from '../delivery-writes/feed-update.tasks';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { TasksService } from '../tasks/tasks.service';
import type { FeedMirrorRepository, MirrorSnapshot } from './feed-mirror.repository';
import type { InlineWrites } from './inline-writes';
import { budgetChange, checkRows, type CheckedRow, type RowChecks } from './row-checks';
import { changeIsUnchanged } from './unchanged-values';
import { errorDetails } from './write-answers';

// The delivery screen's writes to Ocean Engine (spec 001 §4, §7 "Updates", §8): rows within the
// caller's data scope, values checked against the spec 001 §5 limits, then one row inline (the
// answer carries its result) or many rows as a task of the task engine (the answer carries the
// task id; failed rows are retried through the task API).

const MEDIUM = 'bytedance' as const;
const IDS_SHOWN = 10;

/** One row to write: its object, its request for the task type. */
export interface WriteRow {
  advertiserId: string;
  objectType: 'project' | 'promotion' | 'material' | 'advertiser';
  objectId: string;
  /** Materials: the promotion they belong to (ownership is checked on it). */
  promotionId?: string;
  request: unknown;
}

/** An object a write names, with the advertiser the request pairs it with. */
export interface ClaimedObject {
  level: ObjectLevel;
  id: string;
  advertiserId: string;
}

export const answerOf = (partial: Partial<FeedUpdateAnswer>): FeedUpdateAnswer => {
  const errors = partial.errors ?? [];
  return {
    task_id: partial.task_id ?? null,
    item_count: partial.item_count ?? 0,
    updated_ids: partial.updated_ids ?? [],
    errors,
    error_list: errors.map((e) => ({ error_message: e.error_message })),
  };
};

/** Refuses the whole request, naming every failing row; nothing is sent. */
export function refuseRows(errors: readonly FeedUpdateError[], itemCount: number): never {
  throw new AppError('VALIDATION_FAILED', {
    details: errorDetails(errors),
    data: answerOf({ errors: [...errors], item_count: itemCount }),
  });
}

export class FeedUpdatesService {
  constructor(
    private readonly tasks: TasksService,
    private readonly accounts: MediaAccountsService,
    private readonly mirror: FeedMirrorRepository,
    private readonly inline: InlineWrites,
  ) {}

  /** ADVERTISERS_OUT_OF_SCOPE naming the advertisers the caller may not act on. */
  async requireInScope(auth: AuthContext, ids: readonly string[]): Promise<void> {
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, MEDIUM));
    const outside = [...new Set(ids)].filter((id) => !scope.has(id));
    if (outside.length === 0) return;
    const shown = outside.slice(0, IDS_SHOWN).join('、');
    const more = outside.length > IDS_SHOWN ? ` 等 ${outside.length} 个` : '';
    throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: `${shown}${more}` } });
  }

  /**
   * OBJECTS_NOT_OF_ADVERTISER naming the projects or promotions the mirror holds under another
   * advertiser than the one the request pairs them with: the write would otherwise run under the
   * named (in-scope) advertiser's token on another account's object. Objects the mirror does not
   * hold yet (created since the last sync) are left to the medium, which refuses a foreign one.
   */
  async requireOwned(objects: readonly ClaimedObject[]): Promise<void> {
    const foreign: string[] = [];
    for (const level of ['project', 'promotion'] as const) {
      const claimed = objects.filter((o) => o.level === level);
      if (claimed.length === 0) continue;
      const owners = await this.mirror.advertisersOf(level, [...new Set(claimed.map((o) => o.id))]);
      for (const o of claimed) {
        const owner = owners.get(o.id);
        if (owner !== undefined && owner !== o.advertiserId && !foreign.includes(o.id)) {
          foreign.push(o.id);
        }
      }
    }
    if (foreign.length === 0) return;
    const shown = foreign.slice(0, IDS_SHOWN).join('、');
    const more = foreign.length > IDS_SHOWN ? ` 等 ${foreign.length} 个` : '';
    throw new AppError('OBJECTS_NOT_OF_ADVERTISER', { params: { ids: `${shown}${more}` } });
  }

  /** One row inline, several as a task. `inScope`: the caller's scope was checked already. */
  async submit(
    auth: AuthContext,
    type: string,
    title: string,
    rows: readonly WriteRow[],
    inScope = false,
  ): Promise<FeedUpdateAnswer> {
    if (!inScope) {
      await this.requireInScope(
        auth,
        rows.map((r) => r.advertiserId),
      );
    }
    await this.requireOwned(rows.flatMap(claimOf));
    const [single] = rows;
    if (rows.length === 1 && single) {
      const result = await this.inline.run(type, auth.userId, single.request, single);
      return result.ok
        ? answerOf({ item_count: 1, updated_ids: [single.objectId] })
        : answerOf({
            item_count: 1,
            errors: [
              { ids: [single.objectId], error_message: result.message, error_code: result.code },
            ],
          });
    }
    const { id } = await this.tasks.create({
      type,
      title,
      createdBy: auth.userId,
      params: { rows: rows.length },
      items: rows.map((row) => ({
        request: row.request,
        target: {
          medium: MEDIUM,
          advertiserId: row.advertiserId,
          objectType: row.objectType,
          objectId: row.objectId,
        },
      })),
    });
    return answerOf({ task_id: id, item_count: rows.length });
  }

  async projectStatus(auth: AuthContext, body: ProjectStatusBody): Promise<FeedUpdateAnswer> {
    const before = await this.mirror.snapshots(
      'project',
      body.projects.map((p) => p.project_id),
    );
    const remove = body.opt_status === 'DELETE';
    const rows = body.projects.map((p) => ({
      advertiserId: p.advertiser_id,
      objectType: 'project' as const,
      objectId: p.project_id,
      request: {
        ...(remove ? {} : { optStatus: body.opt_status }),
        before: before.get(p.project_id) ?? null,
      },
    }));
    return remove
      ? this.submit(auth, FEED_OBJECT_TASKS.projectDelete, '批量删除项目', rows)
      : this.submit(auth, BYTEDANCE_WRITE_TASKS.projectStatus, '批量修改项目状态', rows);
  }

  async promotionStatus(auth: AuthContext, body: PromotionStatusBody): Promise<FeedUpdateAnswer> {
    const before = await this.mirror.snapshots(
      'promotion',
      body.promotions.map((p) => p.promotion_id),
    );
    const rows = body.promotions.map((p) => ({
      advertiserId: p.advertiser_id,
      objectType: 'promotion' as const,
      objectId: p.promotion_id,
      request: { optStatus: body.opt_status, before: before.get(p.promotion_id) ?? null },
    }));
    return this.submit(auth, BYTEDANCE_WRITE_TASKS.promotionStatus, '批量修改广告状态', rows);
  }

  async materialStatus(auth: AuthContext, body: MaterialStatusBody): Promise<FeedUpdateAnswer> {
    const creativeId = (i: MaterialStatusBody['items'][number]) =>
      oceanEngineCreativeId(i.promotion_id, i.material_id);
    const before = await this.mirror.materialSnapshots(body.items.map(creativeId));
    const rows = body.items.map((i) => ({
      advertiserId: i.advertiser_id,
      objectType: 'material' as const,
      objectId: i.material_id,
      promotionId: i.promotion_id,
      request: {
        promotionId: i.promotion_id,
        optStatus: body.opt_status,
        before: before.get(creativeId(i)) ?? null,
      },
    }));
    return this.submit(auth, FEED_OBJECT_TASKS.materialStatus, '批量修改素材状态', rows);
  }

  /**
   * Removes materials from their promotions (spec 001 §7 "Material delete"; the batch delete of
   * §4): one inline, several as a task whose groups are the materials of one promotion.
   */
  async materialDelete(
    auth: AuthContext,
    body: MaterialBatchDeleteBody,
  ): Promise<FeedUpdateAnswer> {
    const creativeId = (i: MaterialBatchDeleteBody['items'][number]) =>
      oceanEngineCreativeId(i.promotion_id, i.material_id);
    const before = await this.mirror.materialSnapshots(body.items.map(creativeId));
    const rows = body.items.map((i) => ({
      advertiserId: i.advertiser_id,
      objectType: 'material' as const,
      objectId: i.material_id,
      promotionId: i.promotion_id,
      request: { promotionId: i.promotion_id, before: before.get(creativeId(i)) ?? null },
    }));
    const title = rows.length > 1 ? '批量删除素材' : '删除素材';
    return this.submit(auth, FEED_OBJECT_TASKS.materialDelete, title, rows);
  }

  /**
   * Value changes of one field (budget, bid, …) of projects or promotions. `check` runs once the
   * rows are known to be in scope, with the mirror rows as they are (start dates for end dates).
   */
  async values(
    auth: AuthContext,
    level: ObjectLevel,
    title: string,
    advertiserIds: readonly string[],
    objectIds: readonly string[],
    check: (mirror: ReadonlyMap<string, MirrorSnapshot>) => RowChecks,
  ): Promise<FeedUpdateAnswer> {
    await this.requireInScope(auth, advertiserIds);
    const before = await this.mirror.snapshots(level, objectIds);
    const checked = check(before);
    if (checked.errors.length > 0) refuseRows(checked.errors, objectIds.length);
    const [first] = checked.rows;
    const type = first ? valueTaskName(level, first.change.field) : undefined;
    if (!type) throw new AppError('VALIDATION_FAILED', { details: ['该字段不支持修改'] });
    return this.submit(auth, type, title, this.rowsOf(level, checked.rows, before), true);
  }

  /**
   * A single edit of several fields: each field is its own write, in order. `check` runs with the
   * object's mirror row (whether its project sets its bid).
   */
  async singleEdit(
    auth: AuthContext,
    level: ObjectLevel,
    advertiserId: string,
    objectId: string,
    check: (mirror: MirrorSnapshot | undefined) => RowChecks,
  ): Promise<FeedUpdateAnswer> {
    await this.requireInScope(auth, [advertiserId]);
    await this.requireOwned([{ level, id: objectId, advertiserId }]);
    const before = await this.mirror.snapshots(level, [objectId]);
    const checked = check(before.get(objectId));
    if (checked.errors.length > 0) refuseRows(checked.errors, 1);
    if (checked.rows.length === 0) {
      throw new AppError('VALIDATION_FAILED', { details: ['请填写要修改的内容'] });
    }
    const changed = checked.rows.filter(
      (row) => !changeIsUnchanged(row.change, before.get(row.objectId)),
    );
    const errors: FeedUpdateError[] = [];
    let applied = 0;
    for (const row of this.rowsOf(level, changed, before)) {
      const type = valueTaskName(
        level,
        (row.request as { change: CheckedRow['change'] }).change.field,
      );
      if (!type) continue;
      const result = await this.inline.run(type, auth.userId, row.request, row);
      if (result.ok) applied += 1;
      else errors.push({ ids: [objectId], error_message: result.message, error_code: result.code });
    }
    // Some fields applied: the object was updated, and the answer still names what failed.
    return answerOf({
      item_count: 1,
      updated_ids: errors.length === 0 || applied > 0 ? [objectId] : [],
      errors,
    });
  }

  /** The accounts' daily budgets (spec 001 §5: 1000 to 9999999.99, 2 decimals). */
  async accountBudget(auth: AuthContext, body: AccountDailyBudgetBody): Promise<FeedUpdateAnswer> {
    const ids = body.items.map((i) => i.advertiser_id);
    await this.requireInScope(auth, ids);
    const checked = checkRows(
      body.items,
      (i) => i.advertiser_id,
      (i) => budgetChange(i, ACCOUNT_DAILY_BUDGET_RULE),
    );
    if (checked.errors.length > 0) refuseRows(checked.errors, ids.length);
    const rows: WriteRow[] = [];
    for (const row of checked.rows) {
      if (row.change.field !== 'budget') continue;
      rows.push({
        advertiserId: row.advertiserId,
        objectType: 'advertiser',
        objectId: row.advertiserId,
        request: {
          budgetMode: row.change.budgetMode,
          budgetFen: row.change.budgetFen,
          before: await this.mirror.accountSnapshot(row.advertiserId),
        },
      });
    }
    return this.submit(auth, FEED_OBJECT_TASKS.accountBudget, '批量修改账户日预算', rows);
  }

  private rowsOf(
    level: ObjectLevel,
    rows: readonly CheckedRow[],
    before: ReadonlyMap<string, MirrorSnapshot>,
  ): WriteRow[] {
    return rows.map((row) => ({
      advertiserId: row.advertiserId,
      objectType: level,
      objectId: row.objectId,
      request: { change: row.change, before: before.get(row.objectId) ?? null },
    }));
  }
}

/** The project or promotion a row writes to, as ownership is checked (none for accounts). */
function claimOf(row: WriteRow): ClaimedObject[] {
  const { advertiserId } = row;
  switch (row.objectType) {
    case 'project':
    case 'promotion':
      return [{ level: row.objectType, id: row.objectId, advertiserId }];
    case 'material':
      return row.promotionId === undefined
        ? []
        : [{ level: 'promotion', id: row.promotionId, advertiserId }];
    case 'advertiser':
      return [];
  }
}
