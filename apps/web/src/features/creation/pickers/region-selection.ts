import { regionChildrenOf, regionParentsOf } from '@toufang/domain';

// What ticking a node of the region tree (province → city → county) does to the chosen ids. A
// region is chosen whole by its own id, never with anything under it. Ticking a region drops what
// it covers; unticking one region under a chosen parent keeps the parent's other parts; ticking
// the last missing part of a parent makes it the parent (folding up: counties → city → province).

/** Every region under an id, at every level. */
function descendantsOf(id: number): number[] {
  return regionChildrenOf(id).flatMap((c) => [c, ...descendantsOf(c)]);
}

/** Replaces parts whose parent has every part chosen by the parent, level by level upward. */
function foldUp(ids: number[], from: number): number[] {
  let next = ids;
  for (const parent of regionParentsOf(from)) {
    const parts = regionChildrenOf(parent);
    if (parts.length === 0 || !parts.every((p) => next.includes(p))) break;
    next = [...next.filter((x) => !parts.includes(x)), parent];
  }
  return next;
}

export function nextRegionIds(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  // Nearest first: the chosen region that covers this one, if any.
  const path = regionParentsOf(id);
  const coverIndex = path.findIndex((p) => ids.includes(p));
  if (coverIndex >= 0) {
    // Unticking part of a chosen region: the region gives way to its parts along the path down.
    let next = ids.filter((x) => x !== path[coverIndex]);
    const down = [...path.slice(0, coverIndex + 1).reverse(), id];
    for (let i = 0; i + 1 < down.length; i += 1) {
      const keep = down[i + 1];
      next = [...next, ...regionChildrenOf(down[i] ?? 0).filter((c) => c !== keep)];
    }
    return next;
  }
  const covered = new Set(descendantsOf(id));
  return foldUp([...ids.filter((x) => !covered.has(x)), id], id);
}

/** The tree's ticks for chosen ids: a chosen region ticks all under it, a part half-ticks its parents. */
export function regionCheckState(ids: readonly number[]): { checked: number[]; half: number[] } {
  const checked = new Set<number>();
  for (const id of ids) {
    checked.add(id);
    for (const d of descendantsOf(id)) checked.add(d);
  }
  const half = new Set<number>();
  for (const id of ids) for (const p of regionParentsOf(id)) if (!checked.has(p)) half.add(p);
  return { checked: [...checked], half: [...half] };
}
