import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Faults } from '../faults';
import type { GrantService } from '../oauth/grant-service';
import type { RateLimiter } from '../rate-limit';
import type { SimEngine } from '../sim/engine';
import { runAndRevert } from '../state/journal';
import type { AdvertiserRecord } from '../state/records';
import type { SandboxState } from '../state/state';
import { authenticate, type AuthContext, type NonceRegistry } from './auth-guard';
import type { MediumDialect } from './dialect';
import { MediumError, mediumError, type WireError } from './medium-error';
import { flattenQuery, mergeInput, parseInput, readId } from './request-input';

/** What every medium's routes share. */
export interface SandboxServices {
  state: SandboxState;
  clock: Clock;
  grants: GrantService;
  faults: Faults;
  rateLimiter: RateLimiter;
  nonces: NonceRegistry;
  sim: SimEngine;
  log: FastifyBaseLogger;
}

export type HttpMethod = 'GET' | 'POST';

interface BaseRequest {
  method: string;
  /** The route path as registered. */
  path: string;
  /** Query parameters as strings. */
  query: Record<string, string>;
  body: unknown;
  /** Query and body merged (body wins): parse this with a media-wire schema. */
  input: Record<string, unknown>;
  requestId: string;
  /** Simulated time at the start of the call. */
  now: number;
}

/** A call that passed the medium's token check. */
export interface EndpointRequest extends BaseRequest {
  auth: AuthContext;
  /** The advertiser the call names (already checked against the token's scope), if the endpoint has one. */
  advertiserId: number | null;
}

/** A call without a token (OAuth endpoints authenticate with the app secret themselves). */
export type PublicRequest = BaseRequest;

export interface EndpointOptions {
  /**
   * The parameter naming the advertiser, checked against the token's scope before the handler
   * runs. Defaults to the medium's (advertiser_id / account_id); false when the call names none.
   */
  advertiser?: string | false;
  /** A state-changing call: the silent no-op fault applies to it. */
  write?: boolean;
  /** Largest request body in bytes, for uploads above the sandbox's default limit. */
  bodyLimit?: number;
}

/**
 * One medium's registration API. Routes declare themselves with `endpoint` (token required) or
 * `publicEndpoint`; the wrapper answers in the medium's envelope with a request id, applies the
 * faults, the rate limit, the token and advertiser-scope checks, and turns thrown `MediumError`s
 * into the medium's error codes. Handlers return the `data` part.
 */
export class MediumContext {
  constructor(
    readonly app: FastifyInstance,
    readonly dialect: MediumDialect,
    readonly services: SandboxServices,
  ) {}

  get state(): SandboxState {
    return this.services.state;
  }

  get clock(): Clock {
    return this.services.clock;
  }

  get grants(): GrantService {
    return this.services.grants;
  }

  /** The delivery engine (sim/): this medium's world is `ctx.sim.world(ctx.dialect.medium)`. */
  get sim(): SimEngine {
    return this.services.sim;
  }

  endpoint(
    method: HttpMethod | HttpMethod[],
    path: string,
    handler: (req: EndpointRequest) => unknown,
    options: EndpointOptions = {},
  ): void {
    const advertiserParam = options.advertiser ?? this.dialect.advertiserParam;
    this.route(method, path, options, (request, base) => {
      const auth = authenticate(
        { ...this.services, dialect: this.dialect },
        request.headers,
        base.query,
      );
      this.limit(request.method, path, auth.app.appId);
      const advertiserId = advertiserParam
        ? this.requireAdvertiser(auth, base.input[advertiserParam], advertiserParam)
        : null;
      return { run: () => handler({ ...base, auth, advertiserId }) };
    });
  }

  publicEndpoint(
    method: HttpMethod | HttpMethod[],
    path: string,
    handler: (req: PublicRequest) => unknown,
    options: Pick<EndpointOptions, 'write'> = {},
  ): void {
    this.route(method, path, options, (request, base) => {
      const appId = readId(base.input.app_id ?? base.input.client_id) ?? undefined;
      this.limit(request.method, path, appId);
      return { run: () => handler(base) };
    });
  }

  /** Validates parameters with a media-wire schema; failures answer the medium's param error. */
  parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
    return parseInput(schema, input);
  }

  /** The advertiser a call names (for endpoints with an advertiser parameter). */
  advertiser(req: EndpointRequest): Readonly<AdvertiserRecord> {
    const found =
      req.advertiserId === null
        ? undefined
        : this.state.advertisers(this.dialect.medium).find(req.advertiserId);
    if (!found) throw mediumError('param', `${this.dialect.advertiserParam} 无效`);
    return found;
  }

  /** Throws the medium's no-permission error unless every id is within the token's scope. */
  requireScope(auth: AuthContext, advertiserIds: readonly number[]): void {
    const outside = advertiserIds.filter((id) => !auth.scope.has(id));
    if (outside.length > 0) throw mediumError('noPermission', `advertiser ${outside.join(',')}`);
  }

  private requireAdvertiser(auth: AuthContext, value: unknown, param: string): number {
    if (value === undefined || value === null || value === '') {
      throw mediumError('param', `${param} 为必填参数`);
    }
    const id = readId(value);
    if (id === null) throw mediumError('param', `${param} 格式错误`);
    this.requireScope(auth, [id]);
    return id;
  }

  private limit(method: string, path: string, appId: number | undefined): void {
    const key = { medium: this.dialect.medium, appId, method, path };
    if (!this.services.rateLimiter.take(key)) throw mediumError('rateLimited');
  }

  private route(
    method: HttpMethod | HttpMethod[],
    path: string,
    options: Pick<EndpointOptions, 'write' | 'bodyLimit'>,
    prepare: (
      request: FastifyRequest,
      base: BaseRequest,
    ) => Promise<{ run: () => unknown }> | { run: () => unknown },
  ): void {
    if (!path.startsWith(`${this.dialect.prefix}/`)) {
      throw new Error(`${path} is outside ${this.dialect.prefix}/`);
    }
    const { dialect, services } = this;
    const write = options.write ?? false;
    this.app.route({
      method,
      url: path,
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const now = services.clock.now();
        const requestId = dialect.newRequestId(now);
        void reply.header(dialect.requestIdHeader, requestId);
        const query = flattenQuery(request.query);
        const input = mergeInput(query, request.body);
        const named = input[dialect.advertiserParam];
        const fault = services.faults.decide(
          request.method,
          path,
          typeof named === 'string' || typeof named === 'number' ? String(named) : null,
        );
        let payload: Record<string, unknown>;
        try {
          if (fault.latencyMs > 0) await services.faults.wait(fault.latencyMs);
          const base: BaseRequest = {
            method: request.method,
            path,
            query,
            body: request.body,
            input,
            requestId,
            now,
          };
          const { run } = await prepare(request, base);
          // A transient error means nothing was applied.
          if (fault.error) throw mediumError('system');
          const data = fault.noop && write ? await runAndRevert(run) : await run();
          payload = dialect.success(data ?? {}, requestId);
        } catch (error) {
          payload = dialect.failure(this.toWireError(error, request), requestId);
        }
        // The "unknown outcome" case: applied, but the answer comes too late for the client.
        if (fault.holdMs !== null) await services.faults.wait(fault.holdMs);
        return reply.send(payload);
      },
    });
  }

  private toWireError(error: unknown, request: FastifyRequest): WireError {
    if (error instanceof MediumError) {
      const { failure } = error;
      return 'wire' in failure ? failure.wire : this.dialect.resolve(failure.kind, failure.detail);
    }
    this.services.log.error({ err: error, url: request.url }, 'sandbox handler failed');
    return this.dialect.resolve('system');
  }
}
