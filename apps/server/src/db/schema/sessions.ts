import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';
import { users } from './users';

/** Sign-in sessions. Only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    /** Absolute limit; the idle limit is computed from last_seen_at. */
    expiresAt: tsz('expires_at').notNull(),
    revokedAt: tsz('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins (docs/adr/0008): per user name (lower case, whether or not the user
 * exists) and address key, and whether the user had signed in from that address before.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userKey: text('user_key').notNull(),
    address: text('address').notNull(),
    knownAddress: boolean('known_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_user_idx').on(t.userKey, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);

/** Addresses (address keys) each user has signed in from: they pass an account lock. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    firstSeenAt: tsz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
