import { describe, expect, it } from 'vitest';
import {
  AUDIT_ADVICE_DRAWER_WIDTH,
  DEFAULT_PAGE_SIZE,
  defaultCreateDateRange,
  FAILED_BATCH_PER_PAGE,
  KEYWORD_DEBOUNCE_MS,
  MATERIAL_PREVIEW_VIDEO_SIZE,
  MATERIAL_PREVIEW_WIDTH,
  PAGE_SIZES,
  pageSizeOrDefault,
  REFRESH_AFTER_BATCH_MS,
  ROW_HEIGHTS,
} from './list-constants';
import { BID_TYPE_LABELS, GAD_SOURCE_LABELS, PricingSchema } from './business-constants';
import {
  BATCH_ERRORS_BANNER,
  CONFIRM_DELETE_MATERIAL_MESSAGE,
  CONFIRM_DELETE_RECORD_MESSAGE,
  DELETE_CANCELLED_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  UPDATE_SUCCESS_MESSAGE,
} from './messages';

describe('list constants (spec 001 §2, §9)', () => {
  it('pages by 20, 50, 100, 200, 300 or 500, 20 by default', () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 200, 300, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it.each([
    { size: 50, want: 50 },
    { size: 500, want: 500 },
    { size: 10, want: 20 },
    { size: 1000, want: 20 },
    { size: '50', want: 20 },
  ])('page size $size → $want', ({ size, want }) => {
    expect(pageSizeOrDefault(size)).toBe(want);
  });

  it('times the keyword debounce and the refresh after a batch', () => {
    expect(KEYWORD_DEBOUNCE_MS).toBe(500);
    expect(REFRESH_AFTER_BATCH_MS).toBe(3000);
    expect(FAILED_BATCH_PER_PAGE).toBe(1000);
  });

  it('sizes rows, the advice drawer and the preview', () => {
    expect(ROW_HEIGHTS).toEqual({ account: 50, project: 65, promotion: 65, material: 110 });
    expect(AUDIT_ADVICE_DRAWER_WIDTH).toBe(799);
    expect(MATERIAL_PREVIEW_WIDTH).toBe(750);
    expect(MATERIAL_PREVIEW_VIDEO_SIZE).toEqual({ width: 720, height: 405 });
  });

  it.each([
    { today: '2025-10-13', start: '2025-04-13' },
    { today: '2025-08-31', start: '2025-02-28' },
    { today: '2026-01-01', start: '2025-07-01' },
  ])('defaults the create-date range to the 6 months up to $today', ({ today, start }) => {
    expect(defaultCreateDateRange(today)).toEqual({
      create_start_date: start,
      create_end_date: today,
    });
  });
});

describe('business constants and messages (spec 001 §8, §9)', () => {
  it('knows the value sets', () => {
    expect(PricingSchema.options).toEqual([
      'PRICING_CPC',
      'PRICING_CPM',
      'PRICING_OCPM',
      'PRICING_OCPC',
    ]);
    expect(BID_TYPE_LABELS).toEqual({
      CUSTOM: '稳定成本',
      UPPER_CONTROL: '最优成本',
      NO_BID: '最大转化',
    });
    expect(GAD_SOURCE_LABELS).toEqual({ oceanengine: '头条', gad: '本地' });
  });

  it('uses the spec’s texts verbatim', () => {
    expect(UPDATE_SUCCESS_MESSAGE).toBe('更新成功');
    expect(DELETE_SUCCESS_MESSAGE).toBe('删除成功');
    expect(DELETE_CANCELLED_MESSAGE).toBe('已取消删除');
    expect(CONFIRM_DELETE_RECORD_MESSAGE).toBe('确认要删除记录吗?');
    expect(CONFIRM_DELETE_MATERIAL_MESSAGE).toBe('确认删除该素材吗?');
    expect(BATCH_ERRORS_BANNER).toBe('批量操作存在错误，请检查');
  });
});
