import { useQuery } from '@tanstack/react-query';
import type { AutoruleMedium } from '@toufang/domain';
import { Select } from 'antd';
import { AUTORULE_KEYS, listOwners } from '../api';

/** The owner filter (`GET /autorule/users`). */
export function OwnerSelect({
  medium,
  value,
  onChange,
}: {
  medium: AutoruleMedium;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const owners = useQuery({
    queryKey: AUTORULE_KEYS.users(medium),
    queryFn: ({ signal }) => listOwners(medium, signal),
  });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="负责人"
      aria-label="负责人"
      style={{ width: 160 }}
      loading={owners.isLoading}
      value={value}
      onChange={onChange}
      options={(owners.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}
