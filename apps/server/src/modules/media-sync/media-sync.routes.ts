import {
  MediaSyncRunBodySchema,
  MediaSyncStatusQuerySchema,
  type MediaSyncRunData,
  type MediaSyncStatusData,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { MediaSyncService } from './media-sync.service';

const tags = ['media-sync'];
/** Whoever may list the accounts may refresh their figures (within their data scope). */
const ABILITY = 'advertiser:list';

/** On-demand sync of the media mirror and its state (docs/adr/0006). */
export function mediaSyncRoutes(app: FastifyInstance, sync: MediaSyncService) {
  app.addHook('onClose', () => sync.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/media-sync/run',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '立即同步媒体数据', body: MediaSyncRunBodySchema },
    },
    async (request) =>
      ok<MediaSyncRunData>(await sync.requestRun(requireAuth(request), request.body ?? {})),
  );

  r.get(
    '/api/media-sync/status',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '媒体数据同步状态', querystring: MediaSyncStatusQuerySchema },
    },
    async (request) =>
      ok<MediaSyncStatusData>(await sync.status(requireAuth(request), request.query)),
  );
}
