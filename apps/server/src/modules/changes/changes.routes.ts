import { ChangeListQuerySchema, type ChangeRow, type Paged } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/** The change history of a media object (ARCHITECTURE §1). */
export function changesRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/changes',
    {
      // The ability depends on the object type asked for (CHANGE_OBJECT_ABILITIES): the service
      // checks it along with the data scope.
      ...access.session,
      schema: {
        tags: ['changes'],
        summary: '变更记录（按对象ID）',
        querystring: ChangeListQuerySchema,
      },
    },
    async (request) =>
      ok<Paged<ChangeRow>>(
        await services.changes.listByObject(requireAuth(request), request.query),
      ),
  );
}
