import type { MediumKey } from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from './upload-limits';

// Cover suggestions for a video pushed to a media account (spec 002 §7 `material/suggestcover`,
// `tencent/material/suggestcover`): which media have a call, and what it gives. The page and the
// server both read them from here.

export interface CoverSuggestRule {
  /** The call's path under /api. */
  path: string;
  /** What the page says of the suggestions. */
  note: string;
}

export const COVER_SUGGEST: Record<MediumKey, CoverSuggestRule | null> = {
  bytedance: {
    path: 'material/suggestcover',
    note: '巨量引擎按视频内容推荐 1–13 张封面，首次获取需要几秒钟生成。',
  },
  kuaishou: null,
  tencent: {
    path: 'tencent/material/suggestcover',
    note: '腾讯广告没有智能封面，推荐的是视频的关键帧。',
  },
};

/** Why `medium` gives no cover suggestions, naming it, or null when it does. */
export function coverSuggestRefusal(medium: MediumKey): string | null {
  return COVER_SUGGEST[medium] ? null : `${MATERIAL_MEDIUM_NAMES[medium]}没有封面推荐接口`;
}
