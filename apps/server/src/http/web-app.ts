import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Locates the built SPA (`apps/web/dist`) from source or from the server bundle. */
function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Serves the SPA on the same port as the API (hash routes: only `/` and assets are needed). */
export async function registerWebApp(
  app: FastifyInstance,
  configured: string | undefined,
): Promise<void> {
  const root = configured ? path.resolve(configured) : findWebDist();
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    app.log.warn('web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The web build writes `.br` and `.gz` beside its assets (apps/web/build/precompress.ts): send
    // those to browsers that accept them instead of compressing on every request. Files without a
    // compressed sibling go out as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets are immutable; index.html must always be revalidated.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}
