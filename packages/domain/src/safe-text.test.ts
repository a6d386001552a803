import { describe, expect, it } from 'vitest';
import { findUnsafeText, unsafeTextReason } from './safe-text';

describe('unsafeTextReason', () => {
  it.each([
    { name: 'plain text', text: '投放 plan-1', want: null },
    { name: 'empty', text: '', want: null },
    { name: 'tab, LF and CR (textareas, pasted ID lists)', text: '1\t2\r\n3\n', want: null },
    { name: 'a paired surrogate (emoji)', text: '好😀', want: null },
    { name: 'U+2028 (a separator, not a control)', text: 'a\u2028b', want: null },
    { name: 'NUL', text: 'a\u0000', want: 'control' },
    { name: 'BEL', text: '\u0007', want: 'control' },
    { name: 'vertical tab', text: 'a\u000bb', want: 'control' },
    { name: 'form feed', text: 'a\u000cb', want: 'control' },
    { name: 'ESC', text: '\u001b[31m', want: 'control' },
    { name: 'DEL', text: 'a\u007f', want: 'control' },
    { name: 'C1 NEL', text: 'a\u0085', want: 'control' },
    { name: 'last C1 control', text: '\u009f', want: 'control' },
    { name: 'first char after C1', text: '\u00a0', want: null },
    { name: 'lone high surrogate', text: 'a\ud83d', want: 'surrogate' },
    { name: 'lone high surrogate before text', text: '\ud83dx', want: 'surrogate' },
    { name: 'lone low surrogate', text: '\ude00a', want: 'surrogate' },
    { name: 'reversed pair', text: '\ude00\ud83d', want: 'surrogate' },
  ])('$name → $want', ({ text, want }) => {
    expect(unsafeTextReason(text)).toBe(want);
  });
});

describe('findUnsafeText', () => {
  it('finds nothing in clean input of any shape', () => {
    expect(findUnsafeText({ a: ['x', 1, null, { b: 'y\n' }], c: true })).toEqual([]);
    expect(findUnsafeText(undefined)).toEqual([]);
    expect(findUnsafeText(42)).toEqual([]);
  });

  it('names every unsafe string by its path, in input order', () => {
    expect(
      findUnsafeText({ name: 'a\u0000', list: ['ok', 'b\ud800', { deep: '\u0001' }] }),
    ).toEqual([
      { path: ['name'], reason: 'control' },
      { path: ['list', 1], reason: 'surrogate' },
      { path: ['list', 2, 'deep'], reason: 'control' },
    ]);
  });

  it('reports a bare string at the root', () => {
    expect(findUnsafeText('\u0000')).toEqual([{ path: [], reason: 'control' }]);
  });

  it('reports an unsafe key at its parent without descending into it', () => {
    expect(findUnsafeText({ outer: { ['k\u0000']: 'x\u0000', fine: 'y' } })).toEqual([
      { path: ['outer'], reason: 'key' },
    ]);
  });

  it('walks very deep input without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const [issue] = findUnsafeText(deep);
    expect(issue?.reason).toBe('control');
    expect(issue?.path).toHaveLength(100_000);
  });
});
