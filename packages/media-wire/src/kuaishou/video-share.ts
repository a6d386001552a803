import { z } from 'zod';
import { IdSchema } from '../query';

// 视频库-推送视频（新版） (reference §2.5 videos; bububa model/file/ad_video_share_new.go): POST
// gw/dsp/v1/file/ad/video/share/new shares videos of one account's library with other accounts;
// each target gets a video of its own under a new photo_id. At most 10 videos, and 10 target
// accounts a call. Targets that may not receive them (another company, an account type the call
// does not support) come back in `mismatched_account_list`; shares to retry in
// `need_to_try_list`; done ones in `share_success_list` with the target's new photo_id.

export const VIDEO_SHARE_LIMITS = {
  photosMax: 10,
  accountsMax: 10,
} as const;

/**
 * 分享账户类型: -1 暂未支持的账户类型, 1 同主体同代理商账户, 2 同主体下账户（需加白使用）,
 * 3 内部账户, 4 同代理商下账户.
 */
export const ShareAccountTypeSchema = z.literal([-1, 1, 2, 3, 4]);
export type ShareAccountType = z.infer<typeof ShareAccountTypeSchema>;

export const VideoShareRequestSchema = z.object({
  advertiser_id: IdSchema,
  photo_ids: z.array(z.string().min(1)).min(1).max(VIDEO_SHARE_LIMITS.photosMax),
  account_ids: z.array(IdSchema).min(1).max(VIDEO_SHARE_LIMITS.accountsMax),
  share_account_type: ShareAccountTypeSchema.optional(),
});
export type VideoShareRequest = z.infer<typeof VideoShareRequestSchema>;

export const PhotoShareResultSchema = z.object({
  account_id: IdSchema,
  /** The target's photo_id (新 photoId); empty in need_to_try_list. */
  photo_id: z.string().optional(),
  original_photo_id: z.string(),
  share_result: z.string().optional(),
});
export type PhotoShareResult = z.infer<typeof PhotoShareResultSchema>;

/** -1 全部失败, 0 部分失败, 1 全部成功. */
export const ShareStatusSchema = z.literal([-1, 0, 1]);

export const VideoShareDataSchema = z.object({
  share_status: ShareStatusSchema,
  /** Whether a target already held a shared video. */
  share_photo_exists: z.boolean().optional(),
  not_supported_internal_photo: z.boolean().optional(),
  mismatched_account_list: z.array(IdSchema).default([]),
  need_to_try_list: z.array(PhotoShareResultSchema).default([]),
  share_success_list: z.array(PhotoShareResultSchema).default([]),
});
export type VideoShareData = z.infer<typeof VideoShareDataSchema>;
