import type { MonitorDeliveryRow, Paged, RobotType } from '@toufang/contracts';
import { ROBOT_NAMES } from '@toufang/domain';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listDeliveries, MONITOR_KEYS } from '../api';

const ACTIVE = new Set(['pending', 'running', 'unknown']);

function statusTag(row: MonitorDeliveryRow) {
  switch (row.status) {
    case 'succeeded':
      return <Tag color="green">已送达</Tag>;
    case 'failed':
      return <Tag color="red">发送失败</Tag>;
    case 'cancelled':
      return <Tag>已取消</Tag>;
    case 'running':
      return <Tag color="processing">发送中</Tag>;
    case 'unknown':
    case 'pending':
      return row.attempts > 0 ? (
        <Tag color="orange">等待重试</Tag>
      ) : (
        <Tag color="blue">等待发送</Tag>
      );
  }
}

/** Each robot message: sent, waiting for its next attempt (with the last error), or failed. */
export function DeliveryList({
  ruleId,
  onClearRule,
}: {
  ruleId: number | undefined;
  onClearRule: () => void;
}) {
  const query = usePagedQuery<MonitorDeliveryRow>({
    queryKey: MONITOR_KEYS.deliveries,
    fetchPage: listDeliveries,
    filters: { rule_id: ruleId },
    // While a message waits or retries, its row changes by itself.
    refetchInterval: (page: Paged<MonitorDeliveryRow> | undefined) =>
      page?.list.some((d) => ACTIVE.has(d.status)) ? 3000 : false,
  });
  const columns: TableColumnsType<MonitorDeliveryRow> = [
    { title: '规则', dataIndex: 'rule_name', width: 140 },
    { title: '对象', dataIndex: 'subject_name', width: 240 },
    {
      title: '消息',
      dataIndex: 'event',
      width: 80,
      render: (e: string) => (e === 'opened' ? '告警' : '恢复'),
    },
    {
      title: '机器人',
      dataIndex: 'channel_type',
      width: 90,
      render: (t: RobotType) => ROBOT_NAMES[t],
    },
    {
      title: '地址',
      dataIndex: 'url_masked',
      width: 260,
      render: (u: string) => (
        <Typography.Text style={{ fontSize: 12 }} ellipsis={{ tooltip: u }}>
          {u}
        </Typography.Text>
      ),
    },
    { title: '状态', key: 'status', width: 100, render: (_, row) => statusTag(row) },
    { title: '发送次数', dataIndex: 'attempts', width: 90 },
    {
      title: '错误信息',
      dataIndex: 'error_message',
      render: (m: string | null) =>
        m ? (
          <Tooltip title={m}>
            <Typography.Text type="danger">{m}</Typography.Text>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    { title: '最近更新', dataIndex: 'updated_at', width: 170, render: formatDateTime },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <Space wrap>
            {ruleId !== undefined && (
              <Tag closable onClose={onClearRule}>
                规则 #{ruleId}
              </Tag>
            )}
            <Typography.Text type="secondary">失败的发送会自动重试，间隔逐次加长</Typography.Text>
          </Space>
        }
        actions={<Button onClick={query.refetch}>刷新</Button>}
      />
      <PagedTable<MonitorDeliveryRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1500 }}
        emptyText="暂无群机器人通知"
      />
    </>
  );
}
