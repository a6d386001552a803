import { z } from 'zod';
import { IdSchema } from '../query';

// What the creation wizards save on the advertiser's account besides the ads (docs/media-wire/
// oceanengine.md, "Creation writes"): 游戏锚点 native anchors, carousels (图集) and the derived
// creatives' auto-generate configs. Paths, parameters and fields follow the medium's own Go SDK
// (oceanengine/ad_open_sdk_go `api_native_anchor_create_v30.go`, `api_native_anchor_delete_v30.go`,
// `api_carousel_create_v2.go`, `api_carousel_delete_v2.go`,
// `api_promotion_auto_generate_config_create_v30.go` and their models).

const ImageRefSchema = z.object({
  uri: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The game anchor's fields, with the SDK's documented lengths. */
export const GameAnchorSchema = z.object({
  android_anchor_title: z.string().min(1).max(12).optional(),
  ios_anchor_title: z.string().min(1).max(12).optional(),
  android_download_url: z.string().optional(),
  ios_download_url: z.string().optional(),
  game_description: z.string().min(1).max(45),
  app_tags: z.array(z.string().min(1).max(6)).min(1).max(2),
  guide_text: z.string().min(1).max(15),
  icon_images: z.array(ImageRefSchema).length(1),
});
export type GameAnchor = z.infer<typeof GameAnchorSchema>;

/** POST v3.0/native_anchor/create/: one anchor; this product makes game anchors. */
export const NativeAnchorCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  anchor_info: z.object({
    anchor_type: z.literal('APP_GAME'),
    tool_title: z.string().min(1).max(20),
    game_anchor: GameAnchorSchema,
  }),
});
export type NativeAnchorCreateRequest = z.infer<typeof NativeAnchorCreateRequestSchema>;
export const NativeAnchorCreateDataSchema = z.object({
  anchor_id: z.string(),
  anchor_type: z.string(),
});

/** POST v3.0/native_anchor/delete/. */
export const NativeAnchorDeleteRequestSchema = z.object({
  advertiser_id: IdSchema,
  anchor_id: z.string().min(1),
  anchor_type: z.enum([
    'APP_GAME',
    'APP_INTERNET_SERVICE',
    'APP_SHOP',
    'INSURANCE',
    'ONLINE_SUBSCRIBE',
    'PRIVATE_CHAT',
    'SHOPPING_CART',
  ]),
});
export const EmptyWriteDataSchema = z.object({}).loose();

/** POST 2/carousel/create/: a carousel of the account's images (and a sound). */
export const CarouselCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  file_name: z.string().min(1).max(50),
  description: z.string().max(100).optional(),
  audio_id: z.string().optional(),
  images: z
    .array(z.object({ image_id: z.string().min(1) }))
    .min(1)
    .max(35),
});
export type CarouselCreateRequest = z.infer<typeof CarouselCreateRequestSchema>;
export const CarouselCreateDataSchema = z.object({
  carousel: z.object({
    carousel_id: z.number().int(),
    file_name: z.string(),
    images: z.array(
      z.object({
        image_id: z.string(),
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        ratio: z.number(),
      }),
    ),
  }),
});
export type CarouselCreateData = z.infer<typeof CarouselCreateDataSchema>;

/** POST 2/carousel/delete/: the ids deleted and those that were not. */
export const CarouselDeleteRequestSchema = z.object({
  advertiser_id: IdSchema,
  carousel_ids: z.array(z.number().int()).min(1).max(100),
});
export const CarouselDeleteDataSchema = z.object({
  success_list: z.array(z.number().int()),
  failed_ids: z.array(z.number().int()),
});
export type CarouselDeleteData = z.infer<typeof CarouselDeleteDataSchema>;

/** POST v3.0/promotion/auto_generate_config/create/: the strategies and the values of their slots. */
export const AutoGenerateConfigCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  strategy_data: z
    .array(
      z.object({
        strategy_id: z.number().int(),
        strategy_state: z.array(
          z.object({
            state_key: z.string().min(1),
            state_type: z.enum(['Image', 'Text']),
            state_value: z.string().optional(),
          }),
        ),
      }),
    )
    .min(1),
});
export type AutoGenerateConfigCreateRequest = z.infer<typeof AutoGenerateConfigCreateRequestSchema>;
export const AutoGenerateConfigCreateDataSchema = z.object({ config_id: z.number().int() });
