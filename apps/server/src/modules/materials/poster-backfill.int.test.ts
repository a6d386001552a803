import type { MaterialFile, MaterialUploadSession } from '@toufang/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMaterialStorage } from './create-material-storage';
import { PosterBackfill } from './poster-backfill';
import { mp4Video } from './test-mp4';

// Posters for videos that have none (uploaded before posters were taken, or when ffmpeg failed):
// the backfill takes one per content once, shares it with the copies, leaves a video without
// frames tried and without, and does nothing at all without ffmpeg.

let t: TestApp;
let dataDir: string;
let token: string;
const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'poster-backfill-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const user = await createUser(t.database.db, { abilities: ['material:list'] });
  token = await t.login(user.username, user.password);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Uploads `data` through a resumable session (one chunk). */
async function upload(name: string, data: Buffer): Promise<MaterialFile> {
  const session = await t.call<MaterialUploadSession>({
    method: 'POST',
    url: '/api/material/file/upload/session',
    payload: { file_name: name, size: data.length, dir_id: 0, is_public: '0' },
    token,
  });
  const id = session.data.upload_id;
  await t.call({
    method: 'PUT',
    url: `/api/material/file/upload/session/${id}?offset=0`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: data,
    token,
  });
  const done = await t.call<MaterialFile>({
    method: 'POST',
    url: `/api/material/file/upload/session/${id}/complete`,
    token,
  });
  expect(done.code).toBe(0);
  return done.data;
}

const listFiles = async () =>
  (
    await t.call<{ list: MaterialFile[] }>({
      method: 'GET',
      url: '/api/material/file/list?dir_id=0&page_size=100',
      token,
    })
  ).data.list;

describe('the video poster backfill', () => {
  it('gives every video without a poster one, once, and its copies the same', async () => {
    const source = path.join(dataDir, 'source.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10', '-t', '2'],
      ...['-pix_fmt', 'yuv420p', source],
    ]);
    const video = await upload('旧视频.mp4', await readFile(source));
    const frameless = await upload(
      '无画面.mp4',
      mp4Video({ seconds: 3, width: 720, height: 1280 }),
    );
    expect(frameless.thumb_url).toBeNull();
    const copied = await t.call({
      method: 'POST',
      url: '/api/material/file/copy',
      payload: { fids: [video.fid], new_parent_id: 0 },
      token,
    });
    expect(copied.code).toBe(0);
    // As uploaded before posters were taken: the video and its copy have none.
    const { db } = t.database;
    await db
      .update(materialFiles)
      .set({ thumbSha256: null })
      .where(eq(materialFiles.kind, 'video'));

    // Without ffmpeg nothing is tried, so a later start with ffmpeg still tries them.
    const missing = new PosterBackfill(
      db,
      createMaterialStorage(t.config.materials.storage),
      t.clock,
      {
        ffmpegPath: path.join(dataDir, 'no-ffmpeg'),
        workDir: path.join(dataDir, 'uploads', 'posters'),
      },
    );
    expect(await missing.run(silent)).toBeNull();
    expect(
      await db.select().from(materialFiles).where(isNotNull(materialFiles.posterTriedAt)),
    ).toEqual([]);

    expect(await t.services.posterBackfill.run(silent)).toEqual({ made: 2, without: 1 });
    const listed = await listFiles();
    const videos = listed.filter((f) => f.name.startsWith('旧视频'));
    expect(videos).toHaveLength(2);
    for (const file of videos) {
      expect(file.thumb_url).not.toBeNull();
      const thumb = await t.app.inject({ method: 'GET', url: file.thumb_url ?? '' });
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
    }
    expect(listed.find((f) => f.fid === frameless.fid)?.thumb_url).toBeNull();

    // Once: a second run finds nothing to do, the frameless video included.
    expect(await t.services.posterBackfill.run(silent)).toEqual({ made: 0, without: 0 });
    const tried = await db
      .select({ at: materialFiles.posterTriedAt })
      .from(materialFiles)
      .where(eq(materialFiles.kind, 'video'));
    expect(tried).toHaveLength(3);
    expect(tried.every((row) => row.at !== null)).toBe(true);
  });
});
