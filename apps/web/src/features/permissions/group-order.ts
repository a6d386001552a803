import { NO_GROUP_ID } from '@toufang/contracts';
import type { AbilityGroupRow } from '@toufang/contracts';

/** The pseudo group of ungrouped abilities (`with_nogroup=1`) is listed but never sorted. */
export function isRealGroup(group: Pick<AbilityGroupRow, 'id'>): boolean {
  return group.id !== NO_GROUP_ID;
}

/** Real groups in server order, then the pseudo group (if any) last. */
export function displayOrder(groups: readonly AbilityGroupRow[]): AbilityGroupRow[] {
  return [...groups.filter(isRealGroup), ...groups.filter((group) => !isRealGroup(group))];
}

/**
 * The real groups after dragging `activeId` onto `overId`, or null when nothing moves (dropped on
 * itself, outside the list, or onto the pseudo group, which stays last).
 */
export function moveGroup(
  groups: readonly AbilityGroupRow[],
  activeId: number,
  overId: number | null,
): AbilityGroupRow[] | null {
  if (overId === null || activeId === overId) return null;
  const real = groups.filter(isRealGroup);
  const from = real.findIndex((group) => group.id === activeId);
  const to = real.findIndex((group) => group.id === overId);
  if (from < 0 || to < 0) return null;
  const next = [...real];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return null;
  next.splice(to, 0, moved);
  return next;
}

/** The body of `/user/ability/group/sort`: every real group's id in the new order. */
export function sortIds(groups: readonly AbilityGroupRow[]): number[] {
  return groups.filter(isRealGroup).map((group) => group.id);
}

/** The cached list after a drop, with the pseudo group kept last and `sort` renumbered. */
export function applyOrder(
  groups: readonly AbilityGroupRow[],
  ordered: readonly AbilityGroupRow[],
): AbilityGroupRow[] {
  const pseudo = groups.filter((group) => !isRealGroup(group));
  return [...ordered.map((group, index) => ({ ...group, sort: index + 1 })), ...pseudo];
}
