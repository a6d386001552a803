import { RegionTargetingSchema } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  REGION_PROVINCES,
  provinceOfCity,
  regionName,
  regionTargetingErrors,
  regionText,
  sameRegion,
} from './regions';

const cityOf = (ids: number[], location_type: 'ALL' | 'CURRENT' = 'ALL') =>
  RegionTargetingSchema.parse({ district: 'CITY', city: ids, location_type });

describe('region data', () => {
  it('has the 34 provincial units with six-digit codes', () => {
    expect(REGION_PROVINCES).toHaveLength(34);
    for (const p of REGION_PROVINCES) {
      expect(p.code).toMatch(/^\d{2}0000$/);
      expect(p.id).toBe(Number(p.code.slice(0, 2)));
      expect(p.name).toMatch(/(省|市|自治区|特别行政区)$/);
    }
    expect(regionName(11)).toBe('北京市');
    expect(regionName(440100)).toBe('广州市');
  });

  it('puts every city under its own province, each code once', () => {
    const ids = REGION_PROVINCES.flatMap((p) => [p.id, ...p.cities.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    const names = REGION_PROVINCES.flatMap((p) => p.cities.map((c) => `${p.name}${c.name}`));
    expect(new Set(names).size).toBe(names.length);
    for (const p of REGION_PROVINCES) {
      for (const c of p.cities) {
        expect(String(c.id)).toMatch(/^\d{4}00$/);
        expect(Math.floor(c.id / 10000)).toBe(p.id);
        expect(c.name).not.toBe('');
        expect(provinceOfCity(c.id)).toBe(p);
      }
    }
    expect(REGION_PROVINCES.reduce((n, p) => n + p.cities.length, 0)).toBeGreaterThan(330);
  });
});

describe('region targeting rules', () => {
  it('takes 不限 and known provinces and cities', () => {
    expect(regionTargetingErrors(RegionTargetingSchema.parse({}))).toEqual([]);
    expect(regionTargetingErrors(cityOf([11, 440100, 440300]))).toEqual([]);
  });

  it('defaults to 不限 with every user of the region', () => {
    expect(RegionTargetingSchema.parse({})).toEqual({
      district: 'NONE',
      city: [],
      location_type: 'ALL',
    });
  });

  it('refuses 按省市 with nothing chosen', () => {
    expect(regionTargetingErrors(cityOf([]))).toEqual([
      '地域选择了按省市区县，请至少选择一个省份、城市或区县',
    ]);
  });

  it('refuses unknown codes, naming them', () => {
    expect(regionTargetingErrors(cityOf([11, 99, 440199]))).toEqual(['地域编码不存在：99、440199']);
  });

  it('refuses a code twice', () => {
    expect(regionTargetingErrors(cityOf([440100, 440100]))).toEqual(['地域重复选择：广州市']);
  });

  it('refuses a province with one of its own cities, not with another province’s', () => {
    expect(regionTargetingErrors(cityOf([44, 440100, 440300, 11]))).toEqual([
      '已选择「广东省」全省，不能再单独选择其下的城市：广州市、深圳市',
    ]);
    expect(regionTargetingErrors(cityOf([44, 320100]))).toEqual([]);
  });

  it('refuses an unknown district or user kind in the draft schema', () => {
    expect(RegionTargetingSchema.safeParse({ district: 'OVERSEA' }).success).toBe(false);
    expect(RegionTargetingSchema.safeParse({ location_type: 'NEAR' }).success).toBe(false);
  });

  it('states and compares targetings', () => {
    expect(regionText(RegionTargetingSchema.parse({ city: [44] }))).toBe('不限');
    expect(regionText(cityOf([44, 11], 'CURRENT'))).toBe('广东省、北京市（正在该地区的用户）');
    expect(sameRegion(cityOf([44, 11]), cityOf([11, 44]))).toBe(true);
    expect(sameRegion(cityOf([44]), cityOf([44], 'CURRENT'))).toBe(false);
    expect(
      sameRegion(RegionTargetingSchema.parse({ city: [44] }), RegionTargetingSchema.parse({})),
    ).toBe(true);
  });
});
