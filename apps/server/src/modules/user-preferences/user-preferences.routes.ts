import {
  ReportScopeQuerySchema,
  SaveReportTablePreferenceBodySchema,
  type ReportTablePreferenceData,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['user-preferences'];

/**
 * The signed-in user's own table preferences of a delivery-management tab: page size and pinned
 * columns (spec 001 §3, §9). Every user reads and writes only their own.
 */
export function userPreferencesRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = services.userPreferences;

  r.get(
    '/api/user/preferences/report-table',
    {
      ...access.session,
      schema: { tags, summary: '我的表格偏好', querystring: ReportScopeQuerySchema },
    },
    async (request) =>
      ok<ReportTablePreferenceData>(await service.reportTable(requireAuth(request), request.query)),
  );

  r.put(
    '/api/user/preferences/report-table',
    {
      ...access.session,
      schema: { tags, summary: '保存我的表格偏好', body: SaveReportTablePreferenceBodySchema },
    },
    async (request) => {
      const { screen, tab, value } = request.body;
      await service.saveReportTable(requireAuth(request), { screen, tab }, value);
      return ok(null);
    },
  );
}
