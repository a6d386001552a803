import type { LandingPageItem, LandingPageListData } from '@toufang/contracts';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listPublishedPages, PUBLISHED_LIST_KEY } from '../api';
import { landingPageColumns } from '../components/page-columns';

/**
 * 其他落地页 (spec 002 §2): our own published landing pages (built on 建站), with their public
 * addresses and the views, clicks and form submissions counted over the last 7 days.
 */
export function OtherLandingPage() {
  // The dashboard's landing panel opens the list at one page by its name.
  const [searchParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => searchParams.get('keyword') ?? '');
  const [range, setRange] = useState<{ start: string; end: string }>();
  const query = usePagedQuery<LandingPageItem>({
    queryKey: PUBLISHED_LIST_KEY,
    fetchPage: async (params, signal) => {
      const data: LandingPageListData = await listPublishedPages(params, signal);
      setRange({ start: data.start_date, end: data.end_date });
      return data;
    },
    filters: { keyword: useDebouncedValue(keyword) },
  });
  return (
    <Card title="其他落地页" variant="borderless">
      <ListToolbar
        filters={
          <SearchInput value={keyword} onChange={setKeyword} placeholder="落地页名称" width={220} />
        }
      />
      {range ? (
        <Typography.Paragraph type="secondary">
          自建的已发布落地页；访问、点击与表单提交为 {range.start} 至 {range.end} 的合计。
        </Typography.Paragraph>
      ) : null}
      <PagedTable<LandingPageItem>
        rowKey="id"
        columns={landingPageColumns()}
        query={query}
        scroll={{ x: 1500 }}
        emptyText="暂无已发布的自建落地页，可在「建站」中搭建并发布"
      />
    </Card>
  );
}
