import { AppError } from '../../lib/app-error';
import type { Medium } from '../../lib/media-mirror';
import { ReauthorizeRequired } from '../../media/http/media-errors';
import { refreshingTokens, type TokenSource } from '../../media/http/token-provider';
import type { MediaAdapter, TokenSet } from '../../media/media-adapter';
import type { MediaAccountsService } from './media-accounts.service';
import type { AuthorizationTokens } from './media-accounts.types';

/** Access tokens ending within this are renewed by the refresh job before anyone meets the expiry. */
export const REFRESH_AHEAD_MS = 60 * 60_000;

/**
 * The token an adapter calls with for one advertiser: the grant's current tokens, refreshed when
 * the medium says they expired, with the new ones sealed back into the database. A grant the
 * medium no longer refreshes is marked for re-authorization.
 */
export class AdvertiserTokens {
  /** One refresh per grant at a time in this process (Ocean Engine rotates refresh tokens). */
  private readonly inFlight = new Map<number, Promise<TokenSet>>();

  constructor(
    private readonly accounts: MediaAccountsService,
    private readonly adapters: Readonly<Record<Medium, MediaAdapter>>,
  ) {}

  async tokenSourceFor(medium: Medium, advertiserId: string): Promise<TokenSource> {
    const tokens = await this.accounts.getTokensForAdvertiser(medium, advertiserId);
    return this.sourceOf(tokens);
  }

  async tokenSourceOfAuthorization(authorizationId: number): Promise<TokenSource> {
    return this.sourceOf(await this.accounts.getTokens(authorizationId));
  }

  /** Renews grants whose access token ends soon; answers how many were renewed and failed. */
  async refreshDue(): Promise<{ refreshed: number; failed: number }> {
    let refreshed = 0;
    let failed = 0;
    for (const id of await this.accounts.authorizationsDueForRefresh(REFRESH_AHEAD_MS)) {
      try {
        const tokens = await this.accounts.getTokens(id);
        await this.refreshGrant(tokens);
        refreshed += 1;
      } catch {
        failed += 1;
      }
    }
    return { refreshed, failed };
  }

  private sourceOf(tokens: AuthorizationTokens): TokenSource {
    if (tokens.status === 'expired' || tokens.status === 'revoked') {
      throw new AppError('REAUTHORIZE_REQUIRED');
    }
    return refreshingTokens({
      tokens: asTokenSet(tokens),
      refresh: async () => {
        const latest = await this.accounts.getTokens(tokens.authorizationId);
        // Another process renewed the grant since these tokens were read: use its tokens.
        if (latest.accessToken !== tokens.accessToken) return asTokenSet(latest);
        return this.refreshGrant(latest);
      },
    });
  }

  /** Refreshes a grant once, however many callers meet its expiry together. */
  private refreshGrant(current: AuthorizationTokens): Promise<TokenSet> {
    const id = current.authorizationId;
    const running = this.inFlight.get(id);
    if (running) return running;
    const next = (async () => {
      try {
        const renewed = await this.adapters[current.medium].refresh(current.refreshToken);
        await this.accounts.recordRefresh(id, renewed);
        return renewed;
      } catch (error) {
        if (error instanceof ReauthorizeRequired) {
          await this.accounts.recordRefreshFailure(id, {
            code: 'REFRESH_REFUSED',
            message: error.message,
            outcome: 'revoked',
          });
        }
        throw error;
      } finally {
        this.inFlight.delete(id);
      }
    })();
    this.inFlight.set(id, next);
    return next;
  }
}

function asTokenSet(tokens: AuthorizationTokens): TokenSet {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt ?? tokens.accessExpiresAt,
  };
}
