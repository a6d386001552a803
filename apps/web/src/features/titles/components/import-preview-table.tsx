import type { TitleImportLine } from '@toufang/contracts';
import { Table, Tag } from 'antd';
import { IMPORT_STATUS_VIEW } from '../title-format';
import { MediaTags } from './media-tags';

/** Each line of an import file with what became of it: 新增, 重复 or 超长, and why. */
export function ImportPreviewTable({ lines }: { lines: readonly TitleImportLine[] }) {
  return (
    <Table<TitleImportLine>
      size="small"
      rowKey="line"
      dataSource={[...lines]}
      pagination={lines.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      columns={[
        { title: '行号', dataIndex: 'line', width: 64 },
        { title: '标题', dataIndex: 'title', ellipsis: true },
        { title: '字数', dataIndex: 'characters', width: 64 },
        {
          title: '结果',
          dataIndex: 'status',
          width: 72,
          render: (status: TitleImportLine['status']) => (
            <Tag color={IMPORT_STATUS_VIEW[status].color}>{IMPORT_STATUS_VIEW[status].label}</Tag>
          ),
        },
        {
          title: '可用媒体',
          dataIndex: 'media',
          width: 150,
          render: (media: TitleImportLine['media']) => <MediaTags media={media} />,
        },
        { title: '说明', dataIndex: 'reason', ellipsis: true },
      ]}
    />
  );
}
