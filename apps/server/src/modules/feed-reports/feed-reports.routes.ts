import {
  AccountReportBodySchema,
  FEED_REPORT_ABILITIES,
  FEED_REPORT_EXPORT_PATHS,
  FEED_REPORT_PATHS,
  FEED_REPORT_SELECTION_PATHS,
  MaterialReportBodySchema,
  ProjectReportBodySchema,
  PromotionReportBodySchema,
  type ReportTab,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { viewerOf } from '../media-accounts/accounts-access';
import { feedReadRoutes } from './feed-read.routes';
import { feedReportsOf } from './feed-reports.wiring';
import { exportFileName, writeReportWorkbook } from './report-export';
import type { AnyReportBody } from './report-query';

const tags = ['feed-reports'];

const TABS: readonly { tab: ReportTab; title: string; body: z.ZodType }[] = [
  { tab: 'account', title: '巨量账户报表', body: AccountReportBodySchema },
  { tab: 'project', title: '巨量项目报表', body: ProjectReportBodySchema },
  { tab: 'promotion', title: '巨量广告报表', body: PromotionReportBodySchema },
  { tab: 'material', title: '巨量素材报表', body: MaterialReportBodySchema },
];

/**
 * The Ocean Engine v3 delivery screen's reports (spec 001 §7 "Reports"), one per tab, and their
 * Excel export; each tab needs its ability (spec 001 §6).
 */
export function feedReportsRoutes(app: FastifyInstance, services: Services, database: Database) {
  const reports = feedReportsOf(services, database, app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const { tab, title, body } of TABS) {
    const guard = access.ability(FEED_REPORT_ABILITIES[tab]);
    r.post(
      FEED_REPORT_PATHS[tab],
      { ...guard, schema: { tags, summary: title, body } },
      async (request) =>
        ok(await reports.report(viewerOf(request), tab, request.body as AnyReportBody)),
    );
    r.post(
      FEED_REPORT_SELECTION_PATHS[tab],
      { ...guard, schema: { tags, summary: `${title}：全部符合筛选的记录`, body } },
      async (request) =>
        ok(await reports.selection(viewerOf(request), tab, request.body as AnyReportBody)),
    );
    r.post(
      FEED_REPORT_EXPORT_PATHS[tab],
      { ...guard, schema: { tags, summary: `导出${title}`, body } },
      async (request, reply) => {
        const pages = reports.exportPages(viewerOf(request), tab, request.body as AnyReportBody);
        const file = await writeReportWorkbook(tab, pages);
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(exportFileName(tab, reports.today()))}`,
          )
          .send(file);
      },
    );
  }
  feedReadRoutes(app, services);
}
