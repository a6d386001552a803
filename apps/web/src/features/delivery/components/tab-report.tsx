import type { PinnedColumn } from '@toufang/contracts';
import { Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { downloadReport, fetchReportSelection } from '../api-reports';
import { childTab, editTabOf } from '../delivery-definition';
import type {
  ColumnContext,
  DeliveryDefinition,
  DeliveryRow,
  TabDefinition,
} from '../delivery-definition';
import type { BatchQueryMode } from '../filters/batch-query-filter';
import type { ReportSort } from '../filters/report-request';
import { useReportQuery } from '../hooks/use-report-query';
import type { PageSizeMemory } from '../hooks/use-report-query';
import { useRowActions } from '../hooks/use-row-actions';
import type { TabAccess } from '../tab-access';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { ReportPager } from './report-pager';
import { ReportTable } from './report-table';
import { TabActions } from './tab-actions';

export interface TabReportProps {
  definition: DeliveryDefinition;
  tab: TabDefinition;
  access: TabAccess;
  /** The report request without its page: filters, parent, batch query, columns and order. */
  body: Record<string, unknown>;
  /** False while the saved columns are still loading. */
  enabled: boolean;
  fields: readonly string[];
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort | undefined) => void;
  /** The user's remembered page size of the tab. */
  pageSize?: PageSizeMemory;
  /** The metric columns pinned to a side, and how to change them from a title. */
  pinned: readonly PinnedColumn[];
  onPin?: (pinned: PinnedColumn[]) => void;
  /**
   * The filter picker, the views menu and the filter tags, made by the panel: a new page of rows
   * re-renders this component only, and these elements stay the same objects meanwhile.
   */
  filterPicker: ReactNode;
  viewsMenu: ReactNode;
  filterTags: ReactNode;
  onBatchQuery: (mode: BatchQueryMode) => void;
  onColumns: () => void;
  drill: ColumnContext['drill'];
  openAdvice: ColumnContext['openAdvice'];
  preview: ColumnContext['preview'];
  toolbarSlot?: DeliveryToolbarSlot;
  rowSlot?: DeliveryRowSlot;
}

const NO_SELECTION: DeliveryRow[] = [];

/**
 * The part of a tab that follows its report (spec 001 §2): the actions beside the filters, the
 * batch tools over the selection, and the table with its row switches and deletes.
 */
export function TabReport({
  definition,
  tab,
  access,
  body,
  enabled,
  fields,
  sort,
  onSort,
  pageSize,
  pinned,
  onPin,
  filterPicker,
  viewsMenu,
  filterTags,
  onBatchQuery,
  onColumns,
  drill,
  openAdvice,
  preview,
  toolbarSlot,
  rowSlot,
}: TabReportProps) {
  const [selection, setSelection] = useState(NO_SELECTION);
  const [exporting, setExporting] = useState(false);
  const query = useReportQuery<DeliveryRow>(
    definition.screen,
    tab.key,
    tab.reportPath,
    body,
    enabled,
    pageSize,
  );
  const { reload } = query;
  const edit = useMemo(() => editTabOf(definition, tab), [definition, tab]);
  const actions = useRowActions(tab, reload);
  const { switchRow, deleteRow, pendingKey } = actions;
  // The selected rows as the page now shows them (a reload after a change brings new values).
  const selectedRows = useMemo(() => {
    const current = new Map(query.rows.map((row) => [tab.rowKey(row), row]));
    return selection.map((row) => current.get(tab.rowKey(row)) ?? row);
  }, [selection, query.rows, tab]);
  const refresh = useCallback(() => void reload(), [reload]);
  const clearSelection = useCallback(() => setSelection(NO_SELECTION), []);
  const selectAll = async () => {
    const all = await fetchReportSelection<DeliveryRow>(tab.reportPath, body);
    setSelection(all.list);
  };

  // The same columns while pages load, so the table re-renders only the cells of new rows.
  const entityColumns = useMemo(() => {
    const columns = tab.columns({
      drill,
      drillTitle: childTab(definition, tab.key)?.title,
      canSwitch: access.switch,
      canDelete: access.delete,
      switchRow,
      pendingKey,
      canAdvise: tab.advice !== undefined && access.advice,
      openAdvice,
      deleteRow,
      preview,
    });
    if (rowSlot) {
      columns.push({
        key: 'edit',
        title: '编辑',
        width: 210,
        render: (_, row) => rowSlot({ tab, edit, access, row, refresh }),
      });
    }
    return columns;
  }, [
    definition,
    tab,
    edit,
    drill,
    access,
    switchRow,
    pendingKey,
    openAdvice,
    deleteRow,
    preview,
    rowSlot,
    refresh,
  ]);

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadReport(tab.exportPath, body, `${definition.title}-${tab.title}.xlsx`);
    } catch {
      // Shown by the API client already.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 12 }}>
        {filterPicker}
        <Flex gap={8} align="center" wrap>
          <TabActions
            batchQueries={tab.batchQueries.map((query) => query.mode)}
            onBatchQuery={onBatchQuery}
            onColumns={onColumns}
            onRefresh={query.refresh}
            refreshing={query.refreshing}
            onExport={() => void exportAll()}
            exporting={exporting}
          />
          {viewsMenu}
        </Flex>
      </Flex>
      {filterTags}
      {/* The batch tools and the pager share a row: the table below reaches the window's bottom. */}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Flex gap={8} align="center" wrap>
          {toolbarSlot?.({
            tab,
            edit,
            access,
            selectedRows,
            clearSelection,
            refresh,
            total: query.total,
            selectAll,
          })}
        </Flex>
        <ReportPager query={query} />
      </Flex>
      <ReportTable
        label={tab.title}
        query={query}
        entityColumns={entityColumns}
        catalog={definition.fields}
        fields={fields}
        rowKey={tab.rowKey}
        rowHeight={tab.rowHeight}
        sort={sort}
        onSort={onSort}
        selectedRows={selectedRows}
        onSelect={setSelection}
        pinned={pinned}
        onPin={onPin}
      />
    </>
  );
}
