import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { departments, games } from '../../db/schema';

/** Configuration rows the user tests assign (departments and games are owned by config-data). */
export async function createDepartment(db: Db, name = `部门${randomInt(1_000_000)}`) {
  const [row] = await db.insert(departments).values({ name }).returning();
  if (!row) throw new Error('department insert failed');
  return row;
}

export async function createGame(db: Db, gameName = `游戏${randomInt(1_000_000)}`) {
  const [row] = await db
    .insert(games)
    .values({ gadCfgGameId: randomInt(1, 2_000_000_000), gameName, platforms: ['APP_ANDROID'] })
    .returning();
  if (!row) throw new Error('game insert failed');
  return row;
}
