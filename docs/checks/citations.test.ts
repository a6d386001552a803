import { describe, expect, it } from 'vitest';
import {
  CITED_DOCUMENTS,
  findCitations,
  findGlossaryCitations,
  markdownHeadings,
  markdownSections,
  missingQuoteParts,
  normalizeText,
  outsideDocumentMentions,
  sectionRange,
  type Citation,
} from './citations';
import { readRepoFile, repositoryFiles } from './repository';

const cite = (
  document: string,
  section: number | string,
  quotes: string[] = [],
  line = 1,
): Citation => ({
  document,
  section: String(section),
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
    ['a reference subsection', '// OAuth2 (reference §1.2): authorize', [cite('reference', '1.2')]],
    ['a reference section', '(reference §0)', [cite('reference', '0')]],
    [
      'a list of reference subsections',
      '(reference §1.9, §4.5)',
      [cite('reference', '1.9'), cite('reference', '4.5')],
    ],
    [
      'a range of reference subsections',
      'reference §1.7–§1.9;',
      [cite('reference', '1.7'), cite('reference', '1.8'), cite('reference', '1.9')],
    ],
    [
      'reference subsections split by slashes',
      'reference §1.11 / §2.8 / §3.7',
      [cite('reference', '1.11'), cite('reference', '2.8'), cite('reference', '3.7')],
    ],
    [
      'a reference subsection on the next comment line',
      '// (reference\n// §3.5: outer code 0)',
      [cite('reference', '3.5')],
    ],
    [
      'code between reference subsections',
      'reference §1.2 `auth_code`, §3.2 `authorization_code`',
      [cite('reference', '1.2'), cite('reference', '3.2')],
    ],
    [
      'a quote after a reference subsection',
      'reference §2.5 "images", "videos", §2.9',
      [cite('reference', '2.5', ['images', 'videos']), cite('reference', '2.9')],
    ],
    ['a full stop after a subsection', 'see reference §1.4.', [cite('reference', '1.4')]],
    ['a plain word', 'the architecture of spec 001 without a section', []],
  ])('reads %s', (_name, text, expected) => {
    expect(findCitations(text)).toEqual(expected);
  });

  it('gives the line each citation starts on', () => {
    const text = 'a\n// spec 000 §2\nb\n/** ARCHITECTURE §5 */';
    expect(findCitations(text).map((c) => c.line)).toEqual([2, 4]);
  });
});

describe('sectionRange', () => {
  it.each<[string, string, string[]]>([
    ['5', '7', ['5', '6', '7']],
    ['1.7', '1.9', ['1.7', '1.8', '1.9']],
    ['1.9', '1.11', ['1.9', '1.10', '1.11']],
    ['2.1', '2.1', ['2.1']],
    ['1.9', '2.1', ['1.9', '2.1']],
    ['3', '3.2', ['3', '3.2']],
  ])('reads %s to %s', (first, last, expected) => {
    expect(sectionRange(first, last)).toEqual(expected);
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
    expect([...sections.keys()]).toEqual(['1', '2']);
    expect(sections.get('1')).toContain('nested');
    expect(sections.get('2')).toContain('second');
    expect(sections.get('2')).not.toContain('not in');
  });

  it('takes §N.M subsections inside their section', () => {
    const sections = markdownSections(
      ['## §1 Ocean Engine', '### §1.1 Hosts', 'hosts', '### §1.10 Legacy', 'v2', '## §2 K'].join(
        '\n',
      ),
    );
    expect([...sections.keys()]).toEqual(['1', '1.1', '1.10', '2']);
    expect(sections.get('1')).toContain('v2');
    expect(sections.get('1.1')).toContain('hosts');
    expect(sections.get('1.1')).not.toContain('v2');
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

describe('outsideDocumentMentions', () => {
  it.each<[string, string, string[]]>([
    ['the domain notes', '// mirror rows (DOMAIN.md levels 1–3)', ['DOMAIN.md']],
    ['a quoted section of them', '(DOMAIN "Money and time")', ['DOMAIN']],
    ['the style notes', '(STYLE.md "media/"; STYLE "Errors")', ['STYLE.md', 'STYLE']],
    ['the raw media notes', 'Wire facts: `reference/media-apis.md`', ['media-apis.md']],
    ['an identifier', 'DOMAIN_STATUSES, STYLE_SHEET', []],
    ['the glossary', '(docs/glossary.md "Statuses")', []],
  ])('finds %s', (_name, text, expected) => {
    expect(outsideDocumentMentions(text).map((m) => m.text)).toEqual(expected);
  });
});

describe('findGlossaryCitations', () => {
  it('reads the quoted heading, also on the next comment line', () => {
    const text =
      '// (docs/glossary.md "Statuses")\n// daylight saving (docs/glossary.md\n// "Money and time").';
    expect(findGlossaryCitations(text)).toEqual([
      { text: 'Statuses', line: 1 },
      { text: 'Money and time', line: 2 },
    ]);
  });

  it('ignores the glossary named without a heading', () => {
    expect(findGlossaryCitations('(route prefixes, docs/glossary.md) → names')).toEqual([]);
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
    const counts = new Map<string, number>();
    for (const file of repositoryFiles()) {
      for (const citation of findCitations(file.text)) {
        counts.set(citation.document, (counts.get(citation.document) ?? 0) + 1);
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
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(300);
    expect(counts.get('reference') ?? 0).toBeGreaterThan(200);
  });

  it('names glossary headings that exist and no document outside the repository', () => {
    const headings = markdownHeadings(readRepoFile('docs/glossary.md'));
    const problems: string[] = [];
    for (const file of repositoryFiles()) {
      for (const mention of outsideDocumentMentions(file.text)) {
        problems.push(`${file.path}:${mention.line}: ${mention.text} is not in the repository`);
      }
      for (const citation of findGlossaryCitations(file.text)) {
        if (!headings.has(normalizeText(citation.text))) {
          problems.push(
            `${file.path}:${citation.line}: docs/glossary.md has no "${citation.text}"`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
