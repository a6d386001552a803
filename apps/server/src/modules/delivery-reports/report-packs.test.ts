import { describe, expect, it } from 'vitest';
import { PackCache } from './report-pack-cache';
import { packedValues, rankPage, sortKeys } from './report-packs';

// The server's half of a packed page (report-packs.ts): decoding a packed row, the sort keys of
// sums and ratios over a range, the page cut with its tie-break, and the cache of decoded rows.

/** A packed row as the database writes it: int4s when every value fits, else float8s. */
function packed(values: number[]): string {
  const small = values.every((v) => Math.abs(v) <= 2 ** 31 - 1);
  const out = Buffer.alloc(values.length * (small ? 4 : 8));
  values.forEach((v, i) => (small ? out.writeInt32BE(v, i * 4) : out.writeDoubleBE(v, i * 8)));
  return (small ? 'i' : 'd') + out.toString('base64');
}

describe('packed rows', () => {
  it('decode to the members’ values, as int4s or float8s', () => {
    expect(packedValues(packed([1, -2]))).toBeInstanceOf(Int32Array);
    expect(packedValues(packed([1, 2 ** 40]))).toBeInstanceOf(Float64Array);
    expect([...(packedValues(packed([-5, -(2 ** 31) + 1])) ?? [])]).toEqual([-5, -(2 ** 31) + 1]);
    expect([...(packedValues(packed([5, 2 ** 31 - 1, 0])) ?? [])]).toEqual([5, 2 ** 31 - 1, 0]);
    expect([...(packedValues(packed([5, 2 ** 52 + 1, 0])) ?? [])]).toEqual([5, 2 ** 52 + 1, 0]);
    // As the database writes base64: a line break every 76 characters, which the reader skips.
    const long = packed(Array.from({ length: 100 }, (_, i) => i * 1000));
    const wrapped = long.charAt(0) + (long.slice(1).match(/.{1,76}/g) ?? []).join('\n');
    expect(packedValues(wrapped)?.[99]).toBe(99_000);
    expect([...(packedValues('i') ?? [1])]).toEqual([]);
    expect(packedValues(null)).toBeNull();
    expect(packedValues('x')).toBeNull();
  });
});

describe('sort keys', () => {
  const side = (end: number[], before: number[]) => ({
    end: Float64Array.from(end),
    before: Float64Array.from(before),
  });

  it('are the range’s sums, 0 for a member past a row’s end or with no row', () => {
    const keys = sortKeys(4, { end: Float64Array.from([10, 7, 3]), before: null });
    expect([...keys]).toEqual([10, 7, 3, 0]);
    expect([...sortKeys(3, side([10, 7, 3], [4, 7]))]).toEqual([6, 0, 3]);
  });

  it('take rows of either width and of any length', () => {
    const end = Int32Array.from([10, 7]);
    const before = Float64Array.from([4, 7, 3]);
    expect([...sortKeys(4, { end, before })]).toEqual([6, 0, -3, 0]);
    expect([...sortKeys(4, { end: null, before })]).toEqual([-4, -7, -3, 0]);
    expect([...sortKeys(2, { end: before, before: end })]).toEqual([-6, 0]);
    // The scratch a previous page left is overwritten whole.
    const scratch = Float64Array.from([9, 9, 9, 9, 9, 9, 9, 9]);
    expect([...sortKeys(4, { end, before: null }, undefined, scratch)]).toEqual([10, 7, 0, 0]);
  });

  it('of a ratio are 0 where the denominator sums to 0', () => {
    const keys = sortKeys(3, side([10, 6, 5], [0, 0, 5]), side([4, 3, 9], [0, 3, 1]));
    expect([...keys]).toEqual([2.5, 0, 0]);
  });
});

describe('a page of ranked members', () => {
  const keys = Float64Array.from([5, 9, 5, 0, 9, 1, 5]);
  const ranks = Int32Array.from([3, 1, 7, 2, 6, 4, 5]);

  it('orders by key, then by id rank, both in the direction asked', () => {
    expect(rankPage(keys, ranks, 'desc', 0, 7)).toEqual([4, 1, 2, 6, 0, 5, 3]);
    expect(rankPage(keys, ranks, 'asc', 0, 7)).toEqual([3, 5, 0, 6, 2, 1, 4]);
  });

  it('cuts the same page whether it keeps a few candidates or sorts them all', () => {
    const many = Float64Array.from({ length: 500 }, (_, i) => (i * 37) % 11);
    const order = Int32Array.from({ length: 500 }, (_, i) => (i * 101) % 500);
    const all = rankPage(many, order, 'desc', 0, 500);
    for (const offset of [0, 20, 40]) {
      expect(rankPage(many, order, 'desc', offset, 20)).toEqual(all.slice(offset, offset + 20));
    }
    expect(rankPage(many, order, 'desc', 495, 20)).toEqual(all.slice(495));
    expect(rankPage(many, order, 'desc', 500, 20)).toEqual([]);
  });
});

describe('the cache of decoded rows', () => {
  it('keeps the rows used last within its bytes', () => {
    const cache = new PackCache(64);
    const row = (n: number) => new Float64Array(n);
    cache.set('a', row(4));
    cache.set('b', row(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', row(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(64);
    cache.set('d', row(9));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size).toBe(64);
  });
});
