import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AvatarUserRow } from '@toufang/contracts';
import { FEED_BATCH_LIMITS } from '@toufang/contracts';
import { Button, Empty, Flex, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ValueTag } from '../../../components/value-tag';
import { FEED_BATCH_KEYS, listBatchAccounts } from '../api';
import { AVATAR_REVIEW } from '../batch-labels';

const PAGE_SIZE = 8;
/** What 全选 takes at most: one page of the list call. */
const SELECT_ALL_MAX = 1000;

export interface AccountPickerProps {
  /** The chosen advertiser ids (a Form.Item's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Shows each account's avatar as the medium has it (read per page). */
  withAvatar?: boolean;
}

function accountName(row: AvatarUserRow) {
  return row.alias ? `${row.alias}（${row.name}）` : row.name || '-';
}

/**
 * Chooses Ocean Engine accounts of the user's data scope: search by name or id, tick on any page,
 * 全选 everything the search finds, 清空. Works as an antd form control.
 */
export function AccountPicker({ value = [], onChange, withAvatar = false }: AccountPickerProps) {
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword).trim();
  const [position, setPosition] = useState({ page: 1, search });
  const page = position.search === search ? position.page : 1;
  const params = {
    keyword: search || undefined,
    page,
    per_page: PAGE_SIZE,
    with_avatar: withAvatar ? 1 : 0,
  };
  const query = useQuery({
    queryKey: [...FEED_BATCH_KEYS.accounts, params],
    queryFn: ({ signal }) => listBatchAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
  const selectAll = useMutation({
    mutationFn: () =>
      listBatchAccounts({
        keyword: search || undefined,
        page: 1,
        per_page: SELECT_ALL_MAX,
        with_avatar: 0,
      }),
    onSuccess: (all) =>
      onChange?.([...new Set([...value, ...all.list.map((a) => a.advertiser_id)])]),
  });

  const columns: TableColumnsType<AvatarUserRow> = [
    { title: '账户', key: 'name', render: (_, row) => accountName(row), ellipsis: true },
    { title: '账户ID', dataIndex: 'advertiser_id', width: 170 },
    { title: '主体', dataIndex: 'company', ellipsis: true, render: (v: string | null) => v || '-' },
  ];
  if (withAvatar) {
    columns.push({
      title: '当前头像',
      key: 'avatar',
      width: 110,
      render: (_, row) =>
        row.avatar ? (
          <Tooltip title={row.avatar.reason ?? undefined}>
            <span>
              <ValueTag map={AVATAR_REVIEW} value={row.avatar.status} />
            </span>
          </Tooltip>
        ) : (
          <Tooltip title={row.avatar_error ?? undefined}>
            <Typography.Text type="secondary">读取失败</Typography.Text>
          </Tooltip>
        ),
    });
  }

  const failed = query.isError && !query.data;
  return (
    <div>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <SearchInput
          value={keyword}
          onChange={setKeyword}
          width={260}
          placeholder="账户名称 / 账户ID"
          aria-label="搜索账户"
        />
        <Flex gap={8} align="center">
          <Typography.Text>
            已选 <Typography.Text strong>{value.length}</Typography.Text> 个账户
            {value.length > FEED_BATCH_LIMITS.advertisersMax ? (
              <Typography.Text type="danger">
                （最多 {FEED_BATCH_LIMITS.advertisersMax} 个）
              </Typography.Text>
            ) : null}
          </Typography.Text>
          <Button
            size="small"
            onClick={() => selectAll.mutate()}
            loading={selectAll.isPending}
            disabled={(query.data?.page_info.total_number ?? 0) === 0}
          >
            全选{search ? '搜索结果' : ''}
          </Button>
          <Button size="small" onClick={() => onChange?.([])} disabled={value.length === 0}>
            清空
          </Button>
        </Flex>
      </Flex>
      <Table<AvatarUserRow>
        size="small"
        rowKey="advertiser_id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{
          emptyText: query.isLoading ? (
            ' '
          ) : failed ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="账户加载失败">
              <Button size="small" onClick={() => void query.refetch()}>
                重新加载
              </Button>
            </Empty>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search ? '没有符合条件的账户' : '暂无已授权的巨量引擎账户'}
            />
          ),
        }}
        rowSelection={{
          selectedRowKeys: value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange?.(keys.map(String)),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.page_info.total_number ?? 0,
          size: 'small',
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 个账户`,
          onChange: (next) => setPosition({ page: next, search }),
        }}
      />
    </div>
  );
}
