import { z } from 'zod';
import { IdSchema, MobileSchema, PageQuerySchema, StatusSchema } from './common';

// ---- users (ability user:roles; spec 000 §5–§7 /user/*) ----

export const UsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, '用户名为 3–32 位字母、数字、下划线、点或短横线');

/** At least 8 characters with a letter and a digit. */
export const PasswordSchema = z
  .string()
  .min(8, '密码至少 8 位')
  .max(128, '密码最多 128 位')
  .regex(/[A-Za-z]/, '密码需包含字母')
  .regex(/\d/, '密码需包含数字');

export const NickNameSchema = z.string().trim().min(1, '请输入姓名').max(32, '姓名最多 32 个字');

export const UserListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(StatusSchema).optional(),
  role_id: IdSchema.optional(),
  dept_id: IdSchema.optional(),
});

export const UserAccountQuerySchema = z.object({ id: IdSchema });

export const UserAddBodySchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  nick_name: NickNameSchema,
  mobile: MobileSchema.optional().or(z.literal('').transform(() => undefined)),
  dept_id: IdSchema.nullable().optional(),
  role_ids: z.array(IdSchema).max(50).optional(),
  game_ids: z.array(IdSchema).max(500).optional(),
});

export const UserEditBodySchema = z.object({
  id: IdSchema,
  nick_name: NickNameSchema.optional(),
  mobile: MobileSchema.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  /** Reset the password; signs the user out everywhere. */
  password: PasswordSchema.optional(),
  role_ids: z.array(IdSchema).max(50).optional(),
  ks_boost_admin: z.boolean().optional(),
});

export const UserStatusBodySchema = z.object({ id: IdSchema, status: StatusSchema });
/** Lifts the sign-in lock and delays of a user (their recent wrong passwords are forgotten). */
export const UserUnlockBodySchema = z.object({ id: IdSchema });
export interface UserUnlockResult {
  /** Wrong-password records cleared. */
  cleared: number;
}
export const UserDeptBodySchema = z.object({
  user_ids: z.array(IdSchema).min(1, '请选择用户').max(500),
  dept_id: IdSchema.nullable(),
});
export const UserGameAssignBodySchema = z.object({
  user_id: IdSchema,
  game_ids: z.array(IdSchema).max(500),
});

export interface UserRow {
  id: number;
  username: string;
  nick_name: string;
  mobile: string | null;
  status: 0 | 1;
  dept_id: number | null;
  dept_name: string | null;
  ks_boost_admin: boolean;
  roles: { id: number; name: string; title: string }[];
  games: { id: number; gad_cfg_game_id: number; game_name: string }[];
  last_login_at: string | null;
  created_at: string;
  /** Recent wrong passwords and the lock they caused; null when there were none. */
  sign_in_lock: { failures: number; locked_until: string | null } | null;
}

// ---- roles (ability user:roles) ----

export const RoleNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,31}$/, '角色标识为 2–32 位小写字母、数字或下划线，以字母开头');

export const RoleListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
});
export const RoleAddBodySchema = z.object({
  name: RoleNameSchema,
  title: z.string().trim().min(1, '请输入角色名称').max(32),
  description: z.string().trim().max(200).default(''),
});
/** Only the fields sent change: `.partial()` would keep the add schema's default and blank the description. */
export const RoleEditBodySchema = z.object({
  id: IdSchema,
  name: RoleAddBodySchema.shape.name.optional(),
  title: RoleAddBodySchema.shape.title.optional(),
  description: z.string().trim().max(200).optional(),
});
export const RoleDeleteBodySchema = z.object({ id: IdSchema });
export const AbilityToRoleBodySchema = z.object({
  role_id: IdSchema,
  ability_ids: z.array(IdSchema).max(2000),
});
export const RoleToUserBodySchema = z.object({
  role_id: IdSchema,
  user_ids: z.array(IdSchema).max(5000),
});

export interface RoleRow {
  id: number;
  name: string;
  title: string;
  description: string;
  is_system: boolean;
  user_count: number;
  ability_ids: number[];
  user_ids: number[];
  created_at: string;
}

// ---- abilities and ability groups (ability user:ability:groups) ----

export const AbilityGroupsQuerySchema = z.object({
  with_nogroup: z.coerce.number().int().min(0).max(1).default(0),
});
export const AbilityGroupAddBodySchema = z.object({
  name: z.string().trim().min(1, '请输入分组名称').max(32),
});
export const AbilityGroupEditBodySchema = AbilityGroupAddBodySchema.extend({ id: IdSchema });
export const AbilityGroupDeleteBodySchema = z.object({ id: IdSchema });
export const AbilityGroupSortBodySchema = z.object({
  ids: z.array(IdSchema).min(1).max(500),
});
/** group_id 0 moves the abilities out of any group. */
export const AbilityToGroupBodySchema = z.object({
  group_id: z.coerce.number().int().min(0),
  ability_ids: z.array(IdSchema).min(1, '请选择权限').max(2000),
});
/** spec 000 §7: group_id 0 for all, per_page default 1000. */
export const AbilityListQuerySchema = z.object({
  group_id: z.coerce.number().int().min(0).default(0),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(1000),
  keyword: z.string().trim().max(64).optional(),
});

/** The pseudo group listing ungrouped abilities (`with_nogroup=1`). */
export const NO_GROUP_ID = 0;

export interface AbilityGroupRow {
  id: number;
  name: string;
  sort: number;
  ability_count: number;
}

export interface AbilityRow {
  id: number;
  key: string;
  name: string;
  group_id: number | null;
  group_name: string | null;
}

// ---- configuration data (ability amt:cfg_data_list; `/manager`) ----

export const GAME_PLATFORMS = ['APP_ANDROID', 'APP_IOS', 'MINI_GAME', 'PC'] as const;
export const GamePlatformSchema = z.enum(GAME_PLATFORMS);
export const GAME_PLATFORM_LABELS: Record<(typeof GAME_PLATFORMS)[number], string> = {
  APP_ANDROID: '安卓',
  APP_IOS: 'iOS',
  MINI_GAME: '小游戏',
  PC: '端游',
};

export const ConfigListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(StatusSchema).optional(),
});
export const GameAddBodySchema = z.object({
  gad_cfg_game_id: z.coerce.number().int().min(1, '游戏ID须为正整数').max(2_147_483_647),
  game_name: z.string().trim().min(1, '请输入游戏名称').max(64),
  platforms: z.array(GamePlatformSchema).min(1, '请选择至少一个平台'),
});
export const GameEditBodySchema = GameAddBodySchema.extend({ id: IdSchema });
export const ConfigStatusBodySchema = z.object({ id: IdSchema, status: StatusSchema });
export const DepartmentAddBodySchema = z.object({
  name: z.string().trim().min(1, '请输入部门名称').max(32),
});
export const DepartmentEditBodySchema = DepartmentAddBodySchema.extend({ id: IdSchema });

export interface GameRow {
  id: number;
  gad_cfg_game_id: number;
  game_name: string;
  platforms: string[];
  status: 0 | 1;
  created_at: string;
}

export interface DepartmentRow {
  id: number;
  name: string;
  status: 0 | 1;
  user_count: number;
  created_at: string;
}

/** Enabled games and departments for pickers (any signed-in user). */
export interface ConfigOptions {
  games: { id: number; gad_cfg_game_id: number; game_name: string }[];
  departments: { id: number; name: string }[];
}
