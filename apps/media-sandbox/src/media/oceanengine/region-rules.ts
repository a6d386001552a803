import {
  REGION_PROVINCES,
  installRegionCounties,
  isRegionWireId,
  regionCounty,
  regionWireParentsOf,
} from '@toufang/domain';
import { REGION_COUNTIES } from '@toufang/domain/region-counties';

// Ocean Engine's region targeting as it checks it (audience `district`, `city`, `location_type`;
// the ids of its city.json): with district CITY a province by its two-digit id or a prefecture
// city by its six-digit code; with COUNTY the same and the six-digit codes of counties (区县 —
// the medium's 按区县 picker offers the three levels; modelled: its docs name the list 省市或者区县);
// a v3 project's REGION with `region_version` 1.0.0 takes the same ids as COUNTY (the region table
// of that version; spec 001 §5 saves county targeting so — modelled); CITY, COUNTY and REGION need
// ids and a location_type; a region with one of its own parents is refused (the parent covers
// it). NONE takes no ids.

installRegionCounties(REGION_COUNTIES);
const PROVINCES = new Set(REGION_PROVINCES.map((p) => p.id));

export interface RegionKeys {
  district?: string;
  city?: number[];
  location_type?: string;
  region_version?: string;
}

/** The region table versions REGION takes. */
const REGION_VERSIONS = new Set(['1.0.0']);

/** The medium's message for regions it refuses; undefined when it takes them. */
export function regionRefusal(a: RegionKeys): string | undefined {
  const ids = a.city ?? [];
  if (a.district === undefined || a.district === 'NONE') {
    return ids.length > 0 ? 'district 为 NONE 时不能设置 city' : undefined;
  }
  if (a.district !== 'CITY' && a.district !== 'COUNTY' && a.district !== 'REGION') return undefined;
  if (ids.length === 0) return `district 为 ${a.district} 时 city 为必填`;
  if (!a.location_type) return `district 为 ${a.district} 时 location_type 为必填`;
  if (a.district === 'REGION' && !REGION_VERSIONS.has(a.region_version ?? ''))
    return 'district 为 REGION 时 region_version 取值不正确';
  const known = (id: number) =>
    isRegionWireId('bytedance', id) && (a.district !== 'CITY' || regionCounty(id) === undefined);
  const unknown = ids.find((id) => !known(id));
  if (unknown !== undefined) return `city 取值不正确: ${unknown}`;
  if (new Set(ids).size !== ids.length) return 'city 存在重复的地域';
  const chosen = new Set(ids);
  const overlap = ids.find((id) => regionWireParentsOf('bytedance', id).some((p) => chosen.has(p)));
  if (overlap !== undefined)
    return PROVINCES.has(regionWireParentsOf('bytedance', overlap).find((p) => chosen.has(p)) ?? 0)
      ? `city 中的 ${overlap} 与其所在省份重复`
      : `city 中的 ${overlap} 与其所在城市重复`;
  return undefined;
}

/** The region keys an audience keeps: CITY / COUNTY / REGION with their ids and users, else NONE. */
export function regionKept<T extends RegionKeys>(a: T): Pick<T, keyof RegionKeys> {
  const kept: RegionKeys =
    a.district === undefined || a.district === 'NONE'
      ? { district: 'NONE' }
      : {
          district: a.district,
          city: [...(a.city ?? [])],
          location_type: a.location_type,
          ...(a.district === 'REGION' ? { region_version: a.region_version } : {}),
        };
  return kept;
}
