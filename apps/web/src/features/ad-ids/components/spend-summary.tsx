import { useQuery } from '@tanstack/react-query';
import { SPEND_SUMMARY_DAYS_MAX, type SpendSummaryRow } from '@toufang/contracts';
import { formatYuan } from '@toufang/domain';
import { Alert, DatePicker, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { GameFilter } from '../../config-data';
import { fetchSpendSummary, spendSummaryKey } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';

const DAY = 'YYYY-MM-DD';
const yuan = (cents: number) => `¥${formatYuan(cents)}`;

const COLUMNS: TableColumnsType<SpendSummaryRow> = [
  {
    title: '媒体',
    dataIndex: 'medium',
    width: 100,
    render: (m: SpendSummaryRow['medium']) => MEDIUM_NAMES[m],
  },
  {
    title: '来源',
    dataIndex: 'source',
    width: 100,
    render: (s: SpendSummaryRow['source']) => (s === 'media' ? '媒体同步' : '手工导入'),
  },
  {
    title: '游戏',
    dataIndex: 'game_name',
    width: 160,
    render: (v: string | null) => v ?? '未分配游戏',
  },
  { title: '消耗', dataIndex: 'cost', width: 130, align: 'right', render: yuan },
  { title: '展示', dataIndex: 'impressions', width: 110, align: 'right' },
  { title: '点击', dataIndex: 'clicks', width: 90, align: 'right' },
  { title: '激活', dataIndex: 'activations', width: 90, align: 'right' },
  { title: '注册', dataIndex: 'registrations', width: 90, align: 'right' },
  { title: '付费金额', dataIndex: 'pay_amount', width: 130, align: 'right', render: yuan },
];

/**
 * 各媒体消耗汇总 (`/amt/spend_summary`): a date range's spend by medium and game, the link-based
 * media's imports beside the API media's synced account reports.
 */
export function SpendSummary() {
  const [range, setRange] = useState<[string, string]>([
    dayjs().subtract(6, 'day').format(DAY),
    dayjs().format(DAY),
  ]);
  const [gameId, setGameId] = useState<number>();
  const query = { start_date: range[0], end_date: range[1], gad_cfg_game_id: gameId };
  const summary = useQuery({
    queryKey: spendSummaryKey(query),
    queryFn: ({ signal }) => fetchSpendSummary(query, signal),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label="日期范围"
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          disabledDate={(day, info) =>
            info.from ? Math.abs(day.diff(info.from, 'day')) >= SPEND_SUMMARY_DAYS_MAX : false
          }
          onChange={(picked) => {
            const [from, to] = picked ?? [];
            if (from && to) setRange([from.format(DAY), to.format(DAY)]);
          }}
        />
        <GameFilter value={gameId} onChange={setGameId} placeholder="全部游戏" width={200} />
      </Space>
      {summary.data && !summary.data.api_media ? (
        <Alert type="info" showIcon message="没有账户查看权限，汇总中不含 API 媒体的消耗" />
      ) : null}
      <Table<SpendSummaryRow>
        size="small"
        rowKey={(r) => `${r.medium}|${r.source}|${r.gad_cfg_game_id ?? ''}`}
        loading={summary.isLoading}
        dataSource={summary.data?.list ?? []}
        columns={COLUMNS}
        pagination={false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: '该日期范围内没有消耗' }}
      />
    </Space>
  );
}
