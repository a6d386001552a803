import { z } from 'zod';
import { LongIdSchema } from '../query';
import { DateTimeSchema } from './envelope';

// Library files (reference §1.12): `image_id`/`video_id` are what promotion_materials reference,
// `material_id` is the cross-report id; the same md5 re-uploaded returns the same file.

export const ImageInfoSchema = z.object({
  id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  format: z.string(),
  signature: z.string(),
  create_time: DateTimeSchema,
  filename: z.string(),
  image_mode: z.string().optional(),
});
export type ImageInfo = z.infer<typeof ImageInfoSchema>;

export const VideoInfoSchema = z.object({
  video_id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  video_url: z.string(),
  format: z.string(),
  signature: z.string(),
  poster_url: z.string().optional(),
  bit_rate: z.number().optional(),
  duration: z.number(),
  create_time: DateTimeSchema,
  filename: z.string(),
});
export type VideoInfo = z.infer<typeof VideoInfoSchema>;
