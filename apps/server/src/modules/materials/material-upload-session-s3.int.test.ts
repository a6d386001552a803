import type { MaterialFile, MaterialUploadSession } from '@toufang/contracts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mp4Video } from './test-mp4';
import { UPLOAD_CHUNK_BYTES } from './upload-sessions';

// Resumable uploads with the files in an S3 bucket: the chunks wait on the server's disk (a cut
// chunk keeps what arrived; the checks read the file), the session outlives a restart, and the
// completed file streams to the bucket, leaving nothing behind on disk.

let s3: TestS3Server;
let dataDir: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-sessions-s3-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
  const user = await createUser(t.database.db, { abilities: ['material:list'] });
  token = await t.login(user.username, user.password);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const put = (id: string, offset: number, chunk: Buffer) =>
  t.call<MaterialUploadSession>({
    method: 'PUT',
    url: `/api/material/file/upload/session/${id}?offset=${offset}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: chunk,
    token,
  });

describe('resumable upload with S3 storage', () => {
  it('survives a restart and streams the completed file to the bucket', async () => {
    expect(t.config.materials.storage.kind).toBe('s3');
    const data = mp4Video({ seconds: 20, width: 1280, height: 720, padding: 18 * 1024 * 1024 });
    const session = await t.call<MaterialUploadSession>({
      method: 'POST',
      url: '/api/material/file/upload/session',
      payload: { file_name: '重启续传.mp4', size: data.length, dir_id: 0, is_public: '0' },
      token,
    });
    expect(session.code).toBe(0);
    const id = session.data.upload_id;
    expect((await put(id, 0, data.subarray(0, UPLOAD_CHUNK_BYTES))).data.offset).toBe(
      UPLOAD_CHUNK_BYTES,
    );

    t = await t.restart();
    const held = await t.call<MaterialUploadSession>({
      method: 'GET',
      url: `/api/material/file/upload/session/${id}`,
      token,
    });
    expect(held.data).toMatchObject({ offset: UPLOAD_CHUNK_BYTES, size: data.length });
    for (let at = UPLOAD_CHUNK_BYTES; at < data.length; at += UPLOAD_CHUNK_BYTES) {
      expect((await put(id, at, data.subarray(at, at + UPLOAD_CHUNK_BYTES))).code).toBe(0);
    }
    const objectsBefore = await s3.objectCount();
    const done = await t.call<MaterialFile>({
      method: 'POST',
      url: `/api/material/file/upload/session/${id}/complete`,
      token,
    });
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ type: 'video', size: data.length, duration: 20 });

    // The file is in the bucket, read back whole and in ranges; nothing of it stays on disk.
    expect(await s3.objectCount()).toBeGreaterThan(objectsBefore);
    const stored = await t.app.inject({ method: 'GET', url: done.data.url });
    expect(stored.rawPayload.equals(data)).toBe(true);
    const range = await t.app.inject({
      method: 'GET',
      url: done.data.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    expect(await readdir(dataDir)).not.toContain('materials');
    expect(await readdir(path.join(dataDir, 'uploads', 'sessions'))).toEqual([]);
  });
});
