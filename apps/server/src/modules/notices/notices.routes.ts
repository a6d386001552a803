import { NoticeQuerySchema, NoticeReadBodySchema, type NoticeState } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['notices'];

/** Version-update notice check and read marks (spec 000 §4, §7). */
export function noticesRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/version/notice',
    {
      ...access.session,
      schema: { tags, summary: '版本公告状态', querystring: NoticeQuerySchema },
    },
    async (request) =>
      ok<NoticeState>(await services.notices.state(requireAuth(request), request.query.version)),
  );

  r.post(
    '/api/user/version/notice/read',
    {
      ...access.session,
      schema: { tags, summary: '标记版本公告已读', body: NoticeReadBodySchema },
    },
    async (request) => {
      await services.notices.markRead(
        requireAuth(request),
        request.body.version,
        request.body.type,
      );
      return ok(null);
    },
  );
}
