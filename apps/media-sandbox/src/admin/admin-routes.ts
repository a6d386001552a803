import type { FastifyInstance, FastifyReply } from 'fastify';
import { MediumSchema } from '@toufang/media-wire';
import { z } from 'zod';
import type { Clock } from '../clock';
import { FaultConfigSchema, type Faults } from '../faults';
import type { GrantService } from '../oauth/grant-service';
import { RateLimitConfigSchema, type RateLimiter } from '../rate-limit';
import type { SandboxState } from '../state/state';

// The admin API: plain JSON under /_admin/, no auth — the sandbox is a
// test tool and must never face real users.

export interface AdminDeps {
  state: SandboxState;
  clock: Clock;
  faults: Faults;
  rateLimiter: RateLimiter;
  grants: GrantService;
  /** Reseeds from scratch (the current seed unless another is given). */
  reset(seed?: string): void;
  /** App credentials, paths and sandbox users. */
  info(): unknown;
  /** Persists a change that is not a collection change (the clock). */
  touch(): void;
}

const AdvanceSchema = z.object({ ms: z.number().int().positive() });
const ResetSchema = z
  .object({ seed: z.union([z.string().min(1), z.number()]).optional() })
  .optional();
const ExpireSchema = z.object({
  medium: MediumSchema.optional(),
  appId: z.number().int().optional(),
  advertiserId: z.number().int().optional(),
});

/** The parsed body, or undefined after answering 400 with the problems. */
function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  void reply.status(400).send({
    error: 'invalid body',
    issues: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  });
  return undefined;
}

// Handlers are synchronous: Fastify sends what they return; after parseBody answered 400 they
// return undefined.

const clockView = (clock: Clock) => ({
  now: clock.now(),
  iso: new Date(clock.now()).toISOString(),
  speed: clock.speed,
});

export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  app.get('/_admin/apps', () => deps.info());

  app.get('/_admin/faults', () => deps.faults.getConfig());
  app.put('/_admin/faults', (request, reply) => {
    const config = parseBody(FaultConfigSchema, request.body, reply);
    return config && deps.faults.setConfig(config);
  });

  app.get('/_admin/rate-limits', () => deps.rateLimiter.getConfig());
  app.put('/_admin/rate-limits', (request, reply) => {
    const config = parseBody(RateLimitConfigSchema, request.body, reply);
    if (!config) return undefined;
    deps.rateLimiter.setConfig(config);
    return deps.rateLimiter.getConfig();
  });

  app.get('/_admin/clock', () => clockView(deps.clock));
  app.post('/_admin/clock/advance', (request, reply) => {
    const body = parseBody(AdvanceSchema, request.body, reply);
    if (!body) return undefined;
    deps.clock.advance(body.ms);
    deps.touch();
    return clockView(deps.clock);
  });

  app.get('/_admin/state/summary', () => ({
    seed: deps.state.seed,
    collections: deps.state.summary(),
  }));

  app.post('/_admin/reset', (request, reply) => {
    const body = parseBody(ResetSchema, request.body ?? undefined, reply);
    if (reply.sent) return undefined;
    deps.reset(body?.seed === undefined ? undefined : String(body.seed));
    return { seed: deps.state.seed, collections: deps.state.summary() };
  });

  // Fault knob "token expiry now": every live access token of an app / advertiser expires.
  app.post('/_admin/tokens/expire', (request, reply) => {
    const filter = parseBody(ExpireSchema, request.body ?? {}, reply);
    if (!filter) return undefined;
    return { expired: deps.grants.expireAccessTokens(filter) };
  });
}
