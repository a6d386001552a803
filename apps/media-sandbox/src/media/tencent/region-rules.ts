import { installRegionCounties, isRegionWireId, regionWireParentsOf } from '@toufang/domain';
import { REGION_COUNTIES } from '@toufang/domain/region-counties';

// Tencent's region targeting as it checks it (adgroup `targeting.geo_location`): `regions` are
// six-digit administrative codes of provinces, cities and
// counties (区县) (none: 不限), each once, never a region
// with one of its own parents; `location_types` are LIVE_IN, RECENTLY_IN, TRAVEL_IN and VISITED_IN,
// at least one when regions are set.

const LOCATION_TYPES = new Set(['LIVE_IN', 'RECENTLY_IN', 'TRAVEL_IN', 'VISITED_IN']);

installRegionCounties(REGION_COUNTIES);

export interface GeoLocation {
  regions?: number[];
  location_types?: string[];
}

/** The medium's message for a geo_location it refuses; null when it takes it. */
export function geoLocationRefusal(geo: GeoLocation | undefined): string | null {
  const regions = geo?.regions ?? [];
  const types = geo?.location_types ?? [];
  const badType = types.find((t) => !LOCATION_TYPES.has(t));
  if (badType !== undefined) return `geo_location.location_types 取值不正确: ${badType}`;
  if (regions.length === 0) return null;
  if (types.length === 0) return 'geo_location.location_types 为必填';
  const unknown = regions.find((id) => !isRegionWireId('tencent', id));
  if (unknown !== undefined) return `地域 ${unknown} 不存在`;
  if (new Set(regions).size !== regions.length) return 'geo_location.regions 存在重复的地域';
  const chosen = new Set(regions);
  const overlap = regions.find((id) => {
    return regionWireParentsOf('tencent', id).some((p) => chosen.has(p));
  });
  if (overlap !== undefined) return `地域 ${overlap} 与其所在的上级地域重复`;
  return null;
}
