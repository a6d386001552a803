import { authorizationHealth } from './authorization-health';
import type {
  AdvertiserRecord,
  AuthorizationRow,
  MediaAccountsRepository,
} from './media-accounts.repository';
import type { AdvertiserGrant, AdvertiserView, GrantView } from './media-accounts.types';

/** Stores the accounts a grant reaches, one row per account. */
export function upsertGrants(
  repo: MediaAccountsRepository,
  authorization: AuthorizationRow,
  grants: readonly AdvertiserGrant[],
  now: Date,
) {
  // One row per account: a medium may list an account twice (directly and under its agency).
  const unique = [...new Map(grants.map((g) => [g.advertiserId, g])).values()];
  return repo.upsertAdvertisers(
    unique.map((g) => ({
      medium: authorization.medium,
      advertiserId: g.advertiserId,
      name: g.name,
      company: g.company ?? null,
      role: g.role ?? 'advertiser',
      parentAdvertiserId: g.parentAdvertiserId ?? null,
      rawStatus: g.rawStatus ?? null,
      authorizationId: authorization.id,
      authorizedBy: authorization.userId,
      authorizedAt: authorization.authorizedAt,
      createdAt: now,
      updatedAt: now,
    })),
    now,
  );
}

export function grantView(row: AuthorizationRow, now: Date): GrantView {
  const { accessTokenSealed: _a, refreshTokenSealed: _r, ...grant } = row;
  return { ...grant, health: authorizationHealth(row, now) };
}

export function withHealth(r: AdvertiserRecord, now: Date): AdvertiserView {
  return {
    ...r,
    authorization: r.authorization
      ? { ...r.authorization, health: authorizationHealth(r.authorization, now) }
      : null,
  };
}
