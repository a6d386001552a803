import { REAUTHORIZE_PARAM, type UserInfo, type UserTokenNotice } from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import { ACCOUNT_PAGES } from '../../lib/media-names';
import { grantEndsAt } from './authorization-health';
import type { MediaAccountsService } from './media-accounts.service';
import type { GrantView, Viewer } from './media-accounts.types';
import type { UserTokenNoticeRepository } from './user-token-notice.repository';

/** Where the web app starts a new Tencent authorization (the accounts page, transfer at once). */
export const TENCENT_AUTH_URL = `/#${ACCOUNT_PAGES.tencent}?${REAUTHORIZE_PARAM}=1`;

/**
 * The social-network authorization notice (spec 000 §4 "Authorization token expiry"): the Tencent
 * grants reaching the user's accounts that expire within the expiring window, expired, or were
 * revoked. The earliest such end is the notice's `expire_time`; reading it silences the notice
 * until that time changes (a new authorization, or another grant becoming due).
 */
export class UserTokenNoticeService {
  constructor(
    private readonly accounts: MediaAccountsService,
    private readonly repo: UserTokenNoticeRepository,
    private readonly clock: Clock,
  ) {}

  /** The earliest end among the user's Tencent grants needing renewal; null when none does. */
  async dueTime(viewer: Viewer): Promise<Date | null> {
    const grants = await this.accounts.grantsInScope(viewer, 'tencent');
    const ends = grants.filter((g) => g.health !== 'active').map(dueAt);
    if (ends.length === 0) return null;
    return new Date(Math.min(...ends.map((d) => d.getTime())));
  }

  async notice(viewer: Viewer): Promise<UserTokenNotice> {
    const due = await this.dueTime(viewer);
    if (!due) return { notice: 0, expire_time: null, auth_url: null };
    const read = await this.repo.isRead(viewer.userId, noticeKey(due));
    return { notice: read ? 0 : 1, expire_time: due.toISOString(), auth_url: TENCENT_AUTH_URL };
  }

  /** Marks the current notice read; nothing to mark when no grant is due. */
  async markRead(viewer: Viewer): Promise<void> {
    const due = await this.dueTime(viewer);
    if (due) await this.repo.markRead(viewer.userId, noticeKey(due), this.clock.now());
  }

  /** The user info's `advertiser_ids` and `tencent_user_token` (spec 000 §3). */
  async factsFor(viewer: Viewer): Promise<Pick<UserInfo, 'advertiser_ids' | 'tencent_user_token'>> {
    const [ids, due] = await Promise.all([
      this.accounts.advertiserIdsInScope(viewer),
      this.dueTime(viewer),
    ]);
    return {
      advertiser_ids: ids,
      tencent_user_token: due
        ? { expire_time: due.toISOString(), auth_url: TENCENT_AUTH_URL }
        : null,
    };
  }
}

/** A revoked grant is due since the medium refused it; the others when they end. */
function dueAt(grant: GrantView): Date {
  if (grant.health === 'revoked') return grant.lastErrorAt ?? grant.updatedAt;
  return grantEndsAt(grant);
}

const noticeKey = (due: Date) => `tencent-token:${due.toISOString()}`;
