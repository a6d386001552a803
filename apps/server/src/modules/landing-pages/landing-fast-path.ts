import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { isCurrent, pickEncoding } from './landing-page-bytes';
import type { LandingPublicService } from './landing-public.service';

const SLUG_START = '/lp/'.length;
/** The slug's length bounds (`LandingSlugSchema`). */
const SLUG_MIN = 6;
const SLUG_MAX = 32;

/**
 * Answers `GET /lp/{slug}` of a page already rendered in memory before the request reaches the
 * router (docs/architecture/landing-pages.md "The public page"): the API's hooks (session, network
 * allow-list, request log) have nothing to do for a public page, and the page's headers, its
 * security headers included, were written once when it was rendered. Everything else (a page not
 * in memory, an address that is not a page, a request a proxy forwarded as https when the product's
 * own address is not https) goes on to the app as before.
 */
export function serveCachedPagesFirst(server: Server, pages: LandingPublicService): void {
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answerFromMemory(request, response, pages)) return;
    for (const listener of appListeners) listener(request, response);
  });
}

/** Whether `name` (any case) is the header `lower` (lowercase letters and hyphens). */
function isHeader(name: string, lower: string): boolean {
  if (name.length !== lower.length) return false;
  for (let i = 0; i < lower.length; i++) {
    if ((name.charCodeAt(i) | 0x20) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** Where the slug of `/lp/{slug}[/][?…]` ends, or -1 when the address is not a page's. */
function slugEnd(url: string): number {
  let end = SLUG_START;
  while (end < url.length) {
    const c = url.charCodeAt(end);
    // Lowercase letters and digits (the slug's alphabet, `LandingSlugSchema`).
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) end++;
    else break;
  }
  const length = end - SLUG_START;
  if (length < SLUG_MIN || length > SLUG_MAX) return -1;
  let rest = end;
  if (url.charCodeAt(rest) === 47 /* / */) rest++;
  return rest === url.length || url.charCodeAt(rest) === 63 /* ? */ ? end : -1;
}

/**
 * Whether the request was a cached page's and got its answer: the prepared bytes of the encoding
 * the visitor accepts, or a 304 when their copy is current. Reads the raw headers (the request's
 * header object is built only when asked for) and allocates nothing of its own but the slug.
 */
export function answerFromMemory(
  request: IncomingMessage,
  response: ServerResponse,
  pages: LandingPublicService,
): boolean {
  const url = request.url;
  if (request.method !== 'GET' || url === undefined || !url.startsWith('/lp/')) return false;
  const end = slugEnd(url);
  if (end === -1) return false;
  const page = pages.cachedPage(url.slice(SLUG_START, end));
  if (!page) return false;
  let accept: string | undefined;
  let ifNoneMatch: string | undefined;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1];
    if (isHeader(name, 'accept-encoding')) accept = value;
    else if (isHeader(name, 'if-none-match')) ifNoneMatch = value;
    // A request a proxy forwards as https needs the https headers this page lacks: the app answers.
    else if (isHeader(name, 'x-forwarded-proto') && value?.includes('https') && !page.https)
      return false;
  }
  const variant = page.variants[pickEncoding(accept)];
  if (isCurrent(ifNoneMatch, page)) {
    response.writeHead(304, variant.notModifiedHeaders as string[]);
    response.end();
  } else {
    response.writeHead(200, variant.okHeaders as string[]);
    response.end(variant.body);
  }
  return true;
}
