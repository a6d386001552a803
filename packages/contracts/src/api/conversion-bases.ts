import { z } from 'zod';
import { APP_PLATFORMS } from './media-apps';
import { IdSchema, PageQuerySchema, ROW_ID_MAX, type Paged } from './common';
import { MINI_PROGRAM_TYPES, type MiniProgramType } from './feed-batches';

// Conversion bases (spec 000 §2 `collect`, `collectKs`, `collectQq` + `detail`, ability
// `amt:linkbase`; spec 002 §7 `/amt/createbase`, `/amt/linkbase`, `/amt/linklist`,
// `/link/refresh_url`): one game × platform × medium, its app package, its download link and the
// tracking links built from the medium's macros. The model is docs/architecture/conversion-bases.md.

/**
 * The media a conversion base is made for: the three API media, `other` (其他媒体) and `pc`
 * (端游媒体, desktop games): the link-based media without an API, whose publisher hands the link
 * out itself.
 */
export const BASE_MEDIA = ['bytedance', 'kuaishou', 'tencent', 'other', 'pc'] as const;
export type BaseMedium = (typeof BASE_MEDIA)[number];

/**
 * The media of the `/amt/*` base calls (ability `amt:linkbase`); the desktop-game media's bases
 * are kept through `/tradition/*` (ability `tradition:linkbase`, spec 000 §2 `/transConfigPc`).
 */
export const AMT_BASE_MEDIA = ['bytedance', 'kuaishou', 'tencent', 'other'] as const;
export type AmtBaseMedium = (typeof AMT_BASE_MEDIA)[number];

/** The ability that keeps a medium's conversion bases. */
export const BASE_ABILITIES: Readonly<Record<BaseMedium, string>> = {
  bytedance: 'amt:linkbase',
  kuaishou: 'amt:linkbase',
  tencent: 'amt:linkbase',
  other: 'amt:linkbase',
  pc: 'tradition:linkbase',
};

/** A base's platform: a mobile app's, or `PC` for a desktop game's client. */
export const BASE_PLATFORMS = [...APP_PLATFORMS, 'PC'] as const;
export type BasePlatform = (typeof BASE_PLATFORMS)[number];

/**
 * The links of a base: 点击监测 and 展示监测 (the medium calls them with its macros filled in),
 * and 转化回传 (where the conversion is reported back to the medium).
 */
export const LINK_KINDS = ['click', 'impression', 'callback'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * What a base promotes (docs/architecture/conversion-bases.md "Kinds"): an app package (`app`,
 * `/amt/createbase`), a 抖音小程序 or 小游戏 on Ocean Engine (`mini_program`,
 * `/amt/tt_mini_program_createbase`), or an app handed to non-stream placements through channel
 * packages (`non_stream`, `/amt/non_stream_createbase`).
 */
export const BASE_KINDS = ['app', 'mini_program', 'non_stream'] as const;
export type BaseKind = (typeof BASE_KINDS)[number];

const optionalUrl = z
  .string()
  .trim()
  .max(2048, '链接过长')
  .optional()
  .transform((v) => (v ? v : undefined));

/** `createbase`: a base for a game's app on one medium and platform. */
export const BaseCreateBodySchema = z.object({
  medium: z.enum(AMT_BASE_MEDIA, '请选择媒体'),
  gad_cfg_game_id: z.coerce.number('请选择游戏').int().positive('请选择游戏'),
  platform: z.enum(BASE_PLATFORMS, '请选择应用平台'),
  /** The app package; required on every medium whose bases promote an app (not `pc`). */
  app_id: z.coerce
    .number('请选择应用')
    .int('请选择应用')
    .positive('请选择应用')
    .max(ROW_ID_MAX, '无效的编号')
    .optional(),
  name: z.string('请填写转化基础名称').trim().max(200, '名称过长'),
  download_url: z.string('请填写下载链接').trim().max(2048, '下载链接过长'),
  click_url: z.string('请填写点击监测地址').trim().max(2048, '点击监测地址过长'),
  impression_url: optionalUrl,
});
export type BaseCreateBody = z.input<typeof BaseCreateBodySchema>;
/** The create dialog's body on any medium, before it goes to its family's call. */
export const BaseCreateFormSchema = BaseCreateBodySchema.extend({
  medium: z.enum(BASE_MEDIA, '请选择媒体'),
});

/** A parsed create of any medium: `/amt/createbase`'s body, or `/tradition/createbase`'s made whole. */
export type BaseCreateFields = Omit<z.output<typeof BaseCreateBodySchema>, 'medium'> & {
  medium: BaseMedium;
};

/**
 * `/tradition/createbase`: a desktop game's base. Its medium is `pc`, its platform `PC`, and it
 * promotes the game's client through the download link alone (no app centre).
 */
export const TraditionBaseCreateBodySchema = BaseCreateBodySchema.omit({
  medium: true,
  platform: true,
  app_id: true,
});
export type TraditionBaseCreateBody = z.input<typeof TraditionBaseCreateBodySchema>;

export interface BaseCreateAnswer {
  base_id: number;
}

/**
 * `/amt/tt_mini_program_createbase`: an Ocean Engine base for a 抖音小程序 / 小游戏. The mini
 * program's AppID takes the app package's place; there is no download link.
 */
export const MiniProgramBaseCreateBodySchema = z.object({
  gad_cfg_game_id: z.coerce.number('请选择游戏').int().positive('请选择游戏'),
  platform: z.enum(APP_PLATFORMS, '请选择应用平台'),
  mini_program_type: z.enum(MINI_PROGRAM_TYPES, '请选择小程序类型'),
  mini_program_id: z.string('请填写小程序ID').trim().max(64, '小程序ID不正确'),
  start_path: z
    .string()
    .trim()
    .max(1024, '启动路径过长')
    .optional()
    .transform((v) => (v ? v : undefined)),
  name: z.string('请填写转化基础名称').trim().max(200, '名称过长'),
  click_url: z.string('请填写点击监测地址').trim().max(2048, '点击监测地址过长'),
  impression_url: optionalUrl,
});
export type MiniProgramBaseCreateBody = z.input<typeof MiniProgramBaseCreateBodySchema>;

/**
 * `/amt/non_stream_createbase`: a base whose app is handed to non-stream placements as channel
 * packages; the same fields as `createbase`.
 */
export const NonStreamBaseCreateBodySchema = BaseCreateBodySchema;
export type NonStreamBaseCreateBody = z.input<typeof NonStreamBaseCreateBodySchema>;

/** `linkbase`: a medium's bases, filtered. */
export const BaseListQuerySchema = PageQuerySchema.extend({
  medium: z.enum(AMT_BASE_MEDIA, '请选择媒体'),
  kind: z.enum(BASE_KINDS, '转化基础类型不正确').optional(),
  gad_cfg_game_id: z.coerce.number().int().positive().optional(),
  platform: z.enum(BASE_PLATFORMS).optional(),
  keyword: z.string().trim().max(100, '关键词最多 100 个字符').optional(),
});
/** What the list reads: the `/amt` query, or the `/tradition` one with medium `pc`. */
export type BaseListQuery = Omit<z.infer<typeof BaseListQuerySchema>, 'medium'> & {
  medium: BaseMedium;
};

/** `/tradition/linkbase`: the desktop-game media's bases. */
export const TraditionBaseListQuerySchema = BaseListQuerySchema.omit({
  medium: true,
  platform: true,
  kind: true,
});

export interface BaseItem {
  id: number;
  medium: BaseMedium;
  kind: BaseKind;
  name: string;
  gad_cfg_game_id: number | null;
  game_name: string | null;
  platform: BasePlatform;
  app_id: number | null;
  app_name: string | null;
  package_name: string | null;
  /** A mini-program base's 小程序 / 小游戏, its AppID and start path; null on the other kinds. */
  mini_program_type: MiniProgramType | null;
  mini_program_id: string | null;
  start_path: string | null;
  /** Empty on a mini-program base: a mini program is opened, not downloaded. */
  download_url: string;
  click_url: string;
  impression_url: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
export type BaseListData = Paged<BaseItem>;

/** `linklist` and `refresh_url` take the base. */
export const BaseIdQuerySchema = z.object({ base_id: IdSchema });
export const BaseIdBodySchema = z.object({ base_id: IdSchema });

/** `appidquery`: the apps a base of the game may promote on the medium and platform. */
export const BaseAppQuerySchema = z.object({
  medium: z.enum(AMT_BASE_MEDIA, '请选择媒体'),
  gad_cfg_game_id: z.coerce.number('请选择游戏').int().positive('请选择游戏'),
  platform: z.enum(APP_PLATFORMS, '请选择应用平台'),
});
export type BaseAppQuery = z.infer<typeof BaseAppQuerySchema>;

/** One app package (the same package in several accounts is listed once). */
export interface BaseAppOption {
  app_id: number;
  app_name: string;
  package_name: string | null;
  download_url: string | null;
  /** Accounts whose app centre holds the package. */
  accounts: number;
}
export interface BaseAppData {
  list: BaseAppOption[];
}

export interface BaseLinkMacro {
  param: string;
  macro: string;
  label: string;
}

export interface BaseLink {
  kind: LinkKind;
  url: string;
  /** The method the link is called with (the conversion callback of Ocean Engine is a POST). */
  method: 'GET' | 'POST';
  /** The medium's macros in the link, as the link had them when built. */
  macros: BaseLinkMacro[];
  updated_at: string;
}

export interface BaseLinkListData {
  base: BaseItem;
  links: BaseLink[];
}

/**
 * `/media/check_media_rule`: a base's addresses checked against the medium's rules (the
 * parameters it appends itself, macros, domains, the App Store link on iOS) before anything is
 * made, e.g. an address taken from another medium's base.
 */
export const MediaRuleQuerySchema = z.object({
  medium: z.enum(BASE_MEDIA, '请选择媒体'),
  platform: z.enum(BASE_PLATFORMS, '请选择应用平台'),
  name: z.string().trim().max(200, '名称过长').optional(),
  download_url: z.string().trim().max(2048, '下载链接过长').optional(),
  click_url: z.string('请填写点击监测地址').trim().max(2048, '点击监测地址过长'),
  impression_url: optionalUrl,
});
export type MediaRuleQuery = z.output<typeof MediaRuleQuerySchema>;

export interface MediaRuleProblem {
  field: 'platform' | 'name' | 'download_url' | 'click_url' | 'impression_url';
  message: string;
}
export interface MediaRuleData {
  passed: boolean;
  problems: MediaRuleProblem[];
}
