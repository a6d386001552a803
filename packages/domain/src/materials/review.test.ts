import { describe, expect, it } from 'vitest';
import {
  canPush,
  checkReviewDecision,
  MATERIAL_REJECT_REASON_MAX,
  pickReviewer,
  reviewedOnBehalf,
  reviewRecord,
} from './review';

describe('material review decision', () => {
  it('approves and clears an earlier reason and image', () => {
    expect(
      checkReviewDecision({
        review_status: 'approved',
        reject_reason: '旧原因',
        reject_image: 'k',
      }),
    ).toEqual({ ok: true, status: 'approved', rejectReason: null, rejectImage: null });
  });

  it('rejects with a trimmed reason and an optional image', () => {
    expect(
      checkReviewDecision({
        review_status: 'rejected',
        reject_reason: '  画面模糊 ',
        reject_image: 'abc',
      }),
    ).toEqual({ ok: true, status: 'rejected', rejectReason: '画面模糊', rejectImage: 'abc' });
    expect(checkReviewDecision({ review_status: 'rejected', reject_reason: '字幕错误' })).toEqual({
      ok: true,
      status: 'rejected',
      rejectReason: '字幕错误',
      rejectImage: null,
    });
  });

  it('refuses a rejection without a reason', () => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(checkReviewDecision({ review_status: 'rejected', reject_reason: reason })).toEqual({
        ok: false,
        problems: ['驳回时请填写驳回原因'],
      });
    }
  });

  it(`refuses a reject reason over ${MATERIAL_REJECT_REASON_MAX} characters`, () => {
    const at = '字'.repeat(MATERIAL_REJECT_REASON_MAX);
    expect(checkReviewDecision({ review_status: 'rejected', reject_reason: at }).ok).toBe(true);
    expect(checkReviewDecision({ review_status: 'rejected', reject_reason: `${at}字` })).toEqual({
      ok: false,
      problems: [`驳回原因不能超过 ${MATERIAL_REJECT_REASON_MAX} 个字`],
    });
  });

  it('refuses pending as a decision and an unknown status', () => {
    expect(checkReviewDecision({ review_status: 'pending' })).toEqual({
      ok: false,
      problems: ['审核结果只能是通过或驳回，不能设为「待审核」'],
    });
    expect(checkReviewDecision({ review_status: 'ok' })).toEqual({
      ok: false,
      problems: ['审核结果无效，只能是通过（approved）或驳回（rejected）'],
    });
  });
});

describe('canPush', () => {
  it('lets only an approved file be pushed', () => {
    expect(canPush({ review_status: 'approved' })).toEqual({ ok: true });
    expect(canPush({ review_status: 'pending' })).toEqual({
      ok: false,
      reason: '素材待审核，审核通过后才能推送',
    });
    expect(canPush({ review_status: 'rejected' })).toEqual({
      ok: false,
      reason: '素材已驳回，修改并重新审核通过后才能推送',
    });
  });

  it('refuses a file in the recycle bin even when approved', () => {
    expect(canPush({ review_status: 'approved', deleted_at: '2026-01-01T00:00:00Z' })).toEqual({
      ok: false,
      reason: '素材已删除，不能推送',
    });
  });
});

describe('reviewer assignment and record', () => {
  it('assigns the reviewer with the fewest files waiting, the lowest id among equals', () => {
    expect(pickReviewer([])).toBeNull();
    expect(
      pickReviewer([
        { userId: 7, pending: 3 },
        { userId: 9, pending: 1 },
        { userId: 4, pending: 1 },
      ]),
    ).toBe(4);
  });

  it('keeps the assigned reviewer when a colleague decides in their place', () => {
    const record = reviewRecord(4, 9);
    expect(record).toEqual({ reviewerId: 4, reviewedBy: 9 });
    expect(reviewedOnBehalf(record)).toBe(true);
  });

  it('credits an unassigned file to the one deciding', () => {
    const record = reviewRecord(null, 9);
    expect(record).toEqual({ reviewerId: 9, reviewedBy: 9 });
    expect(reviewedOnBehalf(record)).toBe(false);
  });
});
