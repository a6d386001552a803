import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type ByteRange, type MaterialStorage } from './material-storage';

/** Material content in a local directory (`DATA_DIR/materials/ab/abcdef…`). */
export class LocalMaterialStorage implements MaterialStorage {
  constructor(private readonly root: string) {}

  async put(data: Buffer): Promise<string> {
    const key = createHash('sha256').update(data).digest('hex');
    if ((await this.size(key)) === data.length) return key;
    await this.placed(key, (partial) => writeFile(partial, data));
    return key;
  }

  async putFile(key: string, file: string): Promise<void> {
    if ((await this.size(key)) !== null) return;
    await this.placed(key, (partial) => copyFile(file, partial));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range);
    // Opened before it is answered, so a missing object fails here rather than mid-response.
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', reject);
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Written aside and renamed: a reader never sees a partly written object. */
  private async placed(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(partial);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key).slice(0, 2), key);
  }
}
