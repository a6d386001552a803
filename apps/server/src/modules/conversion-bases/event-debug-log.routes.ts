import { DebugLogQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { BASE_ABILITY } from './conversion-bases.routes';

/** spec 002 §7 `/bytedance/event/debug_log`: the 联调记录 of a base's event asset in one account. */
export function eventDebugLogRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/bytedance/event/debug_log',
    {
      ...access.ability(BASE_ABILITY),
      schema: { tags: ['conversion-bases'], summary: '联调记录', querystring: DebugLogQuerySchema },
    },
    async (request) => ok(await services.eventDebugLog.read(requireAuth(request), request.query)),
  );
}
