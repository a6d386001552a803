import { DELIVERY_REPORT_TABS } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { viewerOf } from '../media-accounts/accounts-access';
import type { DeliveryReportsService } from './delivery-reports.service';
import { exportFileName, writeReportWorkbook } from './report-export';
import type { AnyReportBody } from './report-query';

const tags = ['delivery-reports'];

/**
 * The delivery screens' reports (spec 001 §7 "Reports"), one per tab of every screen of the
 * contracts' DELIVERY_SCREENS, with their selection and Excel export; each needs its tab's list
 * ability (spec 001 §6).
 */
export function deliveryReportsRoutes(app: FastifyInstance, reports: DeliveryReportsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const { screen, tab } of DELIVERY_REPORT_TABS) {
    const at = { screen: screen.screen, tab: tab.key };
    const title = `${screen.mediumTitle}${tab.title}报表`;
    const guard = access.ability(tab.abilities.list);
    const body = tab.body;
    r.post(
      tab.paths.report,
      { ...guard, schema: { tags, summary: title, body } },
      async (request) =>
        ok(await reports.report(viewerOf(request), at, request.body as AnyReportBody)),
    );
    r.post(
      tab.paths.selection,
      { ...guard, schema: { tags, summary: `${title}：全部符合筛选的记录`, body } },
      async (request) =>
        ok(await reports.selection(viewerOf(request), at, request.body as AnyReportBody)),
    );
    r.post(
      tab.paths.export,
      { ...guard, schema: { tags, summary: `导出${title}`, body } },
      async (request, reply) => {
        const pages = reports.exportPages(viewerOf(request), at, request.body as AnyReportBody);
        const file = await writeReportWorkbook(screen, tab, pages);
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(exportFileName(screen, tab, reports.today()))}`,
          )
          .send(file);
      },
    );
  }
}
