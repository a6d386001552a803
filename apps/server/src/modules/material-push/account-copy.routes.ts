import { MaterialAccountCopyBodySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { MATERIAL_ABILITY } from '../materials/materials.routes';

const tags = ['materials'];

/**
 * Copying pushed files between accounts of one medium (spec 002 §7 `material/bind` and
 * `material/share`). The spec shows them as GETs; they copy files in the media, so they are POSTs
 * here, each queuing a task of one item per (file, target account).
 */
export function materialAccountCopyRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/material/bind',
    {
      ...guard,
      schema: {
        tags,
        summary: '素材推送到同主体账户（巨量引擎）',
        body: MaterialAccountCopyBodySchema,
      },
    },
    async (request) =>
      ok(await services.materialAccountCopy.copy(requireAuth(request), 'bind', request.body)),
  );

  r.post(
    '/api/material/share',
    {
      ...guard,
      schema: {
        tags,
        summary: '视频共享到其他账户（磁力引擎）',
        body: MaterialAccountCopyBodySchema,
      },
    },
    async (request) =>
      ok(await services.materialAccountCopy.copy(requireAuth(request), 'share', request.body)),
  );
}
