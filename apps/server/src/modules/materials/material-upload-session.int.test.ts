import { ERROR_CODES, type MaterialFile, type MaterialUploadSession } from '@toufang/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mp4Video } from './test-mp4';
import { UPLOAD_CHUNK_BYTES } from './upload-sessions';

// Resumable uploads (material/file/upload/session): a chunk cut off by a dropped connection keeps
// what arrived, the client asks for the offset and goes on, and completing runs the form's checks.
// Video posters: a real video gets a frame as its thumbnail.

let t: TestApp;
let dataDir: string;
let base: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-sessions-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const signIn = async () => {
    const user = await createUser(t.database.db, { abilities: ['material:list'] });
    return t.login(user.username, user.password);
  };
  token = await signIn();
  otherToken = await signIn();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = (fileName: string, size: number, as = token) =>
  t.call<MaterialUploadSession>({
    method: 'POST',
    url: '/api/material/file/upload/session',
    payload: { file_name: fileName, size, dir_id: 0, is_public: '0', replace: '0' },
    token: as,
  });

const status = (id: string, as = token) =>
  t.call<MaterialUploadSession>({
    method: 'GET',
    url: `/api/material/file/upload/session/${id}`,
    token: as,
  });

const put = (id: string, offset: number, chunk: Buffer) =>
  t.call<MaterialUploadSession>({
    method: 'PUT',
    url: `/api/material/file/upload/session/${id}?offset=${offset}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: chunk,
    token,
  });

const complete = (id: string) =>
  t.call<MaterialFile>({
    method: 'POST',
    url: `/api/material/file/upload/session/${id}/complete`,
    token,
  });

/** Sends the head of a chunk over a real connection, then drops the connection. */
function sendAndDrop(id: string, offset: number, chunk: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/api/material/file/upload/session/${id}?offset=${offset}`,
      {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': chunk.length,
          'x-token': token,
        },
      },
    );
    request.on('error', () => resolve());
    request.write(chunk.subarray(0, sent), () => {
      request.destroy();
      resolve();
    });
  });
}

/** Sends every byte from `offset` on in chunks the server takes, and completes. */
async function finish(id: string, data: Buffer, offset: number) {
  for (let at = offset; at < data.length; at += UPLOAD_CHUNK_BYTES) {
    const res = await put(id, at, data.subarray(at, at + UPLOAD_CHUNK_BYTES));
    expect(res.code).toBe(0);
  }
  return complete(id);
}

describe('resumable upload', () => {
  it('goes on after a dropped connection from the offset the server holds', async () => {
    const data = mp4Video({ seconds: 12, width: 720, height: 1280, padding: 12 * 1024 * 1024 });
    const session = await start('长视频.mp4', data.length);
    expect(session.data).toMatchObject({ offset: 0, size: data.length });
    const id = session.data.upload_id;

    const first = data.subarray(0, UPLOAD_CHUNK_BYTES);
    await sendAndDrop(id, 0, first, 3 * 1024 * 1024);
    // Once the cut chunk is written, a chunk at the held offset is taken again.
    let held = 0;
    await vi.waitFor(
      async () => {
        held = (await status(id)).data.offset;
        const res = await put(id, held, data.subarray(held, UPLOAD_CHUNK_BYTES));
        expect(res.code).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect((await status(id)).data.offset).toBe(UPLOAD_CHUNK_BYTES);

    // A chunk at another offset is refused with the held one.
    const wrong = await put(id, 0, data.subarray(0, 10));
    expect(wrong.code).toBe(ERROR_CODES.MATERIAL_UPLOAD_OFFSET.code);
    expect(wrong.data).toMatchObject({ offset: UPLOAD_CHUNK_BYTES });
    // Completing before every byte is in is refused, and changes nothing.
    expect((await complete(id)).code).toBe(ERROR_CODES.MATERIAL_UPLOAD_OFFSET.code);

    const done = await finish(id, data, UPLOAD_CHUNK_BYTES);
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ name: '长视频.mp4', type: 'video', size: data.length });
    expect(done.data.duration).toBe(12);
    const stored = await t.app.inject({ method: 'GET', url: done.data.url });
    expect(stored.rawPayload.equals(data)).toBe(true);
    // The session is gone with its bytes.
    expect((await status(id)).code).toBe(ERROR_CODES.NOT_FOUND.code);

    // The same content again is a duplicate, as with the form.
    const again = await start('再传.mp4', data.length);
    const duplicate = await finish(again.data.upload_id, data, 0);
    expect(duplicate.code).toBe(ERROR_CODES.MATERIAL_DUPLICATE.code);
  });

  it('checks the completed file like the form, and keeps sessions to their uploader', async () => {
    const broken = Buffer.from('不是图片，也不是视频');
    const session = await start('坏图.png', broken.length);
    expect((await status(session.data.upload_id, otherToken)).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );
    const res = await finish(session.data.upload_id, broken, 0);
    expect(res.code).toBe(ERROR_CODES.MATERIAL_IMAGE_UNREADABLE.code);
    expect(res.message_cn).toBe('坏图.png 解析失败，可能图片格式不正确');

    // More bytes than declared are refused; what was held stays.
    const small = await start('小.png', 10);
    const over = await put(small.data.upload_id, 0, Buffer.alloc(11));
    expect(over.code).toBe(ERROR_CODES.MATERIAL_REJECTED.code);
    expect((await status(small.data.upload_id)).data.offset).toBe(0);

    const huge = await start('超大.mp4', 2 * 1024 * 1024 * 1024);
    expect(huge.code).toBe(ERROR_CODES.MATERIAL_REJECTED.code);
    expect((await start(' ', 10)).code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});

describe('video posters', () => {
  it('takes a frame of an uploaded video as its thumbnail', async () => {
    const file = path.join(dataDir, 'poster-source.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10', '-t', '2'],
      ...['-pix_fmt', 'yuv420p', file],
    ]);
    const data = await readFile(file);
    const session = await start('带封面.mp4', data.length);
    const res = await finish(session.data.upload_id, data, 0);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ type: 'video', width: 640, height: 360, duration: 2 });
    expect(res.data.thumb_url).not.toBeNull();
    const thumb = await t.app.inject({ method: 'GET', url: res.data.thumb_url ?? '' });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
  });
});
