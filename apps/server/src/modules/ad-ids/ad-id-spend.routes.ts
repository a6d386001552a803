import {
  SpendImportListQuerySchema,
  SpendImportRowsQuerySchema,
  SpendSummaryQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { readSheetUpload, registerSheetUpload, requireFile } from './ad-id-upload';
import { readSpendSheet, spendSheetTemplate } from './spend-sheet';

/**
 * Who keeps the link-based media's bases imports their spend: 其他媒体 (`amt:linkbase`) and
 * 端游媒体 (`tradition:linkbase`); each row is checked against its own medium's ability.
 */
const SPEND_ACCESS = access.anyAbility(['amt:linkbase', 'tradition:linkbase']);

const tags = ['ad-id-spend'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Manual spend of the link-based media (docs/architecture/ad-ids.md "Spend of the link-based
 * media"). The spec names no call for it; these follow the `/amt/*` family of the base pages
 * that show it: `spend_import` (multipart), `spend_imports`, `spend_import_rows`,
 * `spend_summary`, `spend_template`.
 */
export function adIdSpendRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const spend = services.adIdSpend;

  r.get(
    '/api/amt/spend_imports',
    {
      ...SPEND_ACCESS,
      schema: { tags, summary: '消耗导入记录', querystring: SpendImportListQuerySchema },
    },
    async (request) => ok(await spend.listImports(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/spend_import_rows',
    {
      ...SPEND_ACCESS,
      schema: { tags, summary: '一次导入写入的消耗', querystring: SpendImportRowsQuerySchema },
    },
    async (request) => ok(await spend.importDays(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/spend_summary',
    {
      ...SPEND_ACCESS,
      schema: { tags, summary: '各媒体消耗汇总（按游戏）', querystring: SpendSummaryQuerySchema },
    },
    async (request) => ok(await spend.summary(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/spend_template',
    { ...SPEND_ACCESS, schema: { tags, summary: '下载消耗导入模板' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent('消耗导入模板.xlsx')}`,
        )
        .send(await spendSheetTemplate()),
  );

  void app.register(async (scope) => {
    await registerSheetUpload(scope, 1);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/amt/spend_import',
      {
        ...SPEND_ACCESS,
        schema: {
          tags,
          summary: '从 Excel 导入消耗（表头 日期、广告ID、消耗（元）…）',
        },
      },
      async (request) => {
        const upload = await readSheetUpload(
          request,
          scope,
          z.object({}),
          'SPEND_SHEET_UNREADABLE',
        );
        const file = requireFile(upload, 'SPEND_SHEET_UNREADABLE');
        const rows = await readSpendSheet(file.fileName, file.data);
        return ok(await spend.importSheet(requireAuth(request), file.fileName, rows));
      },
    );
  });
}
