import type { AutoruleDecisionRow, AutoruleDryRunAnswer } from '@toufang/contracts';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { OutcomeTag, SnapshotText } from './decision-cells';

const columns: TableColumnsType<AutoruleDecisionRow> = [
  {
    title: '对象',
    key: 'object',
    width: 200,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text ellipsis style={{ maxWidth: 190 }}>
          {r.object_name || '-'}
        </Typography.Text>
        <Typography.Text type="secondary" copyable>
          {r.object_id}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 100,
    render: (_, r) => <OutcomeTag outcome={r.outcome} preview />,
  },
  {
    title: '变更',
    key: 'change',
    width: 200,
    render: (_, r) => (r.before && r.after ? `${r.before} → ${r.after}` : '-'),
  },
  { title: '原因', dataIndex: 'reason' },
  {
    title: '判断时的数据',
    key: 'snapshot',
    width: 220,
    render: (_, r) => <SnapshotText snapshot={r.snapshot} />,
  },
];

/** What the rule would do now (试运行): nothing is written. */
export function DryRunPreview({ answer }: { answer: AutoruleDryRunAnswer }) {
  return (
    <Flex vertical gap={8}>
      <Alert
        type="info"
        showIcon
        message={`试运行：检查 ${answer.checked} 个对象，满足条件 ${answer.matched} 个，将执行 ${answer.acted} 个（未做任何修改）`}
        description={answer.data_notes.join('；')}
      />
      {answer.conflicts.map((c) => (
        <Alert key={c.rule_id} type="warning" showIcon message={c.message} />
      ))}
      <Table<AutoruleDecisionRow>
        size="small"
        rowKey="object_id"
        columns={columns}
        dataSource={answer.list}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (n) => `共 ${n} 个对象` }}
        locale={{ emptyText: '范围内没有对象：请检查账户、对象ID或名称关键词' }}
        scroll={{ x: 900 }}
      />
      <Typography.Text type="secondary">
        <Tag>提示</Tag>不满足条件与被跳过的对象也列出原因，便于核对规则。
      </Typography.Text>
    </Flex>
  );
}
