import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createMaterialStorage } from './create-material-storage';
import type { MaterialStorage } from './material-storage';

// One contract for every place material content can live: the local directory and an
// S3-compatible bucket (s3rver, started here on a free port) answer the same calls alike.

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dir: string;
let s3: TestS3Server;
const stores: Record<string, MaterialStorage> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'material-storage-'));
  s3 = await startS3Server();
  stores.local = createMaterialStorage(
    loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).materials.storage,
  );
  const s3Config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', ...s3.env }).materials.storage;
  expect(s3Config.kind).toBe('s3');
  stores.s3 = createMaterialStorage(s3Config);
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s material storage', (name) => {
  const storage = () => stores[name] as MaterialStorage;

  it('keeps bytes under their sha256 and reads them back whole or by range', async () => {
    const data = randomBytes(10_000);
    const key = await storage().put(data);
    expect(key).toBe(sha256(data));
    expect(await storage().size(key)).toBe(10_000);
    expect((await text(await storage().read(key))).equals(data)).toBe(true);
    const part = await text(await storage().read(key, { start: 100, end: 199 }));
    expect(part.equals(data.subarray(100, 200))).toBe(true);
    const last = await text(await storage().read(key, { start: 9_999, end: 9_999 }));
    expect(last.equals(data.subarray(9_999))).toBe(true);
  });

  it('stores a local file under the given key, streamed in parts when large', async () => {
    // Larger than one multipart part of the bucket, so it goes up in several.
    const data = randomBytes(9 * 1024 * 1024 + 17);
    const file = path.join(dir, `${name}-large.bin`);
    await writeFile(file, data);
    const key = sha256(data);
    await storage().putFile(key, file);
    expect(await storage().size(key)).toBe(data.length);
    const tail = await text(
      await storage().read(key, { start: data.length - 1000, end: data.length - 1 }),
    );
    expect(tail.equals(data.subarray(data.length - 1000))).toBe(true);
    // Storing the same content again changes nothing.
    await storage().putFile(key, file);
    expect(await storage().size(key)).toBe(data.length);
  });

  it('answers null for a missing object and removes idempotently', async () => {
    const data = randomBytes(64);
    const key = await storage().put(data);
    await storage().remove(key);
    expect(await storage().size(key)).toBeNull();
    await storage().remove(key);
    await expect(storage().read(key)).rejects.toThrow();
  });

  it('refuses anything but a sha256 key', async () => {
    await expect(storage().size('../../etc/passwd')).rejects.toThrow(/not a storage key/);
  });
});
