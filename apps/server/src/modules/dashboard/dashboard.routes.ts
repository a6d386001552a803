import {
  DashboardLandingQuerySchema,
  DashboardQuerySchema,
  MaterialOverviewQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['dashboard'];

/** spec 000 §2: the dashboard `/home/main` and its calls need dashboard:index. */
export const DASHBOARD_ABILITY = 'dashboard:index';
/** spec 000 §2: 素材概览 `/cview/main` and its call need dashboard:material. */
export const MATERIAL_OVERVIEW_ABILITY = 'dashboard:material';

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
  r.get(
    '/api/dashboard/landing',
    {
      ...guard,
      schema: { tags, summary: '首页自建落地页数据', querystring: DashboardLandingQuerySchema },
    },
    async (request) =>
      ok(await services.dashboardLanding.landing(requireAuth(request), request.query)),
  );
  r.get(
    '/api/dashboard/material',
    {
      ...access.ability(MATERIAL_OVERVIEW_ABILITY),
      schema: { tags, summary: '素材概览', querystring: MaterialOverviewQuerySchema },
    },
    async (request) =>
      ok(await services.materialOverview.overview(requireAuth(request), request.query)),
  );
}
