import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryNumber } from '../query';

// 应用分包 (channel packages of an Android app in the 应用中心). MODELLED: no public source
// (documentation copy, bububa/kwai-marketing-api, other clients) describes the sub-package calls,
// so paths, fields and limits follow the neighbouring app-centre calls (`v2/file/ad/app/list`:
// POST JSON, `{total_count, details[]}`) and docs/media-wire/kuaishou.md says so. The medium
// writes a channel id into a copy of the app's package (母包) and hosts it on its CDN; the build
// runs after the create answers (status 1 分包中 → 2 成功 or 3 失败), a failed build may be
// started again, and each app holds at most a quota of sub-packages.

export const SUB_PACKAGE_LIMITS = {
  /** Channel ids per create call. */
  channelsPerCall: 50,
  /** Sub-packages per retry call. */
  retryPerCall: 50,
  channelIdMax: 32,
  pageSizeMax: 500,
} as const;

/** A channel id: letters, digits, `_` and `-`. */
export const CHANNEL_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const SubPackageStatusSchema = z.literal([1, 2, 3]);
export type SubPackageStatus = z.infer<typeof SubPackageStatusSchema>;

const ChannelIdSchema = z
  .string()
  .min(1)
  .max(SUB_PACKAGE_LIMITS.channelIdMax)
  .regex(CHANNEL_ID_PATTERN, '渠道号只能包含字母、数字、下划线和中划线');

/** POST v1/file/ad/app/sub_package/create */
export const SubPackageCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_id: IdSchema,
  channel_ids: z.array(ChannelIdSchema).min(1).max(SUB_PACKAGE_LIMITS.channelsPerCall),
});
export type SubPackageCreateRequest = z.infer<typeof SubPackageCreateRequestSchema>;

/** A channel already sub-packaged answers its existing package. */
export const SubPackageCreateDataSchema = z.object({
  details: z.array(z.object({ channel_id: z.string(), sub_package_id: z.number().int() })),
});
export type SubPackageCreateData = z.infer<typeof SubPackageCreateDataSchema>;

/** POST v1/file/ad/app/sub_package/list */
export const SubPackageListRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_id: IdSchema,
  channel_ids: z.array(ChannelIdSchema).max(SUB_PACKAGE_LIMITS.pageSizeMax).optional(),
  status: queryNumber(SubPackageStatusSchema).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(SUB_PACKAGE_LIMITS.pageSizeMax)).optional(),
});
export type SubPackageListRequest = z.infer<typeof SubPackageListRequestSchema>;

export const SubPackageSchema = z.object({
  sub_package_id: z.number().int(),
  app_id: z.number().int(),
  channel_id: z.string(),
  status: replyEnum('kuaishou.sub_package.status', SubPackageStatusSchema),
  /** The package on the medium's CDN; empty until built. */
  download_url: z.string(),
  fail_reason: z.string().optional(),
  /** Milliseconds. */
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type SubPackage = z.input<typeof SubPackageSchema>;

export const SubPackageListDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(SubPackageSchema),
});
export type SubPackageListData = z.input<typeof SubPackageListDataSchema>;

/** POST v1/file/ad/app/sub_package/retry: starts failed builds again. */
export const SubPackageRetryRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_id: IdSchema,
  sub_package_ids: z.array(z.number().int().positive()).min(1).max(SUB_PACKAGE_LIMITS.retryPerCall),
});
export type SubPackageRetryRequest = z.infer<typeof SubPackageRetryRequestSchema>;

export const SubPackageRetryDataSchema = z.object({
  sub_package_ids: z.array(z.number().int()),
});
export type SubPackageRetryData = z.infer<typeof SubPackageRetryDataSchema>;

/** POST v1/file/ad/app/sub_package/quota */
export const SubPackageQuotaRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_id: IdSchema,
});

export const SubPackageQuotaDataSchema = z.object({
  quota: z.number().int(),
  used: z.number().int(),
});
export type SubPackageQuotaData = z.infer<typeof SubPackageQuotaDataSchema>;
