import type { MaterialUploadSession } from '@toufang/contracts';
import { useSessionStore } from '../../stores/session-store';
import { API_BASE } from '../../api/client';
import {
  RESUMABLE_THRESHOLD_BYTES,
  uploadResumable,
  type Answer,
  type ChunkTransport,
} from './resumable-upload';
import { uploadOutcome, type UploadOutcome } from './upload-queue';

export interface UploadFields {
  dir_id: number;
  is_public: 0 | 1;
  replace: 0 | 1;
  gad_cfg_game_id?: number;
  /** Replaces this file's content (替换内容) instead of adding a file. */
  fid?: number;
}

/**
 * One request with XMLHttpRequest, whose upload events report the bytes sent (fetch has none):
 * the parsed envelope, or `network` when no answer came.
 */
function send<T>(
  method: string,
  path: string,
  body: XMLHttpRequestBodyInit | null,
  opts: { contentType?: string; onSent?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    const token = useSessionStore.getState().token;
    if (token) xhr.setRequestHeader('X-Token', token);
    xhr.setRequestHeader('Accept', 'application/json');
    if (opts.contentType) xhr.setRequestHeader('Content-Type', opts.contentType);
    if (opts.onSent) {
      const onSent = opts.onSent;
      xhr.upload.onprogress = (event) => onSent(event.loaded);
    }
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer<T>);
      } catch {
        resolve({ code: -1, message_cn: `上传失败（HTTP ${xhr.status}）` });
      }
    };
    xhr.onerror = () => resolve({ network: true });
    xhr.ontimeout = () => resolve({ network: true });
    xhr.onabort = () => resolve({ code: -1, message_cn: '已取消上传' });
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Sends one file to `material/file/upload` as a form. */
export async function uploadMaterialFile(
  file: File,
  fields: UploadFields,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('dir_id', String(fields.dir_id));
  form.append('is_public', String(fields.is_public));
  form.append('replace', String(fields.replace));
  if (fields.gad_cfg_game_id) form.append('gad_cfg_game_id', String(fields.gad_cfg_game_id));
  if (fields.fid) form.append('fid', String(fields.fid));
  form.append('file', file, file.name);
  const answer = await send('POST', '/material/file/upload', form, { onSent: onProgress, signal });
  if ('network' in answer) return { status: 'failed', message: '网络错误，上传中断' };
  return uploadOutcome(answer);
}

const SESSION_PATH = '/material/file/upload/session';

/** `material/file/upload/session*` over XMLHttpRequest. */
export function httpChunkTransport(signal?: AbortSignal): ChunkTransport {
  const json = { contentType: 'application/json', signal };
  return {
    start: (name, size, fields) =>
      send<MaterialUploadSession>(
        'POST',
        SESSION_PATH,
        JSON.stringify({
          file_name: name,
          size,
          dir_id: fields.dir_id,
          is_public: String(fields.is_public),
          replace: String(fields.replace),
          ...(fields.gad_cfg_game_id ? { gad_cfg_game_id: fields.gad_cfg_game_id } : {}),
          ...(fields.fid ? { fid: fields.fid } : {}),
        }),
        json,
      ),
    status: (id) => send<MaterialUploadSession>('GET', `${SESSION_PATH}/${id}`, null, { signal }),
    put: (id, offset, chunk, onSent) =>
      send<MaterialUploadSession>('PUT', `${SESSION_PATH}/${id}?offset=${offset}`, chunk, {
        contentType: 'application/octet-stream',
        onSent,
        signal,
      }),
    complete: (id) => send('POST', `${SESSION_PATH}/${id}/complete`, null, { signal }),
  };
}

/** Waits until the browser is online again, then a moment more the longer it keeps failing. */
export function waitToRetry(attempt: number): Promise<void> {
  const online = navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );
  const pause = Math.min(1000 * 2 ** (attempt - 1), 15_000);
  return online.then(() => new Promise((resolve) => setTimeout(resolve, pause)));
}

/**
 * Uploads one file: as a form, or, above the threshold, in resumable chunks that go on after a
 * dropped connection (`onInterrupted` tells the uploader that it is waiting to go on).
 */
export function uploadMaterial(
  file: File,
  fields: UploadFields,
  onProgress: (loaded: number) => void,
  onInterrupted: () => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  if (file.size <= RESUMABLE_THRESHOLD_BYTES) {
    return uploadMaterialFile(file, fields, onProgress, signal);
  }
  return uploadResumable(file, fields, httpChunkTransport(signal), {
    onProgress,
    onInterrupted,
    waitToRetry,
    signal,
  });
}
