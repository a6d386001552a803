import { DashboardQuerySchema } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['dashboard'];

/** spec 000 §2: the dashboard `/home/main` and its calls need dashboard:index. */
export const DASHBOARD_ABILITY = 'dashboard:index';

/** The dashboard's calls (docs/architecture/dashboard.md). */
export function dashboardRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(DASHBOARD_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dashboard = services.dashboard;

  r.get(
    '/api/dashboard/overview',
    { ...guard, schema: { tags, summary: '首页数据概览', querystring: DashboardQuerySchema } },
    async (request) => ok(await dashboard.overview(requireAuth(request), request.query)),
  );
  r.get(
    '/api/dashboard/health',
    { ...guard, schema: { tags, summary: '首页健康状况' } },
    async (request) => ok(await dashboard.healthOf(requireAuth(request))),
  );
}
