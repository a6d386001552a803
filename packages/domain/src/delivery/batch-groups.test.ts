import { describe, expect, it } from 'vitest';
import { BATCH_GROUP_SIZE, batchSizeOf, groupForBatch } from './batch-groups';

const rows = (advertiser: number, count: number, promotion?: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${advertiser}-${promotion ?? 0}-${index}`,
    advertiser_id: advertiser,
    promotion_id: promotion,
  }));

describe('groupForBatch (spec 001 §4, §9: 10 rows per advertiser)', () => {
  it('uses groups of 10', () => {
    expect(BATCH_GROUP_SIZE).toBe(10);
  });

  it.each([
    { count: 1, sizes: [1] },
    { count: 9, sizes: [9] },
    { count: 10, sizes: [10] },
    { count: 11, sizes: [10, 1] },
    { count: 20, sizes: [10, 10] },
    { count: 21, sizes: [10, 10, 1] },
  ])('splits $count rows of one advertiser into $sizes', ({ count, sizes }) => {
    const groups = groupForBatch(rows(7, count), 'advertiser');
    expect(groups.map((group) => group.rows.length)).toEqual(sizes);
    expect(groups.every((group) => group.advertiser_id === '7')).toBe(true);
  });

  it('never mixes advertisers and keeps first-seen order', () => {
    const mixed = [...rows(1, 3), ...rows(2, 12), ...rows(1, 8)];
    const groups = groupForBatch(mixed, 'advertiser');
    expect(groups.map((group) => [group.advertiser_id, group.rows.length])).toEqual([
      ['1', 10],
      ['1', 1],
      ['2', 10],
      ['2', 2],
    ]);
    expect(groups[0]?.rows[3]?.id).toBe('1-0-0');
    expect(groups[0]).not.toHaveProperty('promotion_id');
  });

  it('groups status changes per promotion', () => {
    const groups = groupForBatch(
      [...rows(1, 11, 100), ...rows(1, 2, 200), ...rows(2, 1, 100)],
      'promotion',
    );
    expect(
      groups.map((group) => [group.advertiser_id, group.promotion_id, group.rows.length]),
    ).toEqual([
      ['1', '100', 10],
      ['1', '100', 1],
      ['1', '200', 2],
      ['2', '100', 1],
    ]);
  });

  it('refuses a row without a promotion when grouping per promotion', () => {
    expect(() => groupForBatch(rows(1, 1), 'promotion')).toThrow(RangeError);
  });

  it('takes another size and refuses a size below 1', () => {
    expect(groupForBatch(rows(1, 5), 'advertiser', 2).map((group) => group.rows.length)).toEqual([
      2, 2, 1,
    ]);
    expect(() => groupForBatch(rows(1, 5), 'advertiser', 0)).toThrow(RangeError);
  });

  it('makes no group of no rows', () => {
    expect(groupForBatch([], 'advertiser')).toEqual([]);
  });
});

describe('MEDIA_BATCH_SIZES (ids per call of each medium)', () => {
  it.each([
    {
      medium: 'bytedance' as const,
      level: 'promotion' as const,
      kind: 'status' as const,
      size: 10,
    },
    { medium: 'kuaishou' as const, level: 'project' as const, kind: 'status' as const, size: 20 },
    { medium: 'kuaishou' as const, level: 'promotion' as const, kind: 'status' as const, size: 10 },
    { medium: 'kuaishou' as const, level: 'material' as const, kind: 'status' as const, size: 20 },
    { medium: 'kuaishou' as const, level: 'promotion' as const, kind: 'budget' as const, size: 20 },
    { medium: 'kuaishou' as const, level: 'promotion' as const, kind: 'bid' as const, size: 20 },
    { medium: 'kuaishou' as const, level: 'project' as const, kind: 'budget' as const, size: 1 },
    { medium: 'kuaishou' as const, level: 'account' as const, kind: 'budget' as const, size: 1 },
    { medium: 'tencent' as const, level: 'promotion' as const, kind: 'status' as const, size: 100 },
    { medium: 'tencent' as const, level: 'promotion' as const, kind: 'budget' as const, size: 100 },
    { medium: 'tencent' as const, level: 'promotion' as const, kind: 'bid' as const, size: 100 },
    { medium: 'tencent' as const, level: 'material' as const, kind: 'status' as const, size: 1 },
  ])('$medium $level $kind: $size', ({ medium, level, kind, size }) => {
    expect(batchSizeOf(medium, level, kind)).toBe(size);
  });

  it('has no size for a write the medium lacks', () => {
    expect(batchSizeOf('tencent', 'project', 'status')).toBeUndefined();
    expect(batchSizeOf('kuaishou', 'material', 'bid')).toBeUndefined();
  });

  it('splits 45 Kuaishou campaigns of one advertiser into calls of 20', () => {
    const groups = groupForBatch(
      rows(1, 45),
      'advertiser',
      batchSizeOf('kuaishou', 'project', 'status'),
    );
    expect(groups.map((g) => g.rows.length)).toEqual([20, 20, 5]);
  });
});
