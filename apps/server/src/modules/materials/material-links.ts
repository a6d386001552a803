import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { STORAGE_KEY } from './material-storage';
import { contentTypeOf, THUMB_CONTENT_TYPE } from './materials.mapper';

/**
 * Links expire at the end of the hour after the current one: a link stays the same for an hour (the
 * browser's cache keeps serving it) and opens for one to two hours.
 */
export const MATERIAL_LINK_WINDOW_S = 3600;

export const MATERIAL_LINK_PATH = '/api/material/file/object';

const CONTEXT = 'material_file_link';

/** What a link names: a stored object and what it is (a file format, or `thumb`). */
export interface MaterialLinkParts {
  key: string;
  type: string;
  e: number;
  s: string;
}

export interface MaterialLink {
  key: string;
  contentType: string;
  /** Seconds the link stays valid. */
  remainingS: number;
}

const signed = (key: string, type: string, expires: number) => `${key}:${type}:${expires}`;

/**
 * Links that open one stored object without the session, for `<img>` and `<video>` elements that
 * cannot send `X-Token`. The object, its type and the expiry are signed with the server's key, so a
 * link is only ever made for a caller who could see the file, and cannot be altered.
 */
export class MaterialLinks {
  constructor(
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  /** A link to the object `key` of `type` (the file's format, or `thumb` for its thumbnail). */
  sign(key: string, type: string): string {
    const window = Math.floor(this.nowS() / MATERIAL_LINK_WINDOW_S);
    const expires = (window + 2) * MATERIAL_LINK_WINDOW_S;
    const signature = this.box.sign(signed(key, type, expires), CONTEXT);
    const query = new URLSearchParams({ type, e: String(expires), s: signature });
    return `${MATERIAL_LINK_PATH}/${key}?${query.toString()}`;
  }

  /** The link's object, or null when the link was altered, made elsewhere or has expired. */
  open(parts: MaterialLinkParts): MaterialLink | null {
    if (!STORAGE_KEY.test(parts.key)) return null;
    if (!this.box.verify(signed(parts.key, parts.type, parts.e), CONTEXT, parts.s)) return null;
    const remainingS = parts.e - this.nowS();
    if (remainingS <= 0) return null;
    const contentType = parts.type === 'thumb' ? THUMB_CONTENT_TYPE : contentTypeOf(parts.type);
    return { key: parts.key, contentType, remainingS };
  }

  private nowS(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
