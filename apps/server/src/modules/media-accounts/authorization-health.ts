import type { AuthorizationStatus } from '../../lib/media-mirror';

/**
 * How long before a grant ends it is flagged as expiring (the requirement: "accounts whose authorization is
 * expired or about to expire are flagged"). Access tokens are refreshed automatically; what ends a
 * grant is the refresh token, so a week leaves operators time to authorize again.
 */
export const EXPIRING_WINDOW_MS = 7 * 86_400_000;

export interface AuthorizationTimes {
  status: AuthorizationStatus;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
}

/** When the grant ends unless it is authorized again: the refresh token's end, else the access token's. */
export const grantEndsAt = (a: Pick<AuthorizationTimes, 'accessExpiresAt' | 'refreshExpiresAt'>) =>
  a.refreshExpiresAt ?? a.accessExpiresAt;

/**
 * The health shown for a grant at `now`: the stored status (set by refresh outcomes and the
 * periodic check) can lag the clock, so time decides too; the worse of the two wins.
 */
export function authorizationHealth(a: AuthorizationTimes, now: Date): AuthorizationStatus {
  if (a.status === 'revoked' || a.status === 'expired') return a.status;
  const left = grantEndsAt(a).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  if (left <= EXPIRING_WINDOW_MS || a.status === 'expiring') return 'expiring';
  return 'active';
}
