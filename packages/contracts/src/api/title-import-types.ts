import type { MediumKey } from './media-auth';

// The answers of the title import calls (docs/architecture/titles.md). The preview classifies each
// line of the file (packages/domain `previewTitleImport`); the import answers the same for the
// titles it was sent, with the count it stored.

export type TitleImportStatus = 'new' | 'duplicate_file' | 'duplicate_library' | 'too_long';

export interface TitleImportLine {
  line: number;
  title: string;
  characters: number;
  status: TitleImportStatus;
  media: MediumKey[];
  reason: string;
}

export interface TitleImportSummary {
  total: number;
  new: number;
  duplicate: number;
  too_long: number;
}

export interface TitleImportPreviewData {
  file_name: string;
  lines: TitleImportLine[];
  summary: TitleImportSummary;
}

export interface TitleImportResultData {
  created: number;
  lines: TitleImportLine[];
  summary: TitleImportSummary;
}
