import {
  AppAssetBodySchema,
  AvatarSubmitBodySchema,
  AvatarUsersQuerySchema,
  BatchItemListQuerySchema,
  BatchListQuerySchema,
  BatchRetryBodySchema,
  FEED_BATCH_LIMITS,
  MiniProgramAssetBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { AssetBatchesService } from './asset-batches.service';
import type { AvatarBatchesService } from './avatar-batches.service';

const AUTH = 'auth:transfer';
const tags = ['feed-batches'];
/** The avatar's base64 with room for the rest of the body. */
const AVATAR_BODY_LIMIT = Math.ceil((FEED_BATCH_LIMITS.avatarMaxBytes * 4) / 3) + 64 * 1024;

/**
 * Ocean Engine batches of the authorization area (spec 000 §2 /userList/task 授权任务 and
 * /userList/userTask 我的任务, §7 /{feed}/event/*, /{feed}/avatar/*). Creating a batch, retrying
 * one and listing the accounts need auth:transfer; following one's own batches needs a session.
 */
export function feedBatchRoutes(
  app: FastifyInstance,
  { assets, avatars }: { assets: AssetBatchesService; avatars: AvatarBatchesService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/bytedance';

  r.post(
    `${base}/event/admin_create_assets`,
    {
      ...access.ability(AUTH),
      schema: { tags, summary: '批量创建应用资产', body: AppAssetBodySchema },
    },
    async (request) => ok(await assets.createApp(requireAuth(request), request.body)),
  );

  r.post(
    `${base}/event/admin_create_assets_mini_program`,
    {
      ...access.ability(AUTH),
      schema: { tags, summary: '批量创建小程序资产', body: MiniProgramAssetBodySchema },
    },
    async (request) => ok(await assets.createMiniProgram(requireAuth(request), request.body)),
  );

  r.get(
    `${base}/event/assets_batch_list`,
    {
      ...access.session,
      schema: { tags, summary: '资产批量任务列表', querystring: BatchListQuerySchema },
    },
    async (request) => ok(await assets.list(requireAuth(request), request.query)),
  );

  r.get(
    `${base}/event/assets_task_list`,
    {
      ...access.session,
      schema: { tags, summary: '资产批量任务明细', querystring: BatchItemListQuerySchema },
    },
    async (request) => ok(await assets.listItems(requireAuth(request), request.query)),
  );

  r.post(
    `${base}/event/assets_task_retry`,
    {
      ...access.ability(AUTH),
      schema: { tags, summary: '重试失败的资产创建', body: BatchRetryBodySchema },
    },
    async (request) => ok(await assets.retry(requireAuth(request), request.body.batch_id)),
  );

  r.post(
    `${base}/avatar/submit`,
    {
      ...access.ability(AUTH),
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: { tags, summary: '批量设置账户头像', body: AvatarSubmitBodySchema },
    },
    async (request) => ok(await avatars.submit(requireAuth(request), request.body)),
  );

  r.get(
    `${base}/avatar/batch/list`,
    {
      ...access.session,
      schema: { tags, summary: '头像批量任务列表', querystring: BatchListQuerySchema },
    },
    async (request) => ok(await avatars.list(requireAuth(request), request.query)),
  );

  r.get(
    `${base}/avatar/task/list`,
    {
      ...access.session,
      schema: { tags, summary: '头像批量任务明细', querystring: BatchItemListQuerySchema },
    },
    async (request) => ok(await avatars.listItems(requireAuth(request), request.query)),
  );

  r.get(
    `${base}/avatar/users`,
    {
      ...access.ability(AUTH),
      schema: { tags, summary: '可设置头像的账户', querystring: AvatarUsersQuerySchema },
    },
    async (request) => ok(await avatars.users(requireAuth(request), request.query)),
  );

  r.post(
    `${base}/avatar/task/retry`,
    {
      ...access.ability(AUTH),
      schema: { tags, summary: '重试失败的头像设置', body: BatchRetryBodySchema },
    },
    async (request) => ok(await avatars.retry(requireAuth(request), request.body.batch_id)),
  );
}
