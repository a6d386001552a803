import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';

// Search-ad keywords (搜索广告关键词) of a v3 project or promotion, and the medium's suggested
// words (docs/media-wire/oceanengine.md, "Creation reads"). Paths, parameters and fields follow
// the medium's own Go SDK (oceanengine/ad_open_sdk_go `api_sugg_words_v30.go`,
// `api_keyword_list_v30.go`, `api_keyword_create_v30.go` and their models).

export const KEYWORD_MATCH_TYPES = ['PHRASE', 'EXTENSIVE', 'PRECISION'] as const;
export const KEYWORD_BID_TYPES = ['CUSTOM', 'WITH_PROMOTION'] as const;
export const KEYWORD_STATUSES = [
  'AUDITING',
  'AUDIT_ACCEPTED',
  'AUDIT_REJECTED',
  'DELETED',
] as const;

/** POST v3.0/sugg_words/: suggested words for seed queries (and the ad's app name and titles). */
export const SuggWordsRequestSchema = z.object({
  advertiser_id: IdSchema,
  project_id: LongIdSchema.optional(),
  query_list: z.array(z.string().min(1)).min(1).max(10),
  promotion_materials: z
    .object({
      app_name: z.string(),
      titles: z.array(z.string()),
      abstracts: z.array(z.string()),
      quality_words: z.array(z.string()),
      source: z.string(),
    })
    .partial()
    .optional(),
});
export type SuggWordsRequest = z.infer<typeof SuggWordsRequestSchema>;
/** A suggested word and its monthly search volume (`msv`). */
export const SuggWordSchema = z.object({ keyword: z.string(), msv: z.number().int() });
export type SuggWord = z.infer<typeof SuggWordSchema>;
export const SuggWordsDataSchema = z.object({ list: z.array(SuggWordSchema) });
export type SuggWordsData = z.infer<typeof SuggWordsDataSchema>;

/** GET v3.0/keyword/list/: the keywords of one project or one promotion. */
export const KeywordListRequestSchema = z.object({
  advertiser_id: IdSchema,
  filtering: queryJson(
    z
      .object({ project_id: LongIdSchema, promotion_id: LongIdSchema })
      .partial()
      .refine((f) => (f.project_id === undefined) !== (f.promotion_id === undefined), {
        message: 'project_id 与 promotion_id 需且只能传一个',
      }),
  ),
});
export const KeywordSchema = z.object({
  keyword_id: z.number().int(),
  word: z.string(),
  word_id: z.number().int().optional(),
  match_type: z.enum(KEYWORD_MATCH_TYPES),
  bid_type: z.enum(KEYWORD_BID_TYPES),
  /** 元; 0 when the keyword bids with its promotion. */
  bid: z.number(),
  status: z.enum(KEYWORD_STATUSES),
  is_pause: z.number().int().optional(),
  keyword_type: z.string().optional(),
});
export type Keyword = z.infer<typeof KeywordSchema>;
export const KeywordListDataSchema = z.object({ list: z.array(KeywordSchema) });
export type KeywordListData = z.infer<typeof KeywordListDataSchema>;

/** POST v3.0/keyword/create/: keywords added to one project or one promotion. */
export const KeywordCreateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    project_id: LongIdSchema.optional(),
    promotion_id: LongIdSchema.optional(),
    keywords: z
      .array(
        z.object({
          word: z.string().min(1),
          match_type: z.enum(KEYWORD_MATCH_TYPES),
          bid_type: z.enum(KEYWORD_BID_TYPES).optional(),
          bid: z.number().optional(),
        }),
      )
      .min(1),
  })
  .refine((r) => (r.project_id === undefined) !== (r.promotion_id === undefined), {
    message: 'project_id 与 promotion_id 需且只能传一个',
  });
export type KeywordCreateRequest = z.infer<typeof KeywordCreateRequestSchema>;
/** The words taken, and each refused word with the medium's reason. */
export const KeywordCreateDataSchema = z.object({
  success_list: z.array(
    KeywordSchema.pick({
      keyword_id: true,
      word: true,
      match_type: true,
      bid_type: true,
      bid: true,
      status: true,
    }),
  ),
  error_list: z.array(z.object({ word: z.string(), error_reason: z.string() })),
});
export type KeywordCreateData = z.infer<typeof KeywordCreateDataSchema>;
