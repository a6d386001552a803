import type { CalendarDate } from '@toufang/domain';

export type DateRange = readonly [CalendarDate, CalendarDate];

/**
 * What the picker holds: the keyword, the chosen values of each list filter by its body key and
 * each date range by its key. An empty list or an undefined range means "no filter".
 */
export interface FilterState {
  keyword: string;
  lists: Readonly<Record<string, readonly (string | number)[]>>;
  ranges: Readonly<Record<string, DateRange | undefined>>;
}

/** No filter but the default creation range. */
export function emptyFilterState(createDate: DateRange | undefined): FilterState {
  return { keyword: '', lists: {}, ranges: { create_date: createDate } };
}

export function listOf(state: FilterState, key: string): readonly (string | number)[] {
  return state.lists[key] ?? [];
}

export function withList(
  state: FilterState,
  key: string,
  values: readonly (string | number)[],
): FilterState {
  return { ...state, lists: { ...state.lists, [key]: values } };
}

export function withRange(
  state: FilterState,
  key: string,
  range: DateRange | undefined,
): FilterState {
  return { ...state, ranges: { ...state.ranges, [key]: range } };
}
