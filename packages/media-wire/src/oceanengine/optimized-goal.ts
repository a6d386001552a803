import { z } from 'zod';
import { IdSchema } from '../query';

// 获取可用优化目标 (bububa/oceanengine marketing-api `model/eventmanager/optimized_goal_get.go`
// and `optimized_goal.go`; oceanengine/ad_open_sdk_go `EventManagerOptimizedGoalGetV2V30Api`):
// GET 2/event_manager/optimized_goal/get_v2/ and its v3 twin v3.0/event_manager/optimized_goal/
// get_v2/ answer, for a landing type and an asset (an app by package name and type), the asset
// ids and the optimization goals (external_action) with their deep goals (deep_external_action).

export const OptimizedGoalAssetTypeSchema = z.enum([
  'THIRD_EXTERNAL',
  'TETRIS_EXTERNAL',
  'APP',
  'QUICK_APP',
  'MINI_PROGRAME',
]);

export const OptimizedGoalRequestSchema = z.object({
  advertiser_id: IdSchema,
  landing_type: z.enum(['APP', 'LINK', 'MICRO_GAME', 'QUICK_APP']),
  marketing_purpose: z.enum(['CONVERSION', 'INTENTION', 'ACKNOWLEDGE']).optional(),
  asset_type: OptimizedGoalAssetTypeSchema,
  package_name: z.string().min(1).optional(),
  /** Needed when asset_type is APP. */
  app_type: z.enum(['ANDROID', 'IOS']).optional(),
  campaign_type: z.enum(['FEED', 'SEARCH']).optional(),
});
export type OptimizedGoalRequest = z.infer<typeof OptimizedGoalRequestSchema>;

export interface OptimizedGoal {
  external_action?: string;
  deep_external_action?: string;
  optimization_name?: string;
  history_back?: boolean;
  twenty_four_hour_back?: boolean;
  value_type?: string;
  asset_types?: string[];
  deep_goals?: OptimizedGoal[];
}

export const OptimizedGoalSchema: z.ZodType<OptimizedGoal> = z.lazy(() =>
  z.object({
    external_action: z.string().optional(),
    deep_external_action: z.string().optional(),
    optimization_name: z.string().optional(),
    history_back: z.boolean().optional(),
    twenty_four_hour_back: z.boolean().optional(),
    value_type: z.string().optional(),
    asset_types: z.array(z.string()).optional(),
    deep_goals: z.array(OptimizedGoalSchema).optional(),
  }),
);

export const OptimizedGoalDataSchema = z.object({
  asset_ids: z.array(z.number().int()).optional(),
  goals: z.array(OptimizedGoalSchema).optional(),
});
export type OptimizedGoalData = z.infer<typeof OptimizedGoalDataSchema>;
