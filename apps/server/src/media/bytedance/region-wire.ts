import { REGION_LOCATION_TYPES, type RegionTargeting } from '@toufang/contracts';
import { prepareProjectForSave, regionCounty } from '@toufang/domain';

// Ocean Engine's region keys of an audience (v3 project `audience`, top-level on a v2 ad):
// `district` NONE (不限), CITY with its `city` ids (provinces and cities) and `location_type`, or
// COUNTY when a county (区县) is among the ids (the list then holds provinces, cities and
// counties). NONE is sent explicitly, so an update replaces the object's regions. A v3 project
// saves county targeting as REGION with `region_version` 1.0.0 (spec 001 §5 "Saving a project",
// domain `prepareProjectForSave`); a v2 ad keeps COUNTY.

export interface RegionWire {
  district: 'NONE' | 'CITY' | 'COUNTY';
  city?: number[];
  location_type?: (typeof REGION_LOCATION_TYPES)[number];
}

/** A v3 project's region keys. */
export interface ProjectRegionWire extends Omit<RegionWire, 'district'> {
  district: RegionWire['district'] | 'REGION';
  region_version?: string;
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

/** A v3 project's region keys: county targeting as REGION of version 1.0.0. */
export function projectRegionWire(t: RegionTargeting): ProjectRegionWire {
  const { project } = prepareProjectForSave({ audience: { ...regionWire(t) } });
  return project.audience;
}

/** The wizards' region targeting of an audience as the medium lists it. */
export function regionOfWire(audience?: {
  district?: string;
  city?: number[];
  location_type?: string;
}): RegionTargeting {
  const location_type = REGION_LOCATION_TYPES.find((l) => l === audience?.location_type) ?? 'ALL';
  const district = audience?.district;
  return district === 'CITY' || district === 'COUNTY' || district === 'REGION'
    ? { district: 'CITY', city: [...(audience?.city ?? [])], location_type }
    : { district: 'NONE', city: [], location_type };
}
