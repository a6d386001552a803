import { useConfigOptions } from '../../config-data';

/** Enabled departments as Select options. */
export function useDepartmentOptions() {
  const options = useConfigOptions();
  return {
    options: (options.data?.departments ?? []).map((dept) => ({
      value: dept.id,
      label: dept.name,
    })),
    loading: options.isLoading,
  };
}
