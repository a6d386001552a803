import { z } from 'zod';

// Ocean Engine's region targeting (地域, `audience.district` / `city` / `location_type` of
// v3.0/project/create/ and 2/ad/create/): 不限, or provinces, cities and counties by the medium's
// ids (a province by its two-digit id, e.g. 44 广东省; a city or a county by its six-digit GB/T 2260
// code, e.g. 440100 广州市, 440106 天河区). Which ids exist and the rules between them are domain
// `regions`; each medium's wire (Ocean Engine's COUNTY when a county is among them) `REGION_MEDIA`.

/**
 * `district`: NONE 不限, CITY 按省市区县 (provinces, cities and counties; 商圈 and 海外 are not
 * offered — docs/architecture/creation.md, "Regions").
 */
export const REGION_DISTRICTS = ['NONE', 'CITY'] as const;
export type RegionDistrict = (typeof REGION_DISTRICTS)[number];
export const REGION_DISTRICT_LABELS: Record<RegionDistrict, string> = {
  NONE: '不限',
  CITY: '按省市区县',
};

/** `location_type`: which users of the chosen regions (Ocean Engine's four). */
export const REGION_LOCATION_TYPES = ['ALL', 'CURRENT', 'HOME', 'TRAVEL'] as const;
export type RegionLocationType = (typeof REGION_LOCATION_TYPES)[number];
export const REGION_LOCATION_TYPE_LABELS: Record<RegionLocationType, string> = {
  ALL: '该地区内的所有用户',
  CURRENT: '正在该地区的用户',
  HOME: '居住在该地区的用户',
  TRAVEL: '到该地区旅行的用户',
};

/**
 * A bound on a body's ids before they are looked up: more than the ~3,400 provinces, cities and
 * counties there are (each known id once is the real bound, domain `regionTargetingErrors`).
 */
export const REGION_IDS_MAX = 4000;

/** The region keys of an Ocean Engine audience, with their defaults (不限). */
export const regionTargetingShape = {
  district: z.enum(REGION_DISTRICTS, '地域类型不正确').default('NONE'),
  city: z
    .array(z.coerce.number().int('地域编码不正确'))
    .max(REGION_IDS_MAX, '地域过多')
    .default([]),
  location_type: z.enum(REGION_LOCATION_TYPES, '地域用户类型不正确').default('ALL'),
};

export const RegionTargetingSchema = z.object(regionTargetingShape);
export type RegionTargeting = z.infer<typeof RegionTargetingSchema>;
