import { z } from 'zod';
import type { Paged } from './common';
import { MediumKeySchema } from './media-auth';
import { MaterialListQuerySchema, type MaterialFile } from './materials';

// `material/list` (spec 002 §7): the library files on one media account, for the creation
// wizards' pickers — the files a push put there (`material/file/push`), with the ids creatives
// reference, under the library list's filters.

export const MaterialAccountListQuerySchema = MaterialListQuerySchema.omit({
  is_new: true,
  is_public: true,
  review_status: true,
}).extend({
  platform: MediumKeySchema,
  advertiser_id: z
    .string('请选择账户')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
  /** `1`: only files the medium has finished processing; `0`: only those it still processes. */
  ready: z.enum(['0', '1'], '只能是 0 或 1').optional(),
});
export type MaterialAccountListQuery = z.infer<typeof MaterialAccountListQuerySchema>;

/** A library file on the account, with what the push recorded. */
export interface MaterialOnAccount extends MaterialFile {
  /** What creatives reference (image id / video_id, image_token / photo_id). */
  media_file_id: string;
  /** What the medium's reports name the file by. */
  media_material_id: string | null;
  /** False while the medium still processes the video. */
  media_ready: boolean;
  pushed_at: string | null;
}

export type MaterialAccountListData = Paged<MaterialOnAccount>;
