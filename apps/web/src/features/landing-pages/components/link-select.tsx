import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { fetchLinkOptions, LANDING_KEY, type LinkOption } from '../api';

/** Picks the conversion base or ad ID a page is tied to, searched on the server. */
export function LinkSelect({
  kind,
  value,
  initial,
  onChange,
  placeholder,
}: {
  kind: 'base' | 'adid';
  value: number | null;
  /** The tied one's label as the page was loaded, shown before any search. */
  initial: LinkOption | null;
  onChange: (value: number | null) => void;
  placeholder: string;
}) {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search).trim();
  const query = useQuery({
    queryKey: [...LANDING_KEY, 'links', kind, keyword],
    queryFn: ({ signal }) => fetchLinkOptions(kind, keyword, signal),
  });
  const options = [...(query.data?.list ?? [])];
  if (initial && !options.some((o) => o.id === initial.id)) options.unshift(initial);
  return (
    <Select<number>
      aria-label={placeholder}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? '加载中…' : '无匹配项'}
      options={options.map((o) => ({ value: o.id, label: o.label }))}
      onChange={(next) => onChange(next ?? null)}
      style={{ width: '100%' }}
    />
  );
}
