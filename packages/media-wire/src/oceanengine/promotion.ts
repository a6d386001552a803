import { z } from 'zod';
import { IdSchema, LongIdSchema, LongIntegerSchema, queryJson, queryNumber } from '../query';
import { replyEnum } from '../reply-enum';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import {
  BudgetModeReplySchema,
  DeliveryModeSchema,
  LearningPhaseReplySchema,
  LearningPhaseSchema,
  MaterialRejectTypeReplySchema,
  MaterialStatusReplySchema,
  MaterialStatusSchema,
  OnOffReplySchema,
  PromotionOptStatusReplySchema,
  PromotionStatusFirstReplySchema,
  PromotionStatusFirstSchema,
  PromotionStatusReplySchema,
  PromotionStatusSchema,
  PromotionStatusSecondReplySchema,
  PromotionStatusSecondSchema,
  RejectReasonTypeSchema,
} from './enums';
import { modifyRangeProblem } from './project';

// v3 广告 (reference §1.8, §1.9; bububa model/v3/promotion; ad_open_sdk_go
// models/model_promotion_list_v3_0_*). Money in yuan (2 decimals). The material shapes are built
// twice: with the strict material status for the requests (create, update) and with the reply
// enum for the answers.

/**
 * The anchor types a promotion's `anchor_material_list` takes (ADO
 * PromotionCreateV30PromotionMaterialsAnchorMaterialListAnchorType): not the 小程序 / 小游戏 ones.
 */
export const PROMOTION_ANCHOR_TYPES = [
  'APP_GAME',
  'APP_INTERNET_SERVICE',
  'APP_SHOP',
  'INSURANCE',
  'ONLINE_SUBSCRIBE',
  'PRIVATE_CHAT',
  'SHOPPING_CART',
] as const;
export type PromotionAnchorType = (typeof PROMOTION_ANCHOR_TYPES)[number];

/** `status` is the optional material_status field: strict for requests, tolerant for replies. */
function materialShapes<S extends z.ZodType>(status: S) {
  const video = z.object({
    image_mode: z.string(),
    video_id: z.string(),
    video_cover_id: z.string().optional(),
    /** A 抖音主页视频 by its item id (ad_open_sdk_go `item_id`, int64). */
    item_id: LongIdSchema.optional(),
    material_id: LongIdSchema.optional(),
    material_status: status,
  });
  const image = z.object({
    image_mode: z.string(),
    images: z.array(
      z.object({
        image_id: z.string(),
        material_id: LongIdSchema.optional(),
        material_status: status,
      }),
    ),
  });
  const title = z.object({
    title: z.string(),
    word_list: z.array(z.looseObject({ word_id: z.number().int().optional() })).optional(),
    material_id: LongIdSchema.optional(),
    material_status: status,
  });
  const materials = z.object({
    video_material_list: z.array(video).optional(),
    image_material_list: z.array(image).optional(),
    title_material_list: z.array(title).optional(),
    /** Creative components by id (int64: ids pass 2^53). */
    component_material_list: z.array(z.object({ component_id: LongIdSchema })).optional(),
    /** 图集 (ad_open_sdk_go `carousel_material_list[]{carousel_id, item_id}`). */
    carousel_material_list: z
      .array(z.object({ carousel_id: z.string().optional(), item_id: LongIdSchema.optional() }))
      .optional(),
    external_url_material_list: z.array(z.string()).optional(),
    web_url_material_list: z.array(z.string()).optional(),
    /**
     * 试玩素材 (ADO `trial_play_material_list[]{app_play_uri, guide_video_id}`): the playable's
     * address as `2/tools/playable/list/` answers it, optionally with a guide video.
     */
    trial_play_material_list: z
      .array(z.object({ app_play_uri: z.string().min(1), guide_video_id: z.string().optional() }))
      .optional(),
    /** 原生锚点 (ADO `anchor_material_list[]{anchor_id, anchor_type}`), with native SELECT. */
    anchor_material_list: z
      .array(
        z.object({ anchor_id: z.string().min(1), anchor_type: z.enum(PROMOTION_ANCHOR_TYPES) }),
      )
      .optional(),
    product_info: z
      .object({
        titles: z.array(z.string()).optional(),
        image_ids: z.array(z.string()).optional(),
        selling_points: z.array(z.string()).optional(),
      })
      .optional(),
    call_to_action_buttons: z.array(z.string()).optional(),
  });
  return { video, image, title, materials };
}

const requestShapes = materialShapes(MaterialStatusSchema.optional());
const replyShapes = materialShapes(MaterialStatusReplySchema.optional());

export const VideoMaterialSchema = requestShapes.video;
export type VideoMaterial = z.infer<typeof VideoMaterialSchema>;
export const ImageMaterialSchema = requestShapes.image;
export type ImageMaterial = z.infer<typeof ImageMaterialSchema>;
export const TitleMaterialSchema = requestShapes.title;
export type TitleMaterial = z.infer<typeof TitleMaterialSchema>;
export const PromotionMaterialsSchema = requestShapes.materials;
export type PromotionMaterials = z.infer<typeof PromotionMaterialsSchema>;
/** The materials as promotion/list answers them, material statuses read tolerantly. */
export const PromotionMaterialsReplySchema = replyShapes.materials;
export type PromotionMaterialsReply = z.infer<typeof PromotionMaterialsReplySchema>;
export type VideoMaterialReply = z.infer<typeof replyShapes.video>;

/**
 * The promotion's identity (ADO PromotionCreateV30RequestNativeSetting): the 抖音号 it shows as,
 * and whether its 原生锚点 are linked (OFF: none).
 */
export const PromotionNativeSettingSchema = z.object({
  aweme_id: z.string().min(1).optional(),
  anchor_related_type: z.enum(['AUTO', 'OFF', 'SELECT']).optional(),
});
export type PromotionNativeSetting = z.infer<typeof PromotionNativeSettingSchema>;

/**
 * The address of a published 橙子建站 site (modelled: the medium's pages live under
 * `chengzijianzhan.com/tetris/page/{site_id}/`); a promotion links to it in
 * `external_url_material_list`.
 */
export const orangeSiteUrl = (siteId: string) =>
  `https://www.chengzijianzhan.com/tetris/page/${siteId}/`;
/** The site id of a 橙子建站 address, or null for another address. */
export const orangeSiteIdOf = (url: string): string | null =>
  /^https:\/\/www\.chengzijianzhan\.com\/tetris\/page\/(\d{1,20})\/$/.exec(url)?.[1] ?? null;

export const PromotionSchema = z.object({
  promotion_id: LongIdSchema,
  promotion_name: z.string().min(1).max(50),
  advertiser_id: z.number().int(),
  project_id: LongIdSchema,
  /** Optimistic-lock token: send it back on update (reference §1.13). */
  modify_time: z.string(),
  promotion_create_time: DateTimeSchema,
  promotion_modify_time: DateTimeSchema,
  learning_phase: LearningPhaseReplySchema.optional(),
  status: PromotionStatusReplySchema,
  status_first: PromotionStatusFirstReplySchema,
  status_second: z.array(PromotionStatusSecondReplySchema).optional(),
  /** ENABLE / DISABLE as written, or the platform's DISABLE_BY_QUOTA / FROZEN. */
  opt_status: PromotionOptStatusReplySchema,
  promotion_materials: PromotionMaterialsReplySchema,
  native_setting: z.looseObject({ aweme_id: z.string().optional() }).optional(),
  source: z.string().max(10).optional(),
  /** BUDGET_MODE_DAY or BUDGET_MODE_TOTAL (ad_open_sdk_go PromotionListV30DataListBudgetMode). */
  budget_mode: BudgetModeReplySchema.optional(),
  budget: z.number().nonnegative().optional(),
  /** Manual CPC/CPM bid (yuan). */
  bid: z.number().optional(),
  /** Promotion-level weekly schedule (MANUAL projects); absent = the project's. */
  schedule_time: z
    .string()
    .regex(/^([01]{336})?$/)
    .optional(),
  cpa_bid: z.number().optional(),
  deep_cpabid: z.number().optional(),
  roi_goal: z.number().optional(),
  /** 智能放量 (spec 001 §3 batch modify); set through promotion/update. */
  auto_extend_traffic: OnOffReplySchema.optional(),
  material_score_info: z.looseObject({}).optional(),
  /** The CDP brand it names (ADO PromotionListV30ResponseDataListInnerBrandInfo). */
  brand_info: z
    .looseObject({
      cdp_brand_id: LongIdSchema.optional(),
      cdp_brand_name: z.string().optional(),
    })
    .optional(),
  /** 衍生创意: on, with its auto-generate config. */
  creative_auto_generate_switch: OnOffReplySchema.optional(),
  config_id: LongIdSchema.optional(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListFilteringSchema = z
  .object({
    ids: z.array(LongIdSchema).min(1).max(100).optional(),
    project_id: LongIdSchema.optional(),
    /** Fuzzy match on the promotion's name (ad_open_sdk_go PromotionListV30Filtering `name`). */
    name: z.string().min(1).max(50).optional(),
    delivery_mode: DeliveryModeSchema.optional(),
    status: PromotionStatusSchema.optional(),
    status_first: PromotionStatusFirstSchema.optional(),
    status_second: PromotionStatusSecondSchema.optional(),
    /** Any of these reasons (an array in ad_open_sdk_go; bububa models one value). */
    reject_reason_type: z.array(RejectReasonTypeSchema).min(1).optional(),
    learning_phase: z.array(LearningPhaseSchema).optional(),
    promotion_create_time: DateSchema.optional(),
    /** Promotions modified on that day. */
    promotion_modify_time: DateSchema.optional(),
    promotion_modify_start_time: DateTimeSchema.optional(),
    promotion_modify_end_time: DateTimeSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const problem = modifyRangeProblem(f.promotion_modify_start_time, f.promotion_modify_end_time);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['promotion_modify_start_time'] });
    }
  });
export type PromotionListFiltering = z.infer<typeof PromotionListFilteringSchema>;

/**
 * GET v3.0/promotion/list/ — filtering and fields are JSON-encoded in the query. Two ways to page:
 * `page` + `page_size` (answered with page_info), or `cursor` + `count` for lists of 10,000 and
 * more (answered with cursor_info); cursor wins when both are sent.
 */
export const PromotionListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: queryJson(PromotionListFilteringSchema).optional(),
  fields: queryJson(z.array(z.string())).optional(),
  /** Absent or 0 on the first call, then the returned `cursor_info.cursor`. */
  cursor: LongIntegerSchema.optional(),
  count: queryNumber(z.number().int().min(1).max(100)).optional(),
});
export type PromotionListRequest = z.infer<typeof PromotionListRequestSchema>;

export const PromotionListItemSchema = PromotionSchema.partial().required({ promotion_id: true });
export type PromotionListItem = z.infer<typeof PromotionListItemSchema>;

export const PromotionListDataSchema = z.object({
  list: z.array(PromotionListItemSchema),
  page_info: PageInfoSchema,
});
export type PromotionListData = z.infer<typeof PromotionListDataSchema>;

/** `cursor_info` of a cursor-paged list (ad_open_sdk_go PromotionListV30ResponseDataCursorInfo). */
export const CursorInfoSchema = z.object({
  cursor: LongIntegerSchema,
  count: z.number().int(),
  has_more: z.boolean(),
});
export type CursorInfo = z.infer<typeof CursorInfoSchema>;

export const PromotionListCursorDataSchema = z.object({
  list: z.array(PromotionListItemSchema),
  cursor_info: CursorInfoSchema,
});
export type PromotionListCursorData = z.infer<typeof PromotionListCursorDataSchema>;

/** POST v3.0/promotion/create/ → data.promotion_id */
export const PromotionCreateDataSchema = z.object({ promotion_id: LongIdSchema });
export type PromotionCreateData = z.infer<typeof PromotionCreateDataSchema>;

/** GET v3.0/promotion/reject_reason/get/?advertiser_id&promotion_ids=[…] — at most 10 ids. */
export const RejectReasonRequestSchema = z.object({
  advertiser_id: IdSchema,
  promotion_ids: queryJson(z.array(LongIdSchema).min(1).max(10)),
});
export type RejectReasonRequest = z.infer<typeof RejectReasonRequestSchema>;

export const RejectReasonDataSchema = z.object({
  list: z.array(
    z.object({
      promotion_id: LongIdSchema,
      promotion_reject: z.array(
        z.object({
          content: z.string(),
          reject_reason: z.array(z.string()),
          suggestion: z.array(z.string()),
        }),
      ),
      material_reject: z.array(
        z.object({
          type: MaterialRejectTypeReplySchema,
          /** The rejected element: an image_id / video_id / title text … */
          item: z.string(),
          reject_reason: z.array(z.string()),
          suggestion: z.array(z.string()),
          audit_platform: replyEnum(
            'oceanengine.reject_reason.audit_platform',
            z.enum(['AD', 'CONTENT']),
          ),
        }),
      ),
    }),
  ),
});
export type RejectReasonData = z.infer<typeof RejectReasonDataSchema>;
