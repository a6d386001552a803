import {
  CreateReportViewBodySchema,
  DeleteReportViewBodySchema,
  ReportScopeQuerySchema,
  SaveReportColumnsBodySchema,
  UpdateReportViewBodySchema,
  type ReportColumnsData,
  type ReportView,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['report-views'];

/**
 * Custom report columns and named column views of the delivery-management screens (spec 001 §2
 * custom-metric dialog, §3). Every signed-in user keeps their own; the service enforces ownership.
 */
export function reportViewsRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = services.reportViews;

  r.get(
    '/api/report/columns',
    {
      ...access.session,
      schema: { tags, summary: '我的报表列', querystring: ReportScopeQuerySchema },
    },
    async (request) =>
      ok<ReportColumnsData>(await service.columns(requireAuth(request), request.query)),
  );

  r.post(
    '/api/report/columns',
    {
      ...access.session,
      schema: { tags, summary: '保存我的报表列', body: SaveReportColumnsBodySchema },
    },
    async (request) => {
      const { screen, tab, fields } = request.body;
      await service.saveColumns(requireAuth(request), { screen, tab }, fields);
      return ok(null);
    },
  );

  r.post(
    '/api/report/columns/reset',
    {
      ...access.session,
      schema: { tags, summary: '恢复默认报表列', body: ReportScopeQuerySchema },
    },
    async (request) => {
      await service.resetColumns(requireAuth(request), request.body);
      return ok(null);
    },
  );

  r.get(
    '/api/report/views',
    {
      ...access.session,
      schema: {
        tags,
        summary: '列视图列表（我的与团队共享）',
        querystring: ReportScopeQuerySchema,
      },
    },
    async (request) =>
      ok<ReportView[]>(await service.listViews(requireAuth(request), request.query)),
  );

  r.post(
    '/api/report/views',
    {
      ...access.session,
      schema: { tags, summary: '保存列视图', body: CreateReportViewBodySchema },
    },
    async (request) => ok<ReportView>(await service.createView(requireAuth(request), request.body)),
  );

  r.post(
    '/api/report/views/update',
    {
      ...access.session,
      schema: { tags, summary: '修改列视图', body: UpdateReportViewBodySchema },
    },
    async (request) => ok<ReportView>(await service.updateView(requireAuth(request), request.body)),
  );

  r.post(
    '/api/report/views/delete',
    {
      ...access.session,
      schema: { tags, summary: '删除列视图', body: DeleteReportViewBodySchema },
    },
    async (request) => {
      await service.deleteView(requireAuth(request), request.body.id);
      return ok(null);
    },
  );
}
