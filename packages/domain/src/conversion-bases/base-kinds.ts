// The kinds of conversion base (docs/architecture/conversion-bases.md "Kinds"): what a base
// promotes and where it may be made. The kinds differ in these data only; the create dialog and
// the server read the same table, and one create serves them all.

import type { BaseKind, BaseMedium, BasePlatform, MiniProgramType } from '@toufang/contracts';
import { BASE_MEDIA } from '@toufang/contracts';
import { BASE_MEDIUM_SHAPES, BASE_PLATFORM_NAMES } from './base-media';

export interface BaseKindShape {
  /** The kind's name, e.g. 抖音小程序. */
  name: string;
  /** The media a base of the kind may be made on. */
  media: readonly BaseMedium[];
  /** The platforms it may be for; null: the medium's own (`BASE_MEDIUM_SHAPES`). */
  platforms: readonly BasePlatform[] | null;
  /** Why the media or platforms are limited, said after the refusal. */
  reason: string;
  /**
   * The links carry the medium's macros and callback; false: `base_id` and `game_id` only, as
   * the placements fill in no macros and nothing can be reported back from a click.
   */
  macros: boolean;
}

export const BASE_KIND_SHAPES: Readonly<Record<BaseKind, BaseKindShape>> = {
  app: { name: '应用', media: BASE_MEDIA, platforms: null, reason: '', macros: true },
  // Ocean Engine's ads open 抖音小程序 / 小游戏 directly; the other media have none.
  mini_program: {
    name: '抖音小程序',
    media: ['bytedance'],
    platforms: null,
    reason: '（抖音小程序和小游戏只在巨量引擎投放）',
    macros: true,
  },
  // Non-stream placements (达人视频, 搜索, 应用商店) are told apart by channel packages, which only
  // Kuaishou's app centre cuts, and a channel package is an APK.
  non_stream: {
    name: '非信息流',
    media: ['kuaishou'],
    platforms: ['APP_ANDROID'],
    reason: '（渠道包由磁力引擎按安卓 APK 生成）',
    macros: false,
  },
};

export const MINI_PROGRAM_TYPE_NAMES: Readonly<Record<MiniProgramType, string>> = {
  byte_app: '小程序',
  byte_game: '小游戏',
};

/** A 抖音 mini program's AppID, as the mini-program event assets take it: `tt` and 8–30 letters or digits. */
const MINI_PROGRAM_ID = /^tt[0-9a-zA-Z]{8,30}$/;
export const START_PATH_MAX = 256;

/** The problem of a base's kind on a medium and platform, or null. */
export function baseKindProblem(
  kind: BaseKind,
  medium: BaseMedium,
  platform: BasePlatform,
): string | null {
  const shape = BASE_KIND_SHAPES[kind];
  if (!shape.media.includes(medium)) {
    const where = shape.media.map((m) => BASE_MEDIUM_SHAPES[m].name).join('或');
    return `${shape.name}转化基础只能在${where}创建${shape.reason}`;
  }
  if (shape.platforms && !shape.platforms.includes(platform)) {
    const which = shape.platforms.map((p) => BASE_PLATFORM_NAMES[p]).join('或');
    return `${shape.name}转化基础的平台只能是${which}${shape.reason}`;
  }
  return null;
}

/** The problem of a mini program's AppID, or null. */
export function miniProgramIdProblem(value: string): string | null {
  const id = value.trim();
  if (!id) return '请填写小程序ID';
  if (!MINI_PROGRAM_ID.test(id)) {
    return '小程序ID应为 tt 开头的 AppID（tt 后 8–30 位字母或数字），如 tt07e3715e98c9aac0';
  }
  return null;
}

/**
 * The problem of a mini program's start path, or null (none: its home page): a page path such
 * as `pages/index/index?from=ad`, not an address, no spaces, no `#`.
 */
export function startPathProblem(value: string | null | undefined): string | null {
  const path = value?.trim();
  if (!path) return null;
  if ([...path].length > START_PATH_MAX) return `启动路径最多 ${START_PATH_MAX} 个字符`;
  if (/\s/.test(path) || path.includes('#')) return '启动路径不能包含空格或 #';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '启动路径应为小程序内的页面路径，不是网址';
  if (path.startsWith('/')) return '启动路径不以 / 开头，如 pages/index/index';
  return null;
}
