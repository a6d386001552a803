import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { queryJson, queryNumber } from '../query';
import { FilterSchema } from './common';

// 推广目标 (Marketing API promoted_objects/add and promoted_objects/get): an account promotes a
// mobile app by its store id — the 应用宝 app id of an Android app, the App Store id of an iOS
// app — and the medium fills the app's details from the store. An id is added once per account;
// the answer carries no review: the app is usable at once.

export const PromotedObjectTypeSchema = z.enum([
  'PROMOTED_OBJECT_TYPE_APP_ANDROID',
  'PROMOTED_OBJECT_TYPE_APP_IOS',
]);
export type PromotedObjectType = z.infer<typeof PromotedObjectTypeSchema>;

export const PROMOTED_OBJECT_LIMITS = { nameMax: 60, pageSizeMax: 100 } as const;

export const PromotedObjectAddRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  promoted_object_type: PromotedObjectTypeSchema,
  promoted_object_id: z.string().regex(/^\d{4,20}$/, 'promoted_object_id 应为数字'),
  promoted_object_name: z.string().min(1).max(PROMOTED_OBJECT_LIMITS.nameMax).optional(),
});
export type PromotedObjectAddRequest = z.infer<typeof PromotedObjectAddRequestSchema>;

export const PromotedObjectAddDataSchema = z.object({ promoted_object_id: z.string() });
export type PromotedObjectAddData = z.infer<typeof PromotedObjectAddDataSchema>;

export const PromotedObjectGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  filtering: queryJson(z.array(FilterSchema).max(5)).optional(),
  page: queryNumber(z.number().int().min(1).max(100)).optional(),
  page_size: queryNumber(
    z.number().int().min(1).max(PROMOTED_OBJECT_LIMITS.pageSizeMax),
  ).optional(),
});
export type PromotedObjectGetRequest = z.infer<typeof PromotedObjectGetRequestSchema>;

export const PromotedAppSpecSchema = z.object({
  app_name: z.string().optional(),
  package_name: z.string().optional(),
  icon_url: z.string().optional(),
  download_url: z.string().optional(),
});

export const PromotedObjectSchema = z.object({
  promoted_object_id: z.string(),
  promoted_object_name: z.string(),
  promoted_object_type: replyEnum('tencent.promoted_object.type', PromotedObjectTypeSchema),
  promoted_object_spec: z
    .object({
      app_android_spec: PromotedAppSpecSchema.optional(),
      app_ios_spec: PromotedAppSpecSchema.optional(),
    })
    .optional(),
  created_time: z.number().int().optional(),
  last_modified_time: z.number().int().optional(),
});
export type PromotedObject = z.input<typeof PromotedObjectSchema>;

export const PromotedObjectGetDataSchema = z.object({
  list: z.array(PromotedObjectSchema),
  page_info: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_number: z.number().int(),
    total_page: z.number().int(),
  }),
});
export type PromotedObjectGetData = z.input<typeof PromotedObjectGetDataSchema>;
