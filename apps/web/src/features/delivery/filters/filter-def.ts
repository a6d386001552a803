import type { ChoiceOption } from '../delivery-definition';

/** The report-body keys of `Body` (any key when the body is untyped). */
export type BodyKey<Body> = keyof Body & string;

/** A report body of any tab, as the generic screen builds it. */
export type AnyBody = Record<string, unknown>;

/**
 * One filter of a tab's picker (spec 001 §2, §7) and the report-body key(s) it fills. A tab lists
 * the filters it offers; the picker shows them and the request carries them by these keys.
 */
export type FilterDef<Body = AnyBody> =
  | { kind: 'keyword'; body: BodyKey<Body> }
  /** Our games (config data). */
  | { kind: 'game'; body: BodyKey<Body> }
  /** Users who made the objects. */
  | { kind: 'designer'; body: BodyKey<Body> }
  /** The medium's accounts. */
  | { kind: 'advertiser'; body: BodyKey<Body> }
  /**
   * Status values in order, the collapsing ones (all, not deleted) first; `label` names a value.
   */
  | {
      kind: 'status';
      body: BodyKey<Body>;
      values: readonly string[];
      label: (status: string) => string;
    }
  /** A range of calendar days sent as its first and last day. */
  | {
      kind: 'date';
      key: string;
      label: string;
      body: readonly [BodyKey<Body>, BodyKey<Body>];
    }
  /** A multi-select of the medium's coded values. */
  | { kind: 'choice'; body: BodyKey<Body>; label: string; options: readonly ChoiceOption[] };

/** Where a filter's value lives in the picker's state: a list by body key, a range by its key. */
export function filterStateKey(filter: FilterDef): string {
  return filter.kind === 'date' ? filter.key : filter.body;
}

/** Shown at once; designers and coded values open with 更多筛选. */
export function isPrimaryFilter(filter: FilterDef): boolean {
  return filter.kind !== 'designer' && filter.kind !== 'choice';
}

/** Options from a medium's labels, in their order. */
export function choiceOptions(labels: Readonly<Record<string, string>>): ChoiceOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The create-date and report-date ranges every object tab offers. */
export const CREATE_DATE_FILTER = {
  kind: 'date',
  key: 'create_date',
  label: '创建日期',
  body: ['create_start_date', 'create_end_date'],
} as const;

export const REPORT_DATE_FILTER = {
  kind: 'date',
  key: 'report_date',
  label: '数据日期',
  body: ['report_start_date', 'report_end_date'],
} as const;
