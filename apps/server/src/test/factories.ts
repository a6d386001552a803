import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { abilities, games, roleAbilities, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/secrets';

const suffix = () => randomBytes(4).toString('hex');

/** A role holding exactly `abilityKeys`. */
export async function createRole(
  db: Db,
  abilityKeys: readonly string[],
  name = `role_${suffix()}`,
) {
  const [role] = await db.insert(roles).values({ name, title: name }).returning();
  if (!role) throw new Error('role insert failed');
  if (abilityKeys.length > 0) {
    const rows = await db
      .select({ id: abilities.id })
      .from(abilities)
      .where(inArray(abilities.key, [...abilityKeys]));
    if (rows.length !== abilityKeys.length)
      throw new Error(`unknown ability in ${abilityKeys.join(',')}`);
    await db.insert(roleAbilities).values(rows.map((a) => ({ roleId: role.id, abilityId: a.id })));
  }
  return role;
}

export interface CreatedUser {
  id: number;
  username: string;
  password: string;
}

/** A user with a role holding `abilityKeys` (no role when empty). */
export async function createUser(
  db: Db,
  opts: {
    abilities?: readonly string[];
    username?: string;
    mobile?: string;
    status?: 0 | 1;
    roleIds?: number[];
  } = {},
): Promise<CreatedUser> {
  const username = opts.username ?? `user_${suffix()}`;
  const password = `Pw-${suffix()}-1`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      nickName: `测试${username}`,
      passwordHash: await hashPassword(password),
      mobile: opts.mobile ?? null,
      status: opts.status ?? 1,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  const roleIds = [...(opts.roleIds ?? [])];
  if (opts.abilities?.length) roleIds.push((await createRole(db, opts.abilities)).id);
  if (roleIds.length > 0)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
  return { id: user.id, username, password };
}

/** A game of the game configuration (`gad_cfg_game_id`); its row id. */
export async function createGame(db: Db, gadCfgGameId: number, gameName: string): Promise<number> {
  const [game] = await db
    .insert(games)
    .values({ gadCfgGameId, gameName })
    .returning({ id: games.id });
  if (!game) throw new Error('game insert failed');
  return game.id;
}
