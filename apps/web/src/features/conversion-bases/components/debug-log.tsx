import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEBUG_LOG_RESULT_NAMES,
  DEBUG_LOG_RESULTS,
  DEBUG_LOG_SOURCE_NAMES,
  type BasePushRow,
  type DebugLogRow,
} from '@toufang/contracts';
import type { BasePushDefinition } from '@toufang/domain';
import { Alert, Button, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { debugLogKey, fetchDebugLog } from '../api';

const PER_PAGE = 20;

const nameOf = <K extends string>(names: Record<K, string>, value: string) =>
  value in names ? names[value as K] : value;

const COLUMNS: TableColumnsType<DebugLogRow> = [
  { title: '接收时间', dataIndex: 'received_at', width: 170 },
  {
    title: '转化事件',
    key: 'event',
    render: (_, r) => (
      <>
        <div>{r.event_name}</div>
        <Typography.Text type="secondary">{r.event_type}</Typography.Text>
      </>
    ),
  },
  {
    title: '来源',
    dataIndex: 'source',
    width: 130,
    render: (source: string) => nameOf(DEBUG_LOG_SOURCE_NAMES, source),
  },
  {
    title: '结果',
    key: 'result',
    render: (_, r) => (
      <>
        <Tag
          color={r.result === 'success' ? 'success' : r.result === 'failed' ? 'error' : undefined}
        >
          {nameOf(DEBUG_LOG_RESULT_NAMES, r.result)}
        </Tag>
        {r.reason ? <Typography.Text type="secondary">{r.reason}</Typography.Text> : null}
      </>
    ),
  },
  { title: '点击ID', dataIndex: 'click_id', width: 180, render: (id: string | null) => id ?? '—' },
  {
    title: '转化时间',
    dataIndex: 'event_time',
    width: 170,
    render: (at: string | null) => at ?? '—',
  },
];

/**
 * 联调记录 (`/bytedance/event/debug_log`): the conversions the medium received for the base's event
 * asset in one pushed account, with its verdict, filtered by event and result.
 */
export function DebugLog({
  baseId,
  pushes,
  definition,
}: {
  baseId: number;
  pushes: readonly BasePushRow[];
  definition: BasePushDefinition;
}) {
  const accounts = pushes.filter((p) => p.asset_id !== null);
  const [chosen, setChosen] = useState<string | undefined>();
  const advertiserId = chosen ?? accounts[0]?.advertiser_id;
  const [eventType, setEventType] = useState<string | undefined>();
  const [result, setResult] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = {
    advertiser_id: advertiserId,
    event_type: eventType,
    result,
    page,
    per_page: PER_PAGE,
  };
  const log = useQuery({
    queryKey: debugLogKey(baseId, query),
    queryFn: ({ signal }) => fetchDebugLog(baseId, query, signal),
    enabled: advertiserId !== undefined,
    placeholderData: keepPreviousData,
  });
  if (accounts.length === 0) {
    return <Empty description="推送到账户后，可在这里查看该账户事件资产收到的转化回传" />;
  }
  const total = log.data?.page_info.total_number ?? 0;
  const filtered = eventType !== undefined || result !== undefined;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="联调账户"
          style={{ width: 260 }}
          value={advertiserId}
          options={accounts.map((a) => ({
            value: a.advertiser_id,
            label: `${a.advertiser_name ?? '—'}（${a.advertiser_id}）`,
          }))}
          onChange={(v: string) => {
            setChosen(v);
            setPage(1);
          }}
        />
        <Select
          aria-label="转化事件"
          allowClear
          placeholder="全部事件"
          style={{ width: 140 }}
          value={eventType}
          options={definition.events.map((e) => ({ value: e.type, label: e.label }))}
          onChange={(v?: string) => {
            setEventType(v);
            setPage(1);
          }}
        />
        <Select
          aria-label="联调结果"
          allowClear
          placeholder="全部结果"
          style={{ width: 120 }}
          value={result}
          options={DEBUG_LOG_RESULTS.map((r) => ({ value: r, label: DEBUG_LOG_RESULT_NAMES[r] }))}
          onChange={(v?: string) => {
            setResult(v);
            setPage(1);
          }}
        />
        <Button loading={log.isFetching} onClick={() => void log.refetch()}>
          刷新
        </Button>
        {log.data ? (
          <Typography.Text type="secondary">事件资产ID：{log.data.asset_id}</Typography.Text>
        ) : null}
      </Space>
      {log.isError ? (
        <Alert type="error" showIcon message="无法读取媒体的联调记录，请稍后重试" />
      ) : (
        <Table<DebugLogRow>
          size="small"
          rowKey="log_id"
          columns={COLUMNS}
          dataSource={log.data?.list ?? []}
          loading={log.isFetching}
          pagination={
            total > PER_PAGE
              ? {
                  current: page,
                  pageSize: PER_PAGE,
                  total,
                  showSizeChanger: false,
                  onChange: setPage,
                }
              : false
          }
          locale={{
            emptyText: filtered
              ? '没有符合筛选条件的联调记录'
              : '该账户的事件资产还没有收到转化回传：归因服务回传后在这里列出',
          }}
        />
      )}
    </>
  );
}
