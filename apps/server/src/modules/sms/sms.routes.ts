import { PageQuerySchema, pageInfo } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const OutboxQuerySchema = PageQuerySchema.extend({
  mobile: z.string().trim().max(20).optional(),
});

/** The admin-only outbox of the default SMS provider. */
export function smsRoutes(app: FastifyInstance, services: Services): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/sms/outbox',
    {
      ...access.ability('sms:outbox'),
      schema: { tags: ['sms'], summary: '短信发件箱', querystring: OutboxQuerySchema },
    },
    async (request) => {
      const { page, per_page, mobile } = request.query;
      const { list, total } = await services.smsRepository.listOutbox(
        page,
        per_page,
        mobile || undefined,
      );
      return ok({
        list: list.map((m) => ({
          id: m.id,
          mobile: m.mobile,
          content: m.content,
          created_at: m.createdAt,
        })),
        page_info: pageInfo(page, per_page, total),
      });
    },
  );
}
