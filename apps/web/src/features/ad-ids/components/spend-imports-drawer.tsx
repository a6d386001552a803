import type { SpendDay, SpendImportItem } from '@toufang/contracts';
import { formatYuan } from '@toufang/domain';
import { Button, Drawer, Space, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listSpendImportDays, listSpendImports, spendImportDaysKey, spendImportsKey } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';
import { SpendSummary } from './spend-summary';

const yuan = (cents: number) => `¥${formatYuan(cents)}`;

function ImportDays({ item }: { item: SpendImportItem }) {
  const query = usePagedQuery<SpendDay>({
    queryKey: spendImportDaysKey(item.id),
    fetchPage: (params, signal) => listSpendImportDays(item.id, params, signal),
  });
  const columns = useMemo<TableColumnsType<SpendDay>>(
    () => [
      { title: '日期', dataIndex: 'stat_date', width: 110 },
      { title: '广告ID', dataIndex: 'ad_id', width: 120 },
      { title: '名称', dataIndex: 'ad_id_name', width: 160 },
      {
        title: '媒体',
        dataIndex: 'medium',
        width: 100,
        render: (m: SpendDay['medium']) => MEDIUM_NAMES[m],
      },
      { title: '游戏', dataIndex: 'game_name', width: 140, render: (v: string | null) => v ?? '—' },
      { title: '消耗', dataIndex: 'cost', width: 120, align: 'right', render: yuan },
      { title: '展示', dataIndex: 'impressions', width: 100, align: 'right' },
      { title: '点击', dataIndex: 'clicks', width: 90, align: 'right' },
      { title: '激活', dataIndex: 'activations', width: 90, align: 'right' },
      { title: '注册', dataIndex: 'registrations', width: 90, align: 'right' },
      { title: '付费金额', dataIndex: 'pay_amount', width: 120, align: 'right', render: yuan },
    ],
    [],
  );
  return (
    <PagedTable<SpendDay>
      rowKey={(r) => `${r.ad_id}|${r.stat_date}`}
      columns={columns}
      query={query}
      scroll={{ x: 1250 }}
      emptyText="这次导入的数据已全部被之后的导入覆盖"
    />
  );
}

/**
 * 导入记录 (`/amt/spend_imports`): the spend sheets imported and the days each still holds, and
 * the spend of every medium side by side (`/amt/spend_summary`).
 */
export function SpendImportsDrawer({ onClose }: { onClose: () => void }) {
  const [opened, setOpened] = useState<SpendImportItem>();
  const query = usePagedQuery<SpendImportItem>({
    queryKey: spendImportsKey,
    fetchPage: (params, signal) => listSpendImports(params, signal),
  });
  const columns = useMemo<TableColumnsType<SpendImportItem>>(
    () => [
      { title: '文件', dataIndex: 'file_name', width: 200 },
      {
        title: '日期范围',
        key: 'dates',
        width: 200,
        render: (_, r) => `${r.first_date} ~ ${r.last_date}`,
      },
      { title: '行数', dataIndex: 'rows', width: 80 },
      { title: '覆盖', dataIndex: 'replaced', width: 80 },
      { title: '广告ID数', dataIndex: 'ad_ids', width: 90 },
      { title: '消耗合计', dataIndex: 'cost', width: 130, align: 'right', render: yuan },
      {
        title: '导入人',
        dataIndex: 'created_by',
        width: 110,
        render: (v: string | null) => v ?? '—',
      },
      {
        title: '导入时间',
        dataIndex: 'created_at',
        width: 160,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: '操作',
        key: 'open',
        width: 90,
        fixed: 'right',
        render: (_, r) => (
          <Button type="link" size="small" onClick={() => setOpened(r)}>
            查看明细
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <Drawer
      open
      width={1200}
      title={opened ? `导入明细：${opened.file_name}` : '消耗导入记录'}
      extra={
        opened ? (
          <Space>
            <Button onClick={() => setOpened(undefined)}>返回记录</Button>
          </Space>
        ) : null
      }
      onClose={onClose}
    >
      {opened ? (
        <ImportDays item={opened} />
      ) : (
        <Tabs
          items={[
            {
              key: 'imports',
              label: '导入记录',
              children: (
                <PagedTable<SpendImportItem>
                  rowKey="id"
                  columns={columns}
                  query={query}
                  scroll={{ x: 1150 }}
                  emptyText="暂无消耗导入记录"
                />
              ),
            },
            { key: 'summary', label: '各媒体消耗汇总', children: <SpendSummary /> },
          ]}
        />
      )}
    </Drawer>
  );
}
