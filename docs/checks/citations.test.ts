import { describe, expect, it } from 'vitest';
import {
  CITED_DOCUMENTS,
  findCitations,
  markdownSections,
  missingQuoteParts,
  type Citation,
} from './citations';
import { readRepoFile, repositoryFiles } from './repository';

const cite = (document: string, section: number, quotes: string[] = [], line = 1): Citation => ({
  document,
  section,
  quotes,
  line,
});

describe('findCitations', () => {
  it.each<[string, string, Citation[]]>([
    ['one section', '// spec 001 §5: limits', [cite('spec-001', 5)]],
    ['a capital S', '/** Spec 002 §2 shows no ability */', [cite('spec-002', 2)]],
    [
      'a list',
      '(spec 001 §2, §3, §9)',
      [cite('spec-001', 2), cite('spec-001', 3), cite('spec-001', 9)],
    ],
    [
      'a range',
      'spec 000 §5–§7 /user/*',
      [cite('spec-000', 5), cite('spec-000', 6), cite('spec-000', 7)],
    ],
    ['a slash', 'ARCHITECTURE §3/§4 name', [cite('architecture', 3), cite('architecture', 4)]],
    ['"and"', 'spec 001 §5 and §9', [cite('spec-001', 5), cite('spec-001', 9)]],
    ['the docs path', 'see docs/architecture.md §6.', [cite('architecture', 6)]],
    [
      'a list wrapped onto the next comment line',
      '// the screen (spec 001 §4,\n// §5, §7) through HTTP',
      [cite('spec-001', 4), cite('spec-001', 5), cite('spec-001', 7)],
    ],
    [
      'quotes after sections',
      'spec 001 §4 "Copy ad", §5 "Copy", §9',
      [cite('spec-001', 4, ['Copy ad']), cite('spec-001', 5, ['Copy']), cite('spec-001', 9)],
    ],
    [
      'two quotes of one section',
      'spec 001 §4 "Batch modify", "Batch edit dialog"',
      [cite('spec-001', 4, ['Batch modify', 'Batch edit dialog'])],
    ],
    [
      'a quote wrapped onto the next comment line',
      '(spec 001 §7 "Updates", "Reads: Reject\n// reasons", §8)',
      [cite('spec-001', 7, ['Updates', 'Reads: Reject reasons']), cite('spec-001', 8)],
    ],
    ['no quote after a colon', 'spec 000 §1: "route title"', [cite('spec-000', 1)]],
    ['code after a section', '(spec 001 §7 `designer`)', [cite('spec-001', 7)]],
    ['an unknown document', 'spec 004 §1', [cite('spec-004', 1)]],
    ['a plain word', 'the architecture of spec 001 without a section', []],
  ])('reads %s', (_name, text, expected) => {
    expect(findCitations(text)).toEqual(expected);
  });

  it('gives the line each citation starts on', () => {
    const text = 'a\n// spec 000 §2\nb\n/** ARCHITECTURE §5 */';
    expect(findCitations(text).map((c) => c.line)).toEqual([2, 4]);
  });
});

describe('markdownSections', () => {
  const doc = [
    '# Title',
    '## §1 One',
    'first',
    '### Detail',
    'nested',
    '## §2 Two',
    'second',
    '## Other',
    'not in §2',
  ].join('\n');

  it('takes each §N heading with its text up to the next heading of its level', () => {
    const sections = markdownSections(doc);
    expect([...sections.keys()]).toEqual([1, 2]);
    expect(sections.get(1)).toContain('nested');
    expect(sections.get(2)).toContain('second');
    expect(sections.get(2)).not.toContain('not in');
  });
});

describe('missingQuoteParts', () => {
  it('matches case-insensitively, ignoring code marks and line breaks', () => {
    expect(
      missingQuoteParts(
        '**Reports are** served; `refresh=1`\nre-syncs',
        'reports are served; refresh=1 re-syncs',
      ),
    ).toEqual([]);
  });

  it('names each part of "Subsection: words" that is missing', () => {
    expect(missingQuoteParts('### Reads\nreject reasons', 'Reads: Reject reasons')).toEqual([]);
    expect(missingQuoteParts('### Reads', 'Reads: Reject reasons')).toEqual(['reject reasons']);
  });
});

describe('every citation in the repository resolves in docs/', () => {
  const sections = new Map(
    Object.entries(CITED_DOCUMENTS).map(([key, file]) => [
      key,
      markdownSections(readRepoFile(file)),
    ]),
  );

  it('names a section with a heading, containing the words it quotes', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of repositoryFiles()) {
      for (const citation of findCitations(file.text)) {
        count += 1;
        const where = `${file.path}:${citation.line}`;
        const known = sections.get(citation.document);
        const docFile = CITED_DOCUMENTS[citation.document as keyof typeof CITED_DOCUMENTS];
        if (!known) {
          problems.push(`${where}: no document ${citation.document}`);
          continue;
        }
        const text = known.get(citation.section);
        if (text === undefined) {
          problems.push(`${where}: ${docFile} has no heading "§${citation.section}"`);
          continue;
        }
        for (const quote of citation.quotes) {
          const missing = missingQuoteParts(text, quote);
          if (missing.length > 0) {
            problems.push(
              `${where}: ${docFile} §${citation.section} lacks "${missing.join('", "')}"`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The repository cites the documents hundreds of times; none found means the search broke.
    expect(count).toBeGreaterThan(300);
  });
});
