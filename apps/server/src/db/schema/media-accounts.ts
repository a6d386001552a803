import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ADVERTISER_ROLES,
  AUTHORIZATION_STATUSES,
  BUDGET_MODES,
  MIRROR_MEDIA,
  type AdvertiserRole,
  type AuthorizationStatus,
  type BudgetMode,
} from '../../lib/media-mirror';
import { createdAt, tsz, updatedAt } from './columns';
import { games } from './config-data';
import { fen, mediumColumn, oneOf } from './media-columns';
import { users } from './users';

/**
 * Our developer apps on each medium (app id + secret for OAuth and token refresh). Base URLs are
 * deployment configuration (live or sandbox), not data (docs/adr/0005).
 */
export const mediaApps = pgTable(
  'media_apps',
  {
    id: serial('id').primaryKey(),
    medium: mediumColumn(),
    appId: text('app_id').notNull(),
    name: text('name').notNull().default(''),
    /** Sealed by the secret box (lib/secret-box.ts); never stored or logged in plain text. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('media_apps_medium_app_uq').on(t.medium, t.appId),
    check('media_apps_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
  ],
);

/**
 * One OAuth grant: a medium account (the one that logged in on the medium's authorize page) gave
 * our app access to some advertisers, through a platform user's round trip. Re-authorizing by the
 * same medium account replaces the tokens.
 */
export const mediaAuthorizations = pgTable(
  'media_authorizations',
  {
    id: serial('id').primaryKey(),
    medium: mediumColumn(),
    appId: text('app_id').notNull(),
    /** The platform user who went through the OAuth flow (data scope: "authorized themselves"). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The granting account on the medium (OE core user id, KS user_id, TX account_uin). */
    mediumUserId: text('medium_user_id').notNull(),
    mediumUserName: text('medium_user_name'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accessExpiresAt: tsz('access_expires_at').notNull(),
    /** Null when the medium does not say; the access expiry then bounds the grant. */
    refreshExpiresAt: tsz('refresh_expires_at'),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<AuthorizationStatus>().notNull().default('active'),
    authorizedAt: tsz('authorized_at').notNull().defaultNow(),
    lastRefreshedAt: tsz('last_refreshed_at'),
    lastErrorAt: tsz('last_error_at'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('media_authorizations_grantor_uq').on(t.medium, t.appId, t.mediumUserId),
    index('media_authorizations_user_idx').on(t.userId),
    // The refresh job looks for live grants whose access token ends soon.
    index('media_authorizations_refresh_idx').on(t.status, t.accessExpiresAt),
    check('media_authorizations_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('media_authorizations_status_check', oneOf(t.status, AUTHORIZATION_STATUSES)),
  ],
);

/** Ad accounts (level 0) of every medium, with this platform's own settings beside the mirror. */
export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    medium: mediumColumn(),
    /** The medium's id as text: ids exceed 2^53 on Ocean Engine. */
    advertiserId: text('advertiser_id').notNull(),
    name: text('name').notNull().default(''),
    /** Our own name for the account (set alias). */
    alias: text('alias'),
    /** Our own note (spec 000 §7 `update_note`). */
    note: text('note'),
    company: text('company'),
    role: text('role').$type<AdvertiserRole>().notNull().default('advertiser'),
    /** The agency or manager account (medium id) this account sits under, if any. */
    parentAdvertiserId: text('parent_advertiser_id'),
    authorizationId: integer('authorization_id').references(() => mediaAuthorizations.id, {
      onDelete: 'set null',
    }),
    /** The user of the latest authorization that covered this account. */
    authorizedBy: integer('authorized_by').references(() => users.id, { onDelete: 'set null' }),
    authorizedAt: tsz('authorized_at'),
    /** Assignment to a game: users assigned to the game see the account (data scope). */
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** Our switch: a disabled account is kept but not synced or offered for delivery. */
    enabled: boolean('enabled').notNull().default(true),
    /** The medium's account status (e.g. STATUS_ENABLE). */
    rawStatus: text('raw_status'),
    balance: fen('balance'),
    budgetMode: text('budget_mode').$type<BudgetMode>(),
    budget: fen('budget'),
    syncedAt: tsz('synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('advertisers_medium_advertiser_uq').on(t.medium, t.advertiserId),
    index('advertisers_game_idx').on(t.gameId),
    index('advertisers_authorized_by_idx').on(t.authorizedBy),
    index('advertisers_authorization_idx').on(t.authorizationId),
    index('advertisers_parent_idx').on(t.medium, t.parentAdvertiserId),
    check('advertisers_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('advertisers_role_check', oneOf(t.role, ADVERTISER_ROLES)),
    check(
      'advertisers_budget_mode_check',
      sql`${t.budgetMode} is null or ${oneOf(t.budgetMode, BUDGET_MODES)}`,
    ),
  ],
);
