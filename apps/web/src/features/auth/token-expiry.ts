import { daysUntil, isStarOnly } from '@toufang/domain';
import type { UserInfo } from '@toufang/contracts';

/** The social-network ad API's identity token, as the expiry dialog sees it (spec 000 §4). */
export interface TokenExpiry {
  daysLeft: number;
  /** The notice flag: no whole day left (spec 000 §4 "If 0, a notice flag is set"). */
  expired: boolean;
  authUrl: string;
  expireTime: string;
}

/** Nothing to check for star-only users (spec 000 §5) or users who never authorized. */
export function checkTokenExpiry(
  token: UserInfo['tencent_user_token'],
  roles: readonly string[],
  now: Date,
): TokenExpiry | undefined {
  if (token === null || isStarOnly(roles)) return undefined;
  const daysLeft = daysUntil(token.expire_time, now);
  return {
    daysLeft,
    expired: daysLeft === 0,
    authUrl: token.auth_url,
    expireTime: token.expire_time,
  };
}

/**
 * The dialog shows once, right after a login, when the server's notice call answered: for an
 * expired token every time, otherwise while the server still holds an unread notice. A failed
 * notice call shows nothing.
 */
export function shouldShowTokenExpiryDialog(input: {
  expiry: TokenExpiry | undefined;
  justLoggedIn: boolean;
  serverNotice: 0 | 1 | undefined;
}): boolean {
  const { expiry, justLoggedIn, serverNotice } = input;
  if (expiry === undefined || !justLoggedIn || serverNotice === undefined) return false;
  return expiry.expired || serverNotice === 1;
}

export function tokenExpiryMessage(daysLeft: number): string {
  return daysLeft === 0
    ? '腾讯广告 API 身份认证已过期，请尽快完成认证'
    : `腾讯广告 API 身份认证将在 ${daysLeft} 天后过期，请尽快完成认证`;
}

/** spec 000 §4, §9: the authentication page opens 300 ms after the click. */
export const AUTH_TAB_DELAY_MS = 300;
