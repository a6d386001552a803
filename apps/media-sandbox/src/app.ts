import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { MEDIUM_LABELS, type Medium } from '@toufang/media-wire';
import { registerAdminRoutes } from './admin/admin-routes';
import { registerWorldRoutes } from './admin/world-routes';
import { registerCdnRoutes } from './cdn/cdn-routes';
import { createClock, type Clock } from './clock';
import { Faults } from './faults';
import { NonceRegistry } from './http/auth-guard';
import { MediumContext, type SandboxServices } from './http/medium-context';
import { registerWireJson } from './http/wire-json-body';
import type { KuaishouCodes } from './media/kuaishou/index';
import { DELIVERY_PLUGINS, mediumModules, SANDBOX_PATHS } from './media/registry';
import { registerAuthorizePage } from './oauth/authorize-routes';
import { GrantService } from './oauth/grant-service';
import { LoginTickets } from './oauth/login-tickets';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitConfig } from './rate-limit';
import { seedState } from './seed/seed';
import { SimEngine } from './sim/engine';
import { DebouncedWriter, SnapshotFile } from './state/persistence';
import { SandboxState, SNAPSHOT_VERSION } from './state/state';

export interface SandboxOptions {
  /** Seeds apps, companies, users and advertisers deterministically. */
  seed: string | number;
  /** Simulated milliseconds per real millisecond (1 = real time; 0 = frozen between advances). */
  clockSpeed: number;
  /** Persist state to `<dataDir>/state.json`; in memory only when absent. */
  dataDir?: string;
  /** Fastify logger options; off by default (tests, in-process use). */
  logger?: FastifyServerOptions['logger'];
  /** Kuaishou's error codes are not public: override the sandbox's defaults. */
  kuaishouCodes?: Partial<KuaishouCodes>;
  rateLimits?: RateLimitConfig;
  /**
   * The origin browsers reach the sandbox's file addresses at (cdn/cdn-hosts.ts): itself, or the
   * platform's proxy in front of it. Answers keep the media's fixed CDN hosts without it.
   */
  cdnOrigin?: string;
  /** The ffmpeg that makes the CDN's videos (`ffmpeg` on the PATH by default). */
  ffmpegPath?: string;
  /** Wall-clock source (tests). */
  realNow?: () => number;
  /** Simulated time at start (tests that compare worlds); defaults to the wall clock. */
  startAt?: number;
}

export interface SandboxAppInfo {
  medium: string;
  label: string;
  appId: number;
  secret: string;
  name: string;
  paths: (typeof SANDBOX_PATHS)[keyof typeof SANDBOX_PATHS];
}

export interface SandboxInfo {
  seed: string;
  apps: SandboxAppInfo[];
  users: { username: string; password: string; displayName: string }[];
}

export interface Sandbox {
  app: FastifyInstance;
  state: SandboxState;
  clock: Clock;
  faults: Faults;
  rateLimiter: RateLimiter;
  grants: GrantService;
  /** The delivery engine: objects, review, accrual and report rows of every medium. */
  sim: SimEngine;
  /** Each medium's registration API, for routes added on top (before `listen`). */
  contexts: Record<Medium, MediumContext>;
  /** App ids/secrets, paths and sandbox users, for the platform's config and tests. */
  info(): SandboxInfo;
  /** Reseeds from scratch and clears faults, rate limits and nonces. */
  reset(seed?: string): void;
  /** Stops serving and writes pending state. */
  close(): Promise<void>;
}

export async function buildSandbox(options: SandboxOptions): Promise<Sandbox> {
  const seed = String(options.seed);
  const clock = createClock({
    speed: options.clockSpeed,
    realNow: options.realNow,
    startAt: options.startAt,
  });
  const app = Fastify({
    logger: options.logger ?? false,
    // Held "timeout" answers must not keep close() waiting.
    forceCloseConnections: true,
    bodyLimit: 10 * 1024 * 1024,
  });

  const file = options.dataDir ? new SnapshotFile(options.dataDir) : null;
  const writer = file
    ? new DebouncedWriter(
        () => file.save(state.snapshot(clock.offset())),
        300,
        (error) => app.log.error({ err: error }, 'sandbox state not saved'),
      )
    : null;
  const state = new SandboxState({ onChange: () => writer?.schedule() });
  const sim = new SimEngine(state);
  for (const plugin of DELIVERY_PLUGINS) sim.register(plugin);

  const loaded = file ? await file.load() : ({ kind: 'missing' } as const);
  if (loaded.kind === 'unreadable') {
    app.log.warn(
      { movedTo: loaded.movedTo, error: loaded.error },
      'unreadable sandbox state set aside',
    );
  }
  if (
    loaded.kind === 'loaded' &&
    loaded.snapshot.version === SNAPSHOT_VERSION &&
    loaded.snapshot.seed === seed
  ) {
    state.restore(loaded.snapshot);
    clock.restoreOffset(loaded.snapshot.clockOffsetMs);
    sim.afterRestore();
  } else {
    if (loaded.kind === 'loaded') {
      app.log.warn(
        { seed, was: loaded.snapshot.seed },
        'sandbox state of another seed or version replaced',
      );
    }
    seedState(state, seed);
    sim.seedAll(clock.now());
  }

  const grants = new GrantService(state, clock);
  const faults = new Faults();
  const rateLimiter = new RateLimiter(
    () => clock.realNow(),
    options.rateLimits ?? DEFAULT_RATE_LIMITS,
  );
  const nonces = new NonceRegistry();
  const tickets = new LoginTickets(() => clock.realNow());
  const services: SandboxServices = {
    state,
    clock,
    grants,
    faults,
    rateLimiter,
    nonces,
    sim,
    log: app.log,
  };
  const modules = mediumModules(options.kuaishouCodes);

  registerFormParser(app);
  registerWireJson(app);
  registerCdnRoutes(app, {
    origin: options.cdnOrigin,
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
  });
  // Malformed bodies are business errors on the media (HTTP 200 + param code), not HTTP 400s.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const dialect = modules.find((m) => request.url.startsWith(`${m.dialect.prefix}/`))?.dialect;
    const status = error.statusCode ?? 500;
    if (!dialect || status >= 500) {
      if (status >= 500) request.log.error({ err: error }, 'sandbox request failed');
      return reply.status(status).send({ error: error.message });
    }
    const requestId = dialect.newRequestId(clock.now());
    const kind = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'unparseable' : 'param';
    return reply
      .status(200)
      .header(dialect.requestIdHeader, requestId)
      .send(dialect.failure(dialect.resolve(kind, error.message), requestId));
  });

  const contexts = {} as Record<Medium, MediumContext>;
  for (const module of modules) {
    const ctx = new MediumContext(app, module.dialect, services);
    contexts[module.dialect.medium] = ctx;
    module.register(ctx);
    registerAuthorizePage(
      app,
      { ...module.authorize, dialect: module.dialect },
      { state, grants, tickets },
    );
  }

  const info = (): SandboxInfo => ({
    seed: state.seed,
    apps: state.apps.values().map((a) => ({
      medium: a.medium,
      label: MEDIUM_LABELS[a.medium],
      appId: a.appId,
      secret: a.secret,
      name: a.name,
      paths: SANDBOX_PATHS[a.medium],
    })),
    users: state.users.values().map((u) => ({
      username: u.username,
      password: u.password,
      displayName: u.displayName,
    })),
  });
  const reset = (nextSeed?: string): void => {
    seedState(state, nextSeed ?? state.seed);
    sim.seedAll(clock.now());
    faults.reset();
    rateLimiter.setConfig(options.rateLimits ?? DEFAULT_RATE_LIMITS);
    nonces.clear();
    tickets.clear();
  };
  registerAdminRoutes(app, {
    state,
    clock,
    faults,
    rateLimiter,
    grants,
    reset,
    info,
    touch: () => writer?.schedule(),
  });
  registerWorldRoutes(app, { sim, clock });

  return {
    app,
    state,
    clock,
    faults,
    rateLimiter,
    grants,
    sim,
    contexts,
    info,
    reset,
    async close() {
      faults.releaseAll();
      await app.close();
      await writer?.flush();
    },
  };
}

/** HTML forms of the authorize pages: every field as a list (checkbox groups repeat a name). */
function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string[]> = {};
      for (const [key, value] of new URLSearchParams(String(body)))
        (fields[key] ??= []).push(value);
      done(null, fields);
    },
  );
}
