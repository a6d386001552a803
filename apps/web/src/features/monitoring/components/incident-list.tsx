import type { IncidentStatus, MonitorIncidentRow } from '@toufang/contracts';
import { Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { RowActionButton } from '../../../components/row-action-button';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listIncidents, MONITOR_KEYS } from '../api';

/** Incidents: one per rule and subject while open, with when it opened and cleared. */
export function IncidentList({
  ruleId,
  onClearRule,
  onShowDeliveries,
}: {
  ruleId: number | undefined;
  onClearRule: () => void;
  onShowDeliveries: (ruleId: number) => void;
}) {
  const [status, setStatus] = useState<IncidentStatus | undefined>();
  const query = usePagedQuery<MonitorIncidentRow>({
    queryKey: MONITOR_KEYS.incidents,
    fetchPage: listIncidents,
    filters: { rule_id: ruleId, status },
  });
  const columns: TableColumnsType<MonitorIncidentRow> = [
    { title: '规则', dataIndex: 'rule_name', width: 150 },
    { title: '对象', dataIndex: 'subject_name', width: 260 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: IncidentStatus) =>
        s === 'open' ? <Tag color="red">告警中</Tag> : <Tag color="green">已恢复</Tag>,
    },
    { title: '情况', dataIndex: 'message' },
    { title: '开始时间', dataIndex: 'opened_at', width: 170, render: formatDateTime },
    { title: '最近检查', dataIndex: 'last_seen_at', width: 170, render: formatDateTime },
    { title: '恢复时间', dataIndex: 'resolved_at', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <RowActionButton onClick={() => onShowDeliveries(row.rule_id)}>通知记录</RowActionButton>
      ),
    },
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
            <Select
              allowClear
              placeholder="状态"
              aria-label="告警状态"
              style={{ width: 110 }}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'open', label: '告警中' },
                { value: 'resolved', label: '已恢复' },
              ]}
            />
          </Space>
        }
      />
      <PagedTable<MonitorIncidentRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1400 }}
        emptyText="暂无告警"
      />
    </>
  );
}
