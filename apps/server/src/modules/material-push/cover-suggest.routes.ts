import { CoverChooseBodySchema, CoverSuggestQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { MATERIAL_ABILITY } from '../materials/materials.routes';

const tags = ['materials'];

/**
 * Cover suggestions for a pushed library video (spec 002 §7 `material/suggestcover` for Ocean
 * Engine, `tencent/material/suggestcover` for Tencent), by `file_id` and the `advertiser_id` it
 * was pushed to. Ocean Engine answers `running` until its covers are made: the page asks again.
 * A POST of the same path keeps one of the suggested covers (`url`) for the video on the account.
 */
export function coverSuggestRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/material/suggestcover',
    {
      ...guard,
      schema: { tags, summary: '视频封面推荐（巨量引擎）', querystring: CoverSuggestQuerySchema },
    },
    async (request) =>
      ok(await services.coverSuggest.suggest(requireAuth(request), 'bytedance', request.query)),
  );

  r.get(
    '/api/tencent/material/suggestcover',
    {
      ...guard,
      schema: {
        tags,
        summary: '视频封面推荐（腾讯广告关键帧）',
        querystring: CoverSuggestQuerySchema,
      },
    },
    async (request) =>
      ok(await services.coverSuggest.suggest(requireAuth(request), 'tencent', request.query)),
  );

  for (const [path, medium, summary] of [
    ['/api/material/suggestcover', 'bytedance', '选用推荐封面（巨量引擎）'],
    ['/api/tencent/material/suggestcover', 'tencent', '选用推荐封面（腾讯广告关键帧）'],
  ] as const) {
    r.post(
      path,
      { ...guard, schema: { tags, summary, body: CoverChooseBodySchema } },
      async (request) =>
        ok(await services.coverSuggest.choose(requireAuth(request), medium, request.body)),
    );
  }
}
