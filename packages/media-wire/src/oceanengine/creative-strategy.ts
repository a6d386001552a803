import { z } from 'zod';
import { IdSchema, queryJson, queryNumber } from '../query';

// The Ocean Engine reads of the v3 promotion's derived creatives and brand (docs/media-wire/
// oceanengine.md, "Creation reads"): the CDP brands of an advertiser, the creative strategies
// (横竖版衍生) and a promotion's auto-generate config. Paths, parameters and fields follow the
// medium's own Go SDK (oceanengine/ad_open_sdk_go `api_cdp_brand_get_v30.go`,
// `api_creative_strategy_list_v2.go`, `api_promotion_auto_generate_config_get_v30.go` and their
// models).

/** The four directions of a derived creative: source orientation to target orientation. */
export const CREATIVE_STRATEGY_TYPES = [
  'Horizontal2Horizontal',
  'Horizontal2Vertical',
  'Vertical2Horizontal',
  'Vertical2Vertical',
] as const;
export const CreativeStrategyTypeSchema = z.enum(CREATIVE_STRATEGY_TYPES);

/** GET v3.0/cdp/brand/get/: the advertiser's brands and the brand category tree. */
export const CdpBrandRequestSchema = z.object({ advertiser_id: IdSchema });
const BrandCategoryLeafSchema = z.object({ id: z.string(), lable: z.string() });
const BrandCategoryMiddleSchema = BrandCategoryLeafSchema.extend({
  children: z.array(BrandCategoryLeafSchema).optional(),
});
/** `lable` (sic) is the medium's key. */
export const BrandCategorySchema = BrandCategoryLeafSchema.extend({
  children: z.array(BrandCategoryMiddleSchema).optional(),
});
export type BrandCategory = z.infer<typeof BrandCategorySchema>;
export const CdpBrandSchema = z.object({
  brand_name_id: z.number().int(),
  cdp_brand_id: z.number().int(),
  cdp_brand_name: z.string(),
  ecom_brand_id: z.number().int().optional(),
  sub_brand_map: z.record(z.string(), z.unknown()).optional(),
});
export type CdpBrand = z.infer<typeof CdpBrandSchema>;
export const CdpBrandDataSchema = z.object({
  brand_info_data: z.array(CdpBrandSchema),
  brand_category_info: z.array(BrandCategorySchema),
});
export type CdpBrandData = z.infer<typeof CdpBrandDataSchema>;

/** GET 2/creative/strategy/list/: the creative strategies, optionally of some directions. */
export const CreativeStrategyListRequestSchema = z.object({
  advertiser_id: IdSchema,
  strategy_types: queryJson(z.array(CreativeStrategyTypeSchema)).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
});
export const StrategyStateSchema = z.object({
  state_key: z.string(),
  state_name: z.string(),
  state_type: z.enum(['Image', 'Text']),
  limit: z
    .object({
      img_height: z.number().int(),
      img_width: z.number().int(),
      text_max_length: z.number().int(),
      text_min_length: z.number().int(),
    })
    .partial()
    .optional(),
});
export const CreativeStrategySchema = z.object({
  strategy_id: z.number().int(),
  strategy_name: z.string(),
  type: CreativeStrategyTypeSchema,
  info: z.object({ cover_url: z.string(), video_url: z.string() }).partial(),
  state_list: z.array(StrategyStateSchema),
});
export type CreativeStrategy = z.infer<typeof CreativeStrategySchema>;
export const CreativeStrategyListDataSchema = z.object({
  strategy_models: z.array(CreativeStrategySchema),
  page_info: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_number: z.number().int(),
    total_page: z.number().int(),
  }),
});
export type CreativeStrategyListData = z.infer<typeof CreativeStrategyListDataSchema>;

/** GET v3.0/promotion/auto_generate_config/get/: one auto-generate config, by id. */
export const AutoGenerateConfigRequestSchema = z.object({
  advertiser_id: IdSchema,
  config_id: IdSchema,
});
export const AutoGenerateConfigDataSchema = z.object({
  config_id: z.number().int(),
  version: z.enum(['Strategy', 'Template']),
  update_time: z.number().int(),
  strategy_data: z.array(
    z.object({
      strategy_id: z.number().int(),
      strategy_name: z.string().optional(),
      type: CreativeStrategyTypeSchema,
      info: z.object({ cover_url: z.string(), vid: z.string(), video_url: z.string() }).partial(),
      strategy_state: z.array(
        z.object({
          state_key: z.string(),
          state_type: z.enum(['Image', 'Text']),
          state_value: z.string().optional(),
        }),
      ),
    }),
  ),
  templates: z.array(
    z.object({
      template_id: z.number().int(),
      template_type: z.enum([
        'HORIZONTAL_TO_VERTICAL_DYNAMIC_BACK_VIDEO',
        'VERTICAL_TO_HORIZONTAL_DYNAMIC_BACK_VIDEO',
        'VERTICAL_TO_HORIZONTAL_STATIC_BACK_VIDEO',
      ]),
      template_img_schema: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
      template_text_schema: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
    }),
  ),
});
export type AutoGenerateConfigData = z.infer<typeof AutoGenerateConfigDataSchema>;
