import type { AdIdItem } from '@toufang/contracts';
import { Button, Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { adIdSearchKey, searchAdIds } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';
import { adIdColumns } from './ad-id-columns';
import { AdIdDetailCard } from './ad-id-detail-card';

/**
 * 广告ID查询 (spec 000 §2 `/landing/adid`): ad IDs of every medium by ID, ID prefix or name; a
 * chosen one opens its detail (`?ad_id=`, so the detail can be linked to).
 */
export function AdIdSearch() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const typed = useDebouncedValue(keyword.trim());
  const opened = params.get('ad_id');
  const query = usePagedQuery<AdIdItem>({
    queryKey: adIdSearchKey,
    fetchPage: (page, signal) =>
      typed === ''
        ? Promise.resolve({
            list: [],
            page_info: { page: 1, per_page: 20, total_number: 0, total_page: 0 },
          })
        : searchAdIds(page, signal),
    filters: { keyword: typed },
  });
  const open = (adId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (adId) next.set('ad_id', adId);
      else next.delete('ad_id');
      return next;
    });
  const columns = useMemo(() => {
    const base = adIdColumns((item) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(item.ad_id)}>
        {item.ad_id}
      </Button>
    ));
    return [
      ...base.slice(0, 1),
      {
        title: '媒体',
        key: 'medium',
        width: 100,
        render: (_: unknown, r: AdIdItem) => MEDIUM_NAMES[r.medium],
      },
      ...base.slice(1),
    ];
    // `open` only writes the URL; the columns need not follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="广告ID查询" variant="borderless">
        <div style={{ marginBottom: 12 }}>
          <SearchInput
            placeholder="输入广告ID（或其开头）、广告ID名称"
            aria-label="广告ID或名称"
            value={keyword}
            onChange={setKeyword}
            width={360}
          />
        </div>
        <PagedTable<AdIdItem>
          rowKey="ad_id"
          columns={columns}
          query={query}
          scroll={{ x: 1400 }}
          emptyText={typed === '' ? '输入广告ID或名称开始查询' : '没有找到匹配的广告ID'}
        />
      </Card>
      {opened && <AdIdDetailCard adId={opened} onClose={() => open(null)} />}
    </Space>
  );
}
