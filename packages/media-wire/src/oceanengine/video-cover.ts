import { z } from 'zod';
import { IdSchema } from '../query';

// 获取视频智能封面 (bububa model/file/video_cover_suggest.go, api/file/video_cover_suggest.go):
// GET 2/tools/video_cover/suggest/ with `advertiser_id` and `video_id`. Covers are not made in
// real time: the first call starts the work and answers RUNNING ("大概需要6，7s"), later calls
// answer SUCCESS with 1–13 covers (by the video's content and length, near-duplicates removed) or
// FAILED. The covers serve the advertiser's own promotions only.

export const VIDEO_COVER_LIMITS = {
  coversMin: 1,
  coversMax: 13,
  /** How long the medium takes, as its documentation puts it. */
  makingMs: 7_000,
} as const;

export const VideoCoverStatusSchema = z.enum(['RUNNING', 'SUCCESS', 'FAILED']);
export type VideoCoverStatus = z.infer<typeof VideoCoverStatusSchema>;

export const VideoCoverSuggestRequestSchema = z.object({
  advertiser_id: IdSchema,
  video_id: z.string().min(1),
});
export type VideoCoverSuggestRequest = z.infer<typeof VideoCoverSuggestRequestSchema>;

/** A cover: an image of the advertiser (bububa model/file/image.go `Image`). */
export const VideoCoverSchema = z.object({
  id: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Preview, valid for an hour. */
  url: z.string(),
});
export type VideoCover = z.infer<typeof VideoCoverSchema>;

export const VideoCoverSuggestDataSchema = z.object({
  status: VideoCoverStatusSchema,
  list: z.array(VideoCoverSchema).default([]),
});
export type VideoCoverSuggestData = z.infer<typeof VideoCoverSuggestDataSchema>;
