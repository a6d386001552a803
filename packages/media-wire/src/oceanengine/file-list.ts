import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';

// The advertiser's file library (reference §1.5 "files", §1.12; bububa model/file/image_get.go,
// video_get.go, image.go, video.go): GET 2/file/image/get/ and 2/file/video/get/. Files have no
// modify time; `start_time`/`end_time` filter by upload day. Only one of the id lists
// (image_ids | video_ids, material_ids, signatures) may be given, each with at most 100 entries.

const idList = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(100);

const LibraryFilteringSchema = z.object({
  material_ids: idList(LongIdSchema).optional(),
  /** md5 of the files. */
  signatures: idList(z.string().min(1)).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Width/height ratios, each matched ±0.05. */
  ratio: z.array(z.number().positive()).optional(),
  /** Upload day range, used together. */
  start_time: DateSchema.optional(),
  end_time: DateSchema.optional(),
});

const oneIdList = (filtering: Record<string, unknown>) =>
  ['image_ids', 'video_ids', 'material_ids', 'signatures'].filter((k) => filtering[k] !== undefined)
    .length <= 1;
const ONE_ID_LIST = 'image_ids / video_ids、material_ids、signatures 只能选择一个进行过滤';

export const ImageLibraryFilteringSchema = LibraryFilteringSchema.extend({
  image_ids: idList(z.string().min(1)).optional(),
}).refine(oneIdList, ONE_ID_LIST);
export type ImageLibraryFiltering = z.infer<typeof ImageLibraryFilteringSchema>;

export const VideoLibraryFilteringSchema = LibraryFilteringSchema.extend({
  video_ids: idList(z.string().min(1)).optional(),
  labels: z.array(z.string()).optional(),
  source: z.array(z.string()).optional(),
}).refine(oneIdList, ONE_ID_LIST);
export type VideoLibraryFiltering = z.infer<typeof VideoLibraryFilteringSchema>;

/** GET 2/file/image/get/ — page_size default 20. */
export const ImageLibraryRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: queryJson(ImageLibraryFilteringSchema).optional(),
});
export type ImageLibraryRequest = z.infer<typeof ImageLibraryRequestSchema>;

/** GET 2/file/video/get/ — page_size default 20. */
export const VideoLibraryRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: queryJson(VideoLibraryFilteringSchema).optional(),
});
export type VideoLibraryRequest = z.infer<typeof VideoLibraryRequestSchema>;

/** A library image; `id` is the image_id promotions reference, `url` a preview valid for 1 hour. */
export const LibraryImageSchema = z.object({
  id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  url: z.string().optional(),
  format: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
  create_time: DateTimeSchema,
  filename: z.string().optional(),
  image_mode: z.string().optional(),
  tag: z.string().optional(),
});
export type LibraryImage = z.infer<typeof LibraryImageSchema>;

/** A library video; `video_id` is what promotions reference; `duration` in seconds. */
export const LibraryVideoSchema = z.object({
  id: z.string().optional(),
  video_id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  url: z.string().optional(),
  video_url: z.string().optional(),
  video_cover_url: z.string().optional(),
  poster_url: z.string().optional(),
  format: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
  bit_rate: z.number().optional(),
  duration: z.number().nonnegative().optional(),
  source: z.string().optional(),
  create_time: DateTimeSchema,
  filename: z.string().optional(),
  labels: z.array(z.string()).optional(),
});
export type LibraryVideo = z.infer<typeof LibraryVideoSchema>;

export const ImageLibraryDataSchema = z.object({
  list: z.array(LibraryImageSchema),
  page_info: PageInfoSchema,
});
export type ImageLibraryData = z.infer<typeof ImageLibraryDataSchema>;

export const VideoLibraryDataSchema = z.object({
  list: z.array(LibraryVideoSchema),
  page_info: PageInfoSchema,
});
export type VideoLibraryData = z.infer<typeof VideoLibraryDataSchema>;
