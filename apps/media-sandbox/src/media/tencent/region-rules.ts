import { isRegionWireId, regionWireProvinceOf } from '@toufang/domain';

// Tencent's region targeting as it checks it (adgroup `targeting.geo_location`): `regions` are
// six-digit administrative codes of provinces and cities (none: 不限), each once, never a province
// with one of its own cities; `location_types` are LIVE_IN, RECENTLY_IN, TRAVEL_IN and VISITED_IN,
// at least one when regions are set.

const LOCATION_TYPES = new Set(['LIVE_IN', 'RECENTLY_IN', 'TRAVEL_IN', 'VISITED_IN']);

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
    const province = regionWireProvinceOf('tencent', id);
    return province !== undefined && chosen.has(province);
  });
  if (overlap !== undefined) return `地域 ${overlap} 与其所在省份重复`;
  return null;
}
