import {
  CHANGE_OBJECT_ABILITIES,
  pageInfo,
  ROLE_ADMIN,
  type ChangeListQuery,
  type ChangeOutcome,
  type ChangeRow,
  type Paged,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
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

/** Who reads the history: their roles, abilities and data scope decide what they see. */
export type ChangeReader = Pick<AuthContext, 'userId' | 'roles' | 'abilities'>;

/** The change history of the media objects (ARCHITECTURE §1: every write is recorded). */
export class ChangesService implements ChangeRecorder {
  constructor(
    private readonly repo: ChangesRepository,
    private readonly clock: Clock,
    private readonly accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>,
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

  /**
   * One object's history as `reader` may see it: a type needs the ability of the list showing it,
   * and only objects of advertisers within the reader's data scope answer (administrators: all);
   * any other object reads as one without history.
   */
  async listByObject(reader: ChangeReader, query: ChangeListQuery): Promise<Paged<ChangeRow>> {
    const ability = query.object_type ? CHANGE_OBJECT_ABILITIES[query.object_type] : undefined;
    if (ability && !reader.abilities.has(ability)) {
      throw new AppError('ABILITY_REQUIRED', { params: { ability } });
    }
    const hiddenTypes = query.object_type
      ? []
      : Object.entries(CHANGE_OBJECT_ABILITIES)
          .filter(([, needed]) => !reader.abilities.has(needed))
          .map(([type]) => type);
    const advertiserIds = reader.roles.includes(ROLE_ADMIN)
      ? null
      : await this.accounts.advertiserIdsInScope(reader);
    const { list, total } = await this.repo.listByObject({
      objectId: query.object_id,
      objectType: query.object_type,
      advertiserIds,
      hiddenTypes,
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
