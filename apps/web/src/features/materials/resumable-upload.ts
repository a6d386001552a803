import { ERROR_CODES, type MaterialUploadSession } from '@toufang/contracts';
import { uploadOutcome, type UploadOutcome } from './upload-queue';
import type { UploadFields } from './upload-file';

/** Files larger than this go up in chunks that survive a dropped connection. */
export const RESUMABLE_THRESHOLD_BYTES = 20 * 1024 * 1024;

/** Tries in a row that reach the server not at all before the file is given up. */
export const MAX_NETWORK_RETRIES = 8;

/** An answer of the API: the envelope, or no answer at all (the connection dropped). */
export type Answer<T> =
  | { code: 0; data: T }
  | { code: number; message_cn?: unknown; message?: unknown; data?: unknown }
  | { network: true };

/** The calls of `material/file/upload/session*`, so the logic runs against any transport. */
export interface ChunkTransport {
  start(name: string, size: number, fields: UploadFields): Promise<Answer<MaterialUploadSession>>;
  status(uploadId: string): Promise<Answer<MaterialUploadSession>>;
  /** Sends `chunk` at `offset`; `onSent` reports the chunk's bytes sent so far. */
  put(
    uploadId: string,
    offset: number,
    chunk: Blob,
    onSent: (sent: number) => void,
  ): Promise<Answer<MaterialUploadSession>>;
  complete(uploadId: string): Promise<Answer<unknown>>;
}

export interface ResumableHooks {
  /** Bytes the server holds plus those of the chunk in flight. */
  onProgress: (loaded: number) => void;
  /** The connection dropped; called before each wait, with the try's number from 1. */
  onInterrupted?: (attempt: number) => void;
  /** Waits before trying again (the uploader: until the browser is online, and a moment more). */
  waitToRetry: (attempt: number) => Promise<void>;
  signal?: AbortSignal;
}

const isNetwork = <T>(answer: Answer<T>): answer is { network: true } => 'network' in answer;
const isOk = <T>(answer: Answer<T>): answer is { code: 0; data: T } =>
  !isNetwork(answer) && answer.code === 0;

/** Answers to a chunk after which the upload goes on from the offset the server holds. */
const RESUMED_ON = new Set<number>([
  ERROR_CODES.MATERIAL_UPLOAD_OFFSET.code,
  ERROR_CODES.CONFLICT.code,
]);

const CANCELLED: UploadOutcome = { status: 'failed', message: '已取消上传' };
const DROPPED: UploadOutcome = { status: 'failed', message: '网络错误，上传中断' };

/**
 * Uploads `file` through a resumable session: chunks go up at the offset the server holds; when
 * the connection drops, it waits, asks the server for that offset and goes on from there, so the
 * progress continues rather than restarts. Completing runs the same checks as the form upload and
 * its answer reads the same way.
 */
export async function uploadResumable(
  file: Blob & { name: string },
  fields: UploadFields,
  transport: ChunkTransport,
  hooks: ResumableHooks,
): Promise<UploadOutcome> {
  let failures = 0;
  /** Runs `call` until it reaches the server, waiting between tries; null when given up. */
  async function reaching<T>(call: () => Promise<Answer<T>>): Promise<Answer<T> | null> {
    for (;;) {
      if (hooks.signal?.aborted) return null;
      const answer = await call();
      if (!isNetwork(answer)) return answer;
      failures += 1;
      if (failures > MAX_NETWORK_RETRIES) return null;
      hooks.onInterrupted?.(failures);
      await hooks.waitToRetry(failures);
    }
  }
  const gaveUp = () => (hooks.signal?.aborted ? CANCELLED : DROPPED);

  const started = await reaching(() => transport.start(file.name, file.size, fields));
  if (!started) return gaveUp();
  if (!isOk(started)) return uploadOutcome(started as { code: number });
  const { upload_id: id, chunk_size: chunkSize } = started.data;
  let offset = started.data.offset;
  hooks.onProgress(offset);

  while (offset < file.size) {
    if (hooks.signal?.aborted) return CANCELLED;
    const from = offset;
    const answer = await transport.put(id, from, file.slice(from, from + chunkSize), (sent) =>
      hooks.onProgress(from + sent),
    );
    if (isOk(answer)) {
      offset = answer.data.offset;
      failures = 0;
    } else if (isNetwork(answer) || RESUMED_ON.has(answer.code)) {
      // Dropped, or the server is still writing the chunk a dropped connection cut.
      if (isNetwork(answer) || answer.code === ERROR_CODES.CONFLICT.code) {
        failures += 1;
        if (failures > MAX_NETWORK_RETRIES) return gaveUp();
        hooks.onInterrupted?.(failures);
        await hooks.waitToRetry(failures);
      }
      // What the server holds decides where to go on, whatever the cut chunk carried.
      const held = await reaching(() => transport.status(id));
      if (!held) return gaveUp();
      if (!isOk(held)) return uploadOutcome(held as { code: number });
      offset = held.data.offset;
    } else {
      return uploadOutcome(answer);
    }
    hooks.onProgress(offset);
  }

  const completed = await reaching(() => transport.complete(id));
  if (!completed) return gaveUp();
  return uploadOutcome(completed as { code: number; data?: unknown });
}
