import type {
  FeedUpdateAnswer,
  FeedUpdateError,
  MaterialBatchDeleteBody,
  MaterialStatusBody,
} from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { oceanEngineCreativeId, SOURCE_MEDIUM, type MirrorSource } from '../../lib/media-mirror';
import {
  writeTaskName,
  type ValueChange,
  type WriteField as PlanField,
} from '../../media/medium-writes';
import type { MirrorLevel } from '../delivery-writes/mirror-writer';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { TasksService } from '../tasks/tasks.service';
import type { BudgetFacts } from './budget-facts.repository';
import type { BudgetRulesService } from './budget-rules.service';
import type { DeliveryMirrorRepository, MirrorSnapshot } from './delivery-mirror.repository';
import type { InlineWrites } from './inline-writes';
import type { RowChecks } from './row-checks';
import { changeIsUnchanged } from './unchanged-values';
import { errorDetails } from './write-answers';
import type { WriteDef, WriteRow as TableRow } from './write-table';

// The delivery screens' writes to the media (spec 001 §4, §7 "Updates", §8), for every medium:
// rows within the caller's data scope, values checked against the medium's limits (the write
// tables' checks, packages/domain), then one row inline (the answer carries its result) or many
// rows as a task of the task engine (the answer carries the task id; failed rows are retried
// through the task API).

const IDS_SHOWN = 10;

/** One row to write: its object, its request for the task type. */
export interface WriteRow {
  advertiserId: string;
  /** The medium's level name (`project`, `unit` …; `advertiser` for account writes). */
  objectType: string;
  objectId: string;
  /** Ownership is checked on this object of the mirror (materials: their promotion). */
  owner?: ClaimedObject;
  request: unknown;
}

/** A checked row of a write table's entry: the task field it runs as and its row. */
export interface PlannedRow {
  field: PlanField;
  row: WriteRow;
}

/** An object a write names, with the advertiser the request pairs it with. */
export interface ClaimedObject {
  level: MirrorLevel;
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

const listed = (ids: readonly string[]) => {
  const shown = ids.slice(0, IDS_SHOWN).join('、');
  return ids.length > IDS_SHOWN ? `${shown} 等 ${ids.length} 个` : shown;
};

export class DeliveryUpdatesService {
  constructor(
    private readonly tasks: TasksService,
    private readonly accounts: MediaAccountsService,
    private readonly mirror: DeliveryMirrorRepository,
    private readonly inline: InlineWrites,
    private readonly budgetRules: BudgetRulesService,
    private readonly clock: Clock,
  ) {}

  /** ADVERTISERS_OUT_OF_SCOPE naming the advertisers the caller may not act on. */
  async requireInScope(
    auth: AuthContext,
    medium: MirrorSource,
    ids: readonly string[],
  ): Promise<void> {
    // The accounts are the medium's, a legacy family's writes included.
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, SOURCE_MEDIUM[medium]));
    const outside = [...new Set(ids)].filter((id) => !scope.has(id));
    if (outside.length === 0) return;
    throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: listed(outside) } });
  }

  /**
   * OBJECTS_NOT_OF_ADVERTISER naming the objects the mirror holds under another advertiser than
   * the one the request pairs them with: the write would otherwise run under the named (in-scope)
   * advertiser's token on another account's object. Objects the mirror does not hold yet (created
   * since the last sync) are left to the medium, which refuses a foreign one.
   */
  async requireOwned(medium: MirrorSource, objects: readonly ClaimedObject[]): Promise<void> {
    const foreign: string[] = [];
    for (const level of ['campaign', 'ad', 'creative'] as const) {
      const claimed = objects.filter((o) => o.level === level);
      if (claimed.length === 0) continue;
      const ids = [...new Set(claimed.map((o) => o.id))];
      const owners = await this.mirror.advertisersOf(medium, level, ids);
      for (const o of claimed) {
        const owner = owners.get(o.id);
        if (owner !== undefined && owner !== o.advertiserId && !foreign.includes(o.id)) {
          foreign.push(o.id);
        }
      }
    }
    if (foreign.length === 0) return;
    throw new AppError('OBJECTS_NOT_OF_ADVERTISER', { params: { ids: listed(foreign) } });
  }

  /** One row inline, several as a task. `inScope`: the caller's scope was checked already. */
  async submit(
    auth: AuthContext,
    medium: MirrorSource,
    type: string,
    title: string,
    rows: readonly WriteRow[],
    inScope = false,
  ): Promise<FeedUpdateAnswer> {
    if (!inScope) {
      await this.requireInScope(
        auth,
        medium,
        rows.map((r) => r.advertiserId),
      );
    }
    await this.requireOwned(
      medium,
      rows.flatMap((r) => (r.owner ? [r.owner] : [])),
    );
    const [single] = rows;
    if (rows.length === 1 && single) {
      const result = await this.inline.run(type, auth.userId, single.request, {
        ...single,
        medium,
      });
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
          medium,
          advertiserId: row.advertiserId,
          objectType: row.objectType,
          objectId: row.objectId,
        },
      })),
    });
    return answerOf({ task_id: id, item_count: rows.length });
  }

  /**
   * A route of a medium's write table: its rows in the caller's scope, each checked by the
   * table's check against the mirror row (and today's spend and budget changes where the entry
   * asks for them); any refused row refuses the request. The rows then run as one task type.
   */
  async write(auth: AuthContext, def: WriteDef, body: unknown): Promise<FeedUpdateAnswer> {
    const rows = def.rows(body);
    await this.requireInScope(
      auth,
      def.medium,
      rows.map((r) => r.advertiserId),
    );
    const { planned, refused } = await this.checkRows(def, rows);
    if (refused.length > 0) refuseRows(refused, rows.length);
    const field = planned[0]?.field;
    if (field === undefined || planned.some((p) => p.field !== field)) {
      throw new AppError('VALIDATION_FAILED', { details: ['该字段不支持修改'] });
    }
    const title = field === 'delete' && def.deleteTitle ? def.deleteTitle : def.summary;
    return this.submit(
      auth,
      def.medium,
      writeTaskName(def.medium, def.level, field),
      title,
      planned.map((p) => p.row),
      true,
    );
  }

  /**
   * Rows of a write table's entry checked by its check against the mirror row (and today's spend
   * and budget changes where the entry asks for them): each row's task field and write row, or
   * its refusal. The caller has checked the rows' scope. Automatic rules plan their writes here
   * too, so they meet the same limits as the delivery screens.
   */
  async checkRows(
    def: WriteDef,
    rows: readonly TableRow<unknown>[],
  ): Promise<{ planned: PlannedRow[]; refused: FeedUpdateError[] }> {
    const { medium, mirrorLevel } = def;
    const ids = rows.map((r) => r.objectId);
    const before = new Map<string, unknown>();
    let mirror = new Map<string, MirrorSnapshot>();
    if (mirrorLevel === 'account') {
      for (const id of new Set(ids)) {
        const account = await this.mirror.accountSnapshot(medium, id);
        before.set(id, account);
        if (account) mirror.set(id, { optStatus: null, rawStatus: null, ...account });
      }
    } else {
      mirror = await this.mirror.snapshots(medium, mirrorLevel, ids);
      for (const [id, row] of mirror) before.set(id, row);
    }
    const today = shanghaiDate(this.clock.now());
    const facts = def.facts
      ? await this.budgetRules.factsOf(
          def,
          rows.map((r) => ({ advertiserId: r.advertiserId, objectId: r.objectId })),
          today,
        )
      : new Map<string, BudgetFacts>();
    const refused: FeedUpdateError[] = [];
    const planned: PlannedRow[] = [];
    for (const row of rows) {
      const checked = def.check(row.input, {
        mirror: mirror.get(row.objectId),
        facts: facts.get(row.objectId),
        today,
      });
      if (!checked.ok) {
        refused.push({ ids: [row.objectId], error_message: checked.message, error_code: null });
        continue;
      }
      const plan = checked.value;
      planned.push({
        field: plan.field,
        row: {
          advertiserId: row.advertiserId,
          objectType: def.level,
          objectId: row.objectId,
          ...(mirrorLevel === 'account'
            ? {}
            : { owner: { level: mirrorLevel, id: row.objectId, advertiserId: row.advertiserId } }),
          request: { ...plan.request, before: before.get(row.objectId) ?? null },
        },
      });
    }
    return { planned, refused };
  }

  /** Ocean Engine material switches: each material is checked for ownership on its promotion. */
  async materialStatus(auth: AuthContext, body: MaterialStatusBody): Promise<FeedUpdateAnswer> {
    const creativeId = (i: MaterialStatusBody['items'][number]) =>
      oceanEngineCreativeId(i.promotion_id, i.material_id);
    const before = await this.mirror.creativeSnapshots('bytedance', body.items.map(creativeId));
    const rows = body.items.map((i) => ({
      advertiserId: i.advertiser_id,
      objectType: 'material',
      objectId: i.material_id,
      owner: { level: 'ad' as const, id: i.promotion_id, advertiserId: i.advertiser_id },
      request: {
        promotionId: i.promotion_id,
        optStatus: body.opt_status,
        before: before.get(creativeId(i)) ?? null,
      },
    }));
    const type = writeTaskName('bytedance', 'material', 'status');
    return this.submit(auth, 'bytedance', type, '批量修改素材状态', rows);
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
    const before = await this.mirror.creativeSnapshots('bytedance', body.items.map(creativeId));
    const rows = body.items.map((i) => ({
      advertiserId: i.advertiser_id,
      objectType: 'material',
      objectId: i.material_id,
      owner: { level: 'ad' as const, id: i.promotion_id, advertiserId: i.advertiser_id },
      request: { promotionId: i.promotion_id, before: before.get(creativeId(i)) ?? null },
    }));
    const title = rows.length > 1 ? '批量删除素材' : '删除素材';
    return this.submit(
      auth,
      'bytedance',
      writeTaskName('bytedance', 'material', 'delete'),
      title,
      rows,
    );
  }

  /**
   * A single edit of several fields of one Ocean Engine project or promotion: each field is its
   * own write, in order. `check` runs with the object's mirror row (whether its project sets its
   * bid).
   */
  async singleEdit(
    auth: AuthContext,
    level: 'project' | 'promotion',
    advertiserId: string,
    objectId: string,
    check: (mirror: MirrorSnapshot | undefined) => RowChecks,
  ): Promise<FeedUpdateAnswer> {
    const medium = 'bytedance';
    const mirrorLevel = level === 'project' ? 'campaign' : 'ad';
    await this.requireInScope(auth, medium, [advertiserId]);
    await this.requireOwned(medium, [{ level: mirrorLevel, id: objectId, advertiserId }]);
    const before = await this.mirror.snapshots(medium, mirrorLevel, [objectId]);
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
    for (const row of changed) {
      const request = { change: row.change, before: before.get(row.objectId) ?? null };
      const type = writeTaskName(medium, level, (row.change satisfies ValueChange).field);
      const result = await this.inline.run(type, auth.userId, request, {
        medium,
        advertiserId: row.advertiserId,
        objectType: level,
        objectId: row.objectId,
      });
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
}
