import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FINISHED_TASK_STATUSES,
  TASK_STATUSES,
  type AutoruleBatchRow,
  type TaskStatus,
} from '@toufang/contracts';
import type { AutoruleMedium } from '@toufang/domain';
import {
  App,
  DatePicker,
  Drawer,
  Flex,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { RowActionButton } from '../../../components/row-action-button';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { AUTORULE_KEYS, cancelBatch, listBatches, retryBatch } from '../api';
import { BatchItems } from './batch-items';
import { OwnerSelect } from './owner-select';

const STATUS_LABELS: Record<TaskStatus, { text: string; color: string }> = {
  pending: { text: '排队中', color: 'default' },
  running: { text: '执行中', color: 'processing' },
  succeeded: { text: '已完成', color: 'success' },
  partially_failed: { text: '部分失败', color: 'warning' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已取消', color: 'default' },
};

const unfinished = (b: AutoruleBatchRow) => !FINISHED_TASK_STATUSES.includes(b.task_status);

/**
 * A medium's rule runs (`GET /autorule/batch/list`): status and counts, filters by owner, status,
 * date and object id ("why did my ad pause?"), drill-down to the items, retry and cancel.
 */
export function BatchList({
  medium,
  ruleId,
  onClearRule,
}: {
  medium: AutoruleMedium;
  ruleId: number | undefined;
  onClearRule: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [uid, setUid] = useState<number | undefined>();
  const [status, setStatus] = useState<TaskStatus | undefined>();
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [objectId, setObjectId] = useState('');
  const [open, setOpen] = useState<AutoruleBatchRow | null>(null);
  const searched = useDebouncedValue(objectId).trim();
  const query = usePagedQuery<AutoruleBatchRow>({
    queryKey: AUTORULE_KEYS.batches(medium),
    fetchPage: (params, signal) => listBatches({ ...params, platform: medium }, signal),
    filters: {
      uid,
      rule_id: ruleId,
      task_status: status,
      exec_start_date: dates?.[0]?.format('YYYY-MM-DD'),
      exec_end_date: dates?.[1]?.format('YYYY-MM-DD'),
      object_id: /^\d+$/.test(searched) ? searched : undefined,
    },
    refetchInterval: (page) => (page?.list.some(unfinished) ? 2000 : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: AUTORULE_KEYS.all });
  const retry = useMutation({
    mutationFn: retryBatch,
    onSuccess: async (r) => {
      await refresh();
      void message.success(`已重新提交 ${r.retried} 个失败的对象`);
    },
  });
  const cancel = useMutation({
    mutationFn: cancelBatch,
    onSuccess: async (r) => {
      await refresh();
      void message.success(`已取消 ${r.cancelled} 个尚未执行的对象`);
    },
  });

  const columns: TableColumnsType<AutoruleBatchRow> = [
    { title: '执行时间', dataIndex: 'exec_at', width: 170, render: formatDateTime },
    { title: '规则', dataIndex: 'rule_name', width: 160 },
    {
      title: '触发',
      dataIndex: 'trigger',
      width: 80,
      render: (t: AutoruleBatchRow['trigger']) => (t === 'manual' ? '手动' : '定时'),
    },
    {
      title: '状态',
      dataIndex: 'task_status',
      width: 100,
      render: (s: TaskStatus) => <Tag color={STATUS_LABELS[s].color}>{STATUS_LABELS[s].text}</Tag>,
    },
    {
      title: '检查 / 满足 / 执行',
      key: 'counts',
      width: 150,
      render: (_, b) => `${b.checked} / ${b.matched} / ${b.acted}`,
    },
    {
      title: '成功 / 失败 / 取消',
      key: 'results',
      width: 150,
      render: (_, b) =>
        b.task_id === null ? '无需修改' : `${b.succeeded} / ${b.failed} / ${b.cancelled}`,
    },
    { title: '负责人', dataIndex: 'owner_name', width: 100 },
    {
      title: '数据说明',
      dataIndex: 'data_notes',
      render: (notes: string[], b) =>
        b.error ? (
          <Typography.Text type="danger">执行失败：{b.error}</Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {notes.join('；')}
          </Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, b) => (
        <Space size={0}>
          <RowActionButton onClick={() => setOpen(b)}>明细</RowActionButton>
          {b.failed > 0 && FINISHED_TASK_STATUSES.includes(b.task_status) && (
            <RowActionButton
              loading={retry.isPending && retry.variables === b.id}
              onClick={() => retry.mutate(b.id)}
            >
              重试失败
            </RowActionButton>
          )}
          {unfinished(b) && (
            <Popconfirm
              title="确认取消本次执行？"
              description="尚未发送给媒体的修改将被取消，正在发送的会完成"
              okText="取消执行"
              okButtonProps={{ danger: true }}
              cancelText="返回"
              onConfirm={() => cancel.mutateAsync(b.id)}
            >
              <RowActionButton danger>取消</RowActionButton>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <Space wrap>
            <Tooltip title="输入广告或项目ID，查看哪些规则在何时处理过它">
              <span>
                <SearchInput
                  placeholder="对象ID（为什么被暂停？）"
                  value={objectId}
                  onChange={setObjectId}
                  width={240}
                />
              </span>
            </Tooltip>
            <OwnerSelect medium={medium} value={uid} onChange={setUid} />
            <Select
              allowClear
              placeholder="状态"
              aria-label="执行状态"
              style={{ width: 110 }}
              value={status}
              onChange={setStatus}
              options={TASK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].text }))}
            />
            <DatePicker.RangePicker
              aria-label="执行日期"
              value={dates}
              onChange={(d) => setDates(d)}
            />
            {ruleId !== undefined && (
              <Tag closable onClose={onClearRule}>
                规则 #{ruleId}
              </Tag>
            )}
          </Space>
        }
      />
      <PagedTable<AutoruleBatchRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1400 }}
        emptyText={searched ? '没有规则处理过该对象' : '暂无执行记录'}
      />
      {open && (
        <Drawer
          open
          width={1240}
          title={
            <Flex vertical>
              <span>
                执行明细：{open.rule_name}（{formatDateTime(open.exec_at)}）
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                {open.data_notes.join('；')}
              </Typography.Text>
            </Flex>
          }
          onClose={() => setOpen(null)}
        >
          <BatchItems
            medium={medium}
            batchId={open.id}
            {...(/^\d+$/.test(searched) ? { objectId: searched } : {})}
          />
        </Drawer>
      )}
    </>
  );
}
