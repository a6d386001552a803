import type { NoticeState } from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';

/** spec 000 §1, §9: the current notice version label. */
export const NOTICE_VERSION = '2025.10.13';

export type NoticeReadType = 'layer' | 'icon';

/** layer 1: open the notice on arrival; icon 1: unread dot on the bell (spec 000 §4). */
export type VersionNotice = NoticeState;
export type VersionNoticeContent = NonNullable<NoticeState['notice']>;

// A background check: a failure here should not interrupt the user with a sticky error.
export function fetchVersionNotice(version: string): Promise<VersionNotice> {
  return apiGet<VersionNotice>('/user/version/notice', { version }, { silent: true });
}

export function markVersionNoticeRead(version: string, type: NoticeReadType): Promise<unknown> {
  return apiPost('/user/version/notice/read', { version, type }, { silent: true });
}
