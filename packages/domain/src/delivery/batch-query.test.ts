import { describe, expect, it } from 'vitest';
import { parseIdQuery, parseNameQuery } from './batch-query';

describe('parseIdQuery (spec 001 §5 "Batch query dialogs")', () => {
  it('reads one ID per line, removes duplicates and counts them', () => {
    expect(parseIdQuery('1001\n1002\n1001\n1003\n1002')).toEqual({
      ok: true,
      list: { values: ['1001', '1002', '1003'], total: 5, duplicates: 2 },
    });
  });

  it('keeps IDs beyond 2^53 exactly', () => {
    expect(parseIdQuery('1790000000000000123')).toEqual({
      ok: true,
      list: { values: ['1790000000000000123'], total: 1, duplicates: 0 },
    });
  });

  it('tolerates Windows line ends, spaces around an ID and blank lines around the input', () => {
    expect(parseIdQuery('\n 12 \r\n34\r\n\n')).toEqual({
      ok: true,
      list: { values: ['12', '34'], total: 2, duplicates: 0 },
    });
  });

  it.each(['', '   ', '\n\n', ' \r\n '])('refuses empty input %j', (text) => {
    expect(parseIdQuery(text)).toEqual({ ok: false, message: '请输入要查询的ID' });
  });

  it.each([
    { text: '0', line: 1, value: '0' },
    { text: '012', line: 1, value: '012' },
    { text: '12\n-3', line: 2, value: '-3' },
    { text: '12\n3.5', line: 2, value: '3.5' },
    { text: '12\n1e5', line: 2, value: '1e5' },
    { text: '12\nabc', line: 2, value: 'abc' },
    { text: '12\n1 2', line: 2, value: '1 2' },
    { text: '12\n+3', line: 2, value: '+3' },
    { text: '12,13', line: 1, value: '12,13' },
    { text: '\n12\n0', line: 3, value: '0' },
  ])('refuses $value on line $line', ({ text, line, value }) => {
    expect(parseIdQuery(text)).toEqual({
      ok: false,
      message: `第${line}行「${value}」不是有效的ID，ID须为不以0开头的正整数`,
    });
  });

  it('accepts 1 and 10, the smallest IDs around the leading-zero rule', () => {
    expect(parseIdQuery('1\n10')).toMatchObject({ ok: true, list: { values: ['1', '10'] } });
  });

  it('refuses a blank line between IDs', () => {
    expect(parseIdQuery('12\n\n13')).toEqual({ ok: false, message: '第2行为空' });
  });
});

describe('parseNameQuery (material names reject only blank lines)', () => {
  it('takes any text per line, trimmed, and removes duplicates', () => {
    expect(parseNameQuery('春节视频_01\n 0123 \n春节视频_01\n素材 A')).toEqual({
      ok: true,
      list: { values: ['春节视频_01', '0123', '素材 A'], total: 4, duplicates: 1 },
    });
  });

  it('refuses a blank line between names', () => {
    expect(parseNameQuery('a\n  \nb')).toEqual({ ok: false, message: '第2行为空' });
  });

  it('refuses empty input', () => {
    expect(parseNameQuery(' \n ')).toEqual({ ok: false, message: '请输入要查询的素材名称' });
  });
});
