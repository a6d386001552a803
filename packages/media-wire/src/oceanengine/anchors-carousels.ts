import { z } from 'zod';
import { IdSchema, queryJson, queryNumber } from '../query';
import { DateTimeSchema } from './envelope';

// The advertiser's 原生锚点 and 图集 (carousels) as the creation wizards list them
// (docs/media-wire/oceanengine.md, "Creation reads"). Paths, parameters and fields follow the
// medium's own Go SDK (oceanengine/ad_open_sdk_go `api_native_anchor_get_v30.go`,
// `api_carousel_list_v2.go` and their models).

const paging = {
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
};

export const ANCHOR_TYPES = [
  'APP_GAME',
  'APP_INTERNET_SERVICE',
  'APP_SHOP',
  'INSURANCE',
  'MICRO_APP',
  'MICRO_GAME',
  'ONLINE_SUBSCRIBE',
  'PRIVATE_CHAT',
  'SHOPPING_CART',
] as const;
export const ANCHOR_STATUSES = ['AUDIT_FAILD', 'AUDIT_SUCCESS', 'CREATE', 'DELETE'] as const;

/** GET v3.0/native_anchor/get/: the advertiser's native anchors. */
export const NativeAnchorListRequestSchema = z.object({
  advertiser_id: IdSchema,
  ...paging,
  filtering: queryJson(
    z
      .object({
        anchor_id: z.string(),
        anchor_name: z.string(),
        anchor_type: z.array(z.enum(ANCHOR_TYPES)),
        status: z.array(z.enum(ANCHOR_STATUSES)),
      })
      .partial(),
  ).optional(),
});
export const NativeAnchorSchema = z.object({
  anchor_id: z.string(),
  anchor_name: z.string(),
  anchor_type: z.enum(ANCHOR_TYPES),
  anchor_share_type: z.enum(['OWN_ANCHOR', 'SHARE_ANCHOR']),
  source: z.enum(['AUTO', 'CUSTOM', 'REPLACE_DOWNLOAD']),
  status: z.enum(ANCHOR_STATUSES),
  android_package_name: z.string().optional(),
  ios_package_name: z.string().optional(),
  create_time: DateTimeSchema,
});
export type NativeAnchor = z.infer<typeof NativeAnchorSchema>;
export const NativeAnchorListDataSchema = z.object({
  list: z.array(NativeAnchorSchema),
  page_info: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_number: z.number().int(),
    total_page: z.number().int(),
  }),
});
export type NativeAnchorListData = z.infer<typeof NativeAnchorListDataSchema>;

/** GET 2/carousel/list/: the advertiser's carousels (图集). */
export const CarouselListRequestSchema = z.object({
  advertiser_id: IdSchema,
  ...paging,
  filtering: queryJson(
    z.object({ carousel_ids: z.array(z.number().int()), file_name: z.string() }).partial(),
  ).optional(),
});
export const CarouselSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  source: z.string(),
  images: z.array(
    z.object({
      image_id: z.string(),
      material_id: z.number().int(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      ratio: z.number(),
    }),
  ),
  audio: z.object({ audio_id: z.string(), audio_url: z.string() }).optional(),
  create_time: DateTimeSchema,
  update_time: DateTimeSchema,
});
export type Carousel = z.infer<typeof CarouselSchema>;
/** `page_info` carries `total_count` here, not `total_number`. */
export const CarouselListDataSchema = z.object({
  carousels: z.array(CarouselSchema),
  page_info: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type CarouselListData = z.infer<typeof CarouselListDataSchema>;
