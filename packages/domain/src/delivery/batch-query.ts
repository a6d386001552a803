// The batch query dialogs (spec 001 §5 "Batch query dialogs"): one entry per line, duplicates
// removed, counts shown as chips. Blank lines around the whole input (a trailing newline from a
// spreadsheet paste) are dropped and each line is trimmed; a blank line between entries is an
// error, for IDs and for material names alike.

export const ID_QUERY_EMPTY_MESSAGE = '请输入要查询的ID';
export const NAME_QUERY_EMPTY_MESSAGE = '请输入要查询的素材名称';

export function invalidIdMessage(line: number, text: string): string {
  return `第${line}行「${text}」不是有效的ID，ID须为不以0开头的正整数`;
}

export function blankLineMessage(line: number): string {
  return `第${line}行为空`;
}

/** A positive integer without a leading zero; kept as text (media IDs exceed 2^53). */
const ID_TEXT = /^[1-9]\d*$/;

export interface QueryList {
  /** Distinct entries in first-seen order. */
  values: string[];
  /** Lines entered. */
  total: number;
  /** Lines dropped as repeats. */
  duplicates: number;
}

export type QueryListParse = { ok: true; list: QueryList } | { ok: false; message: string };

/** The non-blank stretch of the input, each line trimmed and numbered as in the text box. */
function lines(text: string): { line: number; value: string }[] {
  const all = text.split(/\r\n|\r|\n/);
  const first = all.findIndex((line) => line.trim() !== '');
  if (first === -1) return [];
  let last = all.length - 1;
  while ((all[last] ?? '').trim() === '') last -= 1;
  return all
    .slice(first, last + 1)
    .map((value, index) => ({ line: first + index + 1, value: value.trim() }));
}

function parse(
  text: string,
  emptyMessage: string,
  lineError: (line: number, value: string) => string | undefined,
): QueryListParse {
  const entries = lines(text);
  if (entries.length === 0) return { ok: false, message: emptyMessage };
  const seen = new Set<string>();
  for (const { line, value } of entries) {
    const error = value === '' ? blankLineMessage(line) : lineError(line, value);
    if (error !== undefined) return { ok: false, message: error };
    seen.add(value);
  }
  return {
    ok: true,
    list: { values: [...seen], total: entries.length, duplicates: entries.length - seen.size },
  };
}

/** IDs, one per line: each a positive integer without a leading zero. */
export function parseIdQuery(text: string): QueryListParse {
  return parse(text, ID_QUERY_EMPTY_MESSAGE, (line, value) =>
    ID_TEXT.test(value) ? undefined : invalidIdMessage(line, value),
  );
}

/** Material names, one per line: any text, only blank lines are refused. */
export function parseNameQuery(text: string): QueryListParse {
  return parse(text, NAME_QUERY_EMPTY_MESSAGE, () => undefined);
}
