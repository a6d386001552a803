import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends included (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where material content lives, addressed by the sha256 of its bytes: the same content is stored
 * once. The local directory is the default; an S3-compatible bucket implements the same calls.
 */
export interface MaterialStorage {
  /** Stores `data` (a no-op when the content is already there) and answers its key. */
  put(data: Buffer): Promise<string>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Streams the object, or the given range of it. */
  read(key: string, range?: ByteRange): Readable;
}

/** Keys are lowercase sha256 hex; anything else never reaches a path or a bucket. */
export const STORAGE_KEY = /^[0-9a-f]{64}$/;
