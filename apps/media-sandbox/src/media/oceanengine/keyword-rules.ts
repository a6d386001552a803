// The medium's review of one search keyword, shared by the v3 project's keywords
// (keyword-routes.ts) and the legacy v2 ad's (v2-keyword-routes.ts): a word too long, with a
// banned part, already on its holder, or past the holder's cap is refused with the medium's reason.

/** Characters of one keyword. */
export const KEYWORD_WORD_MAX = 20;
/** Words the medium's review refuses outright. */
const BANNED = ['违禁', '赌博', '外挂'];

/**
 * Why the medium refuses `word` for a holder (项目 or 计划) that already has the words `taken`
 * (lower-cased) and takes `cap`; null when it takes it.
 */
export function keywordRefusal(
  word: string,
  taken: ReadonlySet<string>,
  cap: number,
  holder: string,
): string | null {
  if ([...word].length > KEYWORD_WORD_MAX) return `关键词长度不能超过${KEYWORD_WORD_MAX}个字`;
  if (BANNED.some((w) => word.includes(w))) return '关键词包含违禁内容';
  if (taken.has(word.toLowerCase())) return '关键词已存在';
  if (taken.size >= cap) return `${holder}关键词数量已达上限${cap}个`;
  return null;
}
