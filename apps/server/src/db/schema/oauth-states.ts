import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { MIRROR_MEDIA } from '../../lib/media-mirror';
import { createdAt, tsz } from './columns';
import { mediumColumn, oneOf } from './media-columns';
import { users } from './users';

/**
 * One started OAuth round trip (`/auth/transfer`): the `state` sent to the medium binds the
 * callback to the user who started it. Only its SHA-256 is kept; it is spent by the first
 * callback that presents it and ends after a few minutes, so a forged or replayed callback finds
 * nothing to spend.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medium: mediumColumn(),
    appId: text('app_id').notNull(),
    /** Sent on the authorize page and again with the code (Tencent checks they match). */
    redirectUri: text('redirect_uri').notNull(),
    /** The web app's page to return to, as a hash route. */
    returnTo: text('return_to').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expiresAt),
    check('oauth_states_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
  ],
);
