import { ABILITY_CATALOG, ROLE_ADMIN, ROLE_STAR } from '@toufang/contracts';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { abilities, abilityGroups, roleAbilities, roles } from '../db/schema';

/**
 * Brings the ability table in line with the catalog at every start. New abilities land in the group
 * the catalog names (created on demand); existing ones keep the group an administrator gave them.
 */
export async function syncAbilityCatalog(db: Db): Promise<void> {
  const existing = await db.select({ key: abilities.key }).from(abilities);
  const known = new Set(existing.map((a) => a.key));
  const missing = ABILITY_CATALOG.filter((a) => !known.has(a.key));

  const groupNames = [...new Set(missing.map((a) => a.group))];
  if (groupNames.length > 0) {
    const [maxSort] = await db
      .select({ max: sql<number>`coalesce(max(${abilityGroups.sort}), 0)` })
      .from(abilityGroups);
    let sort = Number(maxSort?.max ?? 0);
    await db
      .insert(abilityGroups)
      .values(groupNames.map((name) => ({ name, sort: ++sort })))
      .onConflictDoNothing({ target: abilityGroups.name });
  }
  const groups = groupNames.length
    ? await db.select().from(abilityGroups).where(inArray(abilityGroups.name, groupNames))
    : [];
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  if (missing.length > 0) {
    await db
      .insert(abilities)
      .values(
        missing.map((a) => ({ key: a.key, name: a.name, groupId: groupId.get(a.group) ?? null })),
      )
      .onConflictDoNothing({ target: abilities.key });
  }
  for (const a of ABILITY_CATALOG.filter((a) => known.has(a.key))) {
    await db.update(abilities).set({ name: a.name }).where(eq(abilities.key, a.key));
  }
}

/** The built-in roles: `admin` always holds every ability; `star` is the restricted role. */
export async function ensureSystemRoles(db: Db): Promise<{ adminRoleId: number }> {
  await db
    .insert(roles)
    .values([
      { name: ROLE_ADMIN, title: '超级管理员', description: '拥有全部权限', isSystem: true },
      {
        name: ROLE_STAR,
        title: '星图',
        description: '仅可使用星图（达人）相关功能',
        isSystem: true,
      },
    ])
    .onConflictDoNothing({ target: roles.name });
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_ADMIN));
  if (!admin) throw new Error('admin role missing after seeding');
  const held = db
    .select({ id: roleAbilities.abilityId })
    .from(roleAbilities)
    .where(eq(roleAbilities.roleId, admin.id));
  const toGrant = await db
    .select({ id: abilities.id })
    .from(abilities)
    .where(notInArray(abilities.id, held));
  if (toGrant.length > 0) {
    await db
      .insert(roleAbilities)
      .values(toGrant.map((a) => ({ roleId: admin.id, abilityId: a.id })));
  }
  return { adminRoleId: admin.id };
}
