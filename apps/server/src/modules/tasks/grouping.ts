import type { ItemGroup } from './task-type';

/**
 * Groups items by `keyOf`, at most `size` per group, in submission order: "10 per advertiser" is
 * `groupBy(items, (i) => i.target?.advertiserId, 10)`, "one object per call" is size 1. Group keys
 * are `<key>#<n>` so every group of a task has its own key.
 */
export function groupBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null | undefined,
  size: number,
): ItemGroup<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Group size must be >= 1, got ${size}`);
  const open = new Map<string, ItemGroup<T>>();
  const counts = new Map<string, number>();
  const groups: ItemGroup<T>[] = [];
  for (const item of items) {
    const key = keyOf(item) ?? '';
    let group = open.get(key);
    if (!group || group.items.length >= size) {
      const n = counts.get(key) ?? 0;
      counts.set(key, n + 1);
      group = { key: `${key}#${n}`, items: [] };
      open.set(key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

export interface Placement<T> {
  item: T;
  /** The group's key, unique within the task. */
  key: string;
  group: ItemGroup<T>;
}

/**
 * Checks what a task type's `group` returned: every submitted item in exactly one group, no empty
 * group, and keys unique within the task (a repeated key gets a suffix). Returns, per item index,
 * the group it is in.
 */
export function assignGroups<T>(
  items: readonly T[],
  groups: readonly ItemGroup<T>[],
): Placement<T>[] {
  const indexOf = new Map<T, number>();
  items.forEach((item, i) => indexOf.set(item, i));
  const placed: (Placement<T> | undefined)[] = new Array<Placement<T> | undefined>(items.length);
  const usedKeys = new Set<string>();
  for (const group of groups) {
    if (group.items.length === 0) throw new Error(`Group ${group.key} is empty`);
    let key = group.key;
    for (let n = 2; usedKeys.has(key); n++) key = `${group.key}~${n}`;
    usedKeys.add(key);
    for (const item of group.items) {
      const i = indexOf.get(item);
      if (i === undefined)
        throw new Error(`Group ${group.key} holds an item that was not submitted`);
      if (placed[i] !== undefined) throw new Error(`Item ${i} is in more than one group`);
      placed[i] = { item, key, group };
    }
  }
  const missing = placed.findIndex((p) => p === undefined);
  if (missing >= 0) throw new Error(`Item ${missing} is in no group`);
  return placed as Placement<T>[];
}
