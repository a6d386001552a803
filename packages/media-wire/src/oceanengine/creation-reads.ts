import { z } from 'zod';
import { IdSchema, queryJson, queryNumber } from '../query';
import { DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';

// The reads the creation wizards make on Ocean Engine (docs/media-wire/oceanengine.md, "Creation
// reads"): suggested bids, the advertiser's 抖音号 and their videos, creative components,
// playables, selling points, 橙子建站 sites and their preview, and the 字节小程序 / 小游戏 assets.
// The reference has none of them: every shape here is modelled on the medium's naming (filtering
// objects, page / page_size, page_info) and marked modelled in the doc.

const filtering = <T extends z.ZodRawShape>(shape: T) =>
  queryJson(z.object(shape).partial()).optional();

/** GET 2/tools/bid/suggest/: the bid range the medium suggests for a pricing and convert. */
export const BidSuggestRequestSchema = z.object({
  advertiser_id: IdSchema,
  pricing: z.string().min(1),
  external_action: z.string().optional(),
  campaign_id: IdSchema.optional(),
});
export const BidSuggestDataSchema = z.object({
  /** 元. */
  min: z.number(),
  max: z.number(),
});
export type BidSuggestData = z.infer<typeof BidSuggestDataSchema>;

/** GET 2/tools/aweme_auth_list/: the 抖音号 authorised to the advertiser. */
export const AwemeAuthListRequestSchema = PagingRequestSchema.extend({ advertiser_id: IdSchema });
export const AwemeAccountSchema = z.object({
  aweme_id: z.string(),
  aweme_name: z.string(),
  aweme_avatar: z.string(),
  auth_type: z.string(),
  auth_status: z.string(),
});
export type AwemeAccount = z.infer<typeof AwemeAccountSchema>;
export const AwemeAuthListDataSchema = z.object({
  list: z.array(AwemeAccountSchema),
  page_info: PageInfoSchema,
});
export type AwemeAuthListData = z.infer<typeof AwemeAuthListDataSchema>;

/** GET 2/file/video/aweme/get/: one 抖音号's videos, by cursor. */
export const AwemeVideoRequestSchema = z.object({
  advertiser_id: IdSchema,
  aweme_id: z.string().min(1),
  cursor: queryNumber(z.number().int().min(0)).optional(),
  count: queryNumber(z.number().int().min(1).max(50)).optional(),
});
export const AwemeVideoSchema = z.object({
  item_id: z.string(),
  video_id: z.string(),
  title: z.string(),
  cover_url: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AwemeVideo = z.infer<typeof AwemeVideoSchema>;
export const AwemeVideoDataSchema = z.object({
  list: z.array(AwemeVideoSchema),
  cursor: z.number().int(),
  has_more: z.boolean(),
});
export type AwemeVideoData = z.infer<typeof AwemeVideoDataSchema>;

/** GET 2/assets/creative_component/get/: 创意组件 (推广卡片 …) by type and review status. */
export const ComponentListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: filtering({ component_type: z.string(), status: z.string() }),
});
export const ComponentSchema = z.object({
  component_id: z.string(),
  component_name: z.string(),
  component_type: z.string(),
  status: z.string(),
  create_time: DateTimeSchema,
  component_data: z.record(z.string(), z.unknown()),
});
export type Component = z.infer<typeof ComponentSchema>;
export const ComponentListDataSchema = z.object({
  list: z.array(ComponentSchema),
  page_info: PageInfoSchema,
});
export type ComponentListData = z.infer<typeof ComponentListDataSchema>;

/** GET 2/tools/playable/list/: 试玩素材 by review status. */
export const PlayableListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: filtering({ status: z.string() }),
});
export const PlayableSchema = z.object({
  playable_id: z.string(),
  playable_name: z.string(),
  playable_url: z.string(),
  status: z.string(),
  create_time: DateTimeSchema,
});
export type Playable = z.infer<typeof PlayableSchema>;
export const PlayableListDataSchema = z.object({
  list: z.array(PlayableSchema),
  page_info: PageInfoSchema,
});
export type PlayableListData = z.infer<typeof PlayableListDataSchema>;

/** GET 2/tools/promotion_card/selling_points/get/: the 推广卡片 selling points offered. */
export const SellingPointsRequestSchema = PagingRequestSchema.extend({ advertiser_id: IdSchema });
export const SellingPointsDataSchema = z.object({
  list: z.array(z.object({ selling_point: z.string() })),
  page_info: PageInfoSchema,
});
export type SellingPointsData = z.infer<typeof SellingPointsDataSchema>;

/** GET 2/tools/site/get/: 橙子建站 landing pages. */
export const SiteListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  status: z.string().optional(),
});
export const SiteSchema = z.object({
  site_id: z.string(),
  name: z.string(),
  status: z.string(),
  site_type: z.string(),
  thumbnail: z.string(),
  create_time: DateTimeSchema,
});
export type Site = z.infer<typeof SiteSchema>;
export const SiteListDataSchema = z.object({
  list: z.array(SiteSchema),
  page_info: PageInfoSchema,
});
export type SiteListData = z.infer<typeof SiteListDataSchema>;

/** GET 2/tools/site/preview/: a site's preview link. */
export const SitePreviewRequestSchema = z.object({
  advertiser_id: IdSchema,
  site_id: z.string().min(1),
});
export const SitePreviewDataSchema = z.object({ url: z.string() });
export type SitePreviewData = z.infer<typeof SitePreviewDataSchema>;

/** GET v3.0/tools/micro_app/list/ and v3.0/tools/micro_game/list/: 字节小程序 / 小游戏 assets. */
export const MicroAssetListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: filtering({ search_key: z.string() }),
});
export const MicroAssetSchema = z.object({
  instance_id: z.string(),
  name: z.string(),
  app_id: z.string(),
  start_path: z.string(),
  create_time: DateTimeSchema,
});
export type MicroAsset = z.infer<typeof MicroAssetSchema>;
export const MicroAssetListDataSchema = z.object({
  list: z.array(MicroAssetSchema),
  page_info: PageInfoSchema,
});
export type MicroAssetListData = z.infer<typeof MicroAssetListDataSchema>;
