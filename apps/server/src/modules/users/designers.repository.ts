import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { containing } from '../../db/sql-helpers';

export interface RoleHolderRecord {
  id: number;
  username: string;
  nickName: string;
}

/**
 * Enabled users holding the role named `roleName`, by nick name then user name; `keyword` matches
 * part of either. Disabled users are left out: a picker offers only who can still work.
 */
export function listEnabledRoleHolders(
  db: Db,
  roleName: string,
  keyword: string | undefined,
): Promise<RoleHolderRecord[]> {
  const conditions: (SQL | undefined)[] = [eq(roles.name, roleName), eq(users.status, 1)];
  if (keyword) {
    const pattern = containing(keyword);
    conditions.push(or(ilike(users.username, pattern), ilike(users.nickName, pattern)));
  }
  // (user_id, role_id) is the key of user_roles: one row per holder, no DISTINCT needed.
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(...conditions))
    .orderBy(asc(users.nickName), asc(users.username), asc(users.id));
}
