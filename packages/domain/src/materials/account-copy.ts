import type { MediumKey } from '@toufang/contracts';
import { MATERIAL_KIND_NAMES, MATERIAL_MEDIUM_NAMES, type MaterialKind } from './upload-limits';

// Copying a file the library pushed to one media account into other accounts of the same medium
// without uploading it again (spec 002 §7 `material/bind`, `material/share`). Each medium that
// can do it has its own call and limits; the page and the server both read them from here.
// Ocean Engine's 2/file/material/bind/ copies images and videos to advertisers of the same
// company (主体), ids unchanged (docs/media-wire/oceanengine.md); Kuaishou's
// gw/dsp/v1/file/ad/video/share/new shares videos, each target getting a new photo_id
// (docs/media-wire/kuaishou.md). Tencent has no such call.

export type AccountCopyCall = 'bind' | 'share';

export interface AccountCopyRule {
  call: AccountCopyCall;
  /** The action's name on the page. */
  name: string;
  kinds: readonly MaterialKind[];
  /** Files of one call, and target accounts of one call. */
  filesMax: number;
  targetsMax: number;
  /** True when the targets get the source's ids; false when the medium answers new ids. */
  keepsIds: boolean;
  /** What the targets must be, as the page says it. */
  note: string;
}

export const MATERIAL_ACCOUNT_COPY: Record<MediumKey, AccountCopyRule | null> = {
  bytedance: {
    call: 'bind',
    name: '推送到同主体账户',
    kinds: ['image', 'video'],
    filesMax: 50,
    targetsMax: 50,
    keepsIds: true,
    note: '目标账户须与源账户属于同一主体；推送后素材ID不变，目标账户已有的素材不会重复推送。',
  },
  kuaishou: {
    call: 'share',
    name: '共享视频到其他账户',
    kinds: ['video'],
    filesMax: 10,
    targetsMax: 10,
    keepsIds: false,
    note: '目标账户须与源账户属于同一主体（同一代理商）；共享后目标账户得到新的视频ID，该账户的创意和报表使用新ID。',
  },
  tencent: null,
};

/** The call name the page and the errors use. */
export const ACCOUNT_COPY_CALL_NAMES: Record<AccountCopyCall, string> = {
  bind: '素材推送（material/bind）',
  share: '视频共享（material/share）',
};

/**
 * Why `call` cannot copy a `kind` file of `medium` between accounts, or null when it can. The
 * medium is named in every reason.
 */
export function accountCopyRefusal(
  medium: MediumKey,
  call: AccountCopyCall,
  kind?: MaterialKind,
): string | null {
  const name = MATERIAL_MEDIUM_NAMES[medium];
  const rule = MATERIAL_ACCOUNT_COPY[medium];
  if (!rule) return `${name}没有在账户间共享素材的接口，请把素材直接推送到目标账户`;
  if (rule.call !== call) {
    return `${name}的素材在账户间复制请使用${ACCOUNT_COPY_CALL_NAMES[rule.call]}`;
  }
  if (kind && !rule.kinds.includes(kind)) {
    return `${name}只能在账户间复制${rule.kinds.map((k) => MATERIAL_KIND_NAMES[k]).join('、')}`;
  }
  return null;
}
