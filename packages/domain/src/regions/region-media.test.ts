import type { RegionTargeting } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  isRegionWireId,
  regionErrorsOf,
  regionLocationTypesOf,
  regionMediumOf,
  regionOfWire,
  regionWireIds,
  regionWireLocationType,
  regionWireProvinceOf,
} from './region-media';

const guangdong: RegionTargeting = {
  district: 'CITY',
  city: [44, 110100, 440300],
  location_type: 'HOME',
};
const none: RegionTargeting = { district: 'NONE', city: [], location_type: 'ALL' };

describe('per-medium region definitions', () => {
  it('send a province by its two-digit id to Ocean Engine and its six-digit code elsewhere', () => {
    expect(regionWireIds('bytedance', { ...guangdong, city: [44, 440300] })).toEqual([44, 440300]);
    expect(regionWireIds('kuaishou', { ...guangdong, city: [44, 440300] })).toEqual([
      440000, 440300,
    ]);
    expect(regionWireIds('tencent', { ...guangdong, city: [11, 440300] })).toEqual([
      110000, 440300,
    ]);
  });

  it('send no ids while 不限, whatever ids are left over', () => {
    for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const)
      expect(regionWireIds(medium, { ...none, city: [44] })).toEqual([]);
  });

  it("map the users' kind to each medium's wire value", () => {
    expect(regionWireLocationType('bytedance', guangdong)).toBe('HOME');
    expect(regionWireLocationType('kuaishou', guangdong)).toBe(1);
    expect(regionWireLocationType('kuaishou', { ...guangdong, location_type: 'CURRENT' })).toBe(0);
    expect(regionWireLocationType('kuaishou', { ...guangdong, location_type: 'ALL' })).toBe(2);
    expect(regionWireLocationType('tencent', guangdong)).toEqual(['LIVE_IN']);
    expect(regionWireLocationType('tencent', { ...guangdong, location_type: 'ALL' })).toEqual([
      'LIVE_IN',
      'RECENTLY_IN',
      'TRAVEL_IN',
    ]);
  });

  it('offer Kuaishou no 旅行 users (its user_type has none) and refuse them', () => {
    expect(regionLocationTypesOf('kuaishou')).toEqual(['ALL', 'CURRENT', 'HOME']);
    expect(regionLocationTypesOf('tencent')).toEqual(['ALL', 'CURRENT', 'HOME', 'TRAVEL']);
    const travel: RegionTargeting = { ...guangdong, city: [44], location_type: 'TRAVEL' };
    expect(regionErrorsOf('kuaishou', travel)).toEqual(['该媒体不支持所选的地域用户类型']);
    expect(regionErrorsOf('tencent', travel)).toEqual([]);
  });

  it('apply the shared rules on every medium', () => {
    expect(regionErrorsOf('tencent', { ...guangdong, city: [99] })).toEqual(['地域编码不存在：99']);
    expect(regionErrorsOf('kuaishou', { ...guangdong, city: [44, 440100] })).toEqual([
      '已选择「广东省」全省，不能再单独选择其下的城市：广州市',
    ]);
  });

  it("read the wire back into the wizards' targeting", () => {
    expect(regionOfWire('kuaishou', [440000, 110100], 0)).toEqual({
      district: 'CITY',
      city: [44, 110100],
      location_type: 'CURRENT',
    });
    expect(regionOfWire('tencent', [310000], ['TRAVEL_IN'])).toEqual({
      district: 'CITY',
      city: [31],
      location_type: 'TRAVEL',
    });
    expect(regionOfWire('tencent', [], [])).toEqual(none);
    expect(regionOfWire('kuaishou', undefined, undefined)).toEqual(none);
    // A round trip keeps the targeting.
    for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const)
      expect(
        regionOfWire(
          medium,
          regionWireIds(medium, guangdong),
          regionWireLocationType(medium, guangdong),
        ),
      ).toEqual(guangdong);
  });

  it("know each medium's wire ids and a city's province", () => {
    expect(isRegionWireId('tencent', 440000)).toBe(true);
    expect(isRegionWireId('tencent', 44)).toBe(false);
    expect(isRegionWireId('bytedance', 44)).toBe(true);
    expect(isRegionWireId('kuaishou', 440100)).toBe(true);
    expect(isRegionWireId('kuaishou', 999999)).toBe(false);
    expect(regionWireProvinceOf('tencent', 440100)).toBe(440000);
    expect(regionWireProvinceOf('bytedance', 440100)).toBe(44);
    expect(regionWireProvinceOf('tencent', 440000)).toBeUndefined();
  });

  it('name the definition of every creation family', () => {
    expect(regionMediumOf('bytedance_v2')).toBe('bytedance');
    expect(regionMediumOf('kuaishou')).toBe('kuaishou');
    expect(regionMediumOf('tencent_v2')).toBe('tencent');
  });
});
