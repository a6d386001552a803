import { z } from 'zod';
import { CreationAdvertiserIdSchema, type CreationMedium } from './shared';

// Search-ad keywords (搜索广告关键词) of a project: what one keyword may be, how many a project
// takes, and how a file of keywords is read (spec 002 §3 the v3 project's `keywords`, §7
// keyword suggest/list/create/upload). The limits are the medium's, as data.

export const KEYWORD_MATCH_TYPES = ['PHRASE', 'EXTENSIVE', 'PRECISION'] as const;
export type KeywordMatchType = (typeof KEYWORD_MATCH_TYPES)[number];
export const KEYWORD_MATCH_TYPE_LABELS: Record<KeywordMatchType, string> = {
  PHRASE: '短语匹配',
  EXTENSIVE: '广泛匹配',
  PRECISION: '精确匹配',
};

export interface KeywordLimits {
  /** What holds the keywords on this medium: a v3 project (项目) or a v2 ad (计划). */
  holder: string;
  /** Characters of one keyword. */
  wordMax: number;
  /** Keywords one holder takes. */
  perHolder: number;
  /** Keywords one create call takes (the creation sends more in several calls). */
  perCall: number;
  /** Rows one uploaded file may hold. */
  uploadRows: number;
  /** Seed words one suggestion takes. */
  suggestSeeds: number;
}

/**
 * The media whose search ads take keywords, with their limits: Ocean Engine's v3 project
 * (`v3.0/keyword/create/`, ≤ 1,000 a call) and its legacy v2 ad (`2/keyword/create/`: ≤ 100 a
 * call, ≤ 1,000 an ad, after bububa/oceanengine `model/keyword/create.go`).
 */
export const KEYWORD_LIMITS = {
  bytedance: {
    holder: '项目',
    wordMax: 20,
    perHolder: 1000,
    perCall: 1000,
    uploadRows: 1000,
    suggestSeeds: 10,
  },
  bytedance_v2: {
    holder: '计划',
    wordMax: 20,
    perHolder: 1000,
    perCall: 100,
    uploadRows: 1000,
    suggestSeeds: 10,
  },
} as const satisfies Partial<Record<CreationMedium, KeywordLimits>>;
export type KeywordMedium = keyof typeof KEYWORD_LIMITS;

export interface KeywordInput {
  word: string;
  match_type: KeywordMatchType;
}

/**
 * Every reason a set of keywords cannot go to a project or ad (in Chinese, each naming its keyword),
 * given the words it already has. Empty when all may be added.
 */
export function keywordErrors(
  medium: KeywordMedium,
  keywords: readonly KeywordInput[],
  existing: readonly string[] = [],
): string[] {
  const limits: KeywordLimits = KEYWORD_LIMITS[medium];
  const errors: string[] = [];
  const seen = new Set(existing.map((w) => w.toLowerCase()));
  for (const { word } of keywords) {
    const text = word.trim();
    if (text === '') {
      errors.push('关键词不能为空');
      continue;
    }
    if ([...text].length > limits.wordMax) {
      errors.push(`关键词「${text}」超过 ${limits.wordMax} 个字`);
    }
    if (/[\r\n\t]/.test(text)) errors.push(`关键词「${text}」不能包含换行或制表符`);
    const key = text.toLowerCase();
    if (seen.has(key)) errors.push(`关键词「${text}」重复`);
    seen.add(key);
  }
  const total = existing.length + keywords.length;
  if (total > limits.perHolder) {
    errors.push(
      `每个${limits.holder}最多 ${limits.perHolder} 个关键词，已有 ${existing.length} 个，本次添加 ${keywords.length} 个`,
    );
  }
  return errors;
}

export const KeywordInputSchema = z.object({
  word: z.string('请填写关键词').trim().min(1, '关键词不能为空'),
  match_type: z.enum(KEYWORD_MATCH_TYPES, '匹配方式应为短语、广泛或精确匹配').default('PHRASE'),
});

const ProjectIdSchema = z
  .string('请选择项目')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '项目ID应为数字');

/** GET keyword suggest: seed words split on spaces or commas, and the ad's app name. */
export const KeywordSuggestQuerySchema = z.object({
  advertiser_id: CreationAdvertiserIdSchema,
  words: z
    .string('请输入关键词')
    .transform((value) => [...new Set(value.split(/[\s,，、]+/).filter((w) => w !== ''))])
    .pipe(
      z
        .array(z.string().max(KEYWORD_LIMITS.bytedance.wordMax, '关键词过长'))
        .min(1, '请输入关键词')
        .max(
          KEYWORD_LIMITS.bytedance.suggestSeeds,
          `一次最多按 ${KEYWORD_LIMITS.bytedance.suggestSeeds} 个词推荐`,
        ),
    ),
  app_name: z.string().trim().max(50).optional(),
  project_id: ProjectIdSchema.optional(),
});
/** GET keyword list: a project's keywords. */
export const KeywordListQuerySchema = z.object({
  advertiser_id: CreationAdvertiserIdSchema,
  project_id: ProjectIdSchema,
});
/** POST keyword create: keywords added to a project. */
export const KeywordCreateBodySchema = z.object({
  advertiser_id: CreationAdvertiserIdSchema,
  project_id: ProjectIdSchema,
  keywords: z.array(KeywordInputSchema).min(1, '请至少添加一个关键词'),
});
export type KeywordCreateBody = z.infer<typeof KeywordCreateBodySchema>;
/** The multipart fields of keyword upload besides the file. */
export const KeywordUploadFieldsSchema = KeywordCreateBodySchema.pick({
  advertiser_id: true,
  project_id: true,
});

/** A keyword the medium took or refused, and for uploads the file's row. */
export interface KeywordCreateAnswer {
  created: { keyword_id: string; word: string; match_type: KeywordMatchType; status: string }[];
  refused: { word: string; reason: string; row?: number }[];
}

/** The match type of a file's cell: the Chinese label, its short form or the medium's value. */
export function keywordMatchTypeOf(cell: string): KeywordMatchType | null {
  const text = cell.trim().toUpperCase();
  if (text === '') return 'PHRASE';
  for (const type of KEYWORD_MATCH_TYPES) {
    const label = KEYWORD_MATCH_TYPE_LABELS[type];
    if (text === type || cell.trim() === label || cell.trim() === label.slice(0, 2)) return type;
  }
  return null;
}

/** A file's keyword row, or the row's errors. */
export type KeywordFileRow =
  { row: number; ok: true; keyword: KeywordInput } | { row: number; ok: false; errors: string[] };

/**
 * Reads the rows of a keyword file (关键词, 匹配方式): a header row naming 关键词 is skipped; an
 * empty match type is 短语匹配. Each row is checked alone and against the rows above it.
 */
export function keywordFileRows(
  medium: KeywordMedium,
  rows: readonly { row: number; cells: readonly string[] }[],
): KeywordFileRow[] {
  const body = rows[0]?.cells[0]?.trim() === '关键词' ? rows.slice(1) : rows;
  const seen = new Map<string, number>();
  return body
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map(({ row, cells }) => {
      const word = (cells[0] ?? '').trim();
      const matchType = keywordMatchTypeOf(cells[1] ?? '');
      const errors =
        word === '' ? ['关键词不能为空'] : keywordErrors(medium, [{ word, match_type: 'PHRASE' }]);
      if (matchType === null) {
        errors.push(`匹配方式「${(cells[1] ?? '').trim()}」应为短语匹配、广泛匹配或精确匹配`);
      }
      const key = word.toLowerCase();
      const earlier = seen.get(key);
      if (word !== '' && earlier !== undefined) errors.push(`与第 ${earlier} 行的关键词重复`);
      if (word !== '' && earlier === undefined) seen.set(key, row);
      return errors.length > 0 || matchType === null
        ? { row, ok: false as const, errors }
        : { row, ok: true as const, keyword: { word, match_type: matchType } };
    });
}
