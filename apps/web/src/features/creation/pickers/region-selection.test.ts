import { REGION_COUNTIES } from '@toufang/domain/region-counties';
import { countiesOf, installRegionCounties, regionChildrenOf } from '@toufang/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextRegionIds, regionCheckState } from './region-selection';

beforeAll(() => installRegionCounties(REGION_COUNTIES));

// Read after the counties are installed.
let guangzhou: number[] = [];
let guangdong: number[] = [];
beforeAll(() => {
  guangzhou = countiesOf(440100).map((c) => c.id);
  guangdong = regionChildrenOf(44);
});

describe('region tree selection (province ↔ city ↔ county)', () => {
  it('chooses a region whole, dropping what it covers', () => {
    expect(nextRegionIds([440106, 440104, 11], 440100)).toEqual([11, 440100]);
    expect(nextRegionIds([440100, 440106, 320100], 44)).toEqual([320100, 44]);
  });

  it('folds up: the last county makes the city, the last city the province', () => {
    const allButOne = guangzhou.filter((id) => id !== 440106);
    expect(nextRegionIds(allButOne, 440106)).toEqual([440100]);
    const otherCities = guangdong.filter((id) => id !== 440100);
    expect(nextRegionIds([...otherCities, ...allButOne], 440106)).toEqual([44]);
    // Municipalities: the last district makes the province.
    const beijing = countiesOf(11).map((c) => c.id);
    expect(nextRegionIds(beijing.slice(1), beijing[0] ?? 0)).toEqual([11]);
  });

  it('unfolds down: unticking a county of a chosen province keeps the rest', () => {
    const next = nextRegionIds([44, 11], 440106);
    expect(next).not.toContain(44);
    expect(next).not.toContain(440100);
    expect(next).not.toContain(440106);
    expect(next).toContain(11);
    expect(next).toHaveLength(1 + guangdong.length - 1 + guangzhou.length - 1);
    // Ticking it again folds back to the province.
    expect(nextRegionIds(next, 440106).sort()).toEqual([11, 44]);
  });

  it('unticks a chosen region alone', () => {
    expect(nextRegionIds([440106, 11], 440106)).toEqual([11]);
  });

  it('ticks what a chosen region covers and half-ticks the parents of a part', () => {
    const { checked, half } = regionCheckState([440106]);
    expect(checked).toEqual([440106]);
    expect(half.sort()).toEqual([44, 440100]);
    const whole = regionCheckState([44]);
    expect(whole.checked).toContain(440106);
    expect(whole.checked).toContain(440100);
    expect(whole.half).toEqual([]);
  });
});
