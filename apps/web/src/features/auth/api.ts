import type { LoginData, UserInfo } from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { RequestOptions } from '../../api/client';

/** Session calls (spec 000 §7). Login calls are silent: the login page shows their errors itself. */

export function loginWithPassword(username: string, password: string): Promise<LoginData> {
  return apiPost<LoginData>('/auth/login', { username, password }, { silent: true });
}

export function requestSmsCode(mobile: string): Promise<{ retry_after: number }> {
  return apiPost<{ retry_after: number }>('/public/user/smscode', { mobile }, { silent: true });
}

export function loginWithSmsCode(mobile: string, code: string): Promise<LoginData> {
  return apiPost<LoginData>('/public/user/login', { mobile, code }, { silent: true });
}

export function logout(): Promise<unknown> {
  return apiGet('/auth/logout', undefined, { silent: true });
}

export function fetchUserInfo(options?: RequestOptions): Promise<UserInfo> {
  return apiGet<UserInfo>('/user/info', undefined, options);
}

/** spec 000 §4: the social-network ad API's token-expiry notice and its read mark. */
export function fetchUserTokenNotice(): Promise<{ notice: 0 | 1 }> {
  return apiGet<{ notice: 0 | 1 }>('/tencent/auth/usertoken/notice', undefined, { silent: true });
}

export function markUserTokenNoticeRead(): Promise<unknown> {
  return apiPost('/tencent/auth/usertoken/notice/read', {}, { silent: true });
}
