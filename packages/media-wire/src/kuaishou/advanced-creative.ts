import { z } from 'zod';
import { IdSchema } from '../query';
import { CreativeSchema } from './creative';
import { DateSchema, DateTimeSchema, listDataSchema, PagingRequestSchema } from './envelope';
import { replyEnum } from '../reply-enum';
import { PutStatusReplySchema, PutStatusSchema } from './enums';

// 程序化创意 2.0 (reference §2.5 "programmatic: gw/dsp/advanced_creative/list|create"; fields from
// bububa model/dsp/creative/advanced_creative*.go and the legacy v2/creative/advanced/program/*
// models). A unit of unit_type 7 holds at most one package, keyed by unit_id; the package's videos
// and pictures are combined with its captions into creatives, each reviewed on its own.

/** At most 10 video groups in `photo_list`. */
export const ADVANCED_PHOTO_MAX = 10;
/** 1–3 captions, each at most 30 characters where two ASCII characters count as one. */
export const ADVANCED_CAPTION_MAX = 3;
export const ADVANCED_CAPTION_WIDTH_MAX = 30;
/** Union pictures (`pic_list`); the public models give no cap, the sandbox takes 10 (U). */
export const ADVANCED_PIC_MAX = 10;
/** Units per list filter. */
export const ADVANCED_UNIT_IDS_MAX = 100;

/** Kuaishou's caption width: a non-ASCII character counts 1, two ASCII characters count 1. */
export function captionWidth(text: string): number {
  let ascii = 0;
  let wide = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) ascii += 1;
    else wide += 1;
  }
  return wide + Math.ceil(ascii / 2);
}

const CaptionSchema = z
  .string()
  .min(1)
  .refine((text) => captionWidth(text) <= ADVANCED_CAPTION_WIDTH_MAX, {
    message: `作品广告语不能超过 ${ADVANCED_CAPTION_WIDTH_MAX} 个字符（英文两个算一个）`,
  });

/** 1 竖版视频, 2 横版视频. */
export const AdvancedPhotoTypeSchema = z.literal([1, 2]);
export type AdvancedPhotoType = z.infer<typeof AdvancedPhotoTypeSchema>;

/** One video group of a request; `photo_id` comes as an integer (SDK) or a numeric string. */
export const AdvancedPhotoInputSchema = z.object({
  photo_id: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]),
  cover_image_token: z.string().min(1).optional(),
  creative_material_type: AdvancedPhotoTypeSchema,
});
export type AdvancedPhotoInput = z.infer<typeof AdvancedPhotoInputSchema>;

/** One video group as answered; `photo_id` as a string, like a creative's. */
export const AdvancedPhotoSchema = AdvancedPhotoInputSchema.extend({
  photo_id: z.string(),
  creative_material_type: replyEnum(
    'kuaishou.advanced_creative.photo_type',
    AdvancedPhotoTypeSchema,
  ),
});
export type AdvancedPhoto = z.infer<typeof AdvancedPhotoSchema>;

/**
 * view_status of a package: -1 不限, 1 计划已暂停, 3 计划超预算, 5 计划已删除, 6 余额不足,
 * 11 组审核中, 12 组审核未通过, 14 已结束, 15 组已暂停, 17 组超预算, 19 未达投放时间,
 * 22 不在投放时段, 40 创意已删除, 41 审核中, 42 审核未通过, 46 已暂停, 52 投放中, 53 作品异常,
 * 55 部分素材审核通过, 56 部分审核失败, 62 待送审.
 */
export const AdvancedViewStatusSchema = z.literal([
  -1, 1, 3, 5, 6, 11, 12, 14, 15, 17, 19, 22, 40, 41, 42, 46, 52, 53, 55, 56, 62,
]);
export type AdvancedViewStatus = z.infer<typeof AdvancedViewStatusSchema>;
export const AdvancedViewStatusReplySchema = replyEnum(
  'kuaishou.advanced_creative.view_status',
  AdvancedViewStatusSchema,
);
export const ADVANCED_VIEW_STATUS_LABELS: Record<AdvancedViewStatus, string> = {
  [-1]: '不限',
  1: '计划已暂停',
  3: '计划超预算',
  5: '计划已删除',
  6: '余额不足',
  11: '组审核中',
  12: '组审核未通过',
  14: '已结束',
  15: '组已暂停',
  17: '组超预算',
  19: '未达投放时间',
  22: '不在投放时段',
  40: '创意已删除',
  41: '审核中',
  42: '审核未通过',
  46: '已暂停',
  52: '投放中',
  53: '作品异常',
  55: '部分素材审核通过',
  56: '部分审核失败',
  62: '待送审',
};

const UrlSchema = z.string().max(1024);

const PackageFieldsSchema = z.object({
  package_name: z.string().min(1).max(100),
  photo_list: z.array(AdvancedPhotoInputSchema).max(ADVANCED_PHOTO_MAX),
  /** Union pictures as image_tokens. */
  pic_list: z.array(z.string().min(1)).max(ADVANCED_PIC_MAX),
  captions: z.array(CaptionSchema).min(1).max(ADVANCED_CAPTION_MAX),
  action_bar: z.string().min(1),
  click_url: UrlSchema,
  actionbar_click_url: UrlSchema,
  impression_url: UrlSchema,
});

const hasMaterial = (p: { photo_list?: unknown[]; pic_list?: unknown[] }) =>
  (p.photo_list?.length ?? 0) + (p.pic_list?.length ?? 0) > 0;

/** POST gw/dsp/advanced_creative/create (legacy v2/creative/advanced/program/create) → data.unit_id */
export const AdvancedCreativeCreateRequestSchema = PackageFieldsSchema.partial()
  .required({ package_name: true, captions: true })
  .extend({ advertiser_id: IdSchema, unit_id: IdSchema })
  .refine(hasMaterial, { message: 'photo_list 与 pic_list 至少填一个', path: ['photo_list'] });
export type AdvancedCreativeCreateRequest = z.infer<typeof AdvancedCreativeCreateRequestSchema>;

/** POST gw/dsp/advanced_creative/update — the lists given replace the package's → data.unit_id */
export const AdvancedCreativeUpdateRequestSchema = PackageFieldsSchema.partial().extend({
  advertiser_id: IdSchema,
  unit_id: IdSchema,
});
export type AdvancedCreativeUpdateRequest = z.infer<typeof AdvancedCreativeUpdateRequestSchema>;

export const AdvancedCreativeIdDataSchema = z.object({ unit_id: z.number().int() });
export type AdvancedCreativeIdData = z.infer<typeof AdvancedCreativeIdDataSchema>;

/** POST gw/dsp/advanced_creative/list (legacy v2/creative/advanced/program/list) */
export const AdvancedCreativeListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  unit_ids: z.array(IdSchema).max(ADVANCED_UNIT_IDS_MAX).optional(),
  package_name: z.string().max(100).optional(),
  /** -2 = all including deleted, 40 = only deleted; absent = all but deleted. */
  status: z.literal([-2, 40]).optional(),
  /** Overrides `status` when given. */
  put_status_list: z.array(PutStatusSchema).optional(),
  /** On update_time, or create_time when time_filter_type = 1. */
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
  time_filter_type: z.literal([0, 1]).optional(),
});
export type AdvancedCreativeListRequest = z.infer<typeof AdvancedCreativeListRequestSchema>;

export const AdvancedCreativeSchema = z.object({
  unit_id: z.number().int(),
  package_name: z.string(),
  photo_list: z.array(AdvancedPhotoSchema),
  pic_list: z.array(z.string()),
  captions: z.array(z.string()),
  action_bar: z.string().optional(),
  click_url: z.string().optional(),
  actionbar_click_url: z.string().optional(),
  impression_url: z.string().optional(),
  put_status: PutStatusReplySchema,
  view_status: AdvancedViewStatusReplySchema,
  /** The status in words; the joined reject reasons while combinations are denied. */
  view_status_reason: z.string(),
  create_time: DateTimeSchema,
  update_time: DateTimeSchema,
  /** The creatives the package generated, one per material × caption, each with its review. */
  creatives: z.array(CreativeSchema),
});
export type AdvancedCreative = z.infer<typeof AdvancedCreativeSchema>;

export const AdvancedCreativeListDataSchema = listDataSchema(AdvancedCreativeSchema);
export type AdvancedCreativeListData = z.infer<typeof AdvancedCreativeListDataSchema>;
