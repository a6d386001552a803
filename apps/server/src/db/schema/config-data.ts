import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Departments users belong to (configuration data, `/manager`). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 1 enabled, 0 disabled. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Games (configuration data): every feature scopes advertisers, materials and tasks by game. */
export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  gadCfgGameId: integer('gad_cfg_game_id').notNull().unique(),
  gameName: text('game_name').notNull(),
  /** APP_ANDROID / APP_IOS / MINI_GAME / PC. */
  platforms: text('platforms').array().notNull().default([]),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
