import { AUTH_RESULT_PARAMS, REAUTHORIZE_PARAM } from '@toufang/contracts';

/** What the accounts page says after the OAuth round trip (`/auth/callback` redirects here). */
export type AuthResult = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

/** Reads `auth`, `count` and `message` from the page's query. */
export function readAuthResult(params: URLSearchParams, platform: string): AuthResult {
  const result = params.get(AUTH_RESULT_PARAMS.result);
  if (result === 'ok') {
    const count = Number(params.get(AUTH_RESULT_PARAMS.count));
    const accounts = Number.isFinite(count) && count > 0 ? `，共 ${count} 个账户` : '';
    return { kind: 'success', text: `${platform}授权成功${accounts}` };
  }
  if (result === 'error') {
    const message = params.get(AUTH_RESULT_PARAMS.message)?.trim();
    return { kind: 'error', text: message ? `授权失败：${message}` : '授权失败，请重新授权' };
  }
  return null;
}

/** The query left once the result was shown (the round trip's parameters removed). */
export function withoutAuthParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of Object.values(AUTH_RESULT_PARAMS)) rest.delete(name);
  rest.delete(REAUTHORIZE_PARAM);
  return rest;
}

/** The Tencent notice's `auth_url` opens the page with this set: start an authorization at once. */
export function wantsReauthorization(params: URLSearchParams): boolean {
  return params.get(REAUTHORIZE_PARAM) === '1';
}
