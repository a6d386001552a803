import { Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { rowTitle, type EditRow } from './edit-row';
import { groupCount, type PreviewRow } from './modify-calls';
import type { ModifyItemDef } from './modify-items';

// The preview of a batch modify: every row's value before → after (spec 001 §4).

export const NAME_COLUMN = {
  title: '名称',
  key: 'name',
  render: (_: unknown, entry: { row: EditRow }) => rowTitle(entry.row),
};

const PREVIEW_COLUMNS: TableColumnsType<PreviewRow> = [
  NAME_COLUMN,
  { title: '修改前', dataIndex: 'before', key: 'before' },
  {
    title: '修改后',
    key: 'after',
    render: (_, entry) =>
      entry.skipped ? (
        <Tag>{entry.reason}</Tag>
      ) : (
        <Flex vertical gap={2}>
          <span>{entry.after}</span>
          {entry.error ? <Typography.Text type="danger">{entry.error}</Typography.Text> : null}
        </Flex>
      ),
  },
];

export function ModifyPreview({
  item,
  rows,
  preview,
  sendable,
}: {
  item: ModifyItemDef;
  rows: readonly EditRow[];
  preview: readonly PreviewRow[];
  /** Rows that will be sent. */
  sendable: number;
}) {
  const invalid = preview.filter((entry) => !entry.skipped && entry.error !== undefined).length;
  return (
    <>
      <Typography.Paragraph>
        共选择 {rows.length} 条，将修改 {sendable} 条，按
        {item.groupBy === 'promotion' ? '广告' : '账户'}每 {item.groupSize} 条一组提交，共{' '}
        {groupCount(item, preview)} 组。
        {invalid > 0 ? (
          <Typography.Text type="danger">有 {invalid} 条不符合要求，请返回修改。</Typography.Text>
        ) : null}
      </Typography.Paragraph>
      <Table<PreviewRow>
        size="small"
        rowKey={(entry) => entry.row.key}
        columns={PREVIEW_COLUMNS}
        dataSource={preview}
        pagination={false}
        scroll={{ y: 420 }}
      />
    </>
  );
}
