import { addMonths, type CalendarDate } from './calendar-date';
import type { DeliveryLevel } from './limits';

// Constants of the delivery screen's lists, filters and dialogs (spec 001 §2, §4, §9; spec 002 §2
// "Material thumbnail").

export const PAGE_SIZES = [20, 50, 100, 200, 300, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Keyword search waits this long after the last keystroke. */
export const KEYWORD_DEBOUNCE_MS = 500;
/** After a successful batch the list refreshes this much later. */
export const REFRESH_AFTER_BATCH_MS = 3000;
/** per_page of the check for failed batches (automatic rules batch list). */
export const FAILED_BATCH_PER_PAGE = 1000;

/** Table row height in px: 65, 50 for accounts, 110 for materials. */
export const ROW_HEIGHTS: Record<DeliveryLevel, number> = {
  account: 50,
  project: 65,
  promotion: 65,
  material: 110,
};

/** Width of the audit advice drawer in px. */
export const AUDIT_ADVICE_DRAWER_WIDTH = 799;
/** The material preview dialog (素材预览): 750 px wide, videos play at 720×405. */
export const MATERIAL_PREVIEW_TITLE = '素材预览';
export const MATERIAL_PREVIEW_WIDTH = 750;
export const MATERIAL_PREVIEW_VIDEO_SIZE = { width: 720, height: 405 } as const;

/** Months back of the default create-date filter. */
export const DEFAULT_CREATE_DATE_MONTHS = 6;

/** The default create-date range: the last 6 months up to and including today. */
export function defaultCreateDateRange(today: CalendarDate): {
  create_start_date: CalendarDate;
  create_end_date: CalendarDate;
} {
  return {
    create_start_date: addMonths(today, -DEFAULT_CREATE_DATE_MONTHS),
    create_end_date: today,
  };
}

/** Whether a page size is one the pager offers; anything else falls back to the default. */
export function pageSizeOrDefault(size: unknown): number {
  return PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_PAGE_SIZE;
}
