import { STAR_INDUSTRIES, type StarAuthorRow } from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import { Avatar, Flex, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { KS_STAR_KEY, listStarAuthors } from '../api';
import { formatYuan } from '../star-values';
import { StarAccountSelect } from './star-account-select';
import { StarPageFrame } from './star-page-frame';
import { useStarAccount } from './use-star-account';

const COLUMNS: TableColumnsType<StarAuthorRow> = [
  {
    title: '达人',
    key: 'author',
    width: 260,
    render: (_, row) => (
      <Flex gap={8} align="center">
        <Avatar src={row.avatar_url} alt={row.author_name} />
        <div>
          <div>{row.author_name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            快手号 {row.kwai_id}
          </Typography.Text>
        </div>
      </Flex>
    ),
  },
  { title: '达人ID', dataIndex: 'author_id', width: 130 },
  { title: '行业', dataIndex: 'industry', width: 100 },
  { title: '城市', dataIndex: 'city', width: 90 },
  {
    title: '粉丝数',
    dataIndex: 'fans_num',
    align: 'right',
    render: (v: number) => formatCompact(v, 1),
  },
  {
    title: '平均播放',
    dataIndex: 'avg_play_num',
    align: 'right',
    render: (v: number) => formatCompact(v, 1),
  },
  { title: '报价（1-60秒）', dataIndex: 'price', align: 'right', render: formatYuan },
  { title: '预期CPM', dataIndex: 'expected_cpm', align: 'right', render: formatYuan },
  { title: '已完成任务', dataIndex: 'completed_task_num', align: 'right' },
];

function AuthorTable({ advertiserId }: { advertiserId: string }) {
  const [keyword, setKeyword] = useState('');
  const [industry, setIndustry] = useState<string>();
  const query = usePagedQuery<StarAuthorRow>({
    queryKey: [...KS_STAR_KEY, 'authors'],
    fetchPage: listStarAuthors,
    filters: { advertiser_id: advertiserId, keyword: useDebouncedValue(keyword), industry },
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchInput
              aria-label="达人昵称或快手号"
              placeholder="达人昵称或快手号"
              width={220}
              value={keyword}
              onChange={setKeyword}
            />
            <Select
              allowClear
              aria-label="行业"
              placeholder="全部行业"
              style={{ width: 140 }}
              value={industry}
              onChange={setIndustry}
              options={STAR_INDUSTRIES.map((value) => ({ value, label: value }))}
            />
          </>
        }
      />
      <PagedTable<StarAuthorRow>
        rowKey="author_id"
        columns={COLUMNS}
        query={query}
        scroll={{ x: 1100 }}
        emptyText="没有符合条件的达人"
      />
    </>
  );
}

/** 聚星达人 `/landing/ksstar/star` (spec 002 §2, ability `kuaishou:boost:base_list`). */
export function StarAuthors() {
  const account = useStarAccount();
  return (
    <StarPageFrame
      title="聚星达人"
      account={account}
      extra={account.accounts.length > 0 ? <StarAccountSelect state={account} /> : null}
    >
      {(advertiserId) => <AuthorTable advertiserId={advertiserId} />}
    </StarPageFrame>
  );
}
