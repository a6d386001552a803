import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORAGE_KEY, type ByteRange, type MaterialStorage } from './material-storage';

/** Material content in a local directory (`DATA_DIR/materials/ab/abcdef…`). */
export class LocalMaterialStorage implements MaterialStorage {
  constructor(private readonly root: string) {}

  async put(data: Buffer): Promise<string> {
    const key = createHash('sha256').update(data).digest('hex');
    const file = this.pathOf(key);
    if ((await this.size(key)) === data.length) return key;
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never sees a partly written object.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, data);
    await rename(partial, file);
    return key;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}
