import { z } from 'zod';
import { IdSchema } from './common';

// Cover suggestions for a library video pushed to a media account (spec 002 §7
// `material/suggestcover` for Ocean Engine, `tencent/material/suggestcover` for Tencent).

const CoverTargetShape = {
  file_id: IdSchema,
  /** The account the video was pushed to. */
  advertiser_id: z
    .string('请选择账户')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
};

export const CoverSuggestQuerySchema = z.object(CoverTargetShape);
export type CoverSuggestQuery = z.infer<typeof CoverSuggestQuerySchema>;

export interface CoverCandidateRow {
  /** The medium's image id of the cover, where it gives one. */
  id: string | null;
  url: string;
  width: number | null;
  height: number | null;
}

/** The cover chosen for the video on the account. */
export interface ChosenCover {
  id: string | null;
  url: string;
}

export interface CoverSuggestData {
  /** `running` while the medium still makes them: ask again in a few seconds. */
  status: 'running' | 'succeeded' | 'failed';
  list: CoverCandidateRow[];
  /** The cover chosen before (`POST` of the same path); null while none is. */
  chosen: ChosenCover | null;
}

/** Longest cover link taken. */
export const COVER_URL_MAX = 2048;

/** `POST material/suggestcover` (and Tencent's): picks one of the suggested covers by its link. */
export const CoverChooseBodySchema = z.object({
  ...CoverTargetShape,
  url: z
    .string('请选择封面')
    .trim()
    .min(1, '请选择封面')
    .max(COVER_URL_MAX, `封面链接不能超过 ${COVER_URL_MAX} 个字符`),
});
export type CoverChooseBody = z.infer<typeof CoverChooseBodySchema>;
