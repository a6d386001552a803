import {
  MaterialFileReportQuerySchema,
  MaterialMultReportBodySchema,
  MaterialReportListQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { MATERIAL_ABILITY } from '../materials/materials.routes';

const tags = ['materials'];

/**
 * Material reports (spec 002 §7 `material/file/report`, `material/report/fields`,
 * `material/report/list`, `material/file/multreport`), behind the library's ability.
 */
export function materialReportsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = services.materialReports;

  r.get(
    '/api/material/report/fields',
    { ...guard, schema: { tags, summary: '素材报表指标' } },
    () => ok(reports.fields()),
  );

  r.get(
    '/api/material/report/list',
    {
      ...guard,
      schema: { tags, summary: '素材报表', querystring: MaterialReportListQuerySchema },
    },
    async (request) => ok(await reports.list(requireAuth(request), request.query)),
  );

  r.get(
    '/api/material/file/report',
    {
      ...guard,
      schema: { tags, summary: '单个素材的报表', querystring: MaterialFileReportQuerySchema },
    },
    async (request) => ok(await reports.fileReport(requireAuth(request), request.query)),
  );

  r.post(
    '/api/material/file/multreport',
    {
      ...guard,
      schema: { tags, summary: '多个素材的报表', body: MaterialMultReportBodySchema },
    },
    async (request) => ok(await reports.multReport(requireAuth(request), request.body)),
  );
}
