import { z } from 'zod';
import { IdSchema } from './common';

// Cover suggestions for a library video pushed to a media account (spec 002 §7
// `material/suggestcover` for Ocean Engine, `tencent/material/suggestcover` for Tencent).

export const CoverSuggestQuerySchema = z.object({
  file_id: IdSchema,
  /** The account the video was pushed to. */
  advertiser_id: z
    .string('请选择账户')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
});
export type CoverSuggestQuery = z.infer<typeof CoverSuggestQuerySchema>;

export interface CoverCandidateRow {
  /** The medium's image id of the cover, where it gives one. */
  id: string | null;
  url: string;
  width: number | null;
  height: number | null;
}

export interface CoverSuggestData {
  /** `running` while the medium still makes them: ask again in a few seconds. */
  status: 'running' | 'succeeded' | 'failed';
  list: CoverCandidateRow[];
}
