import { and, eq, gt, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisers, mediaAuthorizations, userGames } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import type { PageWindow } from '../../db/query-helpers';
import type { AdvertiserRole, AuthorizationStatus, Medium } from '../../lib/media-mirror';

/**
 * Which advertisers a caller may see and act on: all of them, or those of
 * the games assigned to the user plus those the user authorized.
 */
export type AdvertiserScope = { kind: 'all' } | { kind: 'user'; userId: number };

/** Accounts whose grant shows `health` at `now` (see `authorizationHealth`, same rules in SQL). */
export interface HealthFilter {
  health: AuthorizationStatus;
  now: Date;
  /** `now` plus the expiring window. */
  windowEnd: Date;
}

export interface AdvertiserFilter extends PageWindow {
  scope: AdvertiserScope;
  medium?: Medium;
  /** Matches the name or alias (contains) or the medium's id (exact). */
  keyword?: string;
  /** Matches any of them, each as `keyword` does (several keywords of one search box). */
  keywords?: readonly string[];
  /** The medium's ids of the accounts (any of them). */
  advertiserIds?: readonly string[];
  role?: AdvertiserRole;
  /** Accounts whose grant still works at this time: one may deliver to them. */
  deliverableAt?: Date;
  gameId?: number;
  enabled?: boolean;
  id?: number;
  /** Accounts under this agency or manager account (medium id; with `medium`). */
  parentAdvertiserId?: string;
  authorizationId?: number;
  health?: HealthFilter;
}

/** The advertisers `scope` covers, as a condition on `advertisers`. */
export function scopeCondition(db: Db, scope: AdvertiserScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const assignedGames = db
    .select({ id: userGames.gameId })
    .from(userGames)
    .where(eq(userGames.userId, scope.userId));
  return or(eq(advertisers.authorizedBy, scope.userId), inArray(advertisers.gameId, assignedGames));
}

/** `authorizationHealth` as a condition on a query joined to `media_authorizations`. */
export function healthCondition({ health, now, windowEnd }: HealthFilter): SQL | undefined {
  const status = mediaAuthorizations.status;
  const endsAt = sql`coalesce(${mediaAuthorizations.refreshExpiresAt}, ${mediaAuthorizations.accessExpiresAt})`;
  const live = inArray(status, ['active', 'expiring']);
  switch (health) {
    case 'revoked':
      return eq(status, 'revoked');
    case 'expired':
      return and(ne(status, 'revoked'), or(eq(status, 'expired'), lte(endsAt, now)));
    case 'expiring':
      return and(live, gt(endsAt, now), or(eq(status, 'expiring'), lte(endsAt, windowEnd)));
    case 'active':
      return and(eq(status, 'active'), gt(endsAt, windowEnd));
  }
}

/** The filter of the account lists, on `advertisers` joined to `media_authorizations`. */
export function advertiserListCondition(db: Db, filter: AdvertiserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(db, filter.scope)];
  if (filter.medium) conditions.push(eq(advertisers.medium, filter.medium));
  if (filter.gameId !== undefined) conditions.push(eq(advertisers.gameId, filter.gameId));
  if (filter.enabled !== undefined) conditions.push(eq(advertisers.enabled, filter.enabled));
  if (filter.id !== undefined) conditions.push(eq(advertisers.id, filter.id));
  if (filter.parentAdvertiserId !== undefined) {
    conditions.push(eq(advertisers.parentAdvertiserId, filter.parentAdvertiserId));
  }
  if (filter.authorizationId !== undefined) {
    conditions.push(eq(advertisers.authorizationId, filter.authorizationId));
  }
  if (filter.health) conditions.push(healthCondition(filter.health));
  if (filter.keyword) conditions.push(keywordCondition(filter.keyword));
  if (filter.keywords && filter.keywords.length > 0) {
    conditions.push(or(...filter.keywords.map(keywordCondition)));
  }
  if (filter.advertiserIds)
    conditions.push(inArray(advertisers.advertiserId, [...filter.advertiserIds]));
  if (filter.role) conditions.push(eq(advertisers.role, filter.role));
  if (filter.deliverableAt) {
    const endsAt = sql`coalesce(${mediaAuthorizations.refreshExpiresAt}, ${mediaAuthorizations.accessExpiresAt})`;
    conditions.push(
      and(
        inArray(mediaAuthorizations.status, ['active', 'expiring']),
        gt(endsAt, filter.deliverableAt),
      ),
    );
  }
  return and(...conditions);
}

/** The name or alias contains the keyword, or the medium's id is the keyword. */
function keywordCondition(keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  return or(
    ilike(advertisers.name, pattern),
    ilike(advertisers.alias, pattern),
    eq(advertisers.advertiserId, keyword),
  );
}
