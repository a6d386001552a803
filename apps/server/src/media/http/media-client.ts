import { parseWireJson } from '@toufang/media-wire';
import { systemClock, type Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { backoffDelayMs } from '../../modules/tasks/backoff';
import { sleepFor, type Sleep } from '../../modules/tasks/rate-limiter';
import type { MediumEndpoints } from '../media-endpoints';
import { classifyCode, classifyHttpStatus } from './classify';
import { MediaCallError, ReauthorizeRequired, type MediaErrorKind } from './media-errors';
import { maskHeaders, maskKnown, maskUrl, maskValue } from './mask';
import { currentToken, errorMessage, isTimeout, refusedBeforeSending } from './transport-errors';
import { parseEnvelope, requestIdFromHeaders } from './wire-envelope';
import { buildWireRequest } from './wire-request';

// The one HTTP client of all media (ARCHITECTURE §6): limiter per
// (medium, app, endpoint) and per advertiser, per-call timeout, envelope parsing, classification,
// jittered retry on rate limits and transient codes, one token refresh on expiry, masked logs.

import type {
  ClientLogger,
  MediaAnswer,
  MediaCall,
  MediaClientOptions,
  RetryPolicy,
} from './media-call';

export type { ClientLogger, MediaAnswer, MediaCall, MediaClientOptions, RetryPolicy };

const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseMs: 500, maxMs: 10_000 };
const RETRYABLE: ReadonlySet<MediaErrorKind> = new Set(['rate_limited', 'transient']);

type AttemptResult<T> = { ok: true; answer: MediaAnswer<T> } | { ok: false; error: MediaCallError };

export class MediaClient {
  private readonly log: ClientLogger;
  private readonly retry: RetryPolicy;
  private readonly timeoutMs: number;
  private readonly clock: Clock;
  private readonly fetch: typeof fetch;
  private readonly sleep: Sleep;
  private readonly random: () => number;

  constructor(private readonly options: MediaClientOptions) {
    this.log = options.logger.child({ module: 'media-client' });
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.clock = options.clock ?? systemClock;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? sleepFor;
    this.random = options.random ?? Math.random;
  }

  endpoints(medium: Medium): MediumEndpoints {
    const found = this.options.endpoints[medium];
    if (!found) throw new Error(`medium ${medium} is not configured`);
    return found;
  }

  async call<T>(call: MediaCall<T>): Promise<MediaAnswer<T>> {
    let token = call.token === undefined ? undefined : await currentToken(call.token);
    let refreshed = false;
    let attempt = 0;
    for (;;) {
      attempt += 1;
      const result = await this.attempt(call, token, attempt);
      if (result.ok) return result.answer;
      const error = result.error;
      if (error.kind === 'token_expired' && call.token !== undefined) {
        if (refreshed) {
          throw new ReauthorizeRequired(call.medium, '刷新后的访问令牌仍被拒绝，请重新授权', error);
        }
        refreshed = true;
        token = await this.refresh(call, token ?? '', error);
        // The refreshed retry does not use up a retry attempt of the rate-limit budget.
        attempt -= 1;
        continue;
      }
      if (RETRYABLE.has(error.kind) && attempt < this.retry.maxAttempts) {
        const delay = backoffDelayMs(attempt, this.retry, this.random);
        this.log.warn(
          {
            medium: call.medium,
            endpoint: endpointOf(call),
            kind: error.kind,
            code: error.mediumCode,
            attempt,
            delayMs: delay,
          },
          'media call retried',
        );
        await this.sleep(delay);
        continue;
      }
      this.log.warn(
        {
          medium: call.medium,
          endpoint: endpointOf(call),
          kind: error.kind,
          code: error.mediumCode,
          requestId: error.requestId,
          attempts: attempt,
          message: error.message,
        },
        'media call failed',
      );
      throw error;
    }
  }

  private async refresh(call: MediaCall<unknown>, expired: string, cause: MediaCallError) {
    const source = call.token;
    if (source === undefined || typeof source === 'string') {
      throw new ReauthorizeRequired(call.medium, '访问令牌已过期且无法刷新，请重新授权', cause);
    }
    try {
      const next = await source.refresh(expired);
      this.log.info({ medium: call.medium, endpoint: endpointOf(call) }, 'media token refreshed');
      return next;
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw error;
      if (error instanceof MediaCallError && !RETRYABLE.has(error.kind) && !error.outcomeUnknown) {
        throw new ReauthorizeRequired(call.medium, `刷新令牌失败：${error.message}`, error);
      }
      throw error;
    }
  }

  private async attempt<T>(
    call: MediaCall<T>,
    token: string | undefined,
    attempt: number,
  ): Promise<AttemptResult<T>> {
    const ends = this.endpoints(call.medium);
    const endpoint = endpointOf(call);
    await this.options.limiter.acquire(`${call.medium}:${ends.appId}:${endpoint}`);
    if (call.advertiserId !== undefined) {
      await this.options.limiter.acquire(`${call.medium}:advertiser:${call.advertiserId}`);
    }
    const request = buildWireRequest({
      medium: call.medium,
      method: call.method,
      url: call.url ?? `${ends.apiBase}${call.path}`,
      params: call.params ?? {},
      token,
      tokenParam: call.tokenParam,
      files: call.files,
      now: this.clock.now(),
    });
    const secrets = [ends.secret, ...(token === undefined ? [] : [token])];
    const fail = (
      kind: MediaErrorKind,
      code: number | null,
      message: string,
      requestId: string | null,
      cause?: unknown,
    ) =>
      ({
        ok: false,
        error: new MediaCallError({
          kind,
          medium: call.medium,
          endpoint,
          mediumCode: code,
          message: maskKnown(message, secrets),
          requestId,
          attempts: attempt,
          cause,
        }),
      }) as const;
    this.log.debug(
      {
        medium: call.medium,
        endpoint,
        attempt,
        url: maskUrl(request.url, secrets),
        headers: maskHeaders(request.headers),
        params: maskValue(call.params ?? {}, secrets),
      },
      'media call',
    );

    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        // A streamed form goes out as it is read (a request body stream must say so).
        ...(typeof request.body === 'object' ? { duplex: 'half' } : {}),
        signal: AbortSignal.timeout(call.timeoutMs ?? this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const sent = !refusedBeforeSending(error);
      const timedOut = isTimeout(error);
      const reason = timedOut ? '请求超时' : `网络错误：${errorMessage(error)}`;
      if (call.effect === 'write' && sent) {
        return fail('unknown_outcome', null, `${reason}，写操作结果未知`, null, error);
      }
      return fail('transient', null, reason, null, error);
    }
    const ms = Date.now() - started;

    if (!response.ok) {
      const kind = classifyHttpStatus(response.status);
      const lost = call.effect === 'write' && kind === 'transient' && response.status !== 503;
      return fail(
        lost ? 'unknown_outcome' : kind,
        null,
        `HTTP ${response.status}`,
        requestIdFromHeaders(response.headers),
      );
    }
    let body: unknown;
    try {
      // Ocean Engine's 19-digit ids do not survive JSON.parse (docs/media-wire/README.md).
      body = parseWireJson(text);
    } catch {
      return fail(
        'malformed_response',
        null,
        '媒体返回了非 JSON 内容',
        requestIdFromHeaders(response.headers),
      );
    }
    const envelope = parseEnvelope(call.medium, body, response.headers);
    if (!envelope) {
      return fail(
        'malformed_response',
        null,
        '媒体返回的信封格式不符',
        requestIdFromHeaders(response.headers),
      );
    }
    const codeClass = classifyCode(call.medium, envelope.code);
    this.log.debug(
      {
        medium: call.medium,
        endpoint,
        attempt,
        ms,
        code: envelope.code,
        requestId: envelope.requestId,
      },
      'media answer',
    );
    if (codeClass !== 'ok') {
      return fail(codeClass, envelope.code, envelope.message, envelope.requestId);
    }
    const data = call.data.safeParse(envelope.data);
    if (!data.success) {
      this.log.warn(
        {
          medium: call.medium,
          endpoint,
          requestId: envelope.requestId,
          issues: data.error.issues.slice(0, 5),
        },
        'media answer does not match the wire schema',
      );
      return fail(
        'malformed_response',
        envelope.code,
        '媒体返回的数据格式不符',
        envelope.requestId,
        data.error,
      );
    }
    return { ok: true, answer: { data: data.data, requestId: envelope.requestId } };
  }
}

function endpointOf(call: MediaCall<unknown>): string {
  return `${call.method} ${call.url === undefined ? call.path : new URL(call.url).pathname}`;
}
