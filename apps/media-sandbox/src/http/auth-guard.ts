import { tencent } from '@toufang/media-wire';
import type { Clock } from '../clock';
import type { GrantService } from '../oauth/grant-service';
import type { AccessTokenRecord, Grant, MediumApp } from '../state/records';
import type { MediumDialect } from './dialect';
import { mediumError } from './medium-error';

/** Who is calling: the token, the grant behind it, the app, and the advertisers it reaches. */
export interface AuthContext {
  token: Readonly<AccessTokenRecord>;
  grant: Readonly<Grant>;
  app: Readonly<MediumApp>;
  scope: ReadonlySet<number>;
}

/**
 * Tencent nonces already seen per token (reference §3.1: unique per token). A nonce only needs to
 * be remembered while its timestamp would still pass the skew check.
 */
export class NonceRegistry {
  private readonly seen = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly windowMs = 2 * tencent.MAX_TIMESTAMP_SKEW_SECONDS * 1000) {}

  /** Records the nonce; false if this token used it before. */
  use(token: string, nonce: string, nowMs: number): boolean {
    this.sweep(nowMs);
    const key = `${token}\n${nonce}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, nowMs);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 60_000) return;
    this.lastSweep = nowMs;
    for (const [key, at] of this.seen) if (nowMs - at > this.windowMs) this.seen.delete(key);
  }
}

export interface AuthDeps {
  dialect: MediumDialect;
  grants: GrantService;
  nonces: NonceRegistry;
  clock: Clock;
}

/** Checks a call's token the medium's way; throws the medium's error when it does not pass. */
export function authenticate(
  deps: AuthDeps,
  headers: Record<string, string | string[] | undefined>,
  query: Record<string, string>,
): AuthContext {
  const { dialect } = deps;
  let token: string | undefined;
  if (dialect.tokenTransport === 'header') {
    const header = headers['access-token'];
    token = Array.isArray(header) ? header[0] : header;
  } else {
    token = query.access_token;
  }
  if (!token) throw mediumError('tokenEmpty');
  if (dialect.tokenTransport === 'signed-query' && (!query.timestamp || !query.nonce)) {
    throw mediumError('commonParamMissing');
  }

  const resolved = deps.grants.resolveAccessToken(token);
  if (!resolved.ok)
    throw mediumError(resolved.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
  if (resolved.token.medium !== dialect.medium) throw mediumError('tokenInvalid');

  if (dialect.tokenTransport === 'signed-query') {
    checkTimestampAndNonce(deps, token, query.timestamp ?? '', query.nonce ?? '');
  }
  return {
    token: resolved.token,
    grant: resolved.grant,
    app: resolved.app,
    scope: deps.grants.scopeOf(resolved.grant),
  };
}

/** Tencent: timestamp in seconds within ±300 s of the caller's real clock, nonce unused. */
function checkTimestampAndNonce(
  deps: AuthDeps,
  token: string,
  timestamp: string,
  nonce: string,
): void {
  const realNow = deps.clock.realNow();
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (
    !Number.isFinite(seconds) ||
    Math.abs(realNow / 1000 - seconds) > tencent.MAX_TIMESTAMP_SKEW_SECONDS
  ) {
    throw mediumError('timestampInvalid');
  }
  if (nonce.length > tencent.NONCE_MAX_LENGTH)
    throw mediumError('param', 'nonce 不能超过 32 个字符');
  if (!deps.nonces.use(token, nonce, realNow)) throw mediumError('nonceUsed');
}
