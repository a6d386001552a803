import { describe, expect, it } from 'vitest';
import { geoLocationRefusal } from './region-rules';

describe('Tencent geo_location on the sandbox', () => {
  it('takes 不限 and six-digit province and city codes with their users', () => {
    expect(geoLocationRefusal(undefined)).toBeNull();
    expect(geoLocationRefusal({ regions: [], location_types: [] })).toBeNull();
    expect(
      geoLocationRefusal({ regions: [440000, 110000, 320100], location_types: ['LIVE_IN'] }),
    ).toBeNull();
  });

  it('takes counties (区县) and refuses one with its own city or province', () => {
    expect(
      geoLocationRefusal({ regions: [440106, 110105, 419001], location_types: ['LIVE_IN'] }),
    ).toBeNull();
    expect(geoLocationRefusal({ regions: [440100, 440106], location_types: ['LIVE_IN'] })).toBe(
      '地域 440106 与其所在的上级地域重复',
    );
    expect(geoLocationRefusal({ regions: [410000, 419001], location_types: ['LIVE_IN'] })).toBe(
      '地域 419001 与其所在的上级地域重复',
    );
    expect(geoLocationRefusal({ regions: [440199], location_types: ['LIVE_IN'] })).toBe(
      '地域 440199 不存在',
    );
  });

  it('refuses what the medium refuses, with its message', () => {
    expect(geoLocationRefusal({ regions: [44], location_types: ['LIVE_IN'] })).toBe(
      '地域 44 不存在',
    );
    expect(geoLocationRefusal({ regions: [999999], location_types: ['LIVE_IN'] })).toBe(
      '地域 999999 不存在',
    );
    expect(geoLocationRefusal({ regions: [440000] })).toBe('geo_location.location_types 为必填');
    expect(geoLocationRefusal({ regions: [440000], location_types: ['HOME'] })).toBe(
      'geo_location.location_types 取值不正确: HOME',
    );
    expect(geoLocationRefusal({ regions: [440100, 440100], location_types: ['LIVE_IN'] })).toBe(
      'geo_location.regions 存在重复的地域',
    );
    expect(geoLocationRefusal({ regions: [440000, 440300], location_types: ['LIVE_IN'] })).toBe(
      '地域 440300 与其所在的上级地域重复',
    );
  });
});
