import { randomUUID } from 'node:crypto';
import {
  FINISHED_TASK_STATUSES,
  type BatchItemListQuery,
  type BatchListQuery,
  type Paged,
  type TaskItemRow,
  type TaskRetryResult,
  type TaskRow,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { TasksService } from '../tasks/tasks.service';

const BATCH = '批量任务';
const MEDIUM = 'bytedance' as const;
/** Ids an error names before it says how many more. */
const IDS_SHOWN = 10;
/** Items read per page when a retry checks the failed ones. */
const RETRY_SCAN_PAGE = 1000;

export interface NewBatch<TRequest> {
  title: string;
  params: unknown;
  advertiserIds: readonly string[];
  objectType: string;
  request: (advertiserId: string) => TRequest;
  /** The object id known before sending (the advertiser itself for an avatar); none for creations. */
  objectId?: (advertiserId: string) => string;
}

/**
 * One kind of Ocean Engine batch over the task engine (ARCHITECTURE §6): a task of one item per
 * advertiser, all within the caller's data scope, listed, followed and retried as the batch
 * screens need it. Visibility is the task engine's: the creator, and administrators.
 */
export class BatchTasks {
  constructor(
    private readonly tasks: TasksService,
    private readonly accounts: MediaAccountsService,
    readonly type: string,
  ) {}

  /** The ids once each, or ADVERTISERS_OUT_OF_SCOPE naming those the caller may not act on. */
  async requireInScope(auth: AuthContext, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, MEDIUM));
    const outside = unique.filter((id) => !scope.has(id));
    if (outside.length > 0) {
      const shown = outside.slice(0, IDS_SHOWN).join('、');
      const more = outside.length > IDS_SHOWN ? ` 等 ${outside.length} 个` : '';
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: `${shown}${more}` } });
    }
    return unique;
  }

  async create<TRequest>(auth: AuthContext, batch: NewBatch<TRequest>) {
    const advertiserIds = await this.requireInScope(auth, batch.advertiserIds);
    const key = randomUUID();
    const { id } = await this.tasks.create<TRequest>({
      type: this.type,
      title: batch.title,
      createdBy: auth.userId,
      params: batch.params,
      items: advertiserIds.map((advertiserId) => ({
        request: batch.request(advertiserId),
        target: {
          medium: MEDIUM,
          advertiserId,
          objectType: batch.objectType,
          objectId: batch.objectId?.(advertiserId) ?? null,
        },
        idempotencyKey: `${key}:${advertiserId}`,
      })),
    });
    return { batch_id: id, item_count: advertiserIds.length };
  }

  /** One page of batches, each unfinished one with its ETA. */
  async list(auth: AuthContext, query: BatchListQuery): Promise<Paged<TaskRow>> {
    const page = await this.tasks.list(auth, { ...query, type: this.type });
    const list = await Promise.all(
      page.list.map((row) =>
        FINISHED_TASK_STATUSES.includes(row.status)
          ? Promise.resolve(row)
          : this.tasks.get(auth, row.id),
      ),
    );
    return { list, page_info: page.page_info };
  }

  /** The batch, when it is of this kind and visible to the caller. */
  async get(auth: AuthContext, id: number): Promise<TaskRow> {
    const row = await this.tasks.get(auth, id);
    if (row.type !== this.type) throw notFound(BATCH);
    return row;
  }

  async listItems(auth: AuthContext, query: BatchItemListQuery): Promise<Paged<TaskItemRow>> {
    await this.get(auth, query.batch_id);
    return this.tasks.listItems(auth, query.batch_id, query);
  }

  /** Queues the failed items again, once every one of their accounts is still in scope. */
  async retry(auth: AuthContext, id: number): Promise<TaskRetryResult> {
    await this.get(auth, id);
    const failed: string[] = [];
    for (let page = 1; ; page += 1) {
      const items = await this.tasks.listItems(auth, id, {
        page,
        per_page: RETRY_SCAN_PAGE,
        status: 'failed',
      });
      failed.push(...items.list.map((i) => i.advertiser_id ?? ''));
      if (page >= items.page_info.total_page) break;
    }
    if (failed.length > 0) await this.requireInScope(auth, failed);
    return this.tasks.retry(auth, id);
  }
}
