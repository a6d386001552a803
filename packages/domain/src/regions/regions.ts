import type { RegionTargeting } from '@toufang/contracts';
import { REGION_LOCATION_TYPE_LABELS } from '@toufang/contracts';
import { countiesOf, regionCounty } from './county-registry';
import { REGION_DATA } from './region-data';

// The regions the media target (Ocean Engine's `city.json`, the GB/T 2260 codes): a province by
// the first two digits of its code (44 广东省), a city by its six-digit code (440100 广州市), a
// county (区县) by its six-digit code (440106 天河区; `county-registry.ts`, once installed).

export interface RegionCity {
  id: number;
  name: string;
  provinceId: number;
}

export interface RegionProvince {
  id: number;
  /** The GB/T 2260 code, e.g. `440000`. */
  code: string;
  name: string;
  cities: readonly RegionCity[];
}

function parse(data: string): RegionProvince[] {
  return data.split('\n').map((line) => {
    const [head = '', rest = ''] = line.split('|');
    const [code = '', name = ''] = head.split(' ');
    const id = Number(code.slice(0, 2));
    const parts = rest.split(' ').filter(Boolean);
    const cities: RegionCity[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2)
      cities.push({ id: Number(parts[i]), name: parts[i + 1] ?? '', provinceId: id });
    return { id, code, name, cities };
  });
}

export const REGION_PROVINCES: readonly RegionProvince[] = parse(REGION_DATA);

const PROVINCES = new Map(REGION_PROVINCES.map((p) => [p.id, p]));
const CITIES = new Map(REGION_PROVINCES.flatMap((p) => p.cities.map((c) => [c.id, c] as const)));

/** The name of a province, city or county id, undefined when the medium has no such region. */
export const regionName = (id: number): string | undefined =>
  PROVINCES.get(id)?.name ?? CITIES.get(id)?.name ?? regionCounty(id)?.name;

/** A region's name as a list shows it: a county with its city's or province's (广州市天河区). */
export function regionLabel(id: number): string | undefined {
  const county = regionCounty(id);
  return county ? `${regionName(county.parentId) ?? ''}${county.name}` : regionName(id);
}

/** Whether an id is one of the medium's provinces, cities or counties. */
export const isRegionId = (id: number): boolean =>
  PROVINCES.has(id) || CITIES.has(id) || regionCounty(id) !== undefined;

/** The province a city id belongs to; undefined for a province or an unknown id. */
export const provinceOfCity = (id: number): RegionProvince | undefined => {
  const city = CITIES.get(id);
  return city ? PROVINCES.get(city.provinceId) : undefined;
};

/**
 * The regions above an id, nearest first: a county's city (when it has one) and province, a
 * city's province; none for a province or an unknown id.
 */
export function regionParentsOf(id: number): number[] {
  const county = regionCounty(id);
  if (county)
    return county.parentId === county.provinceId
      ? [county.provinceId]
      : [county.parentId, county.provinceId];
  const city = CITIES.get(id);
  return city ? [city.provinceId] : [];
}

/** The regions right under an id: a province's cities and its counties without a city, a city's counties. */
export function regionChildrenOf(id: number): number[] {
  const province = PROVINCES.get(id);
  return [...(province?.cities.map((c) => c.id) ?? []), ...countiesOf(id).map((c) => c.id)];
}

/** The ids a targeting sends: none while 不限. */
export const regionIds = (t: RegionTargeting): number[] => (t.district === 'CITY' ? t.city : []);

const NAMES_SHOWN = 10;
const list = (items: readonly (string | number)[]) =>
  items.length > NAMES_SHOWN
    ? `${items.slice(0, NAMES_SHOWN).join('、')} 等 ${items.length} 个`
    : items.join('、');

const levelOf = (id: number) =>
  PROVINCES.has(id) && !PROVINCES.get(id)?.name.endsWith('市') ? '全省' : '全市';
const childrenWord = (id: number) => (regionCounty(id) ? '区县' : '城市');

/**
 * What the media refuse in a region targeting, in Chinese: 按省市区县 with nothing chosen, an id
 * they do not know, an id twice, a province or city together with one of its own cities or
 * counties (the parent covers them). They document no cap on the list; each known id once bounds it.
 */
export function regionTargetingErrors(t: RegionTargeting): string[] {
  if (t.district !== 'CITY') return [];
  if (t.city.length === 0) return ['地域选择了按省市区县，请至少选择一个省份、城市或区县'];
  const errors: string[] = [];
  const unknown = t.city.filter((id) => !isRegionId(id));
  if (unknown.length > 0) errors.push(`地域编码不存在：${list(unknown)}`);
  const seen = new Set<number>();
  const twice = t.city.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  if (twice.length > 0)
    errors.push(`地域重复选择：${list([...new Set(twice)].map((id) => regionLabel(id) ?? id))}`);
  // Each chosen region under a chosen parent, grouped by the parent and the kind of child.
  const chosen = new Set(t.city);
  const covered = new Map<string, { parent: number; names: string[] }>();
  for (const id of new Set(t.city)) {
    const parent = regionParentsOf(id).find((p) => chosen.has(p));
    if (parent === undefined) continue;
    const key = `${parent}:${childrenWord(id)}`;
    const group = covered.get(key) ?? { parent, names: [] };
    group.names.push(regionName(id) ?? String(id));
    covered.set(key, group);
  }
  for (const [key, { parent, names }] of covered)
    errors.push(
      `已选择「${regionName(parent)}」${levelOf(parent)}，不能再单独选择其下的${key.split(':')[1]}：${list(names)}`,
    );
  return errors;
}

/** A targeting as the preview states it: `不限`, or the names and the users' kind. */
export function regionText(t: RegionTargeting): string {
  const ids = regionIds(t);
  if (ids.length === 0) return '不限';
  return `${list(ids.map((id) => regionLabel(id) ?? String(id)))}（${REGION_LOCATION_TYPE_LABELS[t.location_type]}）`;
}

/** Two targetings reach the same users (不限 ignores its leftover ids and user kind). */
export function sameRegion(a: RegionTargeting, b: RegionTargeting): boolean {
  const x = regionIds(a);
  const y = regionIds(b);
  if (x.length !== y.length) return false;
  if (x.length === 0) return true;
  const ys = new Set(y);
  return a.location_type === b.location_type && x.every((id) => ys.has(id));
}
