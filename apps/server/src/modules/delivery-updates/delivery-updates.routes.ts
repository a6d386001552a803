import { BudgetFactsBodySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { bytedanceRoutes } from './bytedance-routes';
import { mediumAdviceRoutes } from './medium-advice-routes';
import type { DeliveryUpdates } from './delivery-updates';
import { writeEnvelope } from './write-answers';

const tags = ['delivery-updates'];

/**
 * The delivery screens' writes (spec 001 §7 "Updates"): every entry of every medium's write
 * table as a route declaring its tab action's ability, the media's advice reads, then Ocean
 * Engine's own writes and reads.
 * Thin handlers: the rules live in the service and the tables' checks.
 */
export function deliveryUpdateRoutes(app: FastifyInstance, delivery: DeliveryUpdates): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const def of delivery.tables) {
    r.post(
      def.path,
      {
        ...access.ability(def.ability),
        schema: { tags, summary: def.summary, body: def.body },
      },
      async (request) =>
        writeEnvelope(await delivery.updates.write(requireAuth(request), def, request.body)),
    );
    if (def.factsPath === undefined) continue;
    r.post(
      def.factsPath,
      {
        ...access.ability(def.ability),
        schema: { tags, summary: '今日消耗与预算修改次数', body: BudgetFactsBodySchema },
      },
      async (request) =>
        ok(
          await delivery.budgetFacts.answer(
            requireAuth(request),
            def,
            request.body,
            delivery.today(),
          ),
        ),
    );
  }
  mediumAdviceRoutes(app, delivery);
  bytedanceRoutes(app, delivery);
}
