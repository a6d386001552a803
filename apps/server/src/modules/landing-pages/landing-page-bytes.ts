import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a page is kept in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const ETAG_SUFFIX: Record<PageEncoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** One encoding of a page: its bytes and the complete headers of its 200 and 304 answers. */
export interface PageVariant {
  body: Buffer;
  etag: string;
  /** The 200's headers (content length included) as one flat name, value, name, value… list. */
  okHeaders: readonly string[];
  /** The 304's headers, the same without the length. */
  notModifiedHeaders: readonly string[];
  /** The 304's headers as an object, for the app's route. */
  headers: Readonly<Record<string, string>>;
}

/**
 * A published page ready to be sent: rendered, compressed and given its headers once, so an
 * answer is a lookup and one write of prepared bytes (docs/architecture/landing-pages.md).
 */
export interface PreparedLandingPage {
  id: number;
  /** The hash of the HTML: every variant's ETag holds it. */
  tag: string;
  /** Whether the headers are those of an https deployment (HSTS among them). */
  https: boolean;
  variants: Readonly<Record<PageEncoding, PageVariant>>;
}

function flat(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

/** Compresses `html` with brotli and gzip and writes each variant's headers. */
export function preparePage(
  id: number,
  html: string,
  pageHeaders: Readonly<Record<string, string>>,
): PreparedLandingPage {
  const identity = Buffer.from(html);
  const tag = createHash('sha1').update(identity).digest('base64url');
  const bodies: Record<PageEncoding, Buffer> = {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
    identity,
  };
  const variant = (encoding: PageEncoding): PageVariant => {
    const etag = `"${tag}${ETAG_SUFFIX[encoding]}"`;
    const body = bodies[encoding];
    const headers: Record<string, string> = {
      ...pageHeaders,
      // Each encoding is its own representation with its own ETag; caches key on the header.
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      etag,
    };
    return {
      body,
      etag,
      okHeaders: flat({ ...headers, 'content-length': String(body.length) }),
      notModifiedHeaders: flat(headers),
      headers,
    };
  };
  return {
    id,
    tag,
    https: 'strict-transport-security' in pageHeaders,
    variants: { br: variant('br'), gzip: variant('gzip'), identity: variant('identity') },
  };
}

/** Whether a coding is accepted by a header without weights (`gzip, deflate, br`). */
function listed(accept: string, coding: string): boolean {
  let at = accept.indexOf(coding);
  while (at !== -1) {
    const before = at === 0 ? 32 : accept.charCodeAt(at - 1);
    const after = at + coding.length === accept.length ? 44 : accept.charCodeAt(at + coding.length);
    // Delimited by the start, a space or a comma before, and the end, a space or a comma after.
    if ((before === 32 || before === 44) && (after === 32 || after === 44)) return true;
    at = accept.indexOf(coding, at + 1);
  }
  return false;
}

/** The weight `accept` gives `coding` (RFC 9110 §12.5.3), with `*` for codings not named. */
function weightOf(accept: string, coding: string): number {
  let star = -1;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const value = Number.isFinite(weight) ? weight : 0;
    if (name === coding) return value;
    if (name === '*') star = value;
  }
  return star;
}

/**
 * The encoding to answer `Accept-Encoding` with: brotli, else gzip, else the page as it is.
 * Browsers send a plain list (`gzip, deflate, br, zstd`), read without allocating; a list with
 * weights is parsed in full (`br;q=0` refuses brotli).
 */
export function pickEncoding(accept: string | undefined): PageEncoding {
  if (accept === undefined || accept === '') return 'identity';
  if (accept.indexOf(';') === -1) {
    if (listed(accept, 'br')) return 'br';
    if (listed(accept, 'gzip')) return 'gzip';
  }
  const br = weightOf(accept, 'br');
  const gzip = weightOf(accept, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Whether `If-None-Match` names any encoding of the page (or `*`): the visitor's copy is current. */
export function isCurrent(ifNoneMatch: string | undefined, page: PreparedLandingPage): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.indexOf(page.tag) !== -1 || ifNoneMatch.trim() === '*';
}
