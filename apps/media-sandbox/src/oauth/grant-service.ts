import { randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type Medium,
} from '@toufang/media-wire';
import type { Clock } from '../clock';
import type {
  AccessTokenRecord,
  AdvertiserRecord,
  Grant,
  MediumApp,
  RefreshTokenRecord,
} from '../state/records';
import type { SandboxState } from '../state/state';

// OAuth bookkeeping shared by the three media (reference §1.2, §2.2, §3.2): grants from the
// authorize page, single-use auth codes, access/refresh tokens on the simulated clock.

export const ACCESS_TOKEN_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
export const REFRESH_TOKEN_TTL_MS = REFRESH_TOKEN_TTL_SECONDS * 1000;

export interface IssuedTokens {
  grant: Readonly<Grant>;
  access: Readonly<AccessTokenRecord>;
  refresh: Readonly<RefreshTokenRecord>;
}

export type ExchangeResult =
  | ({ ok: true } & IssuedTokens)
  | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'redirect-mismatch' };

export type RefreshResult =
  ({ ok: true } & IssuedTokens) | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export type TokenResolution =
  | {
      ok: true;
      token: Readonly<AccessTokenRecord>;
      grant: Readonly<Grant>;
      app: Readonly<MediumApp>;
    }
  | { ok: false; reason: 'unknown' | 'expired' };

const secret = (bytes: number): string => randomBytes(bytes).toString('hex');

export class GrantService {
  constructor(
    private readonly state: SandboxState,
    private readonly clock: Clock,
  ) {}

  /** The app if the id and secret match. */
  verifyApp(medium: Medium, appId: number, appSecret: string): Readonly<MediumApp> | null {
    const app = this.state.app(medium, appId);
    return app && app.secret === appSecret ? app : null;
  }

  /** Advertisers a sandbox user may grant on a medium (their companies' accounts). */
  grantableAdvertisers(medium: Medium, username: string): Readonly<AdvertiserRecord>[] {
    const user = this.state.users.find(username);
    if (!user) return [];
    const companies = new Set(user.companyIds);
    return this.state.advertisers(medium).filter((a) => companies.has(a.companyId));
  }

  /** Records a grant and issues its single-use auth code. */
  authorize(input: {
    medium: Medium;
    appId: number;
    username: string;
    advertiserIds: number[];
    scope: string[];
    redirectUri: string;
    codeTtlMs: number;
  }): { grant: Readonly<Grant>; code: string } {
    const now = this.clock.now();
    const grant = this.state.grants.insert({
      id: secret(12),
      medium: input.medium,
      appId: input.appId,
      username: input.username,
      advertiserIds: input.advertiserIds,
      scope: input.scope,
      redirectUri: input.redirectUri,
      createdAt: now,
    });
    const code = secret(16);
    this.state.authCodes.insert({
      code,
      medium: input.medium,
      appId: input.appId,
      grantId: grant.id,
      redirectUri: input.redirectUri,
      expiresAt: now + input.codeTtlMs,
      usedAt: null,
    });
    return { grant, code };
  }

  /** Trades an auth code for tokens; a code works once, before it expires. */
  exchangeCode(input: {
    medium: Medium;
    appId: number;
    code: string;
    /** Tencent requires the same redirect_uri as on the authorize page. */
    redirectUri?: string;
  }): ExchangeResult {
    const record = this.state.authCodes.find(input.code);
    if (!record || record.medium !== input.medium || record.appId !== input.appId) {
      return { ok: false, reason: 'unknown' };
    }
    const now = this.clock.now();
    if (record.usedAt !== null) return { ok: false, reason: 'used' };
    if (now >= record.expiresAt) return { ok: false, reason: 'expired' };
    if (input.redirectUri !== undefined && input.redirectUri !== record.redirectUri) {
      return { ok: false, reason: 'redirect-mismatch' };
    }
    this.state.authCodes.update(record.code, { usedAt: now });
    const grant = this.state.grants.get(record.grantId);
    return { ok: true, grant, ...this.issue(grant, null) };
  }

  /**
   * A new access token for a refresh token. `rotate` (Ocean Engine, Kuaishou) revokes the old
   * refresh token and issues a new one; `renew` (Tencent) extends the old one's validity.
   */
  refresh(input: {
    medium: Medium;
    appId: number;
    refreshToken: string;
    mode: 'rotate' | 'renew';
  }): RefreshResult {
    const record = this.state.refreshTokens.find(input.refreshToken);
    if (!record || record.medium !== input.medium || record.appId !== input.appId) {
      return { ok: false, reason: 'unknown' };
    }
    if (record.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (this.clock.now() >= record.expiresAt) return { ok: false, reason: 'expired' };
    const grant = this.state.grants.get(record.grantId);
    return {
      ok: true,
      grant,
      ...this.issue(grant, input.mode === 'renew' ? record : null, record),
    };
  }

  resolveAccessToken(token: string): TokenResolution {
    const record = this.state.accessTokens.find(token);
    if (!record) return { ok: false, reason: 'unknown' };
    if (this.clock.now() >= record.expiresAt) return { ok: false, reason: 'expired' };
    const grant = this.state.grants.get(record.grantId);
    const app = this.state.app(record.medium, record.appId);
    if (!app) return { ok: false, reason: 'unknown' };
    return { ok: true, token: record, grant, app };
  }

  /** The advertisers a grant reaches: the ticked ones and everything below ticked managers/agencies. */
  scopeOf(grant: Readonly<Grant>): Set<number> {
    const advertisers = this.state.advertisers(grant.medium);
    const scope = new Set<number>();
    const queue = [...grant.advertiserIds];
    while (queue.length > 0) {
      const id = queue.pop();
      if (id === undefined || scope.has(id) || !advertisers.has(id)) continue;
      scope.add(id);
      for (const child of advertisers.filter((a) => a.parentId === id)) queue.push(child.id);
    }
    return scope;
  }

  /**
   * Fault knob "token expiry now": every live access token of the app (and, if given, of grants
   * reaching the advertiser) expires at once. Returns how many expired.
   */
  expireAccessTokens(filter: { medium?: Medium; appId?: number; advertiserId?: number }): number {
    const now = this.clock.now();
    let count = 0;
    for (const token of this.state.accessTokens.values()) {
      if (token.expiresAt <= now) continue;
      if (filter.medium && token.medium !== filter.medium) continue;
      if (filter.appId !== undefined && token.appId !== filter.appId) continue;
      if (filter.advertiserId !== undefined) {
        const grant = this.state.grants.find(token.grantId);
        if (!grant || !this.scopeOf(grant).has(filter.advertiserId)) continue;
      }
      this.state.accessTokens.update(token.token, { expiresAt: now });
      count += 1;
    }
    return count;
  }

  private issue(
    grant: Readonly<Grant>,
    renew: Readonly<RefreshTokenRecord> | null,
    rotated?: Readonly<RefreshTokenRecord>,
  ): { access: Readonly<AccessTokenRecord>; refresh: Readonly<RefreshTokenRecord> } {
    const now = this.clock.now();
    const access = this.state.accessTokens.insert({
      token: secret(20),
      medium: grant.medium,
      appId: grant.appId,
      grantId: grant.id,
      issuedAt: now,
      expiresAt: now + ACCESS_TOKEN_TTL_MS,
    });
    if (renew) {
      const refresh = this.state.refreshTokens.update(renew.token, {
        expiresAt: now + REFRESH_TOKEN_TTL_MS,
      });
      return { access, refresh };
    }
    if (rotated) this.state.refreshTokens.update(rotated.token, { revokedAt: now });
    const refresh = this.state.refreshTokens.insert({
      token: secret(20),
      medium: grant.medium,
      appId: grant.appId,
      grantId: grant.id,
      issuedAt: now,
      expiresAt: now + REFRESH_TOKEN_TTL_MS,
      revokedAt: null,
    });
    return { access, refresh };
  }
}
