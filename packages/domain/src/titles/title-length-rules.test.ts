import { describe, expect, it } from 'vitest';
import {
  fitTitle,
  normalizeTitle,
  titleFitsMedium,
  titleLength,
  titleRefusal,
} from './title-length-rules';

const zh = (n: number) => '标'.repeat(n);
const en = (n: number) => 'a'.repeat(n);

describe('title length counting', () => {
  it('counts a half-width character as half under width counting', () => {
    expect(titleLength('三国ab', 'width')).toBe(3);
    expect(titleLength('三国ab', 'characters')).toBe(4);
  });
  it('counts a full-width mark as a whole character', () => {
    expect(titleLength('！？', 'width')).toBe(2);
  });
});

describe('Ocean Engine title: 5–30, half-width counts half', () => {
  it.each([
    [zh(4), false],
    [zh(5), true],
    [`${zh(4)}${en(2)}`, true],
    [`${zh(4)}${en(1)}`, false],
    [zh(30), true],
    [zh(31), false],
    [`${zh(29)}${en(2)}`, true],
    [`${zh(29)}${en(3)}`, false],
    [en(60), true],
  ])('%s → %s', (text, fits) => {
    expect(titleFitsMedium(text, 'bytedance')).toBe(fits);
  });
});

describe('Kuaishou title: 1–30 characters, each counts one', () => {
  it.each([
    ['好', true],
    [zh(30), true],
    [zh(31), false],
    [en(30), true],
    [en(31), false],
  ])('%s → %s', (text, fits) => {
    expect(titleFitsMedium(text, 'kuaishou')).toBe(fits);
  });
});

describe('Tencent title: 1–30, half-width counts half', () => {
  it.each([
    ['好', true],
    ['ab', true],
    ['a', false],
    [zh(30), true],
    [zh(31), false],
    [en(60), true],
    [en(61), false],
  ])('%s → %s', (text, fits) => {
    expect(titleFitsMedium(text, 'tencent')).toBe(fits);
  });
});

describe('fitTitle', () => {
  it('names each refusing medium with its bound and the count', () => {
    expect(fitTitle(zh(4))).toEqual({
      accepted: ['kuaishou', 'tencent'],
      refusals: [{ medium: 'bytedance', reason: '巨量引擎标题至少 5 个字（当前 4）' }],
    });
    expect(fitTitle(en(31)).refusals).toEqual([
      { medium: 'kuaishou', reason: '磁力引擎标题最多 30 个字（当前 31）' },
    ]);
  });
  it('refuses a title with a line break on every medium', () => {
    expect(fitTitle('第一行\n第二行').accepted).toEqual([]);
  });
});

describe('normalizeTitle', () => {
  it('trims and folds runs of spaces', () => {
    expect(normalizeTitle('  三国   来了\t ')).toBe('三国 来了');
    expect(normalizeTitle('\u3000三国\u3000')).toBe('三国');
  });
});

describe('one medium’s refusal of a title', () => {
  it('names the medium’s limit and the current length, none when it takes the title', () => {
    expect(titleRefusal(zh(31), 'bytedance')).toBe('巨量引擎标题最多 30 个字（当前 31）');
    expect(titleRefusal(zh(4), 'bytedance')).toBe('巨量引擎标题至少 5 个字（当前 4）');
    expect(titleRefusal(zh(10), 'bytedance')).toBeUndefined();
  });
});
