import { MEDIUM_ADVICE_PATHS, MediumAdviceQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { DeliveryUpdates } from './delivery-updates';
import { writeAbility } from './write-abilities';

const tags = ['delivery-updates'];

const SUMMARIES: Record<string, string> = {
  adgroup: '广告审核建议',
  dynamic_creative: '创意审核建议',
};

/**
 * The audit advice a medium reads from the medium (contracts MEDIUM_ADVICE_PATHS): one route per
 * entry of the table, declaring its tab's advice ability, and one handler.
 */
export function mediumAdviceRoutes(app: FastifyInstance, delivery: DeliveryUpdates): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [level, path] of Object.entries(MEDIUM_ADVICE_PATHS.tencent)) {
    const adviceLevel = level as keyof typeof MEDIUM_ADVICE_PATHS.tencent;
    r.get(
      path,
      {
        ...access.ability(writeAbility('tencent', level, 'advice')),
        schema: {
          tags,
          summary: SUMMARIES[level] ?? '审核建议',
          querystring: MediumAdviceQuerySchema,
        },
      },
      async (request) =>
        ok(
          await delivery.rejectReasons.ofMediumLevel(
            requireAuth(request),
            adviceLevel,
            request.query.advertiser_id,
            request.query.ids,
          ),
        ),
    );
  }
}
