import type { RegionTargeting } from '@toufang/contracts';
import { REGION_LOCATION_TYPE_LABELS } from '@toufang/contracts';
import { REGION_DATA } from './region-data';

// The regions Ocean Engine targets by province and city (its `city.json`): a province by the
// first two digits of its GB/T 2260 code (44 广东省), a city by its six-digit code (440100 广州市).

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

/** The name of a province or city id, undefined when the medium has no such region. */
export const regionName = (id: number): string | undefined =>
  PROVINCES.get(id)?.name ?? CITIES.get(id)?.name;

/** Whether an id is one of the medium's provinces or cities. */
export const isRegionId = (id: number): boolean => PROVINCES.has(id) || CITIES.has(id);

/** The province a city id belongs to; undefined for a province or an unknown id. */
export const provinceOfCity = (id: number): RegionProvince | undefined => {
  const city = CITIES.get(id);
  return city ? PROVINCES.get(city.provinceId) : undefined;
};

/** The ids a targeting sends: none while 不限. */
export const regionIds = (t: RegionTargeting): number[] => (t.district === 'CITY' ? t.city : []);

const NAMES_SHOWN = 10;
const list = (items: readonly (string | number)[]) =>
  items.length > NAMES_SHOWN
    ? `${items.slice(0, NAMES_SHOWN).join('、')} 等 ${items.length} 个`
    : items.join('、');

/**
 * What Ocean Engine refuses in a region targeting, in Chinese: 按省市 with nothing chosen, an id
 * it does not know, an id twice, a province together with one of its own cities (the province
 * covers them). It documents no cap on the list; each known id once bounds it.
 */
export function regionTargetingErrors(t: RegionTargeting): string[] {
  if (t.district !== 'CITY') return [];
  if (t.city.length === 0) return ['地域选择了按省市，请至少选择一个省份或城市'];
  const errors: string[] = [];
  const unknown = t.city.filter((id) => !isRegionId(id));
  if (unknown.length > 0) errors.push(`地域编码不存在：${list(unknown)}`);
  const seen = new Set<number>();
  const twice = t.city.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  if (twice.length > 0)
    errors.push(`地域重复选择：${list([...new Set(twice)].map((id) => regionName(id) ?? id))}`);
  const chosen = new Set(t.city);
  for (const province of REGION_PROVINCES) {
    if (!chosen.has(province.id)) continue;
    const own = province.cities.filter((c) => chosen.has(c.id)).map((c) => c.name);
    if (own.length > 0)
      errors.push(`已选择「${province.name}」全省，不能再单独选择其下的城市：${list(own)}`);
  }
  return errors;
}

/** A targeting as the preview states it: `不限`, or the names and the users' kind. */
export function regionText(t: RegionTargeting): string {
  const ids = regionIds(t);
  if (ids.length === 0) return '不限';
  return `${list(ids.map((id) => regionName(id) ?? String(id)))}（${REGION_LOCATION_TYPE_LABELS[t.location_type]}）`;
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
