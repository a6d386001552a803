import { KEYWORD_DEBOUNCE_MS } from '@toufang/domain';
import { Flex } from 'antd';
import { useState } from 'react';
import type { Key } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ColumnViewsMenu } from '../../report-views';
import { downloadReport } from '../api-reports';
import type { DeliveryDefinition, DeliveryRow, TabDefinition } from '../delivery-definition';
import { DELIVERY_TAB_TITLES } from '../delivery-tab';
import type { DeliveryTab } from '../delivery-tab';
import { BATCH_QUERY_NAME_TITLE, BATCH_QUERY_TITLES } from '../filters/batch-query-filter';
import type { BatchQueryFilter, BatchQueryMode } from '../filters/batch-query-filter';
import { FilterPicker } from '../filters/filter-picker';
import type { FilterState } from '../filters/filter-state';
import type { ParentFilter } from '../filters/parent-filter';
import { buildReportFilters } from '../filters/report-request';
import type { ReportSort } from '../filters/report-request';
import { useColumnChoice } from '../hooks/use-column-choice';
import { useReportQuery } from '../hooks/use-report-query';
import { useRowActions } from '../hooks/use-row-actions';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { AuditAdviceDrawer } from './audit-advice-drawer';
import type { AuditAdviceTarget } from './audit-advice-drawer';
import { BatchQueryDialog } from './batch-query-dialog';
import { CustomColumnsDialog } from './custom-columns-dialog';
import { FilterTags } from './filter-tags';
import { MaterialPreviewDialog } from './material-preview-dialog';
import type { MaterialPreviewTarget } from './material-preview-dialog';
import { ReportTable } from './report-table';
import { TabActions } from './tab-actions';

export interface DeliveryTabPanelProps {
  definition: DeliveryDefinition;
  tab: TabDefinition;
  /** The user may use the tab's switches and deletes. */
  canSwitch: boolean;
  initialFilters: FilterState;
  initialSort?: ReportSort;
  /** Preset parameters beyond the picker (the hidden variant's task). */
  extraParams?: Record<string, readonly (string | number)[]>;
  parent: ParentFilter | undefined;
  onClearParent: () => void;
  drill: (to: DeliveryTab, parent: ParentFilter) => void;
  toolbarSlot?: DeliveryToolbarSlot;
  rowSlot?: DeliveryRowSlot;
}

/** Reads what the material preview needs from a material row; other rows have no preview. */
function previewTarget(row: DeliveryRow): MaterialPreviewTarget | undefined {
  const material = row as Partial<{
    advertiser_id: string;
    file_id: string | null;
    material_id: string;
    type: 'video' | 'image' | null;
    material_names: string[];
    thumbnail_url: string | null;
  }>;
  if (material.advertiser_id === undefined || material.material_id === undefined) return undefined;
  return {
    advertiserId: material.advertiser_id,
    fileId: material.file_id ?? material.material_id,
    type: material.type ?? 'image',
    name: material.material_names?.join('、') || material.material_id,
    coverUrl: material.thumbnail_url ?? null,
  };
}

/**
 * One tab of the delivery screen (spec 001 §2): filter picker, batch query, custom columns, the
 * paged table with switches and the audit advice, refresh and export.
 */
export function DeliveryTabPanel({
  definition,
  tab,
  canSwitch,
  initialFilters,
  initialSort,
  extraParams,
  parent,
  onClearParent,
  drill,
  toolbarSlot,
  rowSlot,
}: DeliveryTabPanelProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [sort, setSort] = useState<ReportSort | undefined>(initialSort);
  const [batchQuery, setBatchQuery] = useState<BatchQueryFilter>();
  const [batchDialog, setBatchDialog] = useState<BatchQueryMode>();
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [advice, setAdvice] = useState<AuditAdviceTarget>();
  const [preview, setPreview] = useState<MaterialPreviewTarget>();
  const [selection, setSelection] = useState<{ keys: Key[]; rows: DeliveryRow[] }>({
    keys: [],
    rows: [],
  });
  const [exporting, setExporting] = useState(false);
  const columns = useColumnChoice(definition, tab.tab);
  const keyword = useDebouncedValue(filters.keyword, KEYWORD_DEBOUNCE_MS);

  const body = {
    ...buildReportFilters({
      tab: tab.tab,
      offered: tab.filters,
      filters: { ...filters, keyword },
      parent,
      batchQuery,
      fields: columns.fields,
      sort,
    }),
    ...extraParams,
  };
  const query = useReportQuery<DeliveryRow>(
    definition.screen,
    tab.tab,
    tab.reportPath,
    body,
    !columns.loading,
  );
  const actions = useRowActions(tab, query.reload);
  const reload = () => void query.reload();
  const clearSelection = () => setSelection({ keys: [], rows: [] });

  const entityColumns = tab.columns({
    drill,
    canSwitch,
    switchRow: actions.switchRow,
    pendingKey: actions.pendingKey,
    openAdvice: setAdvice,
    deleteRow: actions.deleteRow,
    preview: (row) => setPreview(previewTarget(row)),
  });
  if (rowSlot) {
    entityColumns.push({
      key: 'edit',
      title: '编辑',
      width: 150,
      render: (_, row) => rowSlot({ tab: tab.tab, row, refresh: reload }),
    });
  }

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadReport(
        tab.exportPath,
        body,
        `${definition.title}-${DELIVERY_TAB_TITLES[tab.tab]}.xlsx`,
      );
    } catch {
      // Shown by the API client already.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 12 }}>
        <FilterPicker definition={definition} tab={tab} value={filters} onChange={setFilters} />
        <Flex gap={8} align="center" wrap>
          <TabActions
            batchQueries={tab.batchQueries}
            onBatchQuery={setBatchDialog}
            onColumns={() => setColumnsOpen(true)}
            onRefresh={query.refresh}
            refreshing={query.refreshing}
            onExport={() => void exportAll()}
            exporting={exporting}
          />
          <ColumnViewsMenu
            screen={definition.screen}
            tab={tab.tab}
            currentFields={columns.fields}
          />
        </Flex>
      </Flex>
      <FilterTags
        parent={parent}
        onClearParent={onClearParent}
        batchQuery={batchQuery}
        onClearBatchQuery={() => setBatchQuery(undefined)}
      />
      {toolbarSlot ? (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
          {toolbarSlot({
            tab: tab.tab,
            selectedRows: selection.rows,
            clearSelection,
            refresh: reload,
          })}
        </Flex>
      ) : null}
      <ReportTable
        query={query}
        entityColumns={entityColumns}
        catalog={definition.fields}
        fields={columns.fields}
        rowKey={tab.rowKey}
        rowHeight={tab.rowHeight}
        sort={sort}
        onSort={setSort}
        selectedKeys={selection.keys}
        onSelect={(keys, rows) => setSelection({ keys, rows })}
      />
      <BatchQueryDialog
        open={batchDialog !== undefined}
        kind={batchDialog ?? 'id'}
        title={batchDialog === 'name' ? BATCH_QUERY_NAME_TITLE : BATCH_QUERY_TITLES[tab.tab]}
        initialValues={batchQuery?.mode === batchDialog ? batchQuery?.values : []}
        onSubmit={(values) => {
          setBatchQuery({ mode: batchDialog ?? 'id', values });
          setBatchDialog(undefined);
        }}
        onClose={() => setBatchDialog(undefined)}
      />
      <CustomColumnsDialog
        open={columnsOpen}
        options={definition.fields}
        selected={columns.fields}
        defaults={definition.defaultFields}
        saving={columns.saving}
        onSubmit={(fields) => {
          // A failed save was shown by the API client; the dialog stays open.
          void columns.save(fields).then(
            () => setColumnsOpen(false),
            () => undefined,
          );
        }}
        onClose={() => setColumnsOpen(false)}
      />
      <AuditAdviceDrawer target={advice} onClose={() => setAdvice(undefined)} />
      <MaterialPreviewDialog target={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
