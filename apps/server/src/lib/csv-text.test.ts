import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from './csv-text';

describe('parseCsv', () => {
  it.each([
    [
      'plain cells',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends and a trailing break',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quoted commas and doubled quotes', '"x,y","say ""hi"""', [['x,y', 'say "hi"']]],
    ['a line break inside quotes', '"two\nlines",z', [['two\nlines', 'z']]],
    [
      'empty cells',
      ',\n,x',
      [
        ['', ''],
        ['', 'x'],
      ],
    ],
    ['nothing', '', []],
  ])('reads %s', (_what, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('decodeCsv', () => {
  it('drops a UTF-8 BOM', () => {
    expect(decodeCsv(Buffer.from('\uFEFF备注', 'utf8'))).toBe('备注');
  });

  it('reads UTF-8 without a BOM', () => {
    expect(decodeCsv(Buffer.from('广告主ID,备注', 'utf8'))).toBe('广告主ID,备注');
  });

  it('falls back to GBK for what is not UTF-8 (Excel on Chinese Windows)', () => {
    expect(decodeCsv(Buffer.from('b1b8d7a2', 'hex'))).toBe('备注');
  });
});
