import {
  BaseIdQuerySchema,
  ConvertListQuerySchema,
  ConvertUpdateStatusBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { BASE_ABILITY } from './conversion-bases.routes';

const tags = ['conversion-bases'];
const BaseIdBodySchema = z.object({ base_id: BaseIdQuerySchema.shape.base_id });

/**
 * Conversion configs (spec 002 §7 `/convert/cfg`, `updatestatus`, `convertlist`) and Ocean
 * Engine's `/bytedance/event/job_retry_track_url_group_id`; docs/architecture/conversion-bases.md
 * "Conversion configs". The spec shows them as GETs; the two that write are POSTs.
 */
export function conversionConfigsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(BASE_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const configs = services.conversionConfigs;
  r.get(
    '/api/convert/cfg',
    { ...guard, schema: { tags, summary: '转化基础的回传配置', querystring: BaseIdQuerySchema } },
    async (request) => ok(await configs.config(requireAuth(request), request.query.base_id)),
  );
  r.post(
    '/api/convert/updatestatus',
    {
      ...guard,
      schema: { tags, summary: '开启或停止回传一个转化事件', body: ConvertUpdateStatusBodySchema },
    },
    async (request) => ok(await configs.updateStatus(requireAuth(request), request.body)),
  );
  r.get(
    '/api/convert/convertlist',
    { ...guard, schema: { tags, summary: '推送创建的转化', querystring: ConvertListQuerySchema } },
    async (request) => ok(await configs.list(requireAuth(request), request.query)),
  );
  r.post(
    '/api/bytedance/event/job_retry_track_url_group_id',
    { ...guard, schema: { tags, summary: '重新推送缺少监测链接组的账户', body: BaseIdBodySchema } },
    async (request) =>
      ok(await configs.retryTrackUrlGroups(requireAuth(request), request.body.base_id)),
  );
}
