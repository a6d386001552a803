import {
  BaseAppQuerySchema,
  BaseCreateBodySchema,
  BaseIdBodySchema,
  BaseIdQuerySchema,
  BaseListQuerySchema,
  BasePushBodySchema,
  MediaRuleQuerySchema,
  MiniProgramBaseCreateBodySchema,
  NonStreamBaseCreateBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/** spec 000 §2 / spec 002 §2: the conversion-base pages (collect, collectKs, collectQq) need amt:linkbase. */
export const BASE_ABILITY = 'amt:linkbase';

const tags = ['conversion-bases'];

/**
 * Conversion bases (spec 002 §7 `/amt/createbase`, `tt_mini_program_createbase`,
 * `non_stream_createbase`, `/amt/linkbase`, `/amt/linklist`,
 * `/amt/appidquery`, `/link/refresh_url`, `/convert/push`, `convert/read`). The spec shows them all
 * as GETs; creating, rebuilding links and pushing write, so those three are POSTs here. The medium is a parameter: one route set serves the three media.
 */
export function conversionBasesRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(BASE_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bases = services.conversionBases;

  r.post(
    '/api/amt/createbase',
    { ...guard, schema: { tags, summary: '创建转化基础', body: BaseCreateBodySchema } },
    async (request) => ok(await bases.create(requireAuth(request), request.body)),
  );
  r.post(
    '/api/amt/tt_mini_program_createbase',
    {
      ...guard,
      schema: { tags, summary: '创建抖音小程序转化基础', body: MiniProgramBaseCreateBodySchema },
    },
    async (request) => ok(await bases.createMiniProgram(requireAuth(request), request.body)),
  );
  r.post(
    '/api/amt/non_stream_createbase',
    {
      ...guard,
      schema: { tags, summary: '创建非信息流转化基础', body: NonStreamBaseCreateBodySchema },
    },
    async (request) => ok(await bases.createNonStream(requireAuth(request), request.body)),
  );
  // Also the base picker of the ad-ID batch uploads (channel-ID and batch pages).
  r.get(
    '/api/amt/linkbase',
    {
      ...access.anyAbility([BASE_ABILITY, 'amt:adid_category_list', 'batch:list']),
      schema: { tags, summary: '转化基础列表', querystring: BaseListQuerySchema },
    },
    async (request) => ok(await bases.list(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/appidquery',
    {
      ...guard,
      schema: { tags, summary: '可用于转化基础的应用', querystring: BaseAppQuerySchema },
    },
    async (request) => ok(await bases.apps(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/linklist',
    { ...guard, schema: { tags, summary: '转化基础的监测链接', querystring: BaseIdQuerySchema } },
    async (request) => ok(await bases.links(requireAuth(request), request.query.base_id)),
  );
  r.post(
    '/api/convert/push',
    { ...guard, schema: { tags, summary: '推送转化基础到账户', body: BasePushBodySchema } },
    async (request) => ok(await services.basePushes.push(requireAuth(request), request.body)),
  );
  r.get(
    '/api/convert/read',
    { ...guard, schema: { tags, summary: '转化基础的推送结果', querystring: BaseIdQuerySchema } },
    async (request) =>
      ok(await services.basePushes.read(requireAuth(request), request.query.base_id)),
  );
  r.get(
    '/api/media/check_media_rule',
    {
      ...access.anyAbility([BASE_ABILITY, 'tradition:linkbase']),
      schema: { tags, summary: '按媒体规则检查监测地址', querystring: MediaRuleQuerySchema },
    },
    (request) => ok(bases.checkRules(request.query)),
  );
  // Both families' bases have links; the service checks the base's medium's own ability.
  r.post(
    '/api/link/refresh_url',
    {
      ...access.anyAbility([BASE_ABILITY, 'tradition:linkbase']),
      schema: { tags, summary: '重新生成监测链接', body: BaseIdBodySchema },
    },
    async (request) => ok(await bases.refresh(requireAuth(request), request.body.base_id)),
  );
}
