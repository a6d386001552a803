import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MediumKey } from '@toufang/contracts';
import { startTransfer } from '../api';

/** Sends the browser to the medium's authorize page (spec 000 §2 授权账户, §7 `/auth/transfer`). */
export function useAuthorize(medium: MediumKey) {
  const transfer = useMutation({
    mutationFn: () => startTransfer(medium),
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
  });
  const { mutate } = transfer;
  return {
    authorize: useCallback(() => mutate(), [mutate]),
    // The button keeps spinning while the browser leaves for the medium.
    starting: transfer.isPending || transfer.isSuccess,
  };
}
