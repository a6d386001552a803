import type { TitleImportLine, TitleImportStatus, TitleImportSummary } from '@toufang/contracts';
import { fitTitle, normalizeTitle, titleCharacters } from './title-length-rules';

// The preview of a title import (docs/architecture/titles.md): each line of the file is 新增 (new),
// 重复 (the same title earlier in the file or already in the game's library) or 超长 (no medium
// takes a title that long). Blank lines are skipped and keep their line numbers out of the preview.

export const TITLE_IMPORT_STATUS_LABELS: Record<TitleImportStatus, string> = {
  new: '新增',
  duplicate_file: '重复',
  duplicate_library: '重复',
  too_long: '超长',
};

/** Classifies the file's lines against the game's library (`existing`: normalized titles). */
export function previewTitleImport(
  lines: readonly { line: number; text: string }[],
  existing: ReadonlySet<string>,
): TitleImportLine[] {
  const seen = new Map<string, number>();
  const out: TitleImportLine[] = [];
  for (const { line, text } of lines) {
    const title = normalizeTitle(text);
    if (title === '') continue;
    const fit = fitTitle(title);
    const base = { line, title, characters: titleCharacters(title), media: fit.accepted };
    const first = seen.get(title);
    if (fit.accepted.length === 0) {
      out.push({
        ...base,
        status: 'too_long',
        reason: fit.refusals.map((r) => r.reason).join('；'),
      });
    } else if (first !== undefined) {
      out.push({ ...base, status: 'duplicate_file', reason: `与第 ${first} 行重复` });
    } else if (existing.has(title)) {
      out.push({ ...base, status: 'duplicate_library', reason: '标题库中已有该标题' });
    } else {
      out.push({ ...base, status: 'new', reason: '' });
    }
    if (first === undefined) seen.set(title, line);
  }
  return out;
}

export function summarizeTitleImport(lines: readonly TitleImportLine[]): TitleImportSummary {
  return {
    total: lines.length,
    new: lines.filter((l) => l.status === 'new').length,
    duplicate: lines.filter(
      (l) => l.status === 'duplicate_file' || l.status === 'duplicate_library',
    ).length,
    too_long: lines.filter((l) => l.status === 'too_long').length,
  };
}
