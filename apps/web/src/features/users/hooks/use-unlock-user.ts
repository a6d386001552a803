import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { unlockUser } from '../api';
import { useInvalidateUsers } from './use-invalidate-users';

/** Unlocking one user's sign-in at a time; errors are shown globally by the API client. */
export interface UnlockUser {
  unlock: (id: number) => void;
  /** The user being unlocked, so its button alone spins. */
  pendingId: number | undefined;
}

export function useUnlockUser(): UnlockUser {
  const { message } = App.useApp();
  const refresh = useInvalidateUsers();
  const mutation = useMutation({
    mutationFn: unlockUser,
    onSuccess: async () => {
      message.success('已解锁');
      await refresh();
    },
  });
  return {
    unlock: (id) => mutation.mutate(id),
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}
