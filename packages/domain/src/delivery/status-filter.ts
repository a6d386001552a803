// The status filter of spec 001 §4: choosing an "all" or "not deleted" value collapses the
// selection to that value alone and disables the other options until it is removed again. The
// promotion filter's two-level values (PROMOTION_STATUS_ALL, PROMOTION_STATUS_NOT_DELETE) mean the
// same and collapse the same way, as do the legacy v2 levels' (CAMPAIGN_, AD_, CREATIVE_STATUS_…).

export const COLLAPSING_STATUS_VALUES: readonly string[] = [
  'PROJECT_STATUS_ALL',
  'PROJECT_STATUS_NOT_DELETE',
  'NOT_DELETED',
  'ALL',
  'PROMOTION_STATUS_ALL',
  'PROMOTION_STATUS_NOT_DELETE',
  'CAMPAIGN_STATUS_ALL',
  'CAMPAIGN_STATUS_NOT_DELETE',
  'AD_STATUS_ALL',
  'AD_STATUS_NOT_DELETE',
  'CREATIVE_STATUS_ALL',
  'CREATIVE_STATUS_NOT_DELETE',
];

export function isCollapsingStatus(value: string): boolean {
  return COLLAPSING_STATUS_VALUES.includes(value);
}

/**
 * The selection after a change of the multi-select: when the change added a collapsing value, that
 * value alone; when a collapsing value was already chosen, it stays alone; otherwise as chosen.
 */
export function nextStatusSelection(
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const added = next.filter((value) => !previous.includes(value));
  const addedCollapsing = added.findLast(isCollapsingStatus);
  if (addedCollapsing !== undefined) return [addedCollapsing];
  const kept = next.find(isCollapsingStatus);
  return kept === undefined ? [...next] : [kept];
}

/** Options other than the chosen collapsing value are disabled while it is selected. */
export function isStatusOptionDisabled(selection: readonly string[], option: string): boolean {
  const chosen = selection.find(isCollapsingStatus);
  return chosen !== undefined && chosen !== option;
}
