import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is an API call: the one answer every hook that treats the API differently
 * (network allow-list, `no-store`, the JSON not-found answer) asks for.
 *
 * The raw `request.url` is not the path the router matched: the router decodes percent-escapes, so
 * `/%61pi/health` runs `/api/health`. A matched request is judged by its route's pattern; an
 * unmatched one by its decoded, normalised path, leaning towards "API" for anything that could
 * read as one.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return isApiPath(route ?? normalisedPath(request.url));
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The path of a raw request target as a lenient reader would take it: without query, with
 * percent-escapes decoded (repeatedly), backslashes as slashes, runs of slashes collapsed, dot
 * segments resolved and letters in lower case.
 */
export function normalisedPath(rawUrl: string): string {
  const queryAt = rawUrl.indexOf('?');
  let path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  for (let i = 0; i < 4; i++) {
    const decoded = decodeLeniently(path);
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Decodes every valid escape and leaves malformed ones as they are. */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
