import { isLoginPath, loginRedirect } from '../features/auth';

/** The navigation guard's rule (spec 000 §4), kept pure so it is tested as a table. */

export interface NavigationState {
  token: string | null;
  name: string;
  /** User info (abilities, roles) was loaded in this visit. */
  infoLoaded: boolean;
}

export type NavigationDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load-user-info' };

/**
 * With a token /login is allowed and any other page needs the name and the user info, which are
 * loaded first; without a token only /login is allowed and every other path goes to the login page
 * carrying the original path. User info is loaded once per visit even when a name was persisted,
 * so abilities changed by an administrator apply on the next visit.
 */
export function resolveNavigation(state: NavigationState, path: string): NavigationDecision {
  if (isLoginPath(path)) return { kind: 'allow' };
  if (!state.token) return { kind: 'redirect', to: loginRedirect(path) };
  if (!state.name || !state.infoLoaded) return { kind: 'load-user-info' };
  return { kind: 'allow' };
}
