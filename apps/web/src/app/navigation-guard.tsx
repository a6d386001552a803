import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ERROR_TITLE, isSessionInvalid, queryClient, reportApiError } from '../api/client';
import { RequestError } from '../api/errors';
import { getFeedback } from '../api/feedback';
import { PageLoading } from '../components/page-loading';
import { fetchUserInfo } from '../features/auth';
import { useSessionStore } from '../stores/session-store';
import { resolveNavigation } from './navigation';

export const USER_INFO_QUERY_KEY = 'user-info';

/**
 * spec 000 §4, §8: a failed user-info load shows an error notice and resets the token; the guard then
 * sends the user to /login with the original path. An expired session is reported as a notice, not
 * as the re-login confirm, since the user is being taken to the login page anyway.
 */
function reportUserInfoFailure(error: unknown): void {
  if (error instanceof RequestError && !isSessionInvalid(error)) {
    reportApiError(error);
    return;
  }
  const description = error instanceof RequestError ? error.display : String(error);
  getFeedback().showError({ title: ERROR_TITLE, description });
}

export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const name = useSessionStore((state) => state.name);
  const infoLoaded = useSessionStore((state) => state.infoLoaded);
  const path = `${location.pathname}${location.search}`;
  const decision = resolveNavigation({ token, name, infoLoaded }, path);
  const mustLoad = decision.kind === 'load-user-info';

  useEffect(() => {
    if (!mustLoad || !token) return;
    let current = true;
    // fetchQuery shares one request between StrictMode's double effects and concurrent guards.
    queryClient
      .fetchQuery({
        queryKey: [USER_INFO_QUERY_KEY, token],
        queryFn: () => fetchUserInfo({ silent: true }),
        staleTime: 0,
      })
      .then(
        (info) => {
          if (current) useSessionStore.getState().applyUserInfo(info);
        },
        (error: unknown) => {
          if (!current) return;
          reportUserInfoFailure(error);
          useSessionStore.getState().resetToken();
        },
      );
    return () => {
      current = false;
    };
  }, [mustLoad, token]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-user-info') return <PageLoading fullScreen />;
  return children;
}
