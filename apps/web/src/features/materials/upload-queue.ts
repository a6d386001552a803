import { ERROR_CODES, type MaterialFile } from '@toufang/contracts';

/** One file of an upload batch and where it stands. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** Bytes sent so far. */
  loaded: number;
  /** While uploading: the connection dropped and the upload waits to go on. */
  interrupted?: boolean;
} & (
  | { status: 'waiting' | 'uploading' }
  | { status: 'done'; file: MaterialFile }
  /** The same content is in the library already: reuse that file, or upload again replacing it. */
  | { status: 'duplicate'; message: string; existing: MaterialFile }
  | { status: 'failed'; message: string }
  | { status: 'reused'; file: MaterialFile }
);

export type UploadStatus = UploadItem['status'];

/** What the server answered to one upload, as the queue records it. */
export type UploadOutcome =
  | { status: 'done'; file: MaterialFile }
  | { status: 'duplicate'; message: string; existing: MaterialFile }
  | { status: 'failed'; message: string };

interface UploadEnvelope {
  code: number;
  message_cn?: unknown;
  message?: unknown;
  data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Reads the answer of `material/file/upload` (spec 002 §5: an unreadable image names the file). */
export function uploadOutcome(envelope: UploadEnvelope): UploadOutcome {
  if (envelope.code === 0) return { status: 'done', file: envelope.data as MaterialFile };
  const message =
    text(envelope.message_cn) ??
    (Array.isArray(envelope.message) ? envelope.message.join('；') : text(envelope.message)) ??
    '上传失败';
  const existing = (envelope.data as { file?: MaterialFile } | null | undefined)?.file;
  if (envelope.code === ERROR_CODES.MATERIAL_DUPLICATE.code && existing) {
    return { status: 'duplicate', message, existing };
  }
  return { status: 'failed', message };
}

/** Whether an item's bytes count as sent in the batch total. */
const settled = (status: UploadStatus) => status !== 'waiting' && status !== 'uploading';

/** The batch's progress in whole percent: bytes sent over all bytes; finished files count in full. */
export function totalPercent(items: readonly UploadItem[]): number {
  const size = items.reduce((sum, item) => sum + item.size, 0);
  if (size === 0) return items.length > 0 && items.every((i) => settled(i.status)) ? 100 : 0;
  const sent = items.reduce(
    (sum, item) => sum + (settled(item.status) ? item.size : Math.min(item.loaded, item.size)),
    0,
  );
  return Math.floor((sent / size) * 100);
}

export function itemPercent(item: UploadItem): number {
  if (settled(item.status)) return 100;
  return item.size === 0 ? 0 : Math.floor((Math.min(item.loaded, item.size) / item.size) * 100);
}

/** How many files ended in each state, for the batch's summary line. */
export function uploadSummary(items: readonly UploadItem[]): string {
  const count = (...statuses: UploadStatus[]) =>
    items.filter((item) => statuses.includes(item.status)).length;
  const parts = [`共 ${items.length} 个`, `成功 ${count('done', 'reused')} 个`];
  const duplicates = count('duplicate');
  const failed = count('failed');
  if (duplicates > 0) parts.push(`重复 ${duplicates} 个`);
  if (failed > 0) parts.push(`失败 ${failed} 个`);
  return parts.join('，');
}

/**
 * Whether a file picked with a folder goes into the batch: images and videos only, never the
 * hidden files systems leave in folders (`.DS_Store`, `._name`), nor `Thumbs.db`.
 */
export function folderFileWanted(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.name.startsWith('.') || file.name === 'Thumbs.db') return false;
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}
