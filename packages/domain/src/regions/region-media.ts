import type { RegionLocationType, RegionTargeting } from '@toufang/contracts';
import { REGION_PROVINCES, isRegionId, regionParentsOf, regionTargetingErrors } from './regions';

// Each medium's region targeting as data. The wizards hold one `RegionTargeting` (ids as the
// region data has them: a province by the first two digits of its GB/T 2260 code, a city by its
// six-digit code); a medium's definition says which users' kinds it offers, how a province's id
// and a users' kind travel on its wire, and where they go. The picker, the rules and the preview
// are the same for every medium.

export type RegionMedium = 'bytedance' | 'kuaishou' | 'tencent';

export interface RegionMediumDefinition {
  medium: RegionMedium;
  /** Where the ids and the users' kind go on the wire. */
  placement: { ids: string; locationType: string };
  /** A province's id on the wire (cities and counties travel as their six-digit codes everywhere). */
  provinceWireId: (provinceId: number) => number;
  /** The users' kinds the medium offers (the first the default) and each one's wire value. */
  locationTypes: Partial<Record<RegionLocationType, number | readonly string[] | string>>;
}

export const REGION_MEDIA: Record<RegionMedium, RegionMediumDefinition> = {
  // Ocean Engine: `district` NONE / CITY, `city` (a province by its two-digit id), `location_type`.
  bytedance: {
    medium: 'bytedance',
    placement: { ids: 'audience.city', locationType: 'audience.location_type' },
    provinceWireId: (id) => id,
    locationTypes: { ALL: 'ALL', CURRENT: 'CURRENT', HOME: 'HOME', TRAVEL: 'TRAVEL' },
  },
  // Kuaishou unit `target.region` ([] = 不限; a province's id alone covers its cities, never with
  // them) and `target.user_type` (0 实时, 1 常驻, 2 不限); ids are six-digit codes.
  kuaishou: {
    medium: 'kuaishou',
    placement: { ids: 'target.region', locationType: 'target.user_type' },
    provinceWireId: (id) => id * 10_000,
    locationTypes: { ALL: 2, CURRENT: 0, HOME: 1 },
  },
  // Tencent adgroup `targeting.geo_location` {regions, location_types}: six-digit administrative
  // codes; the users' kinds LIVE_IN 常住, RECENTLY_IN 近期, TRAVEL_IN 旅行.
  tencent: {
    medium: 'tencent',
    placement: {
      ids: 'targeting.geo_location.regions',
      locationType: 'targeting.geo_location.location_types',
    },
    provinceWireId: (id) => id * 10_000,
    locationTypes: {
      ALL: ['LIVE_IN', 'RECENTLY_IN', 'TRAVEL_IN'],
      CURRENT: ['RECENTLY_IN'],
      HOME: ['LIVE_IN'],
      TRAVEL: ['TRAVEL_IN'],
    },
  },
};

/** The region definition of a creation family (v2 families share their medium's). */
export function regionMediumOf(family: string): RegionMedium {
  if (family.startsWith('kuaishou')) return 'kuaishou';
  if (family.startsWith('tencent')) return 'tencent';
  return 'bytedance';
}

const PROVINCE_IDS = new Set(REGION_PROVINCES.map((p) => p.id));

/** The users' kinds a medium offers, its default first. */
export const regionLocationTypesOf = (medium: RegionMedium): RegionLocationType[] =>
  Object.keys(REGION_MEDIA[medium].locationTypes) as RegionLocationType[];

/** A targeting's ids on a medium's wire: none while 不限. */
export function regionWireIds(medium: RegionMedium, t: RegionTargeting): number[] {
  if (t.district !== 'CITY') return [];
  const def = REGION_MEDIA[medium];
  return t.city.map((id) => (PROVINCE_IDS.has(id) ? def.provinceWireId(id) : id));
}

/** A targeting's users' kind on a medium's wire. */
export function regionWireLocationType(medium: RegionMedium, t: RegionTargeting) {
  const types = REGION_MEDIA[medium].locationTypes;
  return types[t.location_type] ?? types.ALL;
}

/**
 * The wizards' targeting of a medium's wire ids and users' kind (no ids: 不限; an id the data
 * does not know is kept as it is, so the rules name it).
 */
export function regionOfWire(
  medium: RegionMedium,
  ids: readonly number[] | undefined,
  locationType: unknown,
): RegionTargeting {
  const def = REGION_MEDIA[medium];
  const byWire = new Map(REGION_PROVINCES.map((p) => [def.provinceWireId(p.id), p.id]));
  const wire = JSON.stringify(locationType);
  const location_type =
    regionLocationTypesOf(medium).find((k) => JSON.stringify(def.locationTypes[k]) === wire) ??
    'ALL';
  const city = (ids ?? []).map((id) => byWire.get(id) ?? id);
  return city.length > 0
    ? { district: 'CITY', city, location_type }
    : { district: 'NONE', city: [], location_type: 'ALL' };
}

const provinceOfWire = (medium: RegionMedium, id: number): number | undefined =>
  REGION_PROVINCES.find((p) => REGION_MEDIA[medium].provinceWireId(p.id) === id)?.id;

/** Whether a wire id is one of the medium's provinces, cities or counties. */
export function isRegionWireId(medium: RegionMedium, id: number): boolean {
  if (provinceOfWire(medium, id) !== undefined) return true;
  return !PROVINCE_IDS.has(id) && isRegionId(id);
}

/**
 * The wire ids above a city's or a county's wire id on a medium, nearest first (a county's city,
 * then the province); none for a province or anything else.
 */
export function regionWireParentsOf(medium: RegionMedium, id: number): number[] {
  if (PROVINCE_IDS.has(id) || provinceOfWire(medium, id) !== undefined) return [];
  const def = REGION_MEDIA[medium];
  return regionParentsOf(id).map((p) => (PROVINCE_IDS.has(p) ? def.provinceWireId(p) : p));
}

/** A province's wire id of a city's or a county's wire id on a medium; undefined for anything else. */
export function regionWireProvinceOf(medium: RegionMedium, id: number): number | undefined {
  return regionWireParentsOf(medium, id).at(-1);
}

/** Every refusal of a targeting on a medium: the shared rules and a users' kind it lacks. */
export function regionErrorsOf(medium: RegionMedium, t: RegionTargeting): string[] {
  const errors = regionTargetingErrors(t);
  if (t.district === 'CITY' && !(t.location_type in REGION_MEDIA[medium].locationTypes))
    errors.push('该媒体不支持所选的地域用户类型');
  return errors;
}
