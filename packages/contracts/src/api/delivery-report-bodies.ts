import type { z } from 'zod';
import { filtersShape, type ReportFilterDef } from './delivery-report-filters';
import {
  CREATE_DATE_ORDER,
  datesInOrder,
  REPORT_DATE_ORDER,
  ReportBaseSchema,
} from './feed-reports';
import { calendarDate } from './report-filter-parsers';

// The report bodies of the delivery screens other than launchV3 (whose bodies are those of
// feed-reports.ts): the shared base (paging, columns, sort, keyword, accounts, stats days, game)
// plus, on an object tab, the create dates and the tab's filters of delivery-report-filters.ts.

const ObjectBaseSchema = ReportBaseSchema.extend({
  create_start_date: calendarDate('创建开始日期'),
  create_end_date: calendarDate('创建结束日期'),
});

/** The body of a tab: its level (0 = accounts) and its filters. */
export function reportBodySchema(level: number, filters: readonly ReportFilterDef[]) {
  if (level === 0) {
    return ReportBaseSchema.superRefine(
      datesInOrder<z.infer<typeof ReportBaseSchema>>([REPORT_DATE_ORDER]),
    );
  }
  const schema = ObjectBaseSchema.extend(filtersShape(filters));
  return schema.superRefine(
    datesInOrder<z.infer<typeof schema>>([REPORT_DATE_ORDER, CREATE_DATE_ORDER]),
  );
}

/** A parsed body of any delivery tab: the base fields plus filter lists by body key. */
export type DeliveryReportBody = z.infer<typeof ObjectBaseSchema> &
  Readonly<Record<string, unknown>>;
