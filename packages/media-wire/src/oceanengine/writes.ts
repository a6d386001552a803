import { z } from 'zod';
import { IdSchema, LongIdSchema } from '../query';
import { yuanToFen } from '../units';
import { replyEnum } from '../reply-enum';
import { BudgetModeSchema, OptStatusSchema } from './enums';

// Batch writes `{advertiser_id, data:[…]}` with partial success: `data.project_ids` /
// `data.promotion_ids` hold what was applied and `data.errors[]` the failed items while the outer
// code stays 0 (reference §1.3, §1.7, §1.8; bububa model/v3/project/update_response.go;
// ad_open_sdk_go model_*_update_v3_0_response_data*.go). Both lists are omitempty in the SDKs: an
// absent list is empty. The official models give a failed item only its id and `error_message`;
// bububa's adds `error_code` and `object_type`, so those are optional.

/** Items per write call; the real limit is unpublished (reference §1.13), 10 matches the task grouping (ARCHITECTURE §6). */
export const WRITE_BATCH_MAX = 10;

const batch = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(WRITE_BATCH_MAX);

/** Yuan with at most 2 decimals (whole 分). */
export const YuanSchema = z.number().nonnegative().refine(isWholeFen, '金额最多两位小数');

function isWholeFen(yuan: number): boolean {
  try {
    yuanToFen(yuan);
    return true;
  } catch {
    return false;
  }
}

export const ProjectStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ project_id: LongIdSchema, opt_status: OptStatusSchema })),
});
export type ProjectStatusUpdateRequest = z.infer<typeof ProjectStatusUpdateRequestSchema>;

export const ProjectBudgetUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(
    z.object({
      project_id: LongIdSchema,
      budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE']),
      budget: YuanSchema.optional(),
    }),
  ),
});
export type ProjectBudgetUpdateRequest = z.infer<typeof ProjectBudgetUpdateRequestSchema>;

/** v3.0/project/cpa_bid/update/ (path U in the reference). */
export const ProjectCpaBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ project_id: LongIdSchema, cpa_bid: YuanSchema })),
});
export type ProjectCpaBidUpdateRequest = z.infer<typeof ProjectCpaBidUpdateRequestSchema>;

export const PromotionStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ promotion_id: LongIdSchema, opt_status: OptStatusSchema })),
});
export type PromotionStatusUpdateRequest = z.infer<typeof PromotionStatusUpdateRequestSchema>;

/**
 * promotion/budget/update items carry the budget's mode with it (ad_open_sdk_go
 * PromotionBudgetUpdateV30RequestDataInner: BUDGET_MODE_DAY | BUDGET_MODE_TOTAL).
 */
export const PromotionBudgetUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(
    z.object({
      promotion_id: LongIdSchema,
      budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_TOTAL']).optional(),
      budget: YuanSchema,
    }),
  ),
});
export type PromotionBudgetUpdateRequest = z.infer<typeof PromotionBudgetUpdateRequestSchema>;

export const PromotionBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ promotion_id: LongIdSchema, bid: YuanSchema })),
});
export type PromotionBidUpdateRequest = z.infer<typeof PromotionBidUpdateRequestSchema>;

export const WriteObjectTypeSchema = z.enum(['BASIC', 'MATERIAL', 'BUDGET']);
export type WriteObjectType = z.infer<typeof WriteObjectTypeSchema>;
export const WriteObjectTypeReplySchema = replyEnum(
  'oceanengine.write_error.object_type',
  WriteObjectTypeSchema,
);

/** One refused item (or part of an update). */
export const writeErrorFields = {
  object_type: WriteObjectTypeReplySchema.optional(),
  error_code: z.number().int().optional(),
  error_message: z.string(),
};

export const ProjectWriteResultSchema = z.object({
  project_ids: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ project_id: LongIdSchema, ...writeErrorFields })).default([]),
});
export type ProjectWriteResult = z.infer<typeof ProjectWriteResultSchema>;

export const PromotionWriteResultSchema = z.object({
  promotion_ids: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ promotion_id: LongIdSchema, ...writeErrorFields })).default([]),
});
export type PromotionWriteResult = z.infer<typeof PromotionWriteResultSchema>;
