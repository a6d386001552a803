// Citations of the requirements (`spec 001 §4`), of the architecture (`ARCHITECTURE §6`) and of the
// media APIs' facts (`reference §1.7`) in source and docs text, and the `§N` / `§N.M` sections of
// the documents they point at. Pure functions: the tests beside them read the files.

/** The documents a citation can point at, by key. */
export const CITED_DOCUMENTS = {
  'spec-000': 'docs/requirements/spec-000.md',
  'spec-001': 'docs/requirements/spec-001.md',
  'spec-002': 'docs/requirements/spec-002.md',
  architecture: 'docs/architecture.md',
  reference: 'docs/media-wire/reference.md',
} as const;

export interface Citation {
  /** `spec-001`, `architecture`, `reference`, or `spec-<n>` for a document that does not exist. */
  document: string;
  /** `4`, or a subsection `1.7`. */
  section: string;
  /** Quoted words after the section: a subsection's name or words of the section. */
  quotes: string[];
  /** 1-based line of the citation's start. */
  line: number;
}

// A line break inside a comment, with the next line's comment marker.
const BREAK = String.raw`(?:\r?\n[ \t]*(?:\/\/+|\*|#+)?[ \t]*)?`;
// "spec 001 §…", "Spec 000 §…", "ARCHITECTURE §…", "architecture §…", "docs/architecture.md §…",
// "reference §…"; the section may wrap onto the next comment line.
const START = new RegExp(
  String.raw`\b(?:spec[ \t]+(\d{3})|(?:docs\/)?architecture(?:\.md)?|(reference))[ \t]*${BREAK}(?=§)`,
  'gi',
);
// "§4", a subsection "§1.7", or a range "§5–§7", "§1.7–§1.9".
const SECTION = /§(\d+(?:\.\d+)?)(?:[ \t]*[–-][ \t]*§?(\d+(?:\.\d+)?))?/y;
// Code after a section ("§1.2 `auth_code`"), skipped.
const CODE = /[ \t]*`[^`\n]+`/y;
// A quote right after a section (it may wrap once onto the next comment line).
const QUOTE = /[ \t]*"([^"\n]{1,120}(?:\n[^"\n]{0,120})?)"/y;
const QUOTE_SEPARATOR = new RegExp(String.raw`[ \t]*,[ \t]*${BREAK}(?=")`, 'y');
// Between two sections of one citation: ", §5", " and §5", "/§4", or a wrapped ",\n// §5".
const NEXT_SECTION = new RegExp(String.raw`[ \t]*(?:,|\/|&|\band\b)?[ \t]*${BREAK}(?=§)`, 'iy');

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/** The text of a quote as one line: comment markers of a wrapped line dropped. */
function unwrapQuote(quote: string): string {
  return quote.replace(/\r?\n[ \t]*(?:\/\/+|\*|#+)?[ \t]*/g, ' ').trim();
}

/**
 * The sections a range names: "5"–"7" is 5, 6, 7 and "1.7"–"1.9" is 1.7, 1.8, 1.9; the ends of a
 * range across two sections ("1.9"–"2.1") only.
 */
export function sectionRange(first: string, last: string): string[] {
  const [firstMajor, firstMinor] = first.split('.');
  const [lastMajor, lastMinor] = last.split('.');
  if (first === last) return [first];
  const sameLevel = (firstMinor === undefined) === (lastMinor === undefined);
  if (!sameLevel || (firstMinor !== undefined && firstMajor !== lastMajor)) return [first, last];
  const prefix = firstMinor === undefined ? '' : `${firstMajor}.`;
  const from = Number(firstMinor ?? firstMajor);
  const to = Number(lastMinor ?? lastMajor);
  if (to <= from) return [first];
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
}

/** Every citation in `text`, one entry per cited section. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const start of text.matchAll(START)) {
    const document =
      start[1] !== undefined ? `spec-${start[1]}` : start[2] ? 'reference' : 'architecture';
    const line = text.slice(0, start.index).split('\n').length;
    let index = start.index + start[0].length;
    for (;;) {
      const section = matchAt(SECTION, text, index);
      if (!section) break;
      index = section.index + section[0].length;
      const first = section[1] ?? '';
      const quotes: string[] = [];
      let quote = matchAt(QUOTE, text, index);
      while (quote) {
        quotes.push(unwrapQuote(quote[1] ?? ''));
        index = quote.index + quote[0].length;
        const separator = matchAt(QUOTE_SEPARATOR, text, index);
        quote = separator ? matchAt(QUOTE, text, separator.index + separator[0].length) : null;
      }
      sectionRange(first, section[2] ?? first).forEach((n, at) => {
        found.push({ document, section: n, quotes: at === 0 ? quotes : [], line });
      });
      for (let code = matchAt(CODE, text, index); code; code = matchAt(CODE, text, index)) {
        index = code.index + code[0].length;
      }
      const next = matchAt(NEXT_SECTION, text, index);
      if (!next) break;
      index = next.index + next[0].length;
    }
  }
  return found;
}

/**
 * The `§N` and `§N.M` sections of a markdown document: the text from a heading `## §N …` (any
 * level) to the next heading of the same or a higher level.
 */
export function markdownSections(markdown: string): Map<string, string> {
  const lines = markdown.split('\n');
  const sections = new Map<string, string>();
  lines.forEach((line, at) => {
    const heading = /^(#{1,6})[ \t]+§(\d+(?:\.\d+)*)(?=[ \t]|$)/.exec(line);
    if (!heading) return;
    const level = heading[1]?.length ?? 1;
    let end = at + 1;
    while (end < lines.length) {
      const next = /^(#{1,6})[ \t]/.exec(lines[end] ?? '');
      if (next && (next[1]?.length ?? 0) <= level) break;
      end += 1;
    }
    sections.set(heading[2] ?? '', lines.slice(at, end).join('\n'));
  });
  return sections;
}

/** Text compared case-insensitively, without markdown emphasis or code marks, spaces collapsed. */
export function normalizeText(text: string): string {
  return text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The quoted words a section does not contain. A quote "Reads: Reject reasons" names a subsection
 * and words within it: each part must appear.
 */
export function missingQuoteParts(sectionText: string, quote: string): string[] {
  const haystack = normalizeText(sectionText);
  return quote
    .split(/:\s+/)
    .map(normalizeText)
    .filter((part) => part !== '' && !haystack.includes(part));
}

// Files that sit outside the repository, which a reader of it cannot open: the starting notes of
// the domain and the house style, and the raw notes on the media's APIs. Their content lives in
// docs/glossary.md, docs/architecture.md and docs/media-wire/reference.md.
const OUTSIDE_DOCUMENT = /\b(?:DOMAIN|STYLE)(?:\.md\b|[ \t]+(?="))|\bmedia-apis\.md\b/g;

export interface Mention {
  /** The words that name the document. */
  text: string;
  /** 1-based line. */
  line: number;
}

/** Every mention of a document outside the repository in `text`. */
export function outsideDocumentMentions(text: string): Mention[] {
  return [...text.matchAll(OUTSIDE_DOCUMENT)].map((match) => ({
    text: match[0].trim(),
    line: text.slice(0, match.index).split('\n').length,
  }));
}

// `docs/glossary.md "Statuses"`: the quote names a heading of the glossary (it may wrap once).
const GLOSSARY_CITATION = new RegExp(
  String.raw`\bdocs\/glossary\.md[ \t]*${BREAK}"([^"\n]{1,80})"`,
  'g',
);

/** Every glossary heading `text` cites by name, as `text` the heading's words. */
export function findGlossaryCitations(text: string): Mention[] {
  return [...text.matchAll(GLOSSARY_CITATION)].map((match) => ({
    text: match[1] ?? '',
    line: text.slice(0, match.index).split('\n').length,
  }));
}

/** The headings of a markdown document, as normalised text. */
export function markdownHeadings(markdown: string): Set<string> {
  const headings = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}[ \t]+(.+)$/gm)) {
    headings.add(normalizeText(match[1] ?? ''));
  }
  return headings;
}
