import {
  pageInfo,
  type ChangeListQuery,
  type ChangeOutcome,
  type ChangeRow,
  type Paged,
} from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import type { ChangeRecord, ChangesRepository } from './changes.repository';

/** One write that reached a medium: who, what, before and after, and the medium's answer. */
export interface ChangeEntry {
  /** Defaults to now. */
  at?: Date;
  userId: number | null;
  taskId?: number | null;
  taskItemId?: number | null;
  medium?: string | null;
  advertiserId?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  action: string;
  outcome: ChangeOutcome;
  errorCode?: string | null;
  errorMessage?: string | null;
  before?: unknown;
  after?: unknown;
  request?: unknown;
  response?: unknown;
}

/** What the task engine and single edits need: a place to write the history. */
export interface ChangeRecorder {
  record(entries: readonly ChangeEntry[]): Promise<void>;
}

/** The change history of the media objects (ARCHITECTURE §1: every write is recorded). */
export class ChangesService implements ChangeRecorder {
  constructor(
    private readonly repo: ChangesRepository,
    private readonly clock: Clock,
  ) {}

  async record(entries: readonly ChangeEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const now = this.clock.now();
    await this.repo.insertMany(
      entries.map((e) => ({
        at: e.at ?? now,
        userId: e.userId,
        taskId: e.taskId ?? null,
        taskItemId: e.taskItemId ?? null,
        medium: e.medium ?? null,
        advertiserId: e.advertiserId ?? null,
        objectType: e.objectType ?? null,
        objectId: e.objectId ?? null,
        action: e.action,
        outcome: e.outcome,
        errorCode: e.errorCode ?? null,
        errorMessage: e.errorMessage ?? null,
        before: e.before ?? null,
        after: e.after ?? null,
        request: e.request ?? null,
        response: e.response ?? null,
      })),
    );
  }

  async listByObject(query: ChangeListQuery): Promise<Paged<ChangeRow>> {
    const { list, total } = await this.repo.listByObject({
      objectId: query.object_id,
      objectType: query.object_type,
      page: query.page,
      perPage: query.per_page,
    });
    return { list: list.map(toChangeRow), page_info: pageInfo(query.page, query.per_page, total) };
  }
}

function toChangeRow(r: ChangeRecord): ChangeRow {
  return {
    id: r.id,
    at: r.at.toISOString(),
    user_id: r.userId,
    user_name: r.userName,
    task_id: r.taskId,
    task_item_id: r.taskItemId,
    medium: r.medium,
    advertiser_id: r.advertiserId,
    object_type: r.objectType,
    object_id: r.objectId,
    action: r.action,
    outcome: r.outcome,
    error_code: r.errorCode,
    error_message: r.errorMessage,
    before: r.before,
    after: r.after,
    request: r.request,
    response: r.response,
  };
}
