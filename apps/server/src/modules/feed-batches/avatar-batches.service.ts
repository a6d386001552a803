import { createHash } from 'node:crypto';
import type {
  AvatarBatchRow,
  AvatarItemRow,
  AvatarReview,
  AvatarSubmitBody,
  AvatarUserRow,
  AvatarUsersQuery,
  BatchCreated,
  BatchItemListQuery,
  BatchListQuery,
  Paged,
  TaskRetryResult,
} from '@toufang/contracts';
import { pageInfo } from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems } from '../../lib/app-error';
import type { BytedanceAvatars } from '../../media/bytedance/avatar';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { AvatarBatchParams, AvatarItemRequest } from './batch-params';
import type { BatchTasks } from './batch-tasks';
import type { FeedBatchTaskDeps } from './feed-batch-deps';
import type { FeedBatchesRepository } from './feed-batches.repository';
import {
  itemBase,
  submittedImageOf,
  toAvatarBatchRow,
  toAvatarReview,
} from './feed-batches.mapper';

const MEDIUM = 'bytedance' as const;
const OBJECT_TYPE = 'advertiser_avatar';

type ReviewRead = { review: AvatarReview; error: null } | { review: null; error: string };

function readError(error: unknown): string {
  if (error instanceof AppError) return error.messageCn;
  return error instanceof Error ? error.message : '读取头像失败';
}

/**
 * Avatar batches (spec 000 §7 /{feed}/avatar/*): one uploaded image set as the avatar (头像) of
 * every chosen advertiser. The medium reviews each submission later, so the item lists and the
 * account list read the review back from the medium.
 */
export class AvatarBatchesService {
  constructor(
    private readonly batches: BatchTasks,
    private readonly repo: FeedBatchesRepository,
    private readonly accounts: MediaAccountsService,
    private readonly media: Pick<FeedBatchTaskDeps, 'tokens'> & { avatars: BytedanceAvatars },
  ) {}

  /** Checks the image against the medium's limits, then queues one upload and submit per account. */
  async submit(auth: AuthContext, body: AvatarSubmitBody): Promise<BatchCreated> {
    const bytes = Buffer.from(body.image.content_base64, 'base64');
    assertNoProblems(oceanengine.avatarImageProblems(bytes));
    const header = oceanengine.readImageHeader(bytes);
    if (!header) assertNoProblems(['无法识别头像图片']);
    const md5 = createHash('md5').update(bytes).digest('hex');
    const request: AvatarItemRequest = {
      md5,
      width: header?.width ?? 0,
      height: header?.height ?? 0,
    };
    const params: AvatarBatchParams = {
      image: {
        filename: body.image.filename,
        format: header?.format ?? '',
        size: bytes.length,
        width: request.width,
        height: request.height,
        md5,
        content_base64: bytes.toString('base64'),
      },
    };
    return this.batches.create(auth, {
      title: `设置账户头像：${body.image.filename}`,
      params,
      advertiserIds: body.advertiser_ids,
      objectType: OBJECT_TYPE,
      request: () => request,
      objectId: (advertiserId) => advertiserId,
    });
  }

  async list(auth: AuthContext, query: BatchListQuery): Promise<Paged<AvatarBatchRow>> {
    const page = await this.batches.list(auth, query);
    return { list: page.list.map(toAvatarBatchRow), page_info: page.page_info };
  }

  /** The items with each submitted account's review as the medium has it now. */
  async listItems(auth: AuthContext, query: BatchItemListQuery): Promise<Paged<AvatarItemRow>> {
    const page = await this.batches.listItems(auth, query);
    const ids = page.list.map((i) => i.advertiser_id ?? '');
    const names = await this.repo.namesOf(MEDIUM, ids);
    const submitted = page.list
      .filter((i) => i.status === 'succeeded')
      .map((i) => i.advertiser_id ?? '');
    const reviews = await this.readReviews(submitted);
    return {
      list: page.list.map((i) => {
        const read = reviews.get(i.advertiser_id ?? '');
        return {
          ...itemBase(i, names),
          image_id: submittedImageOf(i),
          review: read?.review ?? null,
          review_error: read?.error ?? null,
        };
      }),
      page_info: page.page_info,
    };
  }

  retry(auth: AuthContext, batchId: number): Promise<TaskRetryResult> {
    return this.batches.retry(auth, batchId);
  }

  /** Ocean Engine advertisers in the caller's scope, with their avatars read from the medium. */
  async users(auth: AuthContext, query: AvatarUsersQuery): Promise<Paged<AvatarUserRow>> {
    const inScope = await this.accounts.advertiserIdsInScope(auth, MEDIUM);
    const { list, total } = await this.repo.listAdvertisers({
      medium: MEDIUM,
      inScope,
      keyword: query.keyword,
      page: query.page,
      perPage: query.per_page,
    });
    const reviews =
      query.with_avatar === 1
        ? await this.readReviews(list.map((a) => a.advertiserId))
        : new Map<string, ReviewRead>();
    return {
      list: list.map((a) => {
        const read = reviews.get(a.advertiserId);
        return {
          advertiser_id: a.advertiserId,
          name: a.name,
          alias: a.alias,
          company: a.company,
          avatar: read?.review ?? null,
          avatar_error: read?.error ?? null,
        };
      }),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Each account's avatar from the medium; a failed read says why instead. */
  private async readReviews(advertiserIds: readonly string[]): Promise<Map<string, ReviewRead>> {
    const out = new Map<string, ReviewRead>();
    await Promise.all(
      [...new Set(advertiserIds)].map(async (advertiserId) => {
        try {
          const token = await this.media.tokens(MEDIUM, advertiserId);
          const state = await this.media.avatars.getAvatar(token, advertiserId);
          out.set(advertiserId, { review: toAvatarReview(state), error: null });
        } catch (error) {
          out.set(advertiserId, { review: null, error: readError(error) });
        }
      }),
    );
    return out;
  }
}
