import { useQuery } from '@tanstack/react-query';
import type { OptimizedGoalItem } from '@toufang/contracts';
import { Alert, Modal, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { fetchOptimizedGoals } from '../api';

const columns: TableColumnsType<OptimizedGoalItem> = [
  { title: '优化目标', dataIndex: 'name', width: 120 },
  { title: '媒体取值', dataIndex: 'external_action', width: 260 },
  {
    title: '深度优化目标',
    key: 'deep',
    render: (_, g) =>
      g.deep_goals.length > 0
        ? g.deep_goals.map((d) => <Tag key={d.deep_external_action}>{d.name}</Tag>)
        : '—',
  },
  {
    title: '历史回传',
    dataIndex: 'history_back',
    width: 90,
    render: (back: boolean) => (back ? '有' : '无'),
  },
];

/**
 * The optimization goals Ocean Engine offers the base's app in one account (spec 002 §7
 * `/bytedance/event/v3/assets_and_optimized_goal`): what the account's projects may optimize for
 * once the base's events are there.
 */
export function OptimizedGoalsModal({
  baseId,
  advertiserId,
  onClose,
}: {
  baseId: number;
  advertiserId: string;
  onClose: () => void;
}) {
  const goals = useQuery({
    queryKey: ['conversion-bases', 'optimized-goals', baseId, advertiserId],
    queryFn: ({ signal }) => fetchOptimizedGoals(baseId, advertiserId, signal),
  });
  return (
    <Modal
      open
      title={`可用优化目标（账户 ${advertiserId}）`}
      width={720}
      footer={null}
      onCancel={onClose}
    >
      {goals.isError ? (
        <Alert type="error" showIcon message="无法读取媒体的优化目标，请稍后重试" />
      ) : (
        <>
          {goals.data && (
            <div style={{ marginBottom: 8 }}>
              事件资产ID：{goals.data.asset_ids.length > 0 ? goals.data.asset_ids.join('、') : '—'}
            </div>
          )}
          <Table<OptimizedGoalItem>
            size="small"
            rowKey="external_action"
            columns={columns}
            dataSource={goals.data?.goals ?? []}
            loading={goals.isLoading}
            pagination={false}
            locale={{ emptyText: '该账户暂无可用的优化目标：请先推送转化基础，创建转化事件' }}
          />
        </>
      )}
    </Modal>
  );
}
