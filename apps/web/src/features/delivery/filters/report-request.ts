import type { DeliveryTab } from '../delivery-tab';
import { batchQueryParams } from './batch-query-filter';
import type { BatchQueryFilter } from './batch-query-filter';
import type { FilterKey, FilterState } from './filter-state';
import { CHOICE_FILTERS } from './filter-state';
import { parentParams } from './parent-filter';
import type { ParentFilter } from './parent-filter';

export interface ReportSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ReportRequestInput {
  tab: DeliveryTab;
  /** The filters the tab offers; others in `filters` are left out. */
  offered: readonly FilterKey[];
  filters: FilterState;
  parent?: ParentFilter;
  batchQuery?: BatchQueryFilter;
  fields: readonly string[];
  sort?: ReportSort;
}

type Body = Record<string, string | number | boolean | readonly (string | number)[]>;

function putList(body: Body, key: string, values: readonly (string | number)[]): void {
  if (values.length > 0) body[key] = values;
}

/**
 * The body of a report call without paging (spec 001 §7): only the offered filters that hold a
 * value, the parent of a drill-down and a batch query on top (they narrow by their own ids).
 */
export function buildReportFilters({
  tab,
  offered,
  filters,
  parent,
  batchQuery,
  fields,
  sort,
}: ReportRequestInput): Body {
  const has = (key: FilterKey) => offered.includes(key);
  const body: Body = { report_fields: [...fields] };
  const keyword = filters.keyword.trim();
  if (has('keyword') && keyword !== '') body.keyword = keyword;
  if (has('game')) putList(body, 'gad_cfg_game_id', filters.gad_cfg_game_id);
  if (has('designer')) putList(body, 'designer', filters.designer);
  if (has('advertiser_ids')) putList(body, 'advertiser_ids', filters.advertiser_ids);
  if (has('status')) putList(body, 'status', filters.status);
  if (has('material_status')) putList(body, 'material_status', filters.material_status);
  for (const key of CHOICE_FILTERS) if (has(key)) putList(body, key, filters[key]);
  if (has('create_date') && filters.create_date) {
    [body.create_start_date, body.create_end_date] = filters.create_date;
  }
  if (has('report_date') && filters.report_date) {
    [body.report_start_date, body.report_end_date] = filters.report_date;
  }
  Object.assign(body, parentParams(parent), batchQueryParams(tab, batchQuery));
  if (sort) {
    body.order_field = sort.field;
    body.order_type = sort.order;
  }
  return body;
}
