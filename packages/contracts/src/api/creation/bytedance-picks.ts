import { z } from 'zod';
import { accountPicksSchema, PickedNameSchema } from './account-picks';

// What the Ocean Engine v3 wizard picks from each account on the medium (docs/architecture/
// creation.md "Per-account picks"), kept per account in `account_picks` (account-picks.ts): the
// 橙子建站 site a LINK promotion links to (`site/list`), the 字节小游戏 / 小程序 a MICRO_GAME project
// promotes (`game/list`, `applet/list`), the 抖音号 a promotion shows as (`aweme/accounts`) and
// an approved 推广卡片 it carries (`component/list`), the 原生锚点 it links (`anchors`), the
// approved 试玩素材 it plays (`playable/list`), the CDP 品牌 it names (`cdp/brand`) and the
// 星广联投 task the project joins (`stardelivery/tasks`). Ids keep the reads' string form.

/** 星广联投 tasks a project can no longer join (the medium's task statuses). */
export const STAR_TASK_ENDED_STATUSES = ['COMPLETED', 'CANCELLED'] as const;

/** The kinds of 字节 mini assets a MICRO_GAME project promotes (the medium's micro_promotion_type). */
export const BYTEDANCE_MICRO_TYPES = ['BYTE_GAME', 'BYTE_APP'] as const;
export type BytedanceMicroType = (typeof BYTEDANCE_MICRO_TYPES)[number];
export const BYTEDANCE_MICRO_TYPE_LABELS: Record<BytedanceMicroType, string> = {
  BYTE_GAME: '字节小游戏',
  BYTE_APP: '字节小程序',
};

/**
 * The 原生锚点 types a promotion links (the medium's promotion `anchor_material_list`); anchors of
 * the 小程序 / 小游戏 types are listed by the read but not taken there.
 */
export const BYTEDANCE_PROMOTION_ANCHOR_TYPES = [
  'APP_GAME',
  'APP_INTERNET_SERVICE',
  'APP_SHOP',
  'INSURANCE',
  'ONLINE_SUBSCRIBE',
  'PRIVATE_CHAT',
  'SHOPPING_CART',
] as const;

const digits = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,19}$/, `${label}ID应为数字`)
    .nullable()
    .default(null);

export const BytedanceAccountPickSchema = z.object({
  /** 橙子建站 site of a LINK promotion. */
  site_id: digits('落地页'),
  site_name: PickedNameSchema,
  /** The mini asset of a MICRO_GAME project, and which kind it was picked as. */
  micro_app_instance_id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, '小游戏/小程序ID应为数字')
    .nullable()
    .default(null),
  micro_app_type: z.enum(BYTEDANCE_MICRO_TYPES).nullable().default(null),
  micro_app_name: PickedNameSchema,
  /** The 抖音号 the promotion shows as (its identity); none: the account's own. */
  aweme_id: z.string().trim().min(1).max(32).nullable().default(null),
  aweme_name: PickedNameSchema,
  /** An approved 推广卡片 component. */
  component_id: digits('组件'),
  component_name: PickedNameSchema,
  /** An approved 原生锚点 of the account, with its type (the medium takes both). */
  anchor_id: digits('锚点'),
  anchor_type: z
    .enum(BYTEDANCE_PROMOTION_ANCHOR_TYPES, '该类型的锚点不能关联到广告')
    .nullable()
    .default(null),
  anchor_name: PickedNameSchema,
  /** An approved 试玩素材 of the account, with the address the promotion sends. */
  playable_id: digits('试玩素材'),
  playable_url: z.url('试玩素材地址不正确').max(1000).nullable().default(null),
  playable_name: PickedNameSchema,
  /** One of the account's CDP brands (`cdp/brand`): the promotion's brand_info. */
  cdp_brand_id: digits('品牌'),
  cdp_brand_name: PickedNameSchema,
  /** The 星广联投 task the project joins (the project's `star_task_id`). */
  star_task_id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, '星广联投任务ID应为数字')
    .nullable()
    .default(null),
  star_task_name: PickedNameSchema,
});
export type BytedanceAccountPick = z.infer<typeof BytedanceAccountPickSchema>;

export const BytedanceAccountPicksSchema = accountPicksSchema(BytedanceAccountPickSchema);
export type BytedanceAccountPicks = z.infer<typeof BytedanceAccountPicksSchema>;
