import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  decimalPlaces,
  isBlankInput,
  numberError,
  parseDecimal,
  scaledInteger,
  type NumberRule,
} from './decimal';

const RULE: NumberRule = { label: '测试值', min: 0.5, max: 100, decimals: 2 };

describe('checkNumber', () => {
  it.each([
    { input: 0.5, want: 0.5 },
    { input: '0.5', want: 0.5 },
    { input: '.5', want: 0.5 },
    { input: '100', want: 100 },
    { input: '100.00', want: 100 },
    { input: '+42.1', want: 42.1 },
    { input: ' 42 ', want: 42 },
    { input: '0042', want: 42 },
    { input: '42.', want: 42 },
    { input: 99.99, want: 99.99 },
  ])('accepts $input as $want', ({ input, want }) => {
    expect(checkNumber(input, RULE)).toEqual({ ok: true, value: want });
  });

  it.each([null, undefined, '', '   '])('says 测试值不能为空 for %j', (input) => {
    expect(checkNumber(input, RULE)).toEqual({ ok: false, message: '测试值不能为空' });
  });

  it('uses the rule’s own empty message when it has one', () => {
    expect(checkNumber('', { ...RULE, emptyMessage: '出价不能为空' })).toEqual({
      ok: false,
      message: '出价不能为空',
    });
  });

  it.each([
    'abc',
    '1,000',
    '1e3',
    '12元',
    '1.2.3',
    '+',
    '-',
    '.',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('rejects %j as not a number', (input) => {
    expect(checkNumber(input, RULE)).toEqual({ ok: false, message: '测试值必须是数字' });
  });

  it.each([
    { input: 0.49, message: '测试值不能小于0.5' },
    { input: '0.4999999', message: '测试值不能小于0.5' },
    { input: -1, message: '测试值不能小于0.5' },
    { input: '-0', message: '测试值不能小于0.5' },
    { input: 100.01, message: '测试值不能大于100' },
    { input: '100.0000001', message: '测试值不能大于100' },
    { input: 1e21, message: '测试值不能大于100' },
    { input: 1e-7, message: '测试值不能小于0.5' },
  ])('rejects $input out of range', ({ input, message }) => {
    expect(checkNumber(input, RULE)).toEqual({ ok: false, message });
  });

  it.each([
    { input: '1.23', ok: true },
    { input: '1.230', ok: true },
    { input: '1.234', ok: false },
    { input: 1.234, ok: false },
  ])('allows 2 decimals: $input → $ok', ({ input, ok }) => {
    expect(checkNumber(input, RULE).ok).toBe(ok);
    if (!ok) expect(numberError(input, RULE)).toBe('测试值最多保留2位小数');
  });

  it('reports nothing for a valid value', () => {
    expect(numberError('50', RULE)).toBeUndefined();
  });
});

describe('decimal helpers', () => {
  it.each([
    { input: '1.50', places: 1 },
    { input: 0.0001, places: 4 },
    { input: 1e-7, places: 7 },
    { input: '300', places: 0 },
    { input: 'x', places: undefined },
  ])('decimalPlaces($input) = $places', ({ input, places }) => {
    expect(decimalPlaces(input)).toBe(places);
  });

  it.each([
    { input: '9999999.99', places: 2, want: 999999999n },
    { input: 0.1, places: 2, want: 10n },
    { input: '300', places: 2, want: 30000n },
    { input: '-1.5', places: 2, want: -150n },
    { input: '0.001', places: 2, want: undefined },
    { input: 'x', places: 2, want: undefined },
  ])('scaledInteger($input, $places) = $want', ({ input, places, want }) => {
    expect(scaledInteger(input, places)).toBe(want);
  });

  it.each([
    { input: '12.50', want: 12.5 },
    { input: 3, want: 3 },
    { input: '', want: undefined },
    { input: '1e3', want: undefined },
  ])('parseDecimal($input) = $want', ({ input, want }) => {
    expect(parseDecimal(input)).toBe(want);
  });

  it.each([
    { input: null, want: true },
    { input: undefined, want: true },
    { input: ' ', want: true },
    { input: 0, want: false },
    { input: '0', want: false },
  ])('isBlankInput($input) = $want', ({ input, want }) => {
    expect(isBlankInput(input)).toBe(want);
  });
});
