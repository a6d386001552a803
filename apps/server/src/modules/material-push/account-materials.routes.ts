import { MaterialAccountListQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { MATERIAL_ABILITY } from '../materials/materials.routes';

const tags = ['materials'];

/**
 * The library files on one media account (spec 002 §7 `material/list`): `platform`,
 * `advertiser_id`, the library list's filters and `ready`, paged.
 */
export function accountMaterialsRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/material/list',
    {
      ...access.ability(MATERIAL_ABILITY),
      schema: { tags, summary: '账户中的素材', querystring: MaterialAccountListQuerySchema },
    },
    async (request) =>
      ok(await services.accountMaterials.list(requireAuth(request), request.query)),
  );
}
