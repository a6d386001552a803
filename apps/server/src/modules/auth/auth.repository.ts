import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abilities, roleAbilities, roles, sessions, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.username, username)).limit(1);
    return row;
  }

  async findUserByMobile(mobile: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row;
  }

  async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /** The session with its user, in one round trip (hot path of every request). */
  async findSession(tokenHash: string) {
    const [row] = await this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        username: users.username,
        nickName: users.nickName,
        ksBoostAdmin: users.ksBoostAdmin,
        status: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  async touchSession(id: number, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }

  async revokeSession(id: number, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeUserSessions(userId: number, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async listRoleNames(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(roles.id);
    return rows.map((r) => r.name);
  }

  async listAbilityKeys(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ key: abilities.key })
      .from(userRoles)
      .innerJoin(roleAbilities, eq(roleAbilities.roleId, userRoles.roleId))
      .innerJoin(abilities, eq(abilities.id, roleAbilities.abilityId))
      .where(eq(userRoles.userId, userId));
    return rows.map((r) => r.key).sort();
  }

  async setLastLogin(userId: number, at: Date): Promise<void> {
    await this.db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
  }
}
