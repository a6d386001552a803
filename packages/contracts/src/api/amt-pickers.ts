import { z } from 'zod';
import { BASE_MEDIA, type BaseMedium, type BasePlatform } from './conversion-bases';
import type { AppPlatform, AppReviewStatus } from './media-apps';
import { APP_MEDIA } from './media-apps';

// The pickers of the conversion-base, ad-ID and package dialogs (spec 002 §7 `/amt/op_user_list`,
// `provider`, `projectquery`, `adreqnoquery`, `mediadataquery`; spec 002 §6 the optimiser list
// and its `juxing` flag). Read-only; the model is docs/architecture/ad-ids.md#pickers.

/** The optimiser list takes up to this many a page (spec 002 §9: `perpage` 1000). */
export const OP_USER_PAGE_MAX = 1000;

const keyword = z.string().trim().max(50, '关键词最多 50 个字符').optional();

/** `op_user_list`: enabled staff; `filter_juxing=1` leaves out the 聚星 (star) partner accounts. */
export const OpUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perpage: z.coerce
    .number()
    .int()
    .min(1)
    .max(OP_USER_PAGE_MAX, `每页最多 ${OP_USER_PAGE_MAX} 条`)
    .default(OP_USER_PAGE_MAX),
  keyword,
  filter_juxing: z.coerce.number().int().min(0).max(1).default(0),
});
export type OpUserListQuery = z.infer<typeof OpUserListQuerySchema>;

export interface OpUserItem {
  id: number;
  username: string;
  nick_name: string;
  dept_name: string | null;
  /** Holds only the star role (a 聚星 partner account, not the company's staff). */
  juxing: boolean;
}
export interface OpUserListData {
  list: OpUserItem[];
  page_info: { current_page: number; res_cnt: number; total_page: number };
}

/** `provider`: the media a base or an ad ID can be of, with what each offers. */
export interface ProviderItem {
  medium: BaseMedium;
  name: string;
  /** The medium has an API: apps, pushes and sub-packages go through it. */
  has_api: boolean;
  /** The medium's ad-ID letter (first character of its ad IDs). */
  ad_id_prefix: string;
}
export interface ProviderData {
  list: ProviderItem[];
}

/** `projectquery`: the caller's apps (app management is `/project`) for pickers. */
export const ProjectQuerySchema = z.object({
  medium: z.enum(APP_MEDIA, '请选择媒体'),
  gad_cfg_game_id: z.coerce.number().int().positive().optional(),
  platform: z.enum(['APP_ANDROID', 'APP_IOS']).optional(),
  keyword,
});
export interface ProjectQueryItem {
  id: number;
  app_name: string;
  platform: AppPlatform;
  package_name: string | null;
  advertiser_id: string | null;
  media_app_id: string | null;
  review_status: AppReviewStatus;
  game_name: string | null;
}

/** `adreqnoquery`: ad IDs starting with the keyword or whose name contains it, for pickers. */
export const AdReqNoQuerySchema = z.object({
  keyword: z.string('请输入广告ID或名称').trim().min(1, '请输入广告ID或名称').max(50),
  medium: z.enum(BASE_MEDIA).optional(),
});
export interface AdReqNoItem {
  ad_id: string;
  name: string;
  medium: BaseMedium;
  base_name: string;
  category_name: string;
}

/** `mediadataquery`: the caller's conversion bases of a medium, for pickers. */
export const MediaDataQuerySchema = z.object({
  medium: z.enum(BASE_MEDIA, '请选择媒体'),
  gad_cfg_game_id: z.coerce.number().int().positive().optional(),
  keyword,
});
export interface MediaDataItem {
  id: number;
  name: string;
  platform: BasePlatform;
  game_name: string | null;
  has_click_link: boolean;
}

/** Rows a query picker answers at most. */
export const PICKER_ROWS_MAX = 50;
