import { NO_GROUP_ID } from '@toufang/contracts';
import type { AbilityGroupRow, AbilityRow } from '@toufang/contracts';
import { displayOrder } from './group-order';

export const NO_GROUP_NAME = '未分组';

/** One block of the role-ability drawer: an ability group and its abilities. */
export interface AbilitySection {
  id: number;
  name: string;
  abilities: AbilityRow[];
}

/** The group an ability is listed under; unknown or missing groups count as ungrouped. */
export function sectionIdOf(ability: AbilityRow, knownGroupIds: ReadonlySet<number>): number {
  const id = ability.group_id;
  return id !== null && knownGroupIds.has(id) ? id : NO_GROUP_ID;
}

/**
 * Abilities split by group, in the groups' display order (ungrouped last). Empty groups are
 * dropped: a checkbox block with nothing to check is noise.
 */
export function sectionAbilities(
  groups: readonly AbilityGroupRow[],
  abilities: readonly AbilityRow[],
): AbilitySection[] {
  const ordered = displayOrder(groups);
  const known = new Set(ordered.filter((g) => g.id !== NO_GROUP_ID).map((g) => g.id));
  const byGroup = new Map<number, AbilityRow[]>();
  for (const ability of abilities) {
    const id = sectionIdOf(ability, known);
    const list = byGroup.get(id);
    if (list === undefined) byGroup.set(id, [ability]);
    else list.push(ability);
  }
  const sections: AbilitySection[] = ordered
    .filter((group) => group.id !== NO_GROUP_ID)
    .map((group) => ({ id: group.id, name: group.name, abilities: byGroup.get(group.id) ?? [] }));
  const pseudo = ordered.find((group) => group.id === NO_GROUP_ID);
  sections.push({
    id: NO_GROUP_ID,
    name: pseudo?.name ?? NO_GROUP_NAME,
    abilities: byGroup.get(NO_GROUP_ID) ?? [],
  });
  return sections.filter((section) => section.abilities.length > 0);
}

/** Search by key or name, case-insensitive; a blank search matches everything. */
export function matchesAbility(ability: Pick<AbilityRow, 'key' | 'name'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return ability.key.toLowerCase().includes(needle) || ability.name.toLowerCase().includes(needle);
}

/** Sections keeping only matching abilities; sections left empty are dropped. */
export function filterSections(
  sections: readonly AbilitySection[],
  search: string,
): AbilitySection[] {
  return sections
    .map((section) => ({
      ...section,
      abilities: section.abilities.filter((ability) => matchesAbility(ability, search)),
    }))
    .filter((section) => section.abilities.length > 0);
}

export interface CheckState {
  checked: boolean;
  indeterminate: boolean;
}

/** The select-all box of a block: checked when all are, indeterminate when only some are. */
export function checkState(ids: readonly number[], selected: ReadonlySet<number>): CheckState {
  const count = ids.filter((id) => selected.has(id)).length;
  return {
    checked: ids.length > 0 && count === ids.length,
    indeterminate: count > 0 && count < ids.length,
  };
}

/** Adds or removes a block's (visible) abilities, leaving every other choice as it was. */
export function toggleAll(
  selected: ReadonlySet<number>,
  ids: readonly number[],
  checked: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Replaces a block's choices with `chosen`, leaving the other blocks untouched. */
export function replaceInSection(
  selected: ReadonlySet<number>,
  sectionIds: readonly number[],
  chosen: readonly number[],
): Set<number> {
  const next = toggleAll(selected, sectionIds, false);
  for (const id of chosen) next.add(id);
  return next;
}

/**
 * The role's abilities that still exist, so the count and the saved list ignore ids of abilities
 * removed since the role was loaded.
 */
export function knownSelection(
  abilityIds: readonly number[],
  abilities: readonly AbilityRow[],
): Set<number> {
  const existing = new Set(abilities.map((ability) => ability.id));
  return new Set(abilityIds.filter((id) => existing.has(id)));
}
