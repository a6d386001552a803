export { REPORT_VIEW_KEYS } from './api';
export { ColumnViewsMenu } from './components/column-views-menu';
export type { ColumnViewsMenuProps } from './components/column-views-menu';
export { useReportColumns } from './hooks/use-report-columns';
export type { ReportColumnsState } from './hooks/use-report-columns';
export {
  useDeleteReportView,
  useRefreshReportViews,
  useReportViews,
} from './hooks/use-report-views';
