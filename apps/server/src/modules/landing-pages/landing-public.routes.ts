import {
  LandingFormBodySchema,
  LandingSlugSchema,
  LandingTrackBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { PAGE_CSP } from './landing-headers';
import { isCurrent, pickEncoding } from './landing-page-bytes';
import { LANDING_SCRIPT } from './landing-script';
import { LANDING_SCRIPT_PATH } from './landing-public.service';

const NOT_FOUND_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>页面不存在</title></head>' +
  '<body style="font-family:sans-serif;text-align:center;padding:64px 16px;color:#666">' +
  '<p>页面不存在或已下线</p></body></html>';

const SlugParamsSchema = z.object({ slug: LandingSlugSchema });
/** Public bodies are small: a view, a click, a form of a few fields. */
const PUBLIC_BODY_LIMIT = 8 * 1024;

/**
 * The public landing pages at `/lp/{slug}` (docs/architecture/landing-pages.md): served without
 * the web app and without a session, outside `/api` so the network allow-list of the product does
 * not keep visitors out; views, clicks and form posts are limited per visitor address.
 */
export function landingPublicRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pages = services.landingPublic;

  app.get(LANDING_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LANDING_SCRIPT),
  );

  // Views and clicks still in memory are written once no more requests come in.
  app.addHook('onClose', async () => {
    await pages.close().catch((error: unknown) => {
      app.log.error({ err: error, pending: pages.counter.pending() }, 'landing counts lost');
    });
  });

  app.get<{ Params: { slug: string } }>('/lp/:slug', async (request, reply) => {
    reply.header('content-security-policy', PAGE_CSP);
    const slug = SlugParamsSchema.safeParse(request.params);
    const page = slug.success ? await pages.page(slug.data.slug) : null;
    if (!page) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(NOT_FOUND_HTML);
    }
    // The same answer `landing-fast-path.ts` gives once the page is in memory.
    const variant = page.variants[pickEncoding(request.headers['accept-encoding'])];
    reply.headers(variant.headers);
    if (isCurrent(request.headers['if-none-match'], page)) return reply.status(304).send();
    return reply.send(variant.body);
  });

  r.post(
    '/lp/:slug/track',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: { params: SlugParamsSchema, body: LandingTrackBodySchema },
    },
    async (request) => ok(await pages.track(request.params.slug, request.body, request.ip)),
  );
  r.post(
    '/lp/:slug/form',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: { params: SlugParamsSchema, body: LandingFormBodySchema },
    },
    async (request) => ok(await pages.submit(request.params.slug, request.body, request.ip)),
  );
}
