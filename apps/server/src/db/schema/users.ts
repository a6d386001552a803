import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { departments, games } from './config-data';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  nickName: text('nick_name').notNull(),
  /** argon2id PHC string; never leaves the server. */
  passwordHash: text('password_hash').notNull(),
  mobile: text('mobile').unique(),
  /** 1 enabled, 0 disabled (spec 000 §4). */
  status: smallint('status').notNull().default(1),
  deptId: integer('dept_id').references(() => departments.id),
  ksBoostAdmin: boolean('ks_boost_admin').notNull().default(false),
  lastLoginAt: tsz('last_login_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userGames = pgTable(
  'user_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('user_games_game_idx').on(t.gameId)],
);
