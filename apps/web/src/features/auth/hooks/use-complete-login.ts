import type { LoginData } from '@toufang/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../../api/client';
import { useSessionStore } from '../../../stores/session-store';
import { redirectTarget } from '../login-paths';

/** Stores the new session and continues to the page the user was sent away from (spec 000 §4). */
export function useCompleteLogin(): (result: LoginData, userName: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (result, userName) => {
      queryClient.clear();
      useSessionStore.getState().login(result, userName);
      void navigate(redirectTarget(search), { replace: true });
    },
    [navigate, search],
  );
}
