import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { installRegionCounties } from '@toufang/domain';
import { REGION_COUNTIES } from '@toufang/domain/region-counties';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './http/access';
import { registerAllowedNetworks } from './http/allowed-networks';
import { contentSecurityDirectives } from './http/content-security';
import { isApiRequest } from './http/api-request';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { requestIdGenerator } from './http/request-id';
import { safeTextValidatorCompiler } from './http/safe-text-validator';
import { registerSandboxProxy } from './http/sandbox-proxy';
import { applyConnectionCap, serverLimitOptions } from './http/server-limits';
import { registerSlowRequestLog } from './http/slow-requests';
import { registerTransportSecurity } from './http/transport-security';
import { registerWebApp } from './http/web-app';
import { systemClock, type Clock } from './lib/clock';
import { logOptions } from './lib/logging';
import { registerRoutes } from './routes';
import { serveCachedPagesFirst } from './modules/landing-pages/landing-fast-path';
import { LANDING_CHANGE_CHANNEL } from './modules/landing-pages/landing-pages.repository';
import { createServices, type Services } from './services';
import type { SecretBox } from './lib/secret-box';
import type { MediaRuntime } from './media/runtime/media-runtime';
import type { SmsProvider } from './modules/sms/sms.provider';

/** NOTIFY channel raised by the triggers of migration 0001 on every change to access data. */
const AUTH_CHANGE_CHANNEL = 'toufang_auth_changed';
/** Abilities whose write routes change who may do what. */
const ACCESS_ADMIN_ABILITIES: ReadonlySet<string> = new Set(['user:roles', 'user:ability:groups']);

// Validation messages in Chinese for every zod schema (spec: the UI is Chinese).
z.config(z.locales.zhCN());

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  smsProvider?: SmsProvider;
  /** Where the media are (media/runtime); none configured when absent. */
  media?: MediaRuntime;
  secretBox?: SecretBox;
  /** false for no logs (tests); else a level and a destination over the server's log options. */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  // The county level (区县) of the region rules, which the web loads only when it needs it.
  installRegionCounties(REGION_COUNTIES);
  const app = Fastify({
    // Secrets never reach the logs (lib/logging.ts).
    logger:
      opts.logger === false ? false : { ...logOptions(config.logLevel), ...(opts.logger ?? {}) },
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // On a busy machine a plugin (the API docs' UI) can take longer than Fastify's default 10 s
    // to load: the start waits for it instead of failing.
    pluginTimeout: 120_000,
    ...serverLimitOptions(config.http),
  });
  applyConnectionCap(app, config.http);
  registerSlowRequestLog(app);
  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    db: database.db,
    databaseKind: database.kind,
    config,
    clock: opts.clock ?? systemClock,
    log: app.log,
    smsProvider: opts.smsProvider,
    media: opts.media,
    secretBox: opts.secretBox,
  });

  // Every process drops its cached sessions when access data changes anywhere (docs/adr/0002).
  await database.listen(
    AUTH_CHANGE_CHANNEL,
    () => services.authCache.clear(),
    (listening) => services.authCache.setListening(listening),
  );
  // Every process serves a landing page afresh once it is published, taken down or deleted anywhere.
  await database.listen(
    LANDING_CHANGE_CHANNEL,
    () => services.landingPublic.forgetAll(),
    (listening) => services.landingPublic.setListening(listening),
  );
  app.addHook('onSend', (request, _reply, payload, done) => {
    // Notices from other connections arrive a moment after commit; this process's own writes to
    // access data must take effect before their answer leaves.
    const declared = request.routeOptions.config.access;
    if (
      request.method !== 'GET' &&
      declared?.kind === 'ability' &&
      ACCESS_ADMIN_ABILITIES.has(declared.ability)
    ) {
      services.sessions.forgetCachedSessions();
    }
    done(null, payload);
  });

  registerAllowedNetworks(app, config.allowedCidrs);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    strictTransportSecurity: false,
  });
  registerTransportSecurity(app, { publicUrl: config.media.publicUrl });
  registerErrorHandler(app);
  registerAccessControl(app, services.sessions);
  await registerOpenApi(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are never cached, unless a route chose otherwise (material content by hash).
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  registerRoutes(app, services, database, config);
  const embedded = opts.media?.embedded;
  if (embedded) {
    registerSandboxProxy(app, {
      origin: embedded.origin,
      authorizePaths: embedded.sandbox.info().apps.map((a) => a.paths.authorize),
    });
  }
  await registerWebApp(app, config.webDist);
  // Published landing pages in memory are answered before the router and the hooks above.
  serveCachedPagesFirst(app.server, services.landingPublic);
  return { app, services };
}
