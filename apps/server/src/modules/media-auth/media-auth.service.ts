import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { sha256 } from '../../lib/secrets';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { MediaAdapter, TokenGrant } from '../../media/media-adapter';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { MediaAuthRepository } from './media-auth.repository';
import { ACCOUNT_PAGES, MEDIUM_NAMES } from '../../lib/media-names';

/** Long enough to sign in on the medium and tick accounts; short enough to be useless later. */
export const STATE_TTL_MS = 15 * 60_000;

export const CALLBACK_PATH = '/api/auth/callback';

export interface CallbackOutcome {
  medium: Medium;
  authorizationId: number;
  /** Accounts the grant reaches (children of agency and manager accounts included). */
  advertiserCount: number;
  returnTo: string;
}

/**
 * The OAuth round trip of spec 000 §2 (`/auth/transfer` → the medium's authorize page →
 * `/auth/callback`). The random `state` is the only thing that ties the callback to the user who
 * started it, so it is single use, short-lived and kept only as a hash.
 */
export class MediaAuthService {
  constructor(
    private readonly repo: MediaAuthRepository,
    private readonly adapters: Readonly<Record<Medium, MediaAdapter>>,
    private readonly accounts: MediaAccountsService,
    private readonly clock: Clock,
    private readonly isConfigured: (medium: Medium) => boolean,
    /** Where the browser opens an authorize URL (the embedded sandbox is served on our origin). */
    private readonly browserUrl: (authorizeUrl: string, publicOrigin: string) => string = (u) => u,
  ) {}

  /** Starts a round trip for `userId`; answers the authorize page's URL. */
  async transfer(userId: number, medium: Medium, publicOrigin: string) {
    const adapter = this.adapterOf(medium);
    const state = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const redirectUri = new URL(CALLBACK_PATH, publicOrigin).toString();
    const url = adapter.authorizeUrl(state, redirectUri);
    await this.repo.insertState({
      stateHash: sha256(state),
      userId,
      medium,
      appId: this.appIdOf(url, medium),
      redirectUri,
      returnTo: ACCOUNT_PAGES[medium],
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return {
      url: this.browserUrl(url, publicOrigin),
      expires_at: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
    };
  }

  /**
   * Completes a round trip: spends the state, exchanges the code, lists the accounts the grant
   * reaches and stores it all. Fails without storing anything on a bad, spent or ended state.
   */
  async callback(input: { state?: string; code?: string }): Promise<CallbackOutcome> {
    if (!input.state) throw new AppError('OAUTH_STATE_INVALID');
    const spent = await this.repo.spendState(sha256(input.state), this.clock.now());
    if (!spent) throw new AppError('OAUTH_STATE_INVALID');
    if (!input.code) throw new AppError('OAUTH_CODE_MISSING');
    const adapter = this.adapterOf(spent.medium);
    const grant = await mediumStep(() => adapter.exchangeCode(input.code ?? '', spent.redirectUri));
    const advertisers = await mediumStep(() =>
      adapter.listAuthorizedAdvertisers(grant.accessToken),
    );
    const { authorizationId } = await this.accounts.saveAuthorization({
      medium: spent.medium,
      appId: spent.appId,
      userId: spent.userId,
      mediumUserId: grantorOf(grant),
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      accessExpiresAt: grant.accessExpiresAt,
      refreshExpiresAt: grant.refreshExpiresAt,
      scope: grant.scope,
      advertisers: advertisers.map((a) => ({
        advertiserId: a.id,
        name: a.name,
        company: a.company,
        role: a.role,
        parentAdvertiserId: a.parentId,
      })),
    });
    return {
      medium: spent.medium,
      authorizationId,
      advertiserCount: advertisers.length,
      returnTo: spent.returnTo,
    };
  }

  /** Where to send the browser after a failed callback: the page of the state's medium if known. */
  async returnPageOf(state: string | undefined): Promise<string> {
    const row = state ? await this.repo.findState(sha256(state)) : null;
    return row?.returnTo ?? ACCOUNT_PAGES.bytedance;
  }

  /** Drops round trips that ended a day ago or more (run by the maintenance schedule). */
  pruneStates() {
    return this.repo.deleteEndedBefore(new Date(this.clock.now().getTime() - 86_400_000));
  }

  private adapterOf(medium: Medium): MediaAdapter {
    if (!this.isConfigured(medium)) {
      throw new AppError('MEDIUM_NOT_CONFIGURED', { params: { medium: MEDIUM_NAMES[medium] } });
    }
    return this.adapters[medium];
  }

  private appIdOf(authorizeUrl: string, medium: Medium): string {
    const params = new URL(authorizeUrl).searchParams;
    const id = params.get('app_id') ?? params.get('client_id');
    if (!id)
      throw new AppError('MEDIUM_NOT_CONFIGURED', { params: { medium: MEDIUM_NAMES[medium] } });
    return id;
  }
}

/**
 * The account that granted: Tencent names it (`authorizer_info.account_id`, the only granted id);
 * the others do not, so the smallest granted id stands for the grantor and a repeated grant of
 * the same accounts replaces the earlier tokens.
 */
function grantorOf(grant: TokenGrant): string {
  const ids = [...grant.grantedAdvertiserIds].sort((a, b) =>
    a.length === b.length ? a.localeCompare(b) : a.length - b.length,
  );
  return ids[0] ?? 'unknown';
}

/** A medium's refusal during the round trip becomes a message the operator can act on. */
async function mediumStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ReauthorizeRequired || error instanceof MediaCallError) {
      throw new AppError('OAUTH_EXCHANGE_FAILED', { params: { reason: error.message } });
    }
    throw error;
  }
}
