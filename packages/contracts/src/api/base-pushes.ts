import { z } from 'zod';
import { IdSchema } from './common';
import type { BaseMedium } from './conversion-bases';

// Pushing a conversion base to ad accounts (spec 002 §7 `/convert/push`, `convert/read`;
// docs/architecture/conversion-bases.md): the medium's conversion objects made in each account as
// a task of one item per account, and what each account holds, kept per (base, account).

/** The media whose push is built; a base of another medium offers no push. */
export const BASE_PUSH_MEDIA = ['bytedance', 'tencent'] as const satisfies readonly BaseMedium[];
export type BasePushMedium = (typeof BASE_PUSH_MEDIA)[number];

export const isPushMedium = (medium: BaseMedium): medium is BasePushMedium =>
  (BASE_PUSH_MEDIA as readonly BaseMedium[]).includes(medium);

/** `pushing` also covers a failed attempt the task tries again by itself. */
export const BASE_PUSH_STATUSES = ['pushing', 'succeeded', 'failed'] as const;
export type BasePushStatus = (typeof BASE_PUSH_STATUSES)[number];

export const BASE_PUSH_LIMITS = { advertisersMax: 100 } as const;

export const BasePushBodySchema = z.object({
  base_id: IdSchema,
  advertiser_ids: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
      '请选择账户',
    )
    .min(1, '请至少选择一个账户')
    .max(
      BASE_PUSH_LIMITS.advertisersMax,
      `一次最多推送到 ${BASE_PUSH_LIMITS.advertisersMax} 个账户`,
    ),
});
export type BasePushBody = z.input<typeof BasePushBodySchema>;

export interface BasePushAnswer {
  task_id: number;
  item_count: number;
}

export interface BasePushEvent {
  event_id: string;
  event_type: string;
  name: string;
}

/** One account's copy of the base on the medium. */
export interface BasePushRow {
  advertiser_id: string;
  advertiser_name: string | null;
  status: BasePushStatus;
  /** Ocean Engine 事件资产; Tencent 用户行为数据源. */
  asset_id: string | null;
  /** Ocean Engine 监测链接组; Tencent has none. */
  track_url_group_id: string | null;
  /** The conversions (events) the account's asset carries, as the medium names them. */
  events: BasePushEvent[];
  error_message: string | null;
  task_id: number | null;
  pushed_by: string | null;
  pushed_at: string | null;
  updated_at: string;
}

export interface BasePushListData {
  base_id: number;
  list: BasePushRow[];
}

// ---- Ocean Engine optimization goals of a base (spec 002 §7 `/bytedance/event/*`) ----

/**
 * `/bytedance/event/optimized_goal`, `assets_and_optimized_goal`, `api_optimized_goal` and their
 * `v3/` variants: what the medium offers as optimization goals for the base's app in one account.
 */
export const OptimizedGoalQuerySchema = z.object({
  base_id: z.coerce.number('请选择转化基础').int().positive('请选择转化基础'),
  advertiser_id: z
    .string('请选择账户')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
});
export type OptimizedGoalQuery = z.infer<typeof OptimizedGoalQuerySchema>;

export interface OptimizedGoalItem {
  /** The medium's goal, e.g. AD_CONVERT_TYPE_ACTIVE. */
  external_action: string;
  name: string;
  /** Whether the medium has received this conversion before. */
  history_back: boolean;
  deep_goals: { deep_external_action: string; name: string }[];
}

export interface OptimizedGoalData {
  goals: OptimizedGoalItem[];
}

export interface AssetsAndOptimizedGoalData extends OptimizedGoalData {
  /** The account's event assets of the base's app. */
  asset_ids: string[];
}
