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
 * spec 000 §4: revoke on the server, then go to the login page, which clears the session
 * (`useFinishLogout`). The router commits a navigation in a transition, after any urgent update:
 * clearing the token here would let the guard see a signed-out user on the current page and send
 * them to /login?redirect=<page> instead.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session ends even when the server cannot be reached.
    }
    await navigate(LOGIN_PATH, { replace: true, state: LOGGED_OUT_STATE });
  }, [navigate]);
}

/** On the login page: clears the session and cached data when the user arrived by logging out. */
export function useFinishLogout(): void {
  const loggedOut = isLoggedOutState(useLocation().state as unknown);
  useEffect(() => {
    if (!loggedOut) return;
    useSessionStore.getState().resetToken();
    queryClient.clear();
  }, [loggedOut]);
}
