import { z } from 'zod';
import { IdSchema, LongIdSchema } from '../query';
import { DateSchema } from './envelope';
import { BudgetModeSchema, ScheduleTypeSchema } from './enums';
import { ScheduleTimeSchema } from './project';
import { WRITE_BATCH_MAX, YuanSchema } from './writes';

// Batch value updates of v3 projects, `{advertiser_id, data[1–10]}` answered like the other batch
// writes (`data{project_ids[], errors[]}`, partial success), and the account's daily budget
// (bububa marketing-api/model/v3/project/{cpa_bid_update,deep_cpa_bid,roigoal_update,
// week_schedule_update,schedule_time_update}.go, api/advertiser/update_budget.go).

const batch = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(WRITE_BATCH_MAX);

/** POST v3.0/project/deep_cpa_bid/update/ — the key is `deepbid`, yuan with 2 decimals. */
export const ProjectDeepBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ project_id: LongIdSchema, deepbid: YuanSchema })),
});
export type ProjectDeepBidUpdateRequest = z.infer<typeof ProjectDeepBidUpdateRequestSchema>;

/** POST v3.0/project/roigoal/update/ — app promotion projects take [0.01, 5], 4 decimals. */
export const ProjectRoiGoalUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ project_id: LongIdSchema, roi_goal: z.number().positive() })),
});
export type ProjectRoiGoalUpdateRequest = z.infer<typeof ProjectRoiGoalUpdateRequestSchema>;

/** When a new weekly schedule takes effect: at once (default) or from 0:00 the next day. */
export const ScheduleSceneSchema = z.enum(['REALTIME', 'NEXT_DAY']);
export type ScheduleScene = z.infer<typeof ScheduleSceneSchema>;

/** POST v3.0/project/week_schedule/update/ — 336 cells; empty, all 0 or all 1 = all day. */
export const ProjectWeekScheduleUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(
    z.object({
      project_id: LongIdSchema,
      schedule_time: ScheduleTimeSchema,
      schedule_scene: ScheduleSceneSchema.default('REALTIME'),
    }),
  ),
});
export type ProjectWeekScheduleUpdateRequest = z.infer<
  typeof ProjectWeekScheduleUpdateRequestSchema
>;

/** POST v3.0/project/schedule_time/update/ — the delivery period: long-term or up to an end date. */
export const ProjectScheduleTimeUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(
    z.object({
      project_id: LongIdSchema,
      schedule_type: ScheduleTypeSchema.extract(['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END']),
      end_time: DateSchema.optional(),
    }),
  ),
});
export type ProjectScheduleTimeUpdateRequest = z.infer<
  typeof ProjectScheduleTimeUpdateRequestSchema
>;

/** Range of the account's daily budget (bububa update_budget.go: 1000 ≤ x ≤ 9999999.99). */
export const ADVERTISER_BUDGET_MIN_YUAN = 1000;
export const ADVERTISER_BUDGET_MAX_YUAN = 9_999_999.99;

/** POST 2/advertiser/update/budget/ — answers an empty data. */
export const AdvertiserBudgetUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE']),
  budget: YuanSchema.optional(),
});
export type AdvertiserBudgetUpdateRequest = z.infer<typeof AdvertiserBudgetUpdateRequestSchema>;
