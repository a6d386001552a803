import { REGION_PROVINCES } from '@toufang/domain';

// Ocean Engine's region targeting as it checks it (audience `district`, `city`, `location_type`;
// the ids of its city.json): with district CITY a province by its two-digit id or a prefecture
// city by its six-digit code, with COUNTY a six-digit code under a known city; CITY and COUNTY
// need ids and a location_type; a province with one of its own cities is refused (the province
// covers them). NONE takes no ids.

const PROVINCES = new Set(REGION_PROVINCES.map((p) => p.id));
const CITIES = new Set(REGION_PROVINCES.flatMap((p) => p.cities.map((c) => c.id)));

export interface RegionKeys {
  district?: string;
  city?: number[];
  location_type?: string;
}

/** The medium's message for regions it refuses; undefined when it takes them. */
export function regionRefusal(a: RegionKeys): string | undefined {
  const ids = a.city ?? [];
  if (a.district === undefined || a.district === 'NONE') {
    return ids.length > 0 ? 'district 为 NONE 时不能设置 city' : undefined;
  }
  if (a.district !== 'CITY' && a.district !== 'COUNTY') return undefined;
  if (ids.length === 0) return `district 为 ${a.district} 时 city 为必填`;
  if (!a.location_type) return `district 为 ${a.district} 时 location_type 为必填`;
  const known =
    a.district === 'CITY'
      ? (id: number) => PROVINCES.has(id) || CITIES.has(id)
      : (id: number) => id >= 100_000 && id % 100 !== 0 && CITIES.has(id - (id % 100));
  const unknown = ids.find((id) => !known(id));
  if (unknown !== undefined) return `city 取值不正确: ${unknown}`;
  if (new Set(ids).size !== ids.length) return 'city 存在重复的地域';
  const chosen = new Set(ids);
  const overlap = ids.find((id) => id >= 100_000 && chosen.has(Math.floor(id / 10_000)));
  if (overlap !== undefined) return `city 中的 ${overlap} 与其所在省份重复`;
  return undefined;
}

/** The region keys an audience keeps: CITY / COUNTY with their ids and users, else NONE. */
export function regionKept<T extends RegionKeys>(a: T): Pick<T, keyof RegionKeys> {
  const kept: RegionKeys =
    a.district === undefined || a.district === 'NONE'
      ? { district: 'NONE' }
      : { district: a.district, city: [...(a.city ?? [])], location_type: a.location_type };
  return kept;
}
