import type { DeliveryObjectRow, PinnedColumn } from '@toufang/contracts';
import { KEYWORD_DEBOUNCE_MS } from '@toufang/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ColumnViewsMenu } from '../../report-views';
import type {
  DeliveryDefinition,
  DeliveryRow,
  DeliveryTab,
  TabDefinition,
} from '../delivery-definition';
import { batchQueryTitle } from '../filters/batch-query-filter';
import type { BatchQueryFilter, BatchQueryMode } from '../filters/batch-query-filter';
import { FilterPicker } from '../filters/filter-picker';
import type { FilterState } from '../filters/filter-state';
import type { ParentFilter } from '../filters/parent-filter';
import { buildReportFilters } from '../filters/report-request';
import type { ReportSort } from '../filters/report-request';
import { reportScope } from '../hooks/report-scope';
import { useColumnChoice } from '../hooks/use-column-choice';
import { useTablePreference } from '../hooks/use-table-preference';
import type { TabAccess } from '../tab-access';
import type { DeliveryRowSlot, DeliveryToolbarSlot } from '../toolbar-slot';
import { AuditAdviceDrawer } from './audit-advice-drawer';
import type { AuditAdviceTarget } from './advice-source';
import { BatchQueryDialog } from './batch-query-dialog';
import { CustomColumnsDialog } from './custom-columns-dialog';
import { FilterTags } from './filter-tags';
import { objectMaterialName } from '../columns/object-columns';
import { MaterialPreviewDialog } from './material-preview-dialog';
import type { MaterialPreviewTarget } from './material-preview-dialog';
import { TabReport } from './tab-report';

export interface DeliveryTabPanelProps {
  definition: DeliveryDefinition;
  tab: TabDefinition;
  /** What the user may do on the tab (its ability table, spec 001 §6). */
  access: TabAccess;
  initialFilters: FilterState;
  initialSort?: ReportSort;
  /** A batch query the tab opens with (the preset's accounts on the 账户 tab). */
  initialBatchQuery?: BatchQueryFilter;
  /** Preset parameters beyond the picker (the hidden variant's task). */
  extraParams?: Record<string, readonly (string | number)[]>;
  parent: ParentFilter | undefined;
  onClearParent: () => void;
  /** Opens the tab after `from` filtered by a row of `from`. */
  drill: (from: DeliveryTab, parent: ParentFilter) => void;
  toolbarSlot?: DeliveryToolbarSlot;
  rowSlot?: DeliveryRowSlot;
}

/**
 * Reads what the material preview needs: a material row (its file's URL loaded from the server),
 * or a creative row showing its material (its cover and file's address in `extra`); other rows
 * have no preview.
 */
const isObjectRow = (row: DeliveryRow): row is DeliveryObjectRow =>
  'extra' in row && 'delivery_status' in row;

function previewTarget(row: DeliveryRow): MaterialPreviewTarget | undefined {
  if (isObjectRow(row)) {
    if (row.material_id === null) return undefined;
    return {
      advertiserId: row.advertiser_id,
      fileId: row.material_id,
      type: row.material_type ?? 'image',
      name: objectMaterialName(row),
      coverUrl: row.extra.thumbnail_url ?? null,
      url: row.extra.material_url ?? null,
    };
  }
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
  access,
  initialFilters,
  initialSort,
  initialBatchQuery,
  extraParams,
  parent,
  onClearParent,
  drill,
  toolbarSlot,
  rowSlot,
}: DeliveryTabPanelProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [sort, setSort] = useState<ReportSort | undefined>(initialSort);
  const [batchQuery, setBatchQuery] = useState<BatchQueryFilter | undefined>(initialBatchQuery);
  const [batchDialog, setBatchDialog] = useState<BatchQueryMode>();
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [advice, setAdvice] = useState<AuditAdviceTarget>();
  const [preview, setPreview] = useState<MaterialPreviewTarget>();
  const columns = useColumnChoice(definition, tab);
  const preference = useTablePreference(definition.screen, tab);
  const { savePinned, savePerPage } = preference;
  const pageSize = useMemo(
    () => ({ value: preference.perPage, save: savePerPage }),
    [preference.perPage, savePerPage],
  );
  const pin = useCallback(
    (pinned: PinnedColumn[]) => void savePinned(pinned).catch(() => undefined),
    [savePinned],
  );
  const keyword = useDebouncedValue(filters.keyword, KEYWORD_DEBOUNCE_MS);
  const openPreview = useCallback((row: DeliveryRow) => setPreview(previewTarget(row)), []);
  const openColumns = useCallback(() => setColumnsOpen(true), []);
  const drillFrom = useCallback(
    ({ id, name }: Pick<ParentFilter, 'id' | 'name'>) => {
      if (tab.drillKey !== undefined)
        drill(tab.key, { title: tab.title, id, name, body: tab.drillKey });
    },
    [drill, tab],
  );

  const body = {
    ...buildReportFilters({
      tab,
      filters: { ...filters, keyword },
      parent,
      batchQuery,
      fields: columns.fields,
      sort,
    }),
    ...extraParams,
  };

  return (
    <>
      <TabReport
        definition={definition}
        tab={tab}
        access={access}
        body={body}
        enabled={!columns.loading && !preference.loading}
        fields={columns.fields}
        sort={sort}
        onSort={setSort}
        pageSize={pageSize}
        pinned={preference.pinned}
        onPin={pin}
        filterPicker={
          <FilterPicker definition={definition} tab={tab} value={filters} onChange={setFilters} />
        }
        viewsMenu={
          <ColumnViewsMenu
            screen={definition.screen}
            tab={reportScope(definition.screen, tab).tab}
            currentFields={columns.fields}
          />
        }
        filterTags={
          <FilterTags
            tabTitle={tab.title}
            parent={parent}
            onClearParent={onClearParent}
            batchQuery={batchQuery}
            onClearBatchQuery={() => setBatchQuery(undefined)}
          />
        }
        onBatchQuery={setBatchDialog}
        onColumns={openColumns}
        drill={drillFrom}
        openAdvice={setAdvice}
        preview={openPreview}
        toolbarSlot={toolbarSlot}
        rowSlot={rowSlot}
      />
      <BatchQueryDialog
        open={batchDialog !== undefined}
        kind={batchDialog ?? 'id'}
        title={batchQueryTitle(tab.title, batchDialog ?? 'id')}
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
        pinned={preference.pinned}
        defaults={definition.defaultFields}
        saving={columns.saving}
        onSubmit={(fields, pinned) => {
          // A failed save was shown by the API client; the dialog stays open.
          void Promise.all([columns.save(fields), savePinned(pinned)]).then(
            () => setColumnsOpen(false),
            () => undefined,
          );
        }}
        onClose={() => setColumnsOpen(false)}
      />
      <AuditAdviceDrawer
        source={tab.advice}
        target={advice}
        title={tab.title}
        onClose={() => setAdvice(undefined)}
      />
      <MaterialPreviewDialog target={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
