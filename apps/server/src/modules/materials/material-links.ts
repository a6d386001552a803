import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { STORAGE_KEY } from './material-storage';

/** How long a link in a list answer opens its file (as the media's preview links, 1 hour). */
export const MATERIAL_LINK_TTL_S = 3600;

export const MATERIAL_LINK_PATH = '/api/material/file/object';

const CONTEXT = 'material_file_link';

export interface MaterialLink {
  key: string;
  contentType: string;
  /** Seconds the link stays valid. */
  remainingS: number;
}

/**
 * Links that open one stored object without the session, for `<img>` and `<video>` elements that
 * cannot send `X-Token`. The object, its type and the expiry are sealed with the server's key, so a
 * link is only ever made for a caller who could see the file, and cannot be altered.
 */
export class MaterialLinks {
  constructor(
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  sign(key: string, contentType: string): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + MATERIAL_LINK_TTL_S;
    const token = this.box.seal(JSON.stringify({ k: key, c: contentType, e: expires }), CONTEXT);
    return `${MATERIAL_LINK_PATH}?t=${encodeURIComponent(token)}`;
  }

  /** The link's object, or null when the link was altered, made elsewhere or has expired. */
  open(token: string): MaterialLink | null {
    let body: unknown;
    try {
      body = JSON.parse(this.box.open(token, CONTEXT));
    } catch {
      return null;
    }
    if (typeof body !== 'object' || body === null) return null;
    const { k, c, e } = body as Record<string, unknown>;
    if (typeof k !== 'string' || !STORAGE_KEY.test(k)) return null;
    if (typeof c !== 'string' || typeof e !== 'number') return null;
    const remainingS = e - Math.floor(this.clock.now().getTime() / 1000);
    if (remainingS <= 0) return null;
    return { key: k, contentType: c, remainingS };
  }
}
