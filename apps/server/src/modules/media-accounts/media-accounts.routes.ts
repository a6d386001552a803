import {
  AdvertiserIdQuerySchema,
  AdvertiserListQuerySchema,
  AdvertiserSetProjectBodySchema,
  AdvertiserSetStatusQuerySchema,
  SetAliasQuerySchema,
  SetNoteBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import { MIRROR_MEDIA, type Medium } from '../../lib/media-mirror';
import type { Services } from '../../services';
import { MEDIUM_NAMES } from '../../lib/media-names';
import { accountsAccess, viewerOf } from './accounts-access';
import { advertiserNoteRoutes } from './advertiser-notes.routes';

const tags = ['media-accounts'];

/**
 * The account lists (spec 000 §7): `/auth/advertisers` is the headline platform's page; the feed's
 * prefixed path is the one polled during a sync.
 */
const LIST_ROUTES: readonly (readonly [string, Medium])[] = [
  ['/api/auth/advertisers', 'bytedance'],
  ['/api/bytedance/auth/advertisers', 'bytedance'],
  ['/api/kuaishou/auth/advertisers', 'kuaishou'],
  ['/api/tencent/auth/advertisers', 'tencent'],
];

const MEDIUM_LABELS: Record<Medium, string> = {
  bytedance: '头条',
  kuaishou: '快手',
  tencent: '腾讯',
};

/** Authorized ad accounts (spec 000 §2 `/userList`, §7 the account calls), under the data scope. */
export function mediaAccountsRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = services.mediaAccounts;
  const guard = accountsAccess;

  for (const [url, medium] of LIST_ROUTES) {
    r.get(
      url,
      {
        ...guard,
        schema: {
          tags,
          summary: `${MEDIUM_LABELS[medium]}账户列表`,
          querystring: AdvertiserListQuerySchema,
        },
      },
      async (request) =>
        ok(await services.advertiserViews.list(viewerOf(request), medium, request.query)),
    );
  }

  for (const medium of MIRROR_MEDIA) {
    r.get(
      `/api/${medium}/auth/sync_advertisers`,
      { ...guard, schema: { tags, summary: `同步${MEDIUM_LABELS[medium]}账户` } },
      (request) => {
        if (!services.isMediumConfigured(medium)) {
          throw new AppError('MEDIUM_NOT_CONFIGURED', { params: { medium: MEDIUM_NAMES[medium] } });
        }
        return Promise.resolve(ok(services.advertiserSync.start(viewerOf(request), medium)));
      },
    );
  }

  r.get(
    '/api/auth/advertiser_detail',
    { ...guard, schema: { tags, summary: '账户详情', querystring: AdvertiserIdQuerySchema } },
    async (request) =>
      ok(await services.advertiserViews.detail(viewerOf(request), request.query.id)),
  );

  r.get(
    '/api/auth/setalias',
    { ...guard, schema: { tags, summary: '设置账户别名', querystring: SetAliasQuerySchema } },
    async (request) => {
      await accounts.setAlias(viewerOf(request), request.query.id, request.query.alias);
      return ok(null);
    },
  );

  r.post(
    '/api/auth/setnote',
    { ...guard, schema: { tags, summary: '设置账户备注', body: SetNoteBodySchema } },
    async (request) => {
      await accounts.setNote(viewerOf(request), request.body.id, request.body.note);
      return ok(null);
    },
  );

  r.get(
    '/api/auth/advertiser_set_status',
    {
      ...guard,
      schema: { tags, summary: '启用或禁用账户', querystring: AdvertiserSetStatusQuerySchema },
    },
    async (request) => {
      const { ids, status } = request.query;
      await accounts.setEnabled(viewerOf(request), ids, status === 1);
      return ok(null);
    },
  );

  r.post(
    '/api/auth/advertiser_set_project',
    {
      ...guard,
      schema: { tags, summary: '分配账户到游戏', body: AdvertiserSetProjectBodySchema },
    },
    async (request) => {
      await accounts.assignGame(viewerOf(request), request.body.ids, request.body.game_id);
      // A game's accounts belong to its users' scope: their session facts change.
      services.userInfo.forgetAccountFacts();
      return ok(null);
    },
  );

  // The social-network authorization notice (spec 000 §4): for every signed-in user.
  r.get(
    '/api/tencent/auth/usertoken/notice',
    { ...access.session, schema: { tags, summary: '腾讯授权到期提醒' } },
    async (request) => ok(await services.userTokenNotice.notice(viewerOf(request))),
  );

  r.post(
    '/api/tencent/auth/usertoken/notice/read',
    { ...access.session, schema: { tags, summary: '腾讯授权到期提醒已读' } },
    async (request) => {
      await services.userTokenNotice.markRead(viewerOf(request));
      return ok(null);
    },
  );

  advertiserNoteRoutes(app, services);
}
