import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An uploaded file on local disk, hashed while it arrived, before it is checked and stored. */
export interface IncomingFile {
  path: string;
  size: number;
  md5: string;
  sha256: string;
}

/** A transform that hashes and counts what passes through it. */
function hashing() {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      sha256.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return {
    stream,
    digest: () => ({ size, md5: md5.digest('hex'), sha256: sha256.digest('hex') }),
  };
}

/**
 * Writes `source` to a new file under `dir`, hashing it on the way: the upload is never held in
 * memory. A failed or cut-off stream leaves no file.
 */
export async function receiveFile(source: Readable, dir: string): Promise<IncomingFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.upload`);
  const hash = hashing();
  try {
    await pipeline(source, hash.stream, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, ...hash.digest() };
}

/** Hashes a file already on disk (a finished resumable upload), streaming it once. */
export async function hashFile(file: string): Promise<Omit<IncomingFile, 'path'>> {
  const hash = hashing();
  // Drained into nowhere: the bytes only pass through the hashes.
  await pipeline(
    createReadStream(file),
    hash.stream,
    new Writable({ write: (_c, _e, done) => done() }),
  );
  return hash.digest();
}
