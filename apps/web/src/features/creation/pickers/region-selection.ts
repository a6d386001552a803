import { REGION_PROVINCES, provinceOfCity } from '@toufang/domain';

// What ticking a node of the region tree does to the chosen ids: a province is chosen whole by
// its own id (never with its cities); unticking one city of a whole province keeps the others;
// ticking the last city of a province makes it the province.

export function nextRegionIds(
  ids: readonly number[],
  kind: 'province' | 'city',
  id: number,
): number[] {
  if (kind === 'province') {
    const province = REGION_PROVINCES.find((p) => p.id === id);
    if (ids.includes(id)) return ids.filter((x) => x !== id);
    const own = new Set(province?.cities.map((c) => c.id));
    return [...ids.filter((x) => !own.has(x)), id];
  }
  const province = provinceOfCity(id);
  if (!province) return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  if (ids.includes(province.id)) {
    const others = province.cities.map((c) => c.id).filter((c) => c !== id);
    return [...ids.filter((x) => x !== province.id), ...others];
  }
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  const next = [...ids, id];
  const own = province.cities.map((c) => c.id);
  return own.every((c) => next.includes(c))
    ? [...next.filter((x) => !own.includes(x)), province.id]
    : next;
}

/** The tree's ticks for chosen ids: a whole province ticks its cities, some cities half-tick it. */
export function regionCheckState(ids: readonly number[]): { checked: number[]; half: number[] } {
  const chosen = new Set(ids);
  const checked: number[] = [];
  const half: number[] = [];
  for (const p of REGION_PROVINCES) {
    if (chosen.has(p.id)) checked.push(p.id, ...p.cities.map((c) => c.id));
    else {
      const some = p.cities.filter((c) => chosen.has(c.id)).map((c) => c.id);
      checked.push(...some);
      if (some.length > 0) half.push(p.id);
    }
  }
  return { checked, half };
}
