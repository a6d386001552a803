import { MaterialPushBodySchema, MaterialPushLogQuerySchema } from '@toufang/contracts';
import { materialModes } from '@toufang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { MATERIAL_ABILITY } from '../materials/materials.routes';

const tags = ['materials'];

/**
 * Pushing library files to media accounts (spec 002 §7). The spec shows `material/file/push` as a
 * GET of one file and one account; it queues uploads, so it is a POST here, of many files and
 * accounts at once.
 */
export function materialPushRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/material/file/push',
    { ...guard, schema: { tags, summary: '推送素材到媒体账户', body: MaterialPushBodySchema } },
    async (request) => ok(await services.materialPush.push(requireAuth(request), request.body)),
  );

  r.get(
    '/api/material/file/pushlog',
    {
      ...guard,
      schema: { tags, summary: '素材推送记录', querystring: MaterialPushLogQuerySchema },
    },
    async (request) => ok(await services.materialPush.pushlog(requireAuth(request), request.query)),
  );

  // The material modes each medium takes, for the pickers: kinds, formats and largest file, and
  // Kuaishou's video types (`kuaishou_type`).
  r.get(
    '/api/material/modes',
    { ...guard, schema: { tags, summary: '各媒体支持的素材类型' } },
    () => ok({ list: materialModes() }),
  );
}
