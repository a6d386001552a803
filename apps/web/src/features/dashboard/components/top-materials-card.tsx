import type { MaterialFile, MaterialOverview, MaterialTopItem } from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import { Card, Empty, Flex, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { materialDetailPath, MaterialThumbnail } from '../../materials';
import { yuanOf } from '../material-format';

type Order = 'cost' | 'conversions';

export interface MaterialCellProps {
  file: MaterialFile;
  range: { sdate: string; edate: string };
  onPreview: (file: MaterialFile) => void;
}

/** A file's thumbnail (opens 素材预览) and name (opens 素材详情 over the range). */
export function MaterialCell({ file, range, onPreview }: MaterialCellProps) {
  return (
    <Flex gap={8} align="center">
      <MaterialThumbnail file={file} onClick={() => onPreview(file)} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to={materialDetailPath(file, range)}>
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {file.name}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {file.designer.nick_name}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The files with the most cost or the most conversions over all media in the range. */
export function TopMaterialsCard({
  overview,
  onPreview,
}: {
  overview: MaterialOverview;
  onPreview: (file: MaterialFile) => void;
}) {
  const [order, setOrder] = useState<Order>('cost');
  const range = { sdate: overview.start_date, edate: overview.end_date };
  const rows = order === 'cost' ? overview.top_by_cost : overview.top_by_conversions;
  const columns: ColumnsType<MaterialTopItem> = [
    { title: '#', key: 'rank', width: 40, render: (_, __, index) => index + 1 },
    {
      title: '素材',
      key: 'file',
      render: (_, row) => <MaterialCell file={row.file} range={range} onPreview={onPreview} />,
    },
    {
      title: '消耗',
      dataIndex: 'cost',
      align: 'right',
      width: 100,
      render: (cost: number) => yuanOf(cost),
    },
    {
      title: '转化数',
      dataIndex: 'conversions',
      align: 'right',
      width: 90,
      render: (value: number) => formatCompact(value),
    },
    {
      title: '转化成本',
      dataIndex: 'conversion_cost',
      align: 'right',
      width: 100,
      render: (value: number | null) => yuanOf(value),
    },
  ];
  return (
    <Card
      size="small"
      title="素材排行（全部媒体）"
      extra={
        <Segmented<Order>
          size="small"
          value={order}
          onChange={setOrder}
          options={[
            { value: 'cost', label: '按消耗' },
            { value: 'conversions', label: '按转化数' },
          ]}
        />
      }
    >
      {rows.length === 0 ? (
        <Empty description="所选日期内素材没有投放数据" style={{ padding: 48 }} />
      ) : (
        <Table
          size="small"
          rowKey={(row) => row.file.fid}
          columns={columns}
          dataSource={rows}
          pagination={false}
          aria-label={order === 'cost' ? '消耗最高的素材' : '转化最多的素材'}
        />
      )}
    </Card>
  );
}
