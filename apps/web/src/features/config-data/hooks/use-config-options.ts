import { useQuery } from '@tanstack/react-query';
import { CONFIG_KEYS, fetchConfigOptions } from '../api';

/** Enabled games and departments for pickers; refreshed whenever configuration data changes. */
export function useConfigOptions() {
  return useQuery({
    queryKey: CONFIG_KEYS.options,
    queryFn: ({ signal }) => fetchConfigOptions(signal),
    staleTime: 60_000,
  });
}
