import { NonStreamListQuerySchema, NonStreamRetryBodySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/** spec 000 §2 `/landing/nonlink` 非信息流广告ID. */
export const NON_STREAM_ABILITY = 'amt:non_stream_adid';

const tags = ['non-stream'];

/**
 * Non-stream ad IDs (spec 002 §7 `/amt/non_stream_adid`, `non_stream_retry`;
 * docs/architecture/ad-ids.md "Non-stream ad IDs"). The spec shows the retry as a GET; it sends
 * packages again, so it is a POST here.
 */
export function nonStreamRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(NON_STREAM_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/amt/non_stream_adid',
    {
      ...guard,
      schema: { tags, summary: '非信息流广告ID（渠道包）', querystring: NonStreamListQuerySchema },
    },
    async (request) => ok(await services.nonStream.list(requireAuth(request), request.query)),
  );
  r.post(
    '/api/amt/non_stream_retry',
    { ...guard, schema: { tags, summary: '重试失败的渠道包', body: NonStreamRetryBodySchema } },
    async (request) => ok(await services.nonStream.retry(requireAuth(request), request.body)),
  );
}
