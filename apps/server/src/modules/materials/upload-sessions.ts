import type { MaterialUploadFields, MaterialUploadSession } from '@toufang/contracts';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashFile, type IncomingFile } from './incoming-file';

/** A chunk carries at most this many bytes. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** An upload not completed within a day is dropped with its bytes. */
const SESSION_TTL_MS = 86_400_000;

const SESSION = '上传';

interface SessionMeta {
  userId: number;
  fileName: string;
  size: number;
  fields: MaterialUploadFields;
  createdAt: number;
}

/**
 * Resumable uploads: a session declares the file, its bytes arrive in chunks appended at the offset
 * the server holds (a chunk cut off by a dropped connection keeps the bytes that arrived), and the
 * client asks for that offset to go on. The parts live under `uploadDir/sessions` as `<id>.part`
 * beside `<id>.json`; API processes that share uploads share that directory.
 */
export class UploadSessions {
  private readonly sessionDir: string;
  /** Sessions a chunk is being written to right now (one writer per session). */
  private readonly writing = new Set<string>();

  constructor(
    /** Where uploads are received before they are checked and stored (plain ones too). */
    readonly dir: string,
    private readonly clock: Clock,
  ) {
    this.sessionDir = path.join(dir, 'sessions');
  }

  async create(
    userId: number,
    file: { fileName: string; size: number; fields: MaterialUploadFields },
  ): Promise<MaterialUploadSession> {
    await mkdir(this.sessionDir, { recursive: true });
    await this.dropExpired();
    const id = randomBytes(16).toString('hex');
    const meta: SessionMeta = { userId, ...file, createdAt: this.clock.now().getTime() };
    await writeFile(this.partOf(id), '');
    await writeFile(this.metaOf(id), JSON.stringify(meta));
    return this.answer(id, meta, 0);
  }

  async status(userId: number, id: string): Promise<MaterialUploadSession> {
    const meta = await this.meta(userId, id);
    return this.answer(id, meta, await this.offset(id));
  }

  /**
   * Appends `body` at `offset`, which must be the offset held; answers the new one. Bytes past the
   * declared size, or past one chunk, are refused.
   */
  async append(
    userId: number,
    id: string,
    offset: number,
    body: Readable,
  ): Promise<MaterialUploadSession> {
    const meta = await this.meta(userId, id);
    if (this.writing.has(id)) throw conflict('同一文件的续传');
    this.writing.add(id);
    try {
      const held = await this.offset(id);
      if (offset !== held) {
        body.resume();
        throw new AppError('MATERIAL_UPLOAD_OFFSET', {
          params: { name: meta.fileName, offset: held },
          data: this.answer(id, meta, held),
        });
      }
      const room = Math.min(UPLOAD_CHUNK_BYTES, meta.size - held);
      let taken = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          taken += chunk.length;
          if (taken > room) done(tooLong(meta.fileName));
          else done(null, chunk);
        },
      });
      // What arrived before a cut stays: the client asks for the offset and goes on.
      try {
        await pipeline(body, limit, createWriteStream(this.partOf(id), { flags: 'a' }));
      } catch (error) {
        // A chunk past the declared size is taken back whole.
        if (error instanceof AppError) await truncate(this.partOf(id), held);
        throw error;
      }
      return this.answer(id, meta, await this.offset(id));
    } finally {
      this.writing.delete(id);
    }
  }

  /**
   * The whole file once every byte is in, hashed, with the fields the session started with. The
   * session stays until `remove`, so a failed check can still be read.
   */
  async received(
    userId: number,
    id: string,
  ): Promise<{ fileName: string; fields: MaterialUploadFields; file: IncomingFile }> {
    const meta = await this.meta(userId, id);
    if (this.writing.has(id)) throw conflict('同一文件的续传');
    const held = await this.offset(id);
    if (held !== meta.size) {
      throw new AppError('MATERIAL_UPLOAD_OFFSET', {
        params: { name: meta.fileName, offset: held },
        data: this.answer(id, meta, held),
      });
    }
    const part = this.partOf(id);
    return {
      fileName: meta.fileName,
      fields: meta.fields,
      file: { path: part, ...(await hashFile(part)) },
    };
  }

  async remove(id: string): Promise<void> {
    await rm(this.partOf(id), { force: true });
    await rm(this.metaOf(id), { force: true });
  }

  private answer(id: string, meta: SessionMeta, offset: number): MaterialUploadSession {
    return { upload_id: id, offset, size: meta.size, chunk_size: UPLOAD_CHUNK_BYTES };
  }

  /** The caller's own live session; anyone else's is as missing as an unknown one. */
  private async meta(userId: number, id: string): Promise<SessionMeta> {
    let meta: SessionMeta;
    try {
      meta = JSON.parse(await readFile(this.metaOf(id), 'utf8')) as SessionMeta;
    } catch {
      throw notFound(SESSION);
    }
    if (meta.userId !== userId || this.expired(meta)) throw notFound(SESSION);
    return meta;
  }

  private async offset(id: string): Promise<number> {
    try {
      return (await stat(this.partOf(id))).size;
    } catch {
      throw notFound(SESSION);
    }
  }

  private expired(meta: SessionMeta): boolean {
    return this.clock.now().getTime() - meta.createdAt > SESSION_TTL_MS;
  }

  private async dropExpired(): Promise<void> {
    for (const name of await readdir(this.sessionDir)) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      const meta = await readFile(this.metaOf(id), 'utf8')
        .then((text) => JSON.parse(text) as SessionMeta)
        .catch(() => null);
      if (!meta || this.expired(meta)) await this.remove(id);
    }
  }

  private partOf(id: string): string {
    return path.join(this.sessionDir, `${id}.part`);
  }

  private metaOf(id: string): string {
    return path.join(this.sessionDir, `${id}.json`);
  }
}

const tooLong = (name: string) =>
  new AppError('MATERIAL_REJECTED', { params: { name, reason: '分片超出文件声明的大小' } });
