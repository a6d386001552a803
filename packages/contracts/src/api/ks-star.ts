import { z } from 'zod';
import { PageQuerySchema } from './common';

// Kuaishou star (磁力聚星, spec 002 §2 `/landing/ksstar/*`, §4 star-task statuses): the creators
// (达人), star tasks and supplement orders (补单) of one Kuaishou account, read live from the
// medium (docs/architecture/ks-star.md). Money in 元, medium ids as strings.

export const KS_STAR_ABILITIES = {
  authors: 'kuaishou:boost:base_list',
  orders: 'kuaishou:boost:supplement_order_list',
  tasks: 'kuaishou:boost:task_list',
} as const;

/** Star-task statuses (spec 002 §4), in lifecycle order. */
export const STAR_TASK_STATUSES = [
  'PREPARATION',
  'PENDING_LAUNCH',
  'BILLING_IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;
export type StarTaskStatus = (typeof STAR_TASK_STATUSES)[number];

/** Supplement-order statuses as the medium numbers them. */
export const STAR_ORDER_STATUSES = [1, 2, 3, 4] as const;
export type StarOrderStatus = (typeof STAR_ORDER_STATUSES)[number];

/** The creators' industries Kuaishou files them under (the 行业 filter). */
export const STAR_INDUSTRIES = ['游戏', '二次元', '搞笑', '生活', '科技数码', '剧情'] as const;

/** Page size the medium serves at most. */
export const KS_STAR_PER_PAGE_MAX = 100;

const AdvertiserIdSchema = z
  .string('请选择快手账户')
  .trim()
  .regex(/^\d{1,20}$/, '请选择快手账户');
const MediumIdSchema = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{1,20}$/, message);
const KeywordSchema = z.string().trim().max(50, '关键词最多 50 个字符').optional();
const StarPageSchema = PageQuerySchema.extend({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(KS_STAR_PER_PAGE_MAX, `每页最多 ${KS_STAR_PER_PAGE_MAX} 条`)
    .default(20),
});

/** `GET /kuaishou/star/authors` (聚星达人). */
export const StarAuthorQuerySchema = StarPageSchema.extend({
  advertiser_id: AdvertiserIdSchema,
  keyword: KeywordSchema,
  industry: z.enum(STAR_INDUSTRIES, '行业不正确').optional(),
});
export type StarAuthorQuery = z.infer<typeof StarAuthorQuerySchema>;

/** `GET /kuaishou/star/tasks` (聚星任务). */
export const StarTaskQuerySchema = StarPageSchema.extend({
  advertiser_id: AdvertiserIdSchema,
  status: z.enum(STAR_TASK_STATUSES, '任务状态不正确').optional(),
  task_name: KeywordSchema,
});
export type StarTaskQuery = z.infer<typeof StarTaskQuerySchema>;

/** `GET /kuaishou/star/orders` (聚星补单). */
export const StarOrderQuerySchema = StarPageSchema.extend({
  advertiser_id: AdvertiserIdSchema,
  task_id: MediumIdSchema('任务ID应为数字').optional(),
  status: z.coerce.number().pipe(z.literal(STAR_ORDER_STATUSES, '补单状态不正确')).optional(),
});
export type StarOrderQuery = z.infer<typeof StarOrderQuerySchema>;

/** `GET /kuaishou/star/order` (补单详情). */
export const StarOrderDetailQuerySchema = z.object({
  advertiser_id: AdvertiserIdSchema,
  order_id: MediumIdSchema('补单ID应为数字'),
});
export type StarOrderDetailQuery = z.infer<typeof StarOrderDetailQuerySchema>;

/** A Kuaishou account the caller may read star data of. */
export interface StarAccount {
  advertiser_id: string;
  name: string;
}

export interface StarAuthorRow {
  author_id: string;
  author_name: string;
  kwai_id: string;
  avatar_url: string;
  industry: string;
  city: string;
  fans_num: number;
  avg_play_num: number;
  /** 元 per 1–60 s video. */
  price: number;
  /** 元 per thousand plays. */
  expected_cpm: number;
  completed_task_num: number;
}

export interface StarTaskRow {
  task_id: string;
  task_name: string;
  author_id: string;
  author_name: string;
  /** A value outside STAR_TASK_STATUSES comes as the medium sent it. */
  status: StarTaskStatus | (string & {});
  budget: number;
  cost: number;
  play_num: number;
  create_time: string;
  launch_time: string;
  end_time: string | null;
}

export interface StarOrderRow {
  order_id: string;
  task_id: string;
  task_name: string;
  author_id: string;
  author_name: string;
  status: number;
  video_num: number;
  amount: number;
  create_time: string;
  update_time: string;
}

export interface StarOrderVideo {
  photo_id: string;
  photo_title: string;
  publish_time: string;
  play_num: number;
  like_num: number;
  cost: number;
}

export interface StarOrderDetail extends StarOrderRow {
  reason: string;
  reject_reason: string | null;
  videos: StarOrderVideo[];
}
