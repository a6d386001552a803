/** Paths of the login flow (spec 000 §4). */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export function isLoginPath(path: string): boolean {
  return pathnameOf(path) === LOGIN_PATH;
}

/** The login page, carrying the path to return to. */
export function loginRedirect(originalPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(originalPath)}`;
}

/**
 * Where to go after a login: the `redirect` parameter when it is an in-app path, else home. Other
 * origins ('//host', 'http:') and the login page itself are refused.
 */
export function redirectTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return HOME_PATH;
  }
  return isLoginPath(raw) ? HOME_PATH : raw;
}
