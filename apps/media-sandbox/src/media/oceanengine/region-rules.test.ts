import { describe, expect, it } from 'vitest';
import { regionKept, regionRefusal } from './region-rules';

describe('Ocean Engine region targeting on the sandbox', () => {
  it('takes 不限, provinces by two digits, cities and counties by six', () => {
    expect(regionRefusal({})).toBeUndefined();
    expect(regionRefusal({ district: 'NONE' })).toBeUndefined();
    expect(
      regionRefusal({ district: 'CITY', city: [44, 320100], location_type: 'ALL' }),
    ).toBeUndefined();
    expect(regionRefusal({ district: 'COUNTY', city: [440106], location_type: 'HOME' })).toBe(
      undefined,
    );
    expect(
      regionRefusal({
        district: 'REGION',
        region_version: '1.0.0',
        city: [440106, 11],
        location_type: 'ALL',
      }),
    ).toBeUndefined();
    // With COUNTY the list takes provinces and cities beside the counties.
    expect(
      regionRefusal({ district: 'COUNTY', city: [11, 440106, 320100], location_type: 'ALL' }),
    ).toBeUndefined();
  });

  it('refuses what the medium refuses, with its message', () => {
    expect(regionRefusal({ district: 'NONE', city: [44] })).toBe(
      'district 为 NONE 时不能设置 city',
    );
    expect(regionRefusal({ district: 'CITY', location_type: 'ALL' })).toBe(
      'district 为 CITY 时 city 为必填',
    );
    expect(regionRefusal({ district: 'CITY', city: [44] })).toBe(
      'district 为 CITY 时 location_type 为必填',
    );
    expect(regionRefusal({ district: 'CITY', city: [44, 99], location_type: 'ALL' })).toBe(
      'city 取值不正确: 99',
    );
    expect(regionRefusal({ district: 'CITY', city: [440106], location_type: 'ALL' })).toBe(
      'city 取值不正确: 440106',
    );
    expect(regionRefusal({ district: 'COUNTY', city: [440106, 9], location_type: 'ALL' })).toBe(
      'city 取值不正确: 9',
    );
    expect(
      regionRefusal({ district: 'COUNTY', city: [440100, 440106], location_type: 'ALL' }),
    ).toBe('city 中的 440106 与其所在城市重复');
    expect(regionRefusal({ district: 'COUNTY', city: [11, 110105], location_type: 'ALL' })).toBe(
      'city 中的 110105 与其所在省份重复',
    );
    expect(regionRefusal({ district: 'REGION', city: [440106], location_type: 'ALL' })).toBe(
      'district 为 REGION 时 region_version 取值不正确',
    );
    expect(regionRefusal({ district: 'CITY', city: [44, 44], location_type: 'ALL' })).toBe(
      'city 存在重复的地域',
    );
    expect(regionRefusal({ district: 'CITY', city: [44, 440100], location_type: 'ALL' })).toBe(
      'city 中的 440100 与其所在省份重复',
    );
  });

  it('keeps NONE without ids and CITY with its ids and user kind', () => {
    expect(regionKept({ location_type: 'HOME' })).toEqual({ district: 'NONE' });
    expect(regionKept({ district: 'CITY', city: [11], location_type: 'HOME' })).toEqual({
      district: 'CITY',
      city: [11],
      location_type: 'HOME',
    });
  });
});
