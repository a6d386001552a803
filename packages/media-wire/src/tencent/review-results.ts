import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { ReviewElementTypeReplySchema, ReviewResultStatusReplySchema } from './enums';

// GET dynamic_creative_review_results/get (reference §3.6 names the endpoint; shape from the
// v3.0 doc page of the same name): per creative, the verdict of every element, per site set, and
// of the component combinations the creative delivers as.

/** Ids per call. */
export const REVIEW_RESULTS_IDS_MAX = 100;

export const ReviewResultsRequestSchema = z.object({
  account_id: IdSchema,
  dynamic_creative_id_list: queryJson(z.array(IdSchema).min(1).max(REVIEW_RESULTS_IDS_MAX)),
});
export type ReviewResultsRequest = z.infer<typeof ReviewResultsRequestSchema>;

/**
 * `component_type` names (SDK model_component_type.go has ~70); these are the ones of the
 * components the platform builds. Answers may carry any of the others, so the schema takes strings.
 */
export const COMPONENT_TYPES = {
  title: 'TITLE',
  description: 'DESCRIPTION',
  image: 'IMAGE',
  image_list: 'IMAGE_LIST',
  video: 'VIDEO',
  brand: 'BRAND',
  action_button: 'ACTION_BUTTON',
  jump_info: 'JUMP_INFO',
} as const;

export const ReviewComponentInfoSchema = z.object({
  component_id: z.number().int(),
  component_type: z.string(),
  review_status: ReviewResultStatusReplySchema,
});
export type ReviewComponentInfo = z.infer<typeof ReviewComponentInfoSchema>;

/** Where on an image or video frame a reason applies (empty when not located). */
export const RejectInfoLocationSchema = z.looseObject({
  x: z.number().optional(),
  y: z.number().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  img_url: z.string().optional(),
  time_second: z.number().optional(),
});

export const ElementRejectDetailSchema = z.object({
  reason: z.string(),
  site_set_list: z.array(z.object({ site_set: z.string() })),
  reject_info_location: z.array(RejectInfoLocationSchema),
});
export type ElementRejectDetail = z.infer<typeof ElementRejectDetailSchema>;

export const ElementResultSchema = z.object({
  element_id: z.number().int(),
  image_id: z.string().optional(),
  video_id: z.string().optional(),
  element_name: z.string(),
  element_value: z.string(),
  element_fingerprint: z.string().optional(),
  component_info: ReviewComponentInfoSchema.optional(),
  element_type: ReviewElementTypeReplySchema,
  review_status: ReviewResultStatusReplySchema,
  element_reject_detail_info: z.array(ElementRejectDetailSchema),
});
export type ElementResult = z.infer<typeof ElementResultSchema>;

export const SiteSetResultSchema = z.object({
  site_set: z.string(),
  system_status: ReviewResultStatusReplySchema,
  reject_message: z.string(),
  element_reject_detail_info: z.array(
    z.object({
      element_name: z.string(),
      element_type: ReviewElementTypeReplySchema,
      element_value: z.string(),
      component_info: ReviewComponentInfoSchema.optional(),
      reason: z.string(),
      review_status: ReviewResultStatusReplySchema,
      reject_info_location: z.array(RejectInfoLocationSchema),
    }),
  ),
});
export type SiteSetResult = z.infer<typeof SiteSetResultSchema>;

export const RejectComposeSchema = z.object({
  reject_message: z.string(),
  component_compose_element_list: z.array(
    z.object({ element_result_list: z.array(ElementResultSchema) }),
  ),
});
export type RejectCompose = z.infer<typeof RejectComposeSchema>;

export const ReviewResultSchema = z.object({
  dynamic_creative_id: z.number().int(),
  element_result_list: z.array(ElementResultSchema),
  site_set_result_list: z.array(SiteSetResultSchema),
  reject_message_list: z.array(z.string()),
  delay_message_list: z.array(z.string()),
  is_all_component_compose_pending: z.boolean(),
  total_component_compose_count: z.number().int(),
  reject_component_compose_count: z.number().int(),
  pass_component_compose_count: z.number().int(),
  reject_component_compose_info_list: z.array(RejectComposeSchema),
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

export const ReviewResultsDataSchema = z.object({ list: z.array(ReviewResultSchema) });
export type ReviewResultsData = z.infer<typeof ReviewResultsDataSchema>;
