import { z } from 'zod';
import {
  DEFAULT_REPORT_FIELDS,
  REPORT_FIELD_KEYS,
  type ReportFieldKey,
} from './feed-report-fields';

// Parsers of the report filters' wire values (spec 001 §7): lists as arrays or comma text, medium
// ids as text, blank meaning "no filter".

/** Ids or names one list filter may hold (a batch query pastes many). */
export const REPORT_FILTER_LIST_MAX = 1000;

/** Absent, empty text and empty lists all mean "no filter". */
export const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0)
    ? undefined
    : value;

/**
 * `a,b,c`, `a\nb`, a single value or an array → trimmed non-empty texts. Text is split at commas
 * and white space; `linesOf` splits text at line breaks only (names may hold commas). Array items
 * are kept whole.
 */
function splitList(value: unknown, separator: RegExp): unknown {
  if (value === undefined || value === null) return undefined;
  const items = (
    Array.isArray(value)
      ? (value as unknown[])
      : typeof value === 'string'
        ? value.split(separator)
        : [value]
  )
    // A number beyond 2^53 has lost digits already: left as it is, the text schemas refuse it.
    .map((item) => (typeof item === 'number' && Number.isSafeInteger(item) ? String(item) : item))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
  return items.length === 0 ? undefined : items;
}

export const listOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value
    : splitList(value, /[,，\s]+/);
export const linesOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value
    : splitList(value, /\r\n|\r|\n/);

/** A medium id: a positive integer without a leading zero, kept as text (ids exceed 2^53). */
export const mediumId = (label: string) =>
  z
    .string(`${label}须为不以0开头的正整数`)
    .regex(/^[1-9]\d{0,19}$/, `${label}须为不以0开头的正整数`);

export const idList = (label: string) =>
  z.preprocess(
    listOf,
    z
      .array(mediumId(label))
      .max(REPORT_FILTER_LIST_MAX, `${label}一次最多查询 ${REPORT_FILTER_LIST_MAX} 个`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  );

export const textList = (label: string, max = 200, split = listOf) =>
  z.preprocess(
    split,
    z
      .array(z.string().max(max, `${label}过长`))
      .max(REPORT_FILTER_LIST_MAX, `${label}一次最多查询 ${REPORT_FILTER_LIST_MAX} 个`)
      .transform((values) => [...new Set(values)])
      .optional(),
  );

export const enumList = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) => z.preprocess(listOf, z.array(z.enum(values, message)).optional());

export const calendarDate = (label: string) =>
  z.preprocess(blankToUndefined, z.iso.date(`${label}须为 YYYY-MM-DD 格式的日期`).optional());

const REPORT_FIELD_SET: ReadonlySet<string> = new Set(REPORT_FIELD_KEYS);

export const ReportFieldsSchema = z.preprocess(
  listOf,
  z
    .array(z.string())
    .superRefine((keys, ctx) => {
      for (const key of keys) {
        if (!REPORT_FIELD_SET.has(key)) {
          ctx.addIssue({ code: 'custom', message: `不支持的报表指标：${key}` });
        }
      }
    })
    .transform((keys) => [...new Set(keys)] as ReportFieldKey[])
    .optional()
    .transform((keys) => keys ?? [...DEFAULT_REPORT_FIELDS]),
);
