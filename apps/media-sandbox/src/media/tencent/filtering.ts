import type { tencent } from '@toufang/media-wire';
import { mediumError } from '../../http/medium-error';
import { paginate, pickFields, type PageInfo } from '../../http/paging';

// `filtering[]` and paging of the v3 `…/get` calls (reference §3.1, §3.5, §3.6): each filter
// names a field, an operator and values (IN ≤ 100); all filters must hold. Only the fields a
// call documents may be filtered on, with the operators that make sense for their type.

export type FieldKind = 'id' | 'text' | 'time' | 'enum';

const OPERATORS: Record<FieldKind, readonly tencent.FilterOperator[]> = {
  id: ['EQUALS', 'IN'],
  text: ['EQUALS', 'CONTAINS'],
  time: ['EQUALS', 'LESS', 'LESS_EQUALS', 'GREATER', 'GREATER_EQUALS'],
  enum: ['EQUALS', 'IN'],
};

export function matchAll<T extends object>(
  item: T,
  filters: readonly tencent.Filter[] | undefined,
  fields: Readonly<Record<string, FieldKind>>,
): boolean {
  return (filters ?? []).every((f) => matchOne(item as Record<string, unknown>, f, fields));
}

/** Throws the param error for a filter the call does not support (checked before any match). */
export function checkFilters(
  filters: readonly tencent.Filter[] | undefined,
  fields: Readonly<Record<string, FieldKind>>,
): void {
  for (const f of filters ?? []) {
    const kind = fields[f.field];
    if (!kind || !OPERATORS[kind].includes(f.operator)) {
      throw mediumError('param', `filtering 不支持 ${f.field} ${f.operator}`);
    }
    if (f.operator !== 'IN' && f.values.length !== 1) {
      throw mediumError('param', `filtering ${f.field} ${f.operator} 只能有一个值`);
    }
  }
}

function matchOne(
  item: Record<string, unknown>,
  f: tencent.Filter,
  fields: Readonly<Record<string, FieldKind>>,
): boolean {
  const value = item[f.field];
  const kind = fields[f.field];
  const first = f.values[0];
  switch (f.operator) {
    case 'EQUALS':
    case 'IN':
      return f.values.some((v) => String(v) === String(value));
    case 'CONTAINS':
      return typeof value === 'string' && value.includes(String(first));
    case 'LESS':
      return kind === 'time' && Number(value) < Number(first);
    case 'LESS_EQUALS':
      return kind === 'time' && Number(value) <= Number(first);
    case 'GREATER':
      return kind === 'time' && Number(value) > Number(first);
    case 'GREATER_EQUALS':
      return kind === 'time' && Number(value) >= Number(first);
  }
}

/** One page (page_size default 10, ≤ 100) with only the requested fields; the id always. */
export function pageWithFields<T extends object>(
  items: readonly T[],
  query: {
    page?: number | undefined;
    page_size?: number | undefined;
    fields?: string[] | undefined;
  },
  idField: keyof T & string,
): { list: (Partial<T> & Pick<T, typeof idField>)[]; page_info: PageInfo } {
  const { items: page, pageInfo } = paginate(items, query.page ?? 1, query.page_size ?? 10);
  const fields = query.fields && query.fields.length > 0 ? [...query.fields, idField] : undefined;
  return {
    list: page.map(
      (item) =>
        ({ ...pickFields(item, fields), [idField]: item[idField] }) as Partial<T> &
          Pick<T, typeof idField>,
    ),
    page_info: pageInfo,
  };
}

/** `is_deleted` of a get call: true lists only deleted objects, otherwise only live ones. */
export const wantsDeleted = (flag: boolean | 'true' | 'false' | undefined): boolean =>
  flag === true || flag === 'true';
