import { OptimizedGoalQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { BASE_ABILITY } from './conversion-bases.routes';

const tags = ['conversion-bases'];

/**
 * spec 002 §7 `/bytedance/event/optimized_goal`, `assets_and_optimized_goal`,
 * `api_optimized_goal` and their v3 variants (`/bytedance/event/v3/…`, read through the medium's
 * v3.0 path).
 */
export function optimizedGoalsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(BASE_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const goals = services.optimizedGoals;
  for (const version of ['v2', 'v3'] as const) {
    const base = version === 'v3' ? '/api/bytedance/event/v3' : '/api/bytedance/event';
    const schema = (summary: string) => ({ tags, summary, querystring: OptimizedGoalQuerySchema });
    r.get(`${base}/optimized_goal`, { ...guard, schema: schema('可用优化目标') }, async (request) =>
      ok(await goals.optimizedGoals(requireAuth(request), request.query, version)),
    );
    r.get(
      `${base}/assets_and_optimized_goal`,
      { ...guard, schema: schema('事件资产与优化目标') },
      async (request) =>
        ok(await goals.assetsAndGoals(requireAuth(request), request.query, version)),
    );
    r.get(
      `${base}/api_optimized_goal`,
      { ...guard, schema: schema('API 回传的优化目标') },
      async (request) => ok(await goals.apiGoals(requireAuth(request), request.query, version)),
    );
  }
}
