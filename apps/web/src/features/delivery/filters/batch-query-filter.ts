import type { DeliveryTab } from '../delivery-tab';

/** What a batch query looks up: IDs of the tab's objects, or material names. */
export type BatchQueryMode = 'id' | 'name';

/** A tab's batch query, shown as a removable tag like a parent. */
export interface BatchQueryFilter {
  mode: BatchQueryMode;
  values: string[];
}

/** The request parameter of a batch query per tab (spec 001 §7 query parameters). */
const ID_PARAMS: Record<DeliveryTab, string> = {
  account: 'advertiser_ids',
  project: 'project_id',
  promotion: 'promotion_ids',
  material: 'material_ids',
};

export const BATCH_QUERY_TITLES: Record<DeliveryTab, string> = {
  account: '批量查询账户ID',
  project: '批量查询项目ID',
  promotion: '批量查询广告ID',
  material: '批量查询素材ID',
};

export const BATCH_QUERY_NAME_TITLE = '批量查询素材名称';

export function batchQueryParams(
  tab: DeliveryTab,
  query: BatchQueryFilter | undefined,
): Record<string, string[]> {
  if (query === undefined || query.values.length === 0) return {};
  if (query.mode === 'name') return { material_names: query.values };
  return { [ID_PARAMS[tab]]: query.values };
}

/** The tag text, e.g. 批量查询：3 个ID. */
export function batchQueryTag(query: BatchQueryFilter): string {
  return `批量查询：${query.values.length} 个${query.mode === 'name' ? '素材名称' : 'ID'}`;
}
