import {
  APP_MEDIA,
  MediaAppCreateBodySchema,
  MediaAppListQuerySchema,
  MediaAppQuotaQuerySchema,
  MediaAppRefreshBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/** spec 000 §2: every app management page needs project:gameupdate. */
export const APP_ABILITY = 'project:gameupdate';

const tags = ['apps'];

/**
 * App management calls per medium (spec 002 §7 `/{medium}/app/create_base`, `get_game_info`,
 * `get_create_app_quota`, `auto_refresh_data`), for the three API media and `other`. The spec
 * shows them all as GETs; creating and refreshing write, so those two are POSTs here.
 */
export function gameAppsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(APP_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const apps = services.gameApps;

  for (const medium of APP_MEDIA) {
    const base = `/api/${medium}/app`;
    r.get(
      `${base}/get_game_info`,
      { ...guard, schema: { tags, summary: '应用列表', querystring: MediaAppListQuerySchema } },
      async (request) => ok(await apps.list(requireAuth(request), medium, request.query)),
    );
    r.post(
      `${base}/create_base`,
      { ...guard, schema: { tags, summary: '创建应用', body: MediaAppCreateBodySchema } },
      async (request) => ok(await apps.create(requireAuth(request), medium, request.body)),
    );
    r.get(
      `${base}/get_create_app_quota`,
      {
        ...guard,
        schema: { tags, summary: '账户应用配额', querystring: MediaAppQuotaQuerySchema },
      },
      async (request) =>
        ok(await apps.quota(requireAuth(request), medium, request.query.advertiser_ids)),
    );
    r.post(
      `${base}/auto_refresh_data`,
      { ...guard, schema: { tags, summary: '从媒体刷新应用', body: MediaAppRefreshBodySchema } },
      async (request) => ok(await apps.refresh(requireAuth(request), medium, request.body)),
    );
  }
}
