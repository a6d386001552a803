import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/secrets';
import { ensureSystemRoles, syncAbilityCatalog } from './abilities.seed';
import { seedDemo } from './demo.seed';
import { seedNotices } from './notices.seed';

export type SeedOutcome = 'existing' | 'demo' | 'admin';

/**
 * Runs at every start: syncs the ability catalog and built-in roles, then, on an empty database,
 * creates the first administrator (ADMIN_USER/ADMIN_PASSWORD) or, embedded, the demo organisation.
 */
export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'admin' | 'databaseUrl'>,
  opts: { demo: boolean },
): Promise<SeedOutcome> {
  await syncAbilityCatalog(db);
  const { adminRoleId } = await ensureSystemRoles(db);
  await seedNotices(db);

  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return 'existing';

  if (opts.demo) {
    await seedDemo(db, config.admin);
    return 'demo';
  }
  if (!config.admin) {
    throw new Error(
      'The database has no users: set ADMIN_USER and ADMIN_PASSWORD to create the first administrator.',
    );
  }
  const [admin] = await db
    .insert(users)
    .values({
      username: config.admin.username,
      nickName: '系统管理员',
      passwordHash: await hashPassword(config.admin.password),
    })
    .returning({ id: users.id });
  if (admin) await db.insert(userRoles).values({ userId: admin.id, roleId: adminRoleId });
  return 'admin';
}
