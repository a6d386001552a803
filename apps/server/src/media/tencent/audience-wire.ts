import type { AgeBand, RegionTargeting } from '@toufang/contracts';
import {
  regionOfWire,
  regionWireIds,
  regionWireLocationType,
  type EditAudience,
} from '@toufang/domain';

// A Tencent adgroup's audience on the wire, as adgroups/add and adgroups/update take it (v3 and
// v1.3 alike): `targeting.age` lists one {min, max} range a band, `targeting.gender` MALE or
// FEMALE, `targeting.geo_location` {regions, location_types}. An empty or absent list is 不限.

/** The wire age range of each band. */
export const AGE_RANGES: Record<AgeBand, { min: number; max: number }> = {
  AGE_BETWEEN_18_23: { min: 18, max: 23 },
  AGE_BETWEEN_24_30: { min: 24, max: 30 },
  AGE_BETWEEN_31_40: { min: 31, max: 40 },
  AGE_BETWEEN_41_49: { min: 41, max: 49 },
  AGE_ABOVE_50: { min: 50, max: 66 },
};

/** The wire gender of each gender but 不限 (`NONE`). */
export const WIRE_GENDERS = { GENDER_MALE: 'MALE', GENDER_FEMALE: 'FEMALE' } as const;

/** The wire targeting of an audience: 不限 as empty lists (they replace the adgroup's). */
export function audienceTargeting({ gender, age, region }: EditAudience): {
  gender: ('MALE' | 'FEMALE')[];
  age: { min: number; max: number }[];
  geo_location?: GeoLocationWire;
} {
  return {
    gender: gender === 'NONE' ? [] : [WIRE_GENDERS[gender]],
    age: age.map((band) => AGE_RANGES[band]),
    ...(region ? { geo_location: geoLocationWire(region) } : {}),
  };
}

export type GeoLocationWire = {
  regions: number[];
  location_types: string[];
};

/** `targeting.geo_location` of a region targeting (domain `REGION_MEDIA.tencent`); 不限 empty. */
export function geoLocationWire(region: RegionTargeting): GeoLocationWire {
  const regions = regionWireIds('tencent', region);
  if (regions.length === 0) return { regions: [], location_types: [] };
  return {
    regions,
    location_types: [...(regionWireLocationType('tencent', region) as readonly string[])],
  };
}

/** The region targeting of an adgroup's `targeting.geo_location`. */
export const regionOfGeoLocation = (
  geo: { regions?: number[]; location_types?: string[] } | undefined,
) => regionOfWire('tencent', geo?.regions, geo?.location_types ?? []);
