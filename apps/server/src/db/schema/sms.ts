import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';

/** Issued SMS sign-in codes; the code itself is stored hashed. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Messages handed to the default SMS provider (admin-only outbox, used where no SMS gateway exists). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});
