import type { LogFn } from 'pino';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { RateLimiter, Sleep } from '../../modules/tasks/rate-limiter';
import type { MediaEndpoints } from '../media-endpoints';
import type { TokenSource } from './token-provider';
import type { WireFile } from './wire-request';

// What a call to a medium is, what it answers, and how the media client is configured.

export interface MediaCall<T> {
  medium: Medium;
  method: 'GET' | 'POST';
  /** Relative to the medium's API base (`2/advertiser/fund/get/`), unless `url` is given. */
  path: string;
  /** An absolute URL outside the API base (Tencent's oauth/token). */
  url?: string;
  params?: Record<string, unknown>;
  /** Schema of the envelope's `data`. */
  data: z.ZodType<T>;
  /** A write is never re-sent after its answer was lost: it fails as `unknown_outcome`. */
  effect: 'read' | 'write';
  token?: TokenSource;
  /**
   * Sends the token as this parameter instead of the medium's usual transport (the OAuth listing
   * calls of Ocean Engine and Kuaishou take `access_token` as a parameter).
   */
  tokenParam?: string;
  /** The advertiser the call acts for: its own limiter bucket. */
  advertiserId?: string;
  timeoutMs?: number;
  /** File parts of an upload: the POST goes as multipart/form-data (reference §1.1). */
  files?: Record<string, WireFile>;
}

export interface MediaAnswer<T> {
  data: T;
  requestId: string | null;
}

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

/** What the client logs with: pino's logger or Fastify's. */
export interface ClientLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
}

export interface MediaClientOptions {
  endpoints: MediaEndpoints;
  limiter: RateLimiter;
  logger: { child(bindings: Record<string, unknown>): ClientLogger };
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  clock?: Clock;
  fetch?: typeof fetch;
  sleep?: Sleep;
  random?: () => number;
}
