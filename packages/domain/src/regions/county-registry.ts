// The county level (区县) of the region data, once installed: the rules, names and pickers know a
// county only after `installRegionCounties` (the table lives in `region-counties.ts`, a module of
// its own so the web loads it lazily). The server and the sandbox install it at start.

export interface RegionCounty {
  /** The six-digit GB/T 2260 code, e.g. 440106 天河区. */
  id: number;
  name: string;
  /** Its prefecture city's six-digit id, or its province's two-digit id when it has no city. */
  parentId: number;
  provinceId: number;
}

let byId = new Map<number, RegionCounty>();
let byParent = new Map<number, RegionCounty[]>();

/** Makes the county level known (idempotent: the last table installed wins). */
export function installRegionCounties(counties: readonly RegionCounty[]): void {
  byId = new Map(counties.map((c) => [c.id, c]));
  byParent = new Map();
  for (const c of counties) {
    const siblings = byParent.get(c.parentId);
    if (siblings) siblings.push(c);
    else byParent.set(c.parentId, [c]);
  }
}

/** Whether the county level is installed. */
export const regionCountiesInstalled = (): boolean => byId.size > 0;

/** A county by its code; undefined for anything else (or before the counties are installed). */
export const regionCounty = (id: number): RegionCounty | undefined => byId.get(id);

/** The counties right under a city's or a province's id. */
export const countiesOf = (parentId: number): readonly RegionCounty[] =>
  byParent.get(parentId) ?? [];
