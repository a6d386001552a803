/** One column the custom columns dialog offers (spec 001 §3 "Custom columns"). */
export interface ColumnOption {
  key: string;
  title: string;
  /** The group it is listed under, e.g. 展现数据. */
  group: string;
}

/** Groups in first-seen order with their options. */
export function groupColumnOptions(
  options: readonly ColumnOption[],
): { group: string; options: ColumnOption[] }[] {
  const groups = new Map<string, ColumnOption[]>();
  for (const option of options) {
    const list = groups.get(option.group) ?? [];
    list.push(option);
    groups.set(option.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, options: list }));
}

/** Options whose title contains the search text (case-insensitive); all when it is blank. */
export function searchColumnOptions(
  options: readonly ColumnOption[],
  search: string,
): ColumnOption[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...options];
  return options.filter((option) => option.title.toLowerCase().includes(text));
}
