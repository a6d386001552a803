import type { TabDefinition } from '../delivery-definition';
import { batchQueryParams } from './batch-query-filter';
import type { BatchQueryFilter } from './batch-query-filter';
import type { FilterState } from './filter-state';
import { listOf } from './filter-state';
import type { ParentFilter } from './parent-filter';

export interface ReportSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ReportRequestInput {
  /** The tab's filters and batch queries; filters it does not offer are left out. */
  tab: Pick<TabDefinition, 'filters' | 'batchQueries'>;
  filters: FilterState;
  parent?: ParentFilter;
  batchQuery?: BatchQueryFilter;
  fields: readonly string[];
  sort?: ReportSort;
}

/** A report body without its page: values by the keys the tab's filters name. */
export type ReportBody = Record<string, string | number | boolean | readonly (string | number)[]>;

function putList(body: ReportBody, key: string, values: readonly (string | number)[]): void {
  if (values.length > 0) body[key] = values;
}

/**
 * The body of a report call without paging (spec 001 §7): only the offered filters that hold a
 * value, the parent of a drill-down and a batch query on top (they narrow by their own ids).
 */
export function buildReportFilters({
  tab,
  filters,
  parent,
  batchQuery,
  fields,
  sort,
}: ReportRequestInput): ReportBody {
  const body: ReportBody = { report_fields: [...fields] };
  for (const filter of tab.filters) {
    if (filter.kind === 'keyword') {
      const keyword = filters.keyword.trim();
      if (keyword !== '') body[filter.body] = keyword;
    } else if (filter.kind === 'date') {
      const range = filters.ranges[filter.key];
      if (range) [body[filter.body[0]], body[filter.body[1]]] = range;
    } else {
      putList(body, filter.body, listOf(filters, filter.body));
    }
  }
  if (parent) body[parent.body] = [parent.id];
  Object.assign(body, batchQueryParams(tab.batchQueries, batchQuery));
  if (sort) {
    body.order_field = sort.field;
    body.order_type = sort.order;
  }
  return body;
}
