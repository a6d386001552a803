import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryNumber } from '../query';

// 磁力聚星 (Kuaishou's creator marketing, "star"): the creators (达人) an advertiser can book, the
// star tasks it books them for, and supplement orders (补单) that add videos to a task. MODELLED:
// the media-wire reference (docs/media-wire/reference.md) and the public clients hold no 聚星 calls, so the paths follow the
// Kuaishou gateway's pattern (`gw/...`, POST JSON), the envelope and paging are Kuaishou's
// (reference §2.3, §2.6: `{total_count, details[]}`, `page` from 1, `page_size`), money is in 厘
// and times are "yyyy-MM-dd HH:mm:ss" as on campaigns (reference §2.7, §2.10). The star-task
// statuses are the ones spec 002 §4 shows; docs/media-wire/kuaishou.md records the choice.

export const STAR_LIMITS = {
  pageSizeMax: 100,
  keywordMax: 50,
} as const;

/** The creators' industries (行业), as the creator filter offers them. */
export const STAR_INDUSTRIES = ['游戏', '二次元', '搞笑', '生活', '科技数码', '剧情'] as const;

/** Star-task statuses (spec 002 §4), in lifecycle order; CANCELLED ends a task before billing. */
export const STAR_TASK_STATUSES = [
  'PREPARATION',
  'PENDING_LAUNCH',
  'BILLING_IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;
export const StarTaskStatusSchema = z.enum(STAR_TASK_STATUSES);
export type StarTaskStatus = z.infer<typeof StarTaskStatusSchema>;

/** Supplement-order statuses: 1 待达人确认, 2 制作中, 3 已完成, 4 达人已拒绝. */
export const StarOrderStatusSchema = z.literal([1, 2, 3, 4]);
export type StarOrderStatus = z.infer<typeof StarOrderStatusSchema>;

const PageFields = {
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(STAR_LIMITS.pageSizeMax)).optional(),
};

/** POST gw/star/v1/author/list: the creators open for booking. */
export const StarAuthorListRequestSchema = z.object({
  advertiser_id: IdSchema,
  keyword: z.string().max(STAR_LIMITS.keywordMax).optional(),
  industry: z.string().max(20).optional(),
  ...PageFields,
});
export type StarAuthorListRequest = z.infer<typeof StarAuthorListRequestSchema>;

export const StarAuthorSchema = z.object({
  author_id: z.number().int(),
  author_name: z.string(),
  /** The creator's 快手号. */
  kwai_id: z.string(),
  avatar_url: z.string(),
  industry: z.string(),
  city: z.string(),
  fans_num: z.number().int(),
  avg_play_num: z.number().int(),
  /** Price of a 1–60 s video, 厘. */
  price: z.number().int(),
  /** Expected cost per thousand plays, 厘. */
  expected_cpm: z.number().int(),
  completed_task_num: z.number().int(),
});
export type StarAuthor = z.infer<typeof StarAuthorSchema>;

export const StarAuthorListDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(StarAuthorSchema),
});
export type StarAuthorListData = z.infer<typeof StarAuthorListDataSchema>;

/** POST gw/star/v1/task/list: the advertiser's star tasks, newest first. */
export const StarTaskListRequestSchema = z.object({
  advertiser_id: IdSchema,
  status: StarTaskStatusSchema.optional(),
  task_name: z.string().max(STAR_LIMITS.keywordMax).optional(),
  ...PageFields,
});
export type StarTaskListRequest = z.infer<typeof StarTaskListRequestSchema>;

export const StarTaskSchema = z.object({
  task_id: z.number().int(),
  task_name: z.string(),
  author_id: z.number().int(),
  author_name: z.string(),
  status: replyEnum('kuaishou.star_task.status', StarTaskStatusSchema),
  /** 厘. */
  budget: z.number().int(),
  /** Billed so far, 厘. */
  cost: z.number().int(),
  play_num: z.number().int(),
  create_time: z.string(),
  /** When the video goes live (planned while not launched). */
  launch_time: z.string(),
  /** When billing ended or the task was cancelled; empty while running. */
  end_time: z.string(),
});
export type StarTask = z.input<typeof StarTaskSchema>;

export const StarTaskListDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(StarTaskSchema),
});
export type StarTaskListData = z.input<typeof StarTaskListDataSchema>;

/** POST gw/star/v1/supplement_order/list */
export const StarOrderListRequestSchema = z.object({
  advertiser_id: IdSchema,
  task_id: IdSchema.optional(),
  status: queryNumber(StarOrderStatusSchema).optional(),
  ...PageFields,
});
export type StarOrderListRequest = z.infer<typeof StarOrderListRequestSchema>;

export const StarOrderSchema = z.object({
  order_id: z.number().int(),
  task_id: z.number().int(),
  task_name: z.string(),
  author_id: z.number().int(),
  author_name: z.string(),
  status: replyEnum('kuaishou.star_order.status', StarOrderStatusSchema),
  /** Videos the order adds. */
  video_num: z.number().int(),
  /** 厘. */
  amount: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type StarOrder = z.input<typeof StarOrderSchema>;

export const StarOrderListDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(StarOrderSchema),
});
export type StarOrderListData = z.input<typeof StarOrderListDataSchema>;

/** POST gw/star/v1/supplement_order/detail */
export const StarOrderDetailRequestSchema = z.object({
  advertiser_id: IdSchema,
  order_id: IdSchema,
});

export const StarOrderVideoSchema = z.object({
  photo_id: z.string(),
  photo_title: z.string(),
  publish_time: z.string(),
  play_num: z.number().int(),
  like_num: z.number().int(),
  /** 厘. */
  cost: z.number().int(),
});
export type StarOrderVideo = z.infer<typeof StarOrderVideoSchema>;

export const StarOrderDetailDataSchema = StarOrderSchema.extend({
  reason: z.string(),
  reject_reason: z.string(),
  videos: z.array(StarOrderVideoSchema),
});
export type StarOrderDetailData = z.input<typeof StarOrderDetailDataSchema>;
