import { ERROR_CODES, type MaterialFile, type MaterialUploadSession } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_NETWORK_RETRIES,
  uploadResumable,
  type Answer,
  type ChunkTransport,
} from './resumable-upload';

const CHUNK = 10;
const fields = { dir_id: 0, is_public: 0, replace: 0 } as const;
const stored = { fid: 7, name: '长视频.mp4' } as MaterialFile;

/**
 * A server in memory: holds the bytes it received. `cuts` drops the connection of the n-th chunk
 * sent (from 0) after that many of its bytes arrived; they stay held, as on the real server.
 */
function fakeServer(size: number, cuts: Record<number, number> = {}) {
  let held = 0;
  const puts: number[] = [];
  const session = (): MaterialUploadSession => ({
    upload_id: 'u1',
    offset: held,
    size,
    chunk_size: CHUNK,
  });
  const ok = <T>(data: T): Answer<T> => ({ code: 0, data });
  const transport: ChunkTransport = {
    start: () => Promise.resolve(ok(session())),
    status: () => Promise.resolve(ok(session())),
    put: (_id, offset, chunk, onSent) => {
      const cut = cuts[puts.length];
      puts.push(offset);
      if (offset !== held) {
        return Promise.resolve({
          code: ERROR_CODES.MATERIAL_UPLOAD_OFFSET.code,
          data: session(),
        });
      }
      if (cut !== undefined) {
        onSent(cut);
        held += cut;
        return Promise.resolve({ network: true });
      }
      onSent(chunk.size);
      held += chunk.size;
      return Promise.resolve(ok(session()));
    },
    complete: () =>
      Promise.resolve(
        held === size ? ok(stored) : { code: ERROR_CODES.MATERIAL_UPLOAD_OFFSET.code },
      ),
  };
  return { transport, puts };
}

const blob = (size: number) =>
  Object.assign(new Blob([new Uint8Array(size)]), { name: '长视频.mp4' });

describe('uploadResumable', () => {
  it('goes on from the offset the server holds after a dropped chunk, progress never going back', async () => {
    const server = fakeServer(35, { 1: 4 });
    const progress: number[] = [];
    const interrupted: number[] = [];

    const outcome = await uploadResumable(blob(35), fields, server.transport, {
      onProgress: (loaded) => progress.push(loaded),
      onInterrupted: (attempt) => interrupted.push(attempt),
      waitToRetry: () => Promise.resolve(),
    });

    expect(outcome).toEqual({ status: 'done', file: stored });
    // 0, then 10; the cut chunk got to 14 and the next one goes on from 14, not from 10.
    expect(server.puts).toEqual([0, 10, 14, 24, 34]);
    expect(interrupted).toEqual([1]);
    expect(progress.every((p, i) => i === 0 || p >= (progress[i - 1] ?? 0))).toBe(true);
    expect(progress.at(-1)).toBe(35);
  });

  it('takes the held offset when the server answers that a chunk came at another one', async () => {
    const server = fakeServer(25);
    const transport: ChunkTransport = {
      ...server.transport,
      // The session was started elsewhere and already holds 12 bytes.
      start: async (...args) => {
        const answer = await server.transport.start(...args);
        await server.transport.put('u1', 0, new Blob([new Uint8Array(12)]), () => undefined);
        return 'code' in answer && answer.code === 0
          ? { code: 0, data: { ...(answer.data as MaterialUploadSession), offset: 0 } }
          : answer;
      },
    };
    const outcome = await uploadResumable(blob(25), fields, transport, {
      onProgress: () => undefined,
      waitToRetry: () => Promise.resolve(),
    });
    expect(outcome.status).toBe('done');
    expect(server.puts).toEqual([0, 0, 12, 22]);
  });

  it('gives up after too many tries that reach nothing, and reads refusals like the form', async () => {
    const server = fakeServer(30);
    const down: ChunkTransport = {
      ...server.transport,
      put: () => Promise.resolve({ network: true }),
    };
    let waits = 0;
    const outcome = await uploadResumable(blob(30), fields, down, {
      onProgress: () => undefined,
      waitToRetry: () => {
        waits += 1;
        return Promise.resolve();
      },
    });
    expect(outcome).toEqual({ status: 'failed', message: '网络错误，上传中断' });
    expect(waits).toBe(MAX_NETWORK_RETRIES);

    const unreadable: ChunkTransport = {
      ...fakeServer(5).transport,
      complete: () =>
        Promise.resolve({
          code: ERROR_CODES.MATERIAL_IMAGE_UNREADABLE.code,
          message_cn: '坏图.png 解析失败，可能图片格式不正确',
        }),
    };
    expect(
      await uploadResumable(blob(5), fields, unreadable, {
        onProgress: () => undefined,
        waitToRetry: () => Promise.resolve(),
      }),
    ).toEqual({ status: 'failed', message: '坏图.png 解析失败，可能图片格式不正确' });
  });
});
