import { z } from 'zod';
import { MediumKeySchema } from './media-auth';

// ---- the advertiser-account picker's call (spec 002 §2 "Advertiser-account picker", §7) ----

export const ADVERTISER_PICKER_PATH = '/api/advertiser/picker';
/** Accounts a page of the picker lists (spec 002 §2). */
export const ADVERTISER_PICKER_PAGE_SIZE = 100;
/** The frequently used accounts listed above all others. */
export const ADVERTISER_PICKER_RECENT_MAX = 20;
export const ADVERTISER_PICKER_KEYWORDS_MAX = 50;
const KWS_MAX = 2000;

/** The keywords of the search box: split on whitespace, each matching a name, alias or id. */
export function pickerKeywords(kws: string | undefined): string[] {
  return [...new Set((kws ?? '').split(/\s+/).filter((word) => word !== ''))];
}

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z.coerce
    .number('只能是 0 或 1')
    .refine((value) => value === 0 || value === 1, '只能是 0 或 1')
    .optional(),
);

/**
 * spec 002 §7 "Account-picker call": `page`, `perpage`, `platform`, `kws`, `status=1` (enabled
 * accounts only) and `from_delivery` (batch mode: only accounts one may deliver to now).
 */
export const AdvertiserPickerQuerySchema = z.object({
  page: z.coerce.number('页码须为正整数').int('页码须为正整数').min(1, '页码须为正整数').default(1),
  perpage: z.coerce
    .number('每页条数须为 1–100')
    .int('每页条数须为 1–100')
    .min(1, '每页条数须为 1–100')
    .max(ADVERTISER_PICKER_PAGE_SIZE, '每页条数须为 1–100')
    .default(ADVERTISER_PICKER_PAGE_SIZE),
  platform: MediumKeySchema.default('bytedance'),
  kws: z
    .string('关键词不正确')
    .max(KWS_MAX, `关键词最多 ${KWS_MAX} 个字符`)
    .refine(
      (kws) => pickerKeywords(kws).length <= ADVERTISER_PICKER_KEYWORDS_MAX,
      `最多同时搜索 ${ADVERTISER_PICKER_KEYWORDS_MAX} 个关键词`,
    )
    .optional(),
  status: flag,
  from_delivery: flag,
});
export type AdvertiserPickerQuery = z.infer<typeof AdvertiserPickerQuerySchema>;

/** One account of the picker. */
export interface PickerAccount {
  advertiser_id: string;
  advertiser_name: string;
  alias: string | null;
}

/**
 * The picker's answer (spec 002 §7): a page of the accounts matching the search, the caller's
 * frequently used accounts (latest first, matching the same search), and the paging.
 */
export interface AdvertiserPickerPage {
  advertiser_ids: PickerAccount[];
  latest_using: PickerAccount[];
  page_info: { current_page: number; res_cnt: number; total_page: number };
}
