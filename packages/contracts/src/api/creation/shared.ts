import { z } from 'zod';
import type { AbilityKey } from '../../abilities';
import { IdSchema } from '../common';
import type { MediumKey } from '../media-auth';

// The parts every medium's creation draft shares (spec 002 §3 "Drafts", §9): the accounts, the
// library materials and titles, and the rules that combine them into objects (docs/architecture/
// creation.md). Money in a draft is yuan as typed in the wizard; the server converts to 分.

/**
 * The API families the creation wizards create on, each with its own draft (spec 002 §3): a medium's
 * current API (a MediumKey) or its legacy one (`bytedance_v2`: campaign → ad → creative,
 * `tencent_v2`: campaign → adgroup → ad), named as the mirror and the delivery writes name them.
 */
export const CREATION_MEDIA = [
  'bytedance',
  'kuaishou',
  'tencent',
  'bytedance_v2',
  'tencent_v2',
] as const;
export type CreationMedium = (typeof CREATION_MEDIA)[number];

/** The medium (accounts, tokens, pushed files) each family creates on. */
export const CREATION_MEDIUM_KEYS: Record<CreationMedium, MediumKey> = {
  bytedance: 'bytedance',
  kuaishou: 'kuaishou',
  tencent: 'tencent',
  bytedance_v2: 'bytedance',
  tencent_v2: 'tencent',
};

/** The family of calls of each medium (spec 002 §7 "Delivery"): `/{base}/preview` … */
export const CREATION_BASE_PATHS: Record<CreationMedium, string> = {
  bytedance: '/bytedance/v3/delivery',
  kuaishou: '/kuaishou/delivery',
  tencent: '/tencent/delivery',
  bytedance_v2: '/bytedance/delivery',
  tencent_v2: '/tencent/v2/delivery',
};

/** The calls under each base, as spec 002 §7 names them. */
export const CREATION_CALLS = {
  preview: { method: 'POST', path: 'preview' },
  count: { method: 'POST', path: 'count' },
  submit: { method: 'POST', path: 'submit' },
  taskRetry: { method: 'POST', path: 'task/retry' },
  taskEdit: { method: 'POST', path: 'task/edit' },
  taskCancel: { method: 'POST', path: 'task/cancel' },
  taskConfigs: { method: 'GET', path: 'task/configs' },
  taskList: { method: 'GET', path: 'task/list' },
  users: { method: 'GET', path: 'users' },
  templateSave: { method: 'POST', path: 'template/save' },
  templateGet: { method: 'GET', path: 'template/get' },
  templateDelete: { method: 'POST', path: 'template/delete' },
  /** spec 002 §7 legacy `delivery/template/collect`, under every family's base: 收藏 per user. */
  templateCollect: { method: 'POST', path: 'template/collect' },
  preinstallSave: { method: 'POST', path: 'preinstall/save' },
  preinstallGet: { method: 'GET', path: 'preinstall/get' },
} as const;
export type CreationCall = keyof typeof CREATION_CALLS;

/** The legacy families, whose bases also take spec 002 §7's legacy template and task calls. */
export const LEGACY_CREATION_MEDIA = ['bytedance_v2', 'tencent_v2'] as const;
export type LegacyCreationMedium = (typeof LEGACY_CREATION_MEDIA)[number];

/**
 * spec 002 §7 "Legacy": `delivery/templates` (the list, with the caller's collected ones marked),
 * `delivery/template` (one, with its content), `delivery/template/delete` (the family's
 * `templateDelete`) and `delivery/task` (one submission's task); `delivery/template/collect` is
 * every family's `templateCollect`.
 */
export const LEGACY_CREATION_CALLS = {
  templates: { method: 'GET', path: 'templates' },
  template: { method: 'GET', path: 'template' },
  task: { method: 'GET', path: 'task' },
} as const;
export type LegacyCreationCall = keyof typeof LEGACY_CREATION_CALLS;

export const legacyCreationPath = (
  medium: LegacyCreationMedium,
  call: LegacyCreationCall,
): string => `${CREATION_BASE_PATHS[medium]}/${LEGACY_CREATION_CALLS[call].path}`;

/** `/api` path of one call of one medium, e.g. `/bytedance/v3/delivery/task/retry`. */
export const creationPath = (medium: CreationMedium, call: CreationCall): string =>
  `${CREATION_BASE_PATHS[medium]}/${CREATION_CALLS[call].path}`;

/**
 * The ability every creation call of a medium needs: the one of its wizard and task routes
 * (routes.md; spec 002 §2). The delivery screen's 程序化批量V3 button also needs `delivery:task`.
 */
export const CREATION_ABILITIES: Record<CreationMedium, AbilityKey> = {
  bytedance: 'bytedance:v3:delivery:task:configs',
  kuaishou: 'kuaishou:delivery:task:configs',
  tencent: 'tencent:v3:delivery:task:configs',
  bytedance_v2: 'bytedance:v3:delivery:task:configs',
  tencent_v2: 'tencent:delivery:task:configs',
};

/**
 * What submitting a draft needs besides the medium's ability: 程序化批量V3, the ability of the
 * button that opens the wizards (spec 001 §6 create), so the server refuses what the UI hides.
 */
export const CREATION_SUBMIT_ABILITY: AbilityKey = 'delivery:task';

/** Combinations one submit may create: the cap stated in the wizard (rows of the preview). */
export const CREATION_SUBMIT_MAX = 5000;
/** Accounts one draft may name. */
export const CREATION_ACCOUNTS_MAX = 200;
/** Library files one draft may name. */
export const CREATION_MATERIALS_MAX = 500;
/** Titles one draft may name. */
export const CREATION_TITLES_MAX = 200;

export const CreationAdvertiserIdSchema = z
  .string('请选择账户')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

export const CreationAccountsSchema = z
  .array(CreationAdvertiserIdSchema, '请选择账户')
  .min(1, '请至少选择一个账户')
  .max(CREATION_ACCOUNTS_MAX, `一次最多选择 ${CREATION_ACCOUNTS_MAX} 个账户`)
  .refine((ids) => new Set(ids).size === ids.length, '账户不能重复');

/** 开启 / 暂停: the switch an object is created with. */
export const CREATION_OPT_STATUSES = ['ENABLE', 'DISABLE'] as const;
export const CreationOptStatusSchema = z.enum(CREATION_OPT_STATUSES, '请选择启用或暂停');

/**
 * How the level-2 objects are spread over the accounts: `SAME` every account gets every one,
 * `SPLIT` they are dealt to the accounts in turn.
 */
export const ACCOUNT_RULES = ['SAME', 'SPLIT'] as const;
export type AccountRule = (typeof ACCOUNT_RULES)[number];
export const ACCOUNT_RULE_LABELS: Record<AccountRule, string> = {
  SAME: '每个账户相同',
  SPLIT: '平均分配到各账户',
};

/**
 * How materials make level-2 objects: `MATERIAL_GROUP` the materials in groups of
 * `materials_number`, one object a group; `MATERIAL_TITLE` one object per material × title.
 */
export const CREATE_TYPES = ['MATERIAL_GROUP', 'MATERIAL_TITLE'] as const;
export type CreateType = (typeof CREATE_TYPES)[number];
export const CREATE_TYPE_LABELS: Record<CreateType, string> = {
  MATERIAL_GROUP: '按素材分组',
  MATERIAL_TITLE: '素材×标题组合',
};

/**
 * How titles go with objects (spec 002 §9 `match_rule` 1 or 2): 1 every object gets the first
 * `limit` titles, 2 the titles rotate, each object taking the next `limit`.
 */
export const TITLE_MATCH_RULES = [1, 2] as const;
export type TitleMatchRule = (typeof TITLE_MATCH_RULES)[number];
export const TITLE_MATCH_RULE_LABELS: Record<TitleMatchRule, string> = {
  1: '每个广告使用相同标题',
  2: '标题轮换分配',
};

/** Naming macros of the name rules (spec 002 §9 `系统自动搭建_[日期][序号]`). */
export const NAME_MACROS = [
  '[日期]',
  '[序号]',
  '[游戏]',
  '[素材名]',
  '[账户]',
  '[账户名]',
] as const;
export type NameMacro = (typeof NAME_MACROS)[number];
export const NAME_MACRO_LABELS: Record<NameMacro, string> = {
  '[日期]': '提交日期，如 20260101',
  '[序号]': '同一账户内的序号，从 1 开始',
  '[游戏]': '转化基础所属游戏名',
  '[素材名]': '第一个素材的文件名（不含扩展名）',
  '[账户]': '账户ID',
  '[账户名]': '账户名称',
};

export const NameRuleSchema = z
  .string('请填写命名规则')
  .trim()
  .min(1, '请填写命名规则')
  .max(200, '命名规则不能超过 200 个字符');

/** Library files (material library ids), in the order they are distributed. */
export const CreationFileIdsSchema = z
  .array(IdSchema, '请选择素材')
  .max(CREATION_MATERIALS_MAX, `一次最多选择 ${CREATION_MATERIALS_MAX} 个素材`)
  .refine((ids) => new Set(ids).size === ids.length, '素材不能重复');
export const CreationMaterialsSchema = z.object({
  file_ids: CreationFileIdsSchema.min(1, '请至少选择一个素材'),
});
export type CreationMaterials = z.infer<typeof CreationMaterialsSchema>;

/** Titles with their distribution (spec 002 §3 Kuaishou `titles (match_rule, limit, list)`). */
export const creationTitlesSchema = (defaults: { limit: number; match_rule: TitleMatchRule }) =>
  z.object({
    list: z
      .array(z.string().trim().min(1, '标题不能为空'), '请选择标题')
      .min(1, '请至少选择一个标题')
      .max(CREATION_TITLES_MAX, `一次最多选择 ${CREATION_TITLES_MAX} 个标题`),
    match_rule: z
      .literal(TITLE_MATCH_RULES, '标题分配规则只能是 1 或 2')
      .default(defaults.match_rule),
    limit: z.coerce
      .number('请填写每个广告的标题数')
      .int('标题数应为整数')
      .min(1, '每个广告至少 1 个标题')
      .default(defaults.limit),
  });

/** The conversion base / app the draft promotes (spec 002 §3 `converts`). */
export const CreationConvertSchema = z.object({
  base_id: IdSchema.nullable().default(null),
  gad_cfg_game_id: IdSchema.nullable().default(null),
  game_name: z.string().trim().max(100).default(''),
  app_type: z.string().trim().max(50).default(''),
});
export type CreationConvert = z.infer<typeof CreationConvertSchema>;

/** Age bands (spec 002 §9: 18-23, 24-30, 31-40, 41-49, 50+). */
export const AGE_BANDS = [
  'AGE_BETWEEN_18_23',
  'AGE_BETWEEN_24_30',
  'AGE_BETWEEN_31_40',
  'AGE_BETWEEN_41_49',
  'AGE_ABOVE_50',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  AGE_BETWEEN_18_23: '18-23岁',
  AGE_BETWEEN_24_30: '24-30岁',
  AGE_BETWEEN_31_40: '31-40岁',
  AGE_BETWEEN_41_49: '41-49岁',
  AGE_ABOVE_50: '50岁以上',
};
export const AgeBandsSchema = z.array(z.enum(AGE_BANDS, '年龄段不正确')).default([]);

/** Flow speeds (spec 002 §9 FAST, BALANCE). */
export const FLOW_SPEEDS = ['BALANCE', 'FAST'] as const;
export const FLOW_SPEED_LABELS: Record<(typeof FLOW_SPEEDS)[number], string> = {
  BALANCE: '均匀投放',
  FAST: '优先跑量',
};

/** Genders the targeting takes (unlimited, male, female). */
export const GENDERS = ['NONE', 'GENDER_MALE', 'GENDER_FEMALE'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  NONE: '不限',
  GENDER_MALE: '男',
  GENDER_FEMALE: '女',
};

/** Yuan as the wizard takes it; the rules of the medium check the range. */
export const YuanSchema = z.coerce.number('请填写金额').nonnegative('金额不能为负数');

/** `YYYY-MM-DD`. */
export const CreationDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** A weekly schedule of 336 half-hour cells (spec 002 §2); empty = unrestricted. */
export const CreationScheduleSchema = z
  .string()
  .regex(/^([01]{336})?$/, '投放时段应为 336 个 0/1 字符')
  .default('');
