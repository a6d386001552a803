import { REGION_LOCATION_TYPES, type RegionTargeting } from '@toufang/contracts';
import { regionCounty } from '@toufang/domain';

// Ocean Engine's region keys of an audience (v3 project `audience`, top-level on a v2 ad):
// `district` NONE (不限), CITY with its `city` ids (provinces and cities) and `location_type`, or
// COUNTY when a county (区县) is among the ids (the list then holds provinces, cities and
// counties). NONE is sent explicitly, so an update replaces the object's regions.

export interface RegionWire {
  district: 'NONE' | 'CITY' | 'COUNTY';
  city?: number[];
  location_type?: (typeof REGION_LOCATION_TYPES)[number];
}

export function regionWire(t: RegionTargeting): RegionWire {
  return t.district === 'CITY' && t.city.length > 0
    ? {
        district: t.city.some((id) => regionCounty(id) !== undefined) ? 'COUNTY' : 'CITY',
        city: [...t.city],
        location_type: t.location_type,
      }
    : { district: 'NONE' };
}

/** The wizards' region targeting of an audience as the medium lists it. */
export function regionOfWire(audience?: {
  district?: string;
  city?: number[];
  location_type?: string;
}): RegionTargeting {
  const location_type = REGION_LOCATION_TYPES.find((l) => l === audience?.location_type) ?? 'ALL';
  return audience?.district === 'CITY' || audience?.district === 'COUNTY'
    ? { district: 'CITY', city: [...(audience.city ?? [])], location_type }
    : { district: 'NONE', city: [], location_type };
}
