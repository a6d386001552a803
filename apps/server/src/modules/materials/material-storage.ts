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
  /** Stores small `data` (thumbnails, posters; a no-op when already there) and answers its key. */
  put(data: Buffer): Promise<string>;
  /**
   * Stores the local file at `file` under `key`, the sha256 its bytes were hashed to while they
   * arrived; the file is streamed, never read into memory. A no-op when the key is already there.
   */
  putFile(key: string, file: string): Promise<void>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Streams the object, or the given range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are lowercase sha256 hex; anything else never reaches a path or a bucket. */
export const STORAGE_KEY = /^[0-9a-f]{64}$/;

export function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}
