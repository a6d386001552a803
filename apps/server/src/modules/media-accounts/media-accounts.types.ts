import type { AdvertiserRole, AuthorizationStatus, Medium } from '../../lib/media-mirror';
import type { AdvertiserRecord, AuthorizationRow } from './media-accounts.repository';

/** What the media-accounts service takes and gives, in domain terms (adapters map the wire). */

/** Who is asking: the session's user and roles (`AuthContext`). */
export interface Viewer {
  userId: number;
  roles: readonly string[];
}

/** One advertiser a grant covers, in domain terms (the adapter maps the medium's listing). */
export interface AdvertiserGrant {
  advertiserId: string;
  name: string;
  company?: string | null;
  role?: AdvertiserRole;
  parentAdvertiserId?: string | null;
  rawStatus?: string | null;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
}

export interface NewAuthorization extends TokenSet {
  medium: Medium;
  appId: string;
  /** The platform user who went through the OAuth flow. */
  userId: number;
  mediumUserId: string;
  mediumUserName?: string | null;
  scope?: readonly string[];
  advertisers: readonly AdvertiserGrant[];
}

export interface AuthorizationTokens extends TokenSet {
  authorizationId: number;
  medium: Medium;
  appId: string;
  status: AuthorizationStatus;
}

export interface AdvertiserQuery {
  medium?: Medium;
  keyword?: string;
  gameId?: number;
  enabled?: boolean;
  health?: AuthorizationStatus;
  id?: number;
  /** Accounts under this agency or manager account (medium id; with `medium`). */
  parentAdvertiserId?: string;
  authorizationId?: number;
  page: number;
  perPage: number;
}

export type AdvertiserView = Omit<AdvertiserRecord, 'authorization'> & {
  authorization:
    (NonNullable<AdvertiserRecord['authorization']> & { health: AuthorizationStatus }) | null;
};

/** A grant as the screens see it: never its tokens. */
export type GrantView = Omit<AuthorizationRow, 'accessTokenSealed' | 'refreshTokenSealed'> & {
  health: AuthorizationStatus;
};
