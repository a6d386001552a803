import { describe, expect, it } from 'vitest';
import { targetRegionRefusal } from './region-rules';

describe('Kuaishou target.region on the sandbox', () => {
  it('takes 不限 and province and city ids with a user_type', () => {
    expect(targetRegionRefusal(undefined)).toBeNull();
    expect(targetRegionRefusal({ region: [] })).toBeNull();
    expect(targetRegionRefusal({ region: [440000, 310000, 320100], user_type: 1 })).toBeNull();
  });

  it('takes counties (区县) and refuses one with its own city or province', () => {
    expect(targetRegionRefusal({ region: [440106, 310115], user_type: 1 })).toBeNull();
    expect(targetRegionRefusal({ region: [320500, 320506] })).toBe(
      '地域定向不允许同时传父级与子级地域: 320506',
    );
    expect(targetRegionRefusal({ region: [310000, 310115] })).toBe(
      '地域定向不允许同时传父级与子级地域: 310115',
    );
    expect(targetRegionRefusal({ region: [320599] })).toBe('地域定向中的地域 320599 不存在');
  });

  it('refuses what the medium refuses, with its message', () => {
    expect(targetRegionRefusal({ region: [12345] })).toBe('地域定向中的地域 12345 不存在');
    expect(targetRegionRefusal({ region: [44] })).toBe('地域定向中的地域 44 不存在');
    expect(targetRegionRefusal({ region: [320100, 320100] })).toBe('地域定向中存在重复的地域');
    expect(targetRegionRefusal({ region: [320000, 320500] })).toBe(
      '地域定向不允许同时传父级与子级地域: 320500',
    );
    expect(targetRegionRefusal({ region: [320000], user_type: 5 })).toBe('user_type 取值不正确');
  });
});
