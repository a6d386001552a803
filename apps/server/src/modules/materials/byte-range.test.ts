import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('Range header', () => {
  it('serves the whole object without a header or with one it does not serve', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
  });

  it('reads start-end, open ends and suffixes', () => {
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('refuses ranges outside the object', () => {
    expect(parseByteRange('bytes=100-', 100)).toBeNull();
    expect(parseByteRange('bytes=20-10', 100)).toBeNull();
    expect(parseByteRange('bytes=-0', 100)).toBeNull();
  });
});
