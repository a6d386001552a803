import type { AdIdSpend, SpendMetrics } from '@toufang/contracts';
import { formatYuan } from '@toufang/domain';
import { Descriptions, Empty, Table, Typography } from 'antd';

const yuan = (cents: number) => `¥${formatYuan(cents)}`;

const totalItems = (m: SpendMetrics) => [
  { key: 'cost', label: '消耗', children: yuan(m.cost) },
  { key: 'impressions', label: '展示', children: m.impressions },
  { key: 'clicks', label: '点击', children: m.clicks },
  { key: 'activations', label: '激活', children: m.activations },
  { key: 'registrations', label: '注册', children: m.registrations },
  { key: 'pay', label: '付费金额', children: yuan(m.pay_amount) },
];

/** An ad ID's imported spend: the totals and its latest days. */
export function AdIdSpendSection({ spend }: { spend: AdIdSpend }) {
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>消耗（手工导入，共 {spend.day_count} 天）</Typography.Title>
      {spend.day_count === 0 ? (
        <Empty description="尚未导入该广告ID的消耗" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          <Descriptions size="small" column={6} items={totalItems(spend.total)} />
          <Table
            size="small"
            rowKey="stat_date"
            aria-label="每日消耗"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={spend.days}
            columns={[
              { title: '日期', dataIndex: 'stat_date', width: 110 },
              {
                title: '消耗',
                key: 'cost',
                align: 'right',
                render: (_, d) => yuan(d.metrics.cost),
              },
              {
                title: '展示',
                key: 'impressions',
                align: 'right',
                render: (_, d) => d.metrics.impressions,
              },
              { title: '点击', key: 'clicks', align: 'right', render: (_, d) => d.metrics.clicks },
              {
                title: '激活',
                key: 'activations',
                align: 'right',
                render: (_, d) => d.metrics.activations,
              },
              {
                title: '注册',
                key: 'registrations',
                align: 'right',
                render: (_, d) => d.metrics.registrations,
              },
              {
                title: '付费金额',
                key: 'pay',
                align: 'right',
                render: (_, d) => yuan(d.metrics.pay_amount),
              },
            ]}
          />
          {spend.day_count > spend.days.length ? (
            <Typography.Text type="secondary">仅列出最近 {spend.days.length} 天</Typography.Text>
          ) : null}
        </>
      )}
    </div>
  );
}
