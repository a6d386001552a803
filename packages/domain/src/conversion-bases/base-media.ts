// What a conversion base is made of on each medium (docs/architecture/conversion-bases.md): the
// platforms it may be for and whether it promotes an app of app management. The media differ in
// these data only; the create dialog and the server read the same table.

import type { BaseMedium, BasePlatform } from '@toufang/contracts';

export interface BaseMediumShape {
  /** The medium's name, e.g. 巨量引擎. */
  name: string;
  /** The platforms a base of the medium may be for, the first being the dialog's default. */
  platforms: readonly BasePlatform[];
  /** A base promotes an app package of app management; false: the download link alone. */
  usesApp: boolean;
}

const MOBILE = ['APP_ANDROID', 'APP_IOS'] as const;

export const BASE_MEDIUM_SHAPES: Readonly<Record<BaseMedium, BaseMediumShape>> = {
  bytedance: { name: '巨量引擎', platforms: MOBILE, usesApp: true },
  kuaishou: { name: '磁力引擎', platforms: MOBILE, usesApp: true },
  tencent: { name: '腾讯广告', platforms: MOBILE, usesApp: true },
  other: { name: '其他媒体', platforms: MOBILE, usesApp: true },
  // A desktop game is promoted by its client's download page; no medium's app centre holds it.
  pc: { name: '端游媒体', platforms: ['PC'], usesApp: false },
};

export const BASE_PLATFORM_NAMES: Readonly<Record<BasePlatform, string>> = {
  APP_ANDROID: '安卓',
  APP_IOS: 'iOS',
  PC: 'PC',
};

/** The problem of a base's platform on a medium, or null. */
export function basePlatformProblem(medium: BaseMedium, platform: BasePlatform): string | null {
  const shape = BASE_MEDIUM_SHAPES[medium];
  if (shape.platforms.includes(platform)) return null;
  return `${shape.name}的转化基础平台只能是${shape.platforms.map((p) => BASE_PLATFORM_NAMES[p]).join('或')}`;
}
