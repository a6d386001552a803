import type { MediumKey } from '@toufang/contracts';

// Title length rules of each medium's creative title (docs/architecture/titles.md). The title library
// keeps a title when at least one medium takes it and shows which ones do; the creation wizards pick
// only titles their medium takes. The media differ in the bounds and in how they count: Ocean Engine
// and Tencent count a half-width character (ASCII letters, digits, half-width punctuation) as half a
// character, Kuaishou counts every character as one.

export type TitleCounting = 'width' | 'characters';

export interface TitleLengthRule {
  medium: MediumKey;
  /** Shortest title, in the medium's own count. */
  min: number;
  /** Longest title, in the medium's own count. */
  max: number;
  counting: TitleCounting;
}

export const TITLE_LENGTH_RULES: readonly TitleLengthRule[] = [
  // Ocean Engine creative title (`title_material_list[].title`): 5–30 字, two half-width
  // characters count as one.
  { medium: 'bytedance', min: 5, max: 30, counting: 'width' },
  // Kuaishou creative 广告语 (`display_info.description`): 1–30 characters, no line breaks.
  { medium: 'kuaishou', min: 1, max: 30, counting: 'characters' },
  // Tencent dynamic-creative title component (`creative_components.title[].value.content`): 1–30
  // 等宽字符, one Chinese character equal to two half-width ones.
  { medium: 'tencent', min: 1, max: 30, counting: 'width' },
];

/** A character the media count as half: printable ASCII (letters, digits, half-width marks). */
const isHalfWidth = (char: string) => /^[\x20-\x7e]$/.test(char);

/** The length the way a medium counts it; a half-width character counts 0.5 under `width`. */
export function titleLength(text: string, counting: TitleCounting): number {
  let length = 0;
  for (const char of text) length += counting === 'width' && isHalfWidth(char) ? 0.5 : 1;
  return length;
}

/** Characters as a person counts them (code points): the library's length filter and column. */
export const titleCharacters = (text: string) => [...text].length;

export interface TitleFit {
  /** The media that take the title. */
  accepted: MediumKey[];
  /** Why each other medium refuses it, naming the medium. */
  refusals: { medium: MediumKey; reason: string }[];
}

const TITLE_MEDIUM_NAMES: Record<MediumKey, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

const shown = (length: number) => (Number.isInteger(length) ? String(length) : length.toFixed(1));

/** Checks a title against every medium's rule. */
export function fitTitle(text: string): TitleFit {
  const fit: TitleFit = { accepted: [], refusals: [] };
  for (const rule of TITLE_LENGTH_RULES) {
    const length = titleLength(text, rule.counting);
    const name = TITLE_MEDIUM_NAMES[rule.medium];
    if (/[\r\n]/.test(text)) {
      fit.refusals.push({ medium: rule.medium, reason: `${name}标题不能换行` });
    } else if (length < rule.min) {
      fit.refusals.push({
        medium: rule.medium,
        reason: `${name}标题至少 ${rule.min} 个字（当前 ${shown(length)}）`,
      });
    } else if (length > rule.max) {
      fit.refusals.push({
        medium: rule.medium,
        reason: `${name}标题最多 ${rule.max} 个字（当前 ${shown(length)}）`,
      });
    } else {
      fit.accepted.push(rule.medium);
    }
  }
  return fit;
}

/** Why a medium refuses the title, in its own words of its rule; undefined when it takes it. */
export const titleRefusal = (text: string, medium: MediumKey): string | undefined =>
  fitTitle(text).refusals.find((refusal) => refusal.medium === medium)?.reason;

/** Whether a medium takes the title. */
export const titleFitsMedium = (text: string, medium: MediumKey) =>
  fitTitle(text).accepted.includes(medium);

/**
 * The text the library keeps and compares: trimmed, each run of spaces made one space. Two lines
 * that differ only in spacing are the same title.
 */
export const normalizeTitle = (text: string) => text.replace(/[ \t\u3000]+/g, ' ').trim();
