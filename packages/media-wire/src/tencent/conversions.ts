import { z } from 'zod';
import { queryJson, queryNumber } from '../query';
import { FilterSchema } from './common';
import { replyEnum } from '../reply-enum';

// 用户行为数据源 and 转化归因 (Marketing API v3.0 `user_action_sets/add|get`,
// `conversions/add|get`; developers.e.qq.com/docs/api/user_data/user_action_set/user_action_sets_add,
// datanexus.qq.com/doc/develop/guider/interface/data_source/user_action_sets_add, the fields as in
// TencentAd/marketing-api-go-sdk docs/v3/UserActionSetsAddRequest.md, ConversionsAddRequest.md and
// pkg/model/v3/model_conversions_get_list_struct.go). An app's data source is made from its store
// id (`mobile_app_id`: 应用宝 id or App Store id) and answers `user_action_set_id`; a conversion
// ties a data source to an optimization goal with the publisher's monitoring links
// (`feedback_url` for clicks, `impression_feedback_url` for impressions) and answers
// `conversion_id`.

export const UserActionSetTypeSchema = z.enum([
  'WEB',
  'ANDROID',
  'IOS',
  'OFFLINE',
  'WECHAT',
  'WECHAT_MINI_PROGRAM',
  'WECHAT_MINI_GAME',
]);
export type UserActionSetType = z.infer<typeof UserActionSetTypeSchema>;

/** Byte lengths of the documented fields (name 1–32 bytes, description 1–128 bytes). */
export const USER_ACTION_SET_LIMITS = { nameBytesMax: 32, descriptionBytesMax: 128 } as const;

/** The UTF-8 length of `s`, as the medium counts bytes. */
export const utf8Bytes = (s: string) => {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
};

export const UserActionSetAddRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  type: UserActionSetTypeSchema,
  mobile_app_id: queryNumber(z.number().int().positive()).optional(),
  name: z
    .string()
    .min(1)
    .refine((s) => utf8Bytes(s) <= USER_ACTION_SET_LIMITS.nameBytesMax, 'name 最长 32 字节')
    .optional(),
  description: z
    .string()
    .min(1)
    .refine(
      (s) => utf8Bytes(s) <= USER_ACTION_SET_LIMITS.descriptionBytesMax,
      'description 最长 128 字节',
    )
    .optional(),
  enable_conversion_claim: z.boolean().optional(),
});
export type UserActionSetAddRequest = z.infer<typeof UserActionSetAddRequestSchema>;

export const UserActionSetAddDataSchema = z.object({ user_action_set_id: z.number().int() });
export type UserActionSetAddData = z.infer<typeof UserActionSetAddDataSchema>;

export const UserActionSetGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  user_action_set_id: queryNumber(z.number().int().positive()).optional(),
  mobile_app_id: queryNumber(z.number().int().positive()).optional(),
});
export type UserActionSetGetRequest = z.infer<typeof UserActionSetGetRequestSchema>;

export const UserActionSetSchema = z.object({
  user_action_set_id: z.number().int(),
  type: replyEnum('tencent.user_action_set.type', UserActionSetTypeSchema),
  mobile_app_id: z.number().int().optional(),
  name: z.string(),
  description: z.string().optional(),
  activate_status: z.boolean().optional(),
  created_time: z.string().optional(),
});
export type UserActionSet = z.input<typeof UserActionSetSchema>;

export const UserActionSetGetDataSchema = z.object({ list: z.array(UserActionSetSchema) });
export type UserActionSetGetData = z.input<typeof UserActionSetGetDataSchema>;

export const AccessTypeSchema = z.enum(['ACCESS_TYPE_SDK', 'ACCESS_TYPE_API', 'ACCESS_TYPE_JS']);
export const ClaimTypeSchema = z.enum([
  'CLAIM_TYPE_ACTIVATION',
  'CLAIM_TYPE_CLICK',
  'CLAIM_TYPE_REGISTER',
  'CLAIM_TYPE_IMPRESSION',
]);
export const ConversionSceneSchema = z.enum([
  'CONVERSION_SCENE_ANDROID',
  'CONVERSION_SCENE_IOS',
  'CONVERSION_SCENE_WEB',
  'CONVERSION_SCENE_WECHAT_MINI_PROGRAM',
  'CONVERSION_SCENE_WECHAT_MINI_GAME',
  'CONVERSION_SCENE_QQ_MINI_GAME',
  'CONVERSION_SCENE_QUICK_APP',
  'CONVERSION_SCENE_WE_COM',
  'CONVERSION_SCENE_HARMONY',
]);
export type ConversionScene = z.infer<typeof ConversionSceneSchema>;

/** The app optimization goals a conversion of an app data source may carry in the sandbox. */
export const APP_CONVERSION_GOALS = [
  'OPTIMIZATIONGOAL_APP_ACTIVATE',
  'OPTIMIZATIONGOAL_APP_REGISTER',
  'OPTIMIZATIONGOAL_APP_PURCHASE',
] as const;
export const ConversionGoalSchema = z.string().regex(/^OPTIMIZATIONGOAL_[A-Z_]+$/);

export const CONVERSION_LIMITS = { nameMax: 60, urlMax: 1024 } as const;

const httpUrl = z
  .string()
  .max(CONVERSION_LIMITS.urlMax)
  .regex(/^https?:\/\/\S+$/, '链接应以 http:// 或 https:// 开头');

export const ConversionAddRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  conversion_name: z.string().min(1).max(CONVERSION_LIMITS.nameMax),
  access_type: AccessTypeSchema,
  conversion_scene: ConversionSceneSchema,
  claim_type: ClaimTypeSchema,
  user_action_set_id: z.number().int().positive(),
  optimization_goal: ConversionGoalSchema,
  marketing_carrier_id: z.string().optional(),
  feedback_url: httpUrl.optional(),
  impression_feedback_url: httpUrl.optional(),
  self_attributed: z.boolean().optional(),
});
export type ConversionAddRequest = z.infer<typeof ConversionAddRequestSchema>;

export const ConversionAddDataSchema = z.object({ conversion_id: z.number().int() });
export type ConversionAddData = z.infer<typeof ConversionAddDataSchema>;

export const ConversionGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  /** By `conversion_id`, `conversion_name`, `optimization_goal` (the SDK's ConversionsGetOpts). */
  filtering: queryJson(z.array(FilterSchema).max(3)).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
});

export const ConversionSchema = z.object({
  conversion_id: z.number().int(),
  conversion_name: z.string(),
  access_type: z.string().optional(),
  claim_type: z.string().optional(),
  conversion_scene: z.string().optional(),
  feedback_url: z.string().optional(),
  impression_feedback_url: z.string().optional(),
  optimization_goal: z.string(),
  user_action_set_id: z.number().int(),
  marketing_carrier_id: z.string().optional(),
  is_deleted: z.boolean().optional(),
});
export type Conversion = z.input<typeof ConversionSchema>;

export const ConversionGetDataSchema = z.object({
  list: z.array(ConversionSchema),
  page_info: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_number: z.number().int(),
    total_page: z.number().int(),
  }),
});
export type ConversionGetData = z.input<typeof ConversionGetDataSchema>;
