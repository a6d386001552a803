import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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

/** Failed sign-in attempts, counted per user name and per address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'user' or 'ip'. */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_lookup_idx').on(t.scope, t.subject, t.createdAt)],
);
