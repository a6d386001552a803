import { useQuery } from '@tanstack/react-query';
import type { StarAccount } from '@toufang/contracts';
import { useSearchParams } from 'react-router';
import { KS_STAR_KEY, listStarAccounts } from '../api';

export interface StarAccountState {
  accounts: StarAccount[];
  /** The account shown: the one in the address (`advertiser_id`), else the first. */
  advertiserId: string | undefined;
  setAdvertiserId: (id: string) => void;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The Kuaishou account the star pages read: kept in the address so a link (补单详情, back) keeps
 * it; an account the user may no longer see falls back to the first one they may.
 */
export function useStarAccount(): StarAccountState {
  const [params, setParams] = useSearchParams();
  const query = useQuery({
    queryKey: [...KS_STAR_KEY, 'accounts'],
    queryFn: ({ signal }) => listStarAccounts(signal),
  });
  const accounts = query.data?.list ?? [];
  const asked = params.get('advertiser_id');
  const advertiserId = accounts.some((a) => a.advertiser_id === asked)
    ? (asked ?? undefined)
    : accounts[0]?.advertiser_id;
  return {
    accounts,
    advertiserId,
    setAdvertiserId: (id) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('advertiser_id', id);
          return next;
        },
        { replace: true },
      ),
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
