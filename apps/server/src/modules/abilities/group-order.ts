/**
 * Sorting ability groups (spec 000 §6: groups can be sorted). The request lists every group once, in
 * the new order; anything else would leave two groups at one position or a group unplaced.
 */

/** Every problem with a requested order, empty when it is exactly a permutation of `existing`. */
export function groupOrderProblems(
  requested: readonly number[],
  existing: readonly number[],
): string[] {
  const known = new Set(existing);
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of requested) (seen.has(id) ? repeated : seen).add(id);
  const unknown = [...seen].filter((id) => !known.has(id));
  const absent = existing.filter((id) => !seen.has(id));
  const problems: string[] = [];
  if (repeated.size > 0) problems.push(`ids：分组 ${[...repeated].join('、')} 重复`);
  if (unknown.length > 0) problems.push(`ids：分组 ${unknown.join('、')} 不存在`);
  if (absent.length > 0) problems.push(`ids：缺少分组 ${absent.join('、')}`);
  return problems;
}

/** The sort value of each group: its 1-based position in the requested order. */
export const sortPositions = (ids: readonly number[]) =>
  ids.map((id, index) => ({ id, sort: index + 1 }));
