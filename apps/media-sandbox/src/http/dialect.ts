import type { Medium } from '@toufang/media-wire';
import type { ErrorKind, WireError } from './medium-error';

/** How a medium speaks on the wire: prefix, token transport, envelopes, codes, request ids. */
export interface MediumDialect {
  readonly medium: Medium;
  /** Path prefix of everything of this medium on the sandbox, e.g. "/oceanengine". */
  readonly prefix: string;
  /** The parameter that names the advertiser of a call. */
  readonly advertiserParam: 'advertiser_id' | 'account_id';
  /** Ocean Engine and Kuaishou: header `Access-Token`; Tencent: query access_token/timestamp/nonce. */
  readonly tokenTransport: 'header' | 'signed-query';
  /** How long an auth code lives (reference §0: 10 min, Tencent 5 min). */
  readonly authCodeTtlMs: number;
  /** Ocean Engine and Kuaishou issue a new refresh token; Tencent extends the old one. */
  readonly refreshMode: 'rotate' | 'renew';
  /** Response header carrying the request id. */
  readonly requestIdHeader: string;
  newRequestId(now: number): string;
  resolve(kind: ErrorKind, detail?: string): WireError;
  success(data: unknown, requestId: string): Record<string, unknown>;
  failure(error: WireError, requestId: string): Record<string, unknown>;
}

/** Appends a detail to a medium message. */
export function withDetail(message: string, detail: string | undefined): string {
  return detail ? `${message}: ${detail}` : message;
}
