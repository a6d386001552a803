import type { AnyBody, BodyKey } from './filter-def';

/** What a batch query looks up: IDs of the tab's objects, or their names. */
export type BatchQueryMode = 'id' | 'name';

/** A batch query a tab offers and the report-body key its values go to. */
export interface BatchQueryDef<Body = AnyBody> {
  mode: BatchQueryMode;
  body: BodyKey<Body>;
}

/** A tab's batch query, shown as a removable tag like a parent. */
export interface BatchQueryFilter {
  mode: BatchQueryMode;
  values: string[];
}

/** The dialog's title, e.g. 批量查询广告ID, 批量查询素材名称. */
export function batchQueryTitle(tabTitle: string, mode: BatchQueryMode): string {
  return `批量查询${tabTitle}${mode === 'name' ? '名称' : 'ID'}`;
}

export function batchQueryParams(
  offered: readonly BatchQueryDef[],
  query: BatchQueryFilter | undefined,
): Record<string, string[]> {
  if (query === undefined || query.values.length === 0) return {};
  const def = offered.find((entry) => entry.mode === query.mode);
  return def === undefined ? {} : { [def.body]: query.values };
}

/** The tag text, e.g. 批量查询：3 个ID, 批量查询：2 个素材名称. */
export function batchQueryTag(tabTitle: string, query: BatchQueryFilter): string {
  return `批量查询：${query.values.length} 个${query.mode === 'name' ? `${tabTitle}名称` : 'ID'}`;
}
