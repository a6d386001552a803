import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  abilities,
  departments,
  games,
  roleAbilities,
  roles,
  userGames,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/secrets';

/** The demo accounts of the embedded start; their passwords are documented in the README. */
export const DEMO_USERS = [
  {
    username: 'admin',
    password: 'Admin@12345',
    nickName: '系统管理员',
    role: 'admin',
    dept: '投放中心',
    mobile: '13800000001',
  },
  {
    username: 'operator',
    password: 'Operator@12345',
    nickName: '投放优化师',
    role: 'operator',
    dept: '投放中心',
    mobile: '13800000002',
  },
  {
    username: 'designer',
    password: 'Designer@12345',
    nickName: '素材设计师',
    role: 'designer',
    dept: '设计部',
    mobile: '13800000003',
  },
  {
    username: 'reviewer',
    password: 'Reviewer@12345',
    nickName: '素材审核员',
    role: 'reviewer',
    dept: '设计部',
    mobile: '13800000004',
  },
  {
    username: 'star',
    password: 'Star@12345',
    nickName: '星图专员',
    role: 'star',
    dept: '达人营销部',
    mobile: '13800000005',
  },
] as const;

/** Typical roles and the abilities each starts with; administrators can change them later. */
const DEMO_ROLES: { name: string; title: string; description: string; abilities: string[] }[] = [
  {
    name: 'operator',
    title: '优化师',
    description: '管理账户、投放与批量任务',
    abilities: [
      'dashboard:index',
      'advertiser:list',
      'auth:transfer',
      'bytedance:v3:project:reports',
      'bytedance:v3:promotion:reports',
      'bytedance:v3:delivery:task:configs',
      'campaign:updatestatus',
      'campaign:update',
      'ad:updatestatus',
      'ad:update',
      'creative:update',
      'delivery:task',
      'autorule:batch:list',
      'kuaishou:unit:reports',
      'kuaishou:delivery:task:configs',
      'tencent:v3:adgroup:reports',
      'tencent:v3:delivery:task:configs',
      'material:list',
      'material:title:list',
      'landing:pages',
      'mango:sites',
      'amt:linkbase',
      'amt:adid_category_list',
      'project:gameupdate',
    ],
  },
  {
    name: 'designer',
    title: '设计师',
    description: '上传与管理素材',
    abilities: ['dashboard:material', 'material:list', 'material:title:list'],
  },
  {
    name: 'reviewer',
    title: '审核员',
    description: '审核素材',
    abilities: ['dashboard:material', 'material:list', 'material:file:list'],
  },
];

const STAR_ABILITIES = [
  'kuaishou:boost:base_list',
  'kuaishou:boost:supplement_order_list',
  'kuaishou:boost:task_list',
];

const DEMO_GAMES = [
  { gadCfgGameId: 1001, gameName: '星河战纪', platforms: ['APP_ANDROID', 'APP_IOS'] },
  { gadCfgGameId: 1002, gameName: '仙途奇缘', platforms: ['APP_ANDROID', 'MINI_GAME'] },
];

async function grant(db: Db, roleId: number, keys: string[]): Promise<void> {
  const rows = await db
    .select({ id: abilities.id })
    .from(abilities)
    .where(inArray(abilities.key, keys));
  if (rows.length > 0) {
    await db
      .insert(roleAbilities)
      .values(rows.map((a) => ({ roleId, abilityId: a.id })))
      .onConflictDoNothing();
  }
}

/** Seeds the demo organisation on the first embedded start (only when there are no users yet). */
export async function seedDemo(
  db: Db,
  admin?: { username: string; password: string },
): Promise<void> {
  for (const role of DEMO_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({ name: role.name, title: role.title, description: role.description })
      .onConflictDoNothing({ target: roles.name })
      .returning({ id: roles.id });
    if (row) await grant(db, row.id, role.abilities);
  }
  const [star] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'star'));
  if (star) await grant(db, star.id, STAR_ABILITIES);

  const deptNames = [...new Set(DEMO_USERS.map((u) => u.dept))];
  const depts = await db
    .insert(departments)
    .values(deptNames.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  const gameRows = await db.insert(games).values(DEMO_GAMES).onConflictDoNothing().returning();
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);

  for (const demo of DEMO_USERS) {
    const isAdmin = demo.role === 'admin';
    const username = isAdmin && admin ? admin.username : demo.username;
    const password = isAdmin && admin ? admin.password : demo.password;
    const [user] = await db
      .insert(users)
      .values({
        username,
        nickName: demo.nickName,
        passwordHash: await hashPassword(password),
        mobile: demo.mobile,
        deptId: depts.find((d) => d.name === demo.dept)?.id ?? null,
      })
      .returning({ id: users.id });
    const roleId = roleRows.find((r) => r.name === demo.role)?.id;
    if (!user || !roleId) continue;
    await db.insert(userRoles).values({ userId: user.id, roleId });
    if (demo.role === 'operator' || demo.role === 'designer') {
      await db.insert(userGames).values(gameRows.map((g) => ({ userId: user.id, gameId: g.id })));
    }
    // The 聚星 partner works for one game: its Kuaishou accounts are the star pages' data scope.
    const [starGame] = gameRows;
    if (demo.role === 'star' && starGame) {
      await db.insert(userGames).values({ userId: user.id, gameId: starGame.id });
    }
  }
}
