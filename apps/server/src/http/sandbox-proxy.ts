import type { FastifyInstance } from 'fastify';
import { access } from './access';
import { EMBEDDED_SANDBOX_PREFIX } from '../media/runtime/media-runtime';

/** The page needs its one inline script (select all); everything else stays as strict as ours. */
const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'self'";

const PASSED_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'etag',
  'accept-ranges',
  'content-range',
] as const;
/** What a browser's file request may carry on to the sandbox's CDN routes. */
const FORWARDED_FILE_HEADERS = ['range', 'if-none-match'] as const;

/**
 * The sandbox's media files (thumbnails, previews; media-sandbox cdn/cdn-routes.ts): one medium's
 * name, then plain path segments — never empty, never `.` or `..`.
 */
const CDN_FILE = /^\/_cdn\/[a-z]+(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/** Whether a sandbox path is one of its media files, which browsers may GET. */
export const isSandboxFilePath = (pagePath: string): boolean => CDN_FILE.test(pagePath);

/**
 * The sandbox URL a request path maps to, or null. The raw path must be one of the authorize pages
 * exactly, without decoding: the upstream URL is then built from the fixed origin and that known
 * path, never by resolving the request's path against the origin (which lets `//host`, `\\host`
 * and the like name another host), and is checked once more after parsing.
 */
export function sandboxTarget(
  rawUrl: string,
  origin: string,
  authorizePaths: ReadonlySet<string>,
): URL | null {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!rawPath.startsWith(`${EMBEDDED_SANDBOX_PREFIX}/`)) return null;
  const pagePath = rawPath.slice(EMBEDDED_SANDBOX_PREFIX.length);
  if (!authorizePaths.has(pagePath) && !isSandboxFilePath(pagePath)) return null;
  const fixed = new URL(origin);
  const target = new URL(fixed.origin);
  target.pathname = pagePath;
  if (queryAt !== -1) target.search = rawUrl.slice(queryAt);
  return target.origin === fixed.origin && target.pathname === pagePath ? target : null;
}

/**
 * Serves the embedded sandbox's OAuth authorize pages and its media's files (GET only) on the
 * platform's own port, so the browser reaches them wherever it reaches the platform. Only those
 * pass: the sandbox's media APIs and admin endpoints stay on its loopback port.
 */
export function registerSandboxProxy(
  app: FastifyInstance,
  sandbox: { origin: string; authorizePaths: readonly string[] },
): void {
  const allowed = new Set(sandbox.authorizePaths);
  void app.register((scope, _opts, done) => {
    // The page posts its forms urlencoded: pass bodies through untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, next) => {
      next(null, body);
    });
    scope.route({
      method: ['GET', 'POST'],
      url: `${EMBEDDED_SANDBOX_PREFIX}/*`,
      ...access.public,
      schema: { hide: true },
      handler: async (request, reply) => {
        const target = sandboxTarget(request.url, sandbox.origin, allowed);
        if (!target) return reply.code(404).send('Not Found');
        const file = isSandboxFilePath(target.pathname);
        if (file && request.method !== 'GET') return reply.code(405).send('Method Not Allowed');
        const headers: Record<string, string> = {};
        const contentType = request.headers['content-type'];
        if (contentType && !file) headers['content-type'] = contentType;
        for (const name of file ? FORWARDED_FILE_HEADERS : []) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const answer = await fetch(target, {
          method: request.method,
          headers,
          body: request.method === 'POST' ? (request.body as Buffer) : undefined,
          redirect: 'manual',
        });
        for (const name of PASSED_HEADERS) {
          const value = answer.headers.get(name);
          if (value) reply.header(name, value);
        }
        if (!file) reply.header('content-security-policy', PAGE_CSP);
        return reply.code(answer.status).send(Buffer.from(await answer.arrayBuffer()));
      },
    });
    done();
  });
}
