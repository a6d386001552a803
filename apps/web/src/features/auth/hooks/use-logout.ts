import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../../api/client';
import { useSessionStore } from '../../../stores/session-store';
import { logout } from '../api';
import { LOGIN_PATH } from '../login-paths';

/** Router state of the navigation made by logging out; the login page finishes the logout. */
const LOGGED_OUT_STATE = { loggedOut: true } as const;

function isLoggedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'loggedOut' in state;
}

/**
 * spec 000 §4: logging out goes to the login page at once, which revokes the session on the
 * server and clears it here (`useFinishLogout`): a slow answer from the server never keeps the
 * user on the page they left. The router commits a navigation in a transition, after any urgent
 * update: clearing the token here would let the guard see a signed-out user on the current page
 * and send them to /login?redirect=<page> instead.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(LOGIN_PATH, { replace: true, state: LOGGED_OUT_STATE });
  }, [navigate]);
}

/**
 * On the login page, when the user arrived by logging out: sends the revoke with the session's
 * token (the request takes the token as it is sent), then clears the session and cached data;
 * clearing the cache also cancels the left page's requests still under way.
 */
export function useFinishLogout(): void {
  const loggedOut = isLoggedOutState(useLocation().state as unknown);
  useEffect(() => {
    if (!loggedOut) return;
    const session = useSessionStore.getState();
    if (session.token) {
      // The local session ends even when the server cannot be reached.
      logout().catch(() => undefined);
      session.resetToken();
    }
    queryClient.clear();
  }, [loggedOut]);
}
