import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import {
  KEYWORD_BID_TYPES,
  KEYWORD_MATCH_TYPES,
  KeywordCreateDataSchema,
  KeywordSchema,
} from './keywords';

// Search-ad keywords of a legacy v2 ad (计划) of a search campaign (`campaign_type` SEARCH), after
// bububa/oceanengine `api/keyword/create.go`, `api/keyword/get.go` and `model/keyword/*.go`: the
// create adds words to one ad (at most 100 a call, 1,000 an ad) and answers the words taken and
// each refused word with its reason, as the v3 create does.

/** The words one v2 create call takes. */
export const V2_KEYWORDS_PER_CALL = 100;
/** The words one v2 ad holds. */
export const V2_KEYWORDS_PER_AD = 1000;

/** POST 2/keyword/create_v2/: keywords added to one ad. */
export const V2KeywordCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_id: LongIdSchema,
  keywords: z
    .array(
      z.object({
        word: z.string().min(1),
        match_type: z.enum(KEYWORD_MATCH_TYPES),
        bid_type: z.enum(KEYWORD_BID_TYPES).optional(),
        bid: z.number().optional(),
      }),
    )
    .min(1)
    .max(V2_KEYWORDS_PER_CALL),
});
export type V2KeywordCreateRequest = z.infer<typeof V2KeywordCreateRequestSchema>;
/** The words taken, and each refused word with the medium's reason. */
export const V2KeywordCreateDataSchema = KeywordCreateDataSchema;
export type V2KeywordCreateData = z.infer<typeof V2KeywordCreateDataSchema>;

/** GET 2/keyword/get/: the keywords of one ad. */
export const V2KeywordGetRequestSchema = z.object({
  advertiser_id: IdSchema,
  filtering: queryJson(z.object({ ad_id: LongIdSchema })),
});
export const V2KeywordGetDataSchema = z.object({ list: z.array(KeywordSchema) });
export type V2KeywordGetData = z.infer<typeof V2KeywordGetDataSchema>;
