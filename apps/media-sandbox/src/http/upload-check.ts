import { createHash } from 'node:crypto';
import { oceanengine, readVideoHeader, type UploadRule } from '@toufang/media-wire';
import { mediumError } from './medium-error';
import { isUploadedFile } from './multipart-form';

// The checks every upload endpoint makes before it stores a file (reference §1.12, §2.9, §3.8):
// the file part is there and not empty, within the endpoint's size limit, of an accepted format
// by its bytes (not its name or declared type), and — when the form signs it — of the md5 given.

export interface CheckedFile {
  data: Buffer;
  filename: string;
  md5: string;
  format: string;
  size: number;
  width: number;
  height: number;
  durationMs: number;
}

export const md5Of = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

/** Bytes sent over the rule's limit still reach the handler, which answers the medium's error. */
export const uploadBodyLimit = (rule: UploadRule) => rule.maxBytes + 1024 * 1024;

export function checkUpload(
  part: unknown,
  field: string,
  kind: 'image' | 'video',
  rule: UploadRule,
  signature: string | undefined,
): CheckedFile {
  if (!isUploadedFile(part)) throw mediumError('param', `${field} 为必填参数`);
  const { data } = part;
  if (data.length === 0) throw mediumError('param', `${field} 不能为空文件`);
  if (data.length > rule.maxBytes) {
    throw mediumError('param', `文件大小不能超过 ${formatMb(rule.maxBytes)}`);
  }
  const header = kind === 'image' ? imageHeader(data) : videoHeader(data);
  if (!header || !rule.formats.includes(header.format)) {
    throw mediumError('param', `文件格式仅支持 ${rule.label}`);
  }
  const md5 = md5Of(data);
  if (signature !== undefined && signature.toLowerCase() !== md5) {
    throw mediumError('param', '文件的 md5 与 signature 不一致');
  }
  return {
    data,
    filename: part.filename,
    md5,
    format: header.format,
    size: data.length,
    width: header.width,
    height: header.height,
    durationMs: header.durationMs,
  };
}

function imageHeader(data: Buffer) {
  const header = oceanengine.readImageHeader(data);
  return header && { ...header, durationMs: 0 };
}

function videoHeader(data: Buffer) {
  const header = readVideoHeader(data);
  return header && { ...header, durationMs: Math.round(header.durationSeconds * 1000) };
}

function formatMb(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}
