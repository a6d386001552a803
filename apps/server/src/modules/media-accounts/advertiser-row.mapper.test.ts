import { describe, expect, it } from 'vitest';
import { fenToYuanText } from './advertiser-row.mapper';

describe('fenToYuanText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [1234567, '12345.67'],
    [-250, '-2.50'],
    [900_719_925_474_099, '9007199254740.99'],
  ])('shows %i 分 as %s 元', (fen, yuan) => {
    expect(fenToYuanText(fen)).toBe(yuan);
  });
});
