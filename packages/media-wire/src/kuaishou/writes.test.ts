import { describe, expect, it } from 'vitest';
import {
  CreativeStatusUpdateDataSchema,
  refusedId,
  UNIT_STATUS_BATCH_MAX,
  UnitBidUpdateDataSchema,
  UnitBidUpdateRequestSchema,
  UnitStatusUpdateRequestSchema,
} from './writes';

// Status and bid writes as Kuaishou's documentation pages give them (documentIds 2575, 2576, 2584).

describe('Kuaishou unit bid write', () => {
  it('takes several units, a deep conversion bid and an ROI coefficient', () => {
    const request = {
      advertiser_id: 1,
      unit_ids: [11, 12],
      bid: 8_930,
      deep_conversion_bid: 50_000,
      roi_ratio: 0.066,
    };
    expect(UnitBidUpdateRequestSchema.parse(request)).toEqual(request);
  });

  it('refuses no unit at all, a repeated unit, and an ROI coefficient out of range', () => {
    const bid = { advertiser_id: 1, bid: 1000 };
    expect(UnitBidUpdateRequestSchema.safeParse(bid).success).toBe(false);
    expect(UnitBidUpdateRequestSchema.safeParse({ ...bid, unit_ids: [3, 3] }).success).toBe(false);
    for (const roi_ratio of [0, 100.5, 0.0661]) {
      expect(UnitBidUpdateRequestSchema.safeParse({ ...bid, unit_id: 3, roi_ratio }).success).toBe(
        false,
      );
    }
  });

  it('reads the applied ids and the refused ones with their reasons', () => {
    const data = UnitBidUpdateDataSchema.parse({
      unit_ids: [11],
      errors: [{ id: 12, error_msg: '出价不得低于 1 元' }],
    });
    expect(data.unit_ids).toEqual([11]);
    expect(data.errors.map((e) => refusedId(e, 'unit_id'))).toEqual([12]);
    // Both lists are optional: an empty data object is an empty answer.
    expect(UnitBidUpdateDataSchema.parse({})).toEqual({ unit_ids: [], errors: [] });
  });
});

describe('Kuaishou status writes', () => {
  it('takes at most 10 units a call (documentId 2575)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const write = (n: number) => ({ advertiser_id: 1, unit_ids: ids(n), put_status: 2 });
    expect(UnitStatusUpdateRequestSchema.safeParse(write(UNIT_STATUS_BATCH_MAX)).success).toBe(
      true,
    );
    expect(UnitStatusUpdateRequestSchema.safeParse(write(UNIT_STATUS_BATCH_MAX + 1)).success).toBe(
      false,
    );
  });

  it('names a refused creative by creative_id with its error code', () => {
    const data = CreativeStatusUpdateDataSchema.parse({
      creative_ids: [1],
      errors: [{ creative_id: 2, error_code: 400002, error_msg: '创意不存在' }],
    });
    expect(refusedId(data.errors[0] ?? { error_msg: '' }, 'creative_id')).toBe(2);
  });
});
