import {
  MATERIAL_FATIGUE_MAX_AGE,
  type MaterialFatigueItem,
  type MaterialFile,
  type MaterialOverview,
} from '@toufang/contracts';
import { formatChange } from '@toufang/domain';
import { Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { fatigueOption } from '../material-chart-options';
import { yuanOf } from '../material-format';
import { EChart } from './echart';
import { MaterialCell } from './top-materials-card';

/**
 * Material fatigue: what a conversion costs by the files' age (days since their first push), and
 * the files whose later days cost clearly more per conversion than their earlier ones.
 */
export function FatigueCard({
  overview,
  onPreview,
}: {
  overview: MaterialOverview;
  onPreview: (file: MaterialFile) => void;
}) {
  const { curve, files } = overview.fatigue;
  const option = useMemo(() => fatigueOption(curve, MATERIAL_FATIGUE_MAX_AGE), [curve]);
  const range = { sdate: overview.start_date, edate: overview.end_date };
  const columns: ColumnsType<MaterialFatigueItem> = [
    {
      title: '素材',
      key: 'file',
      render: (_, row) => <MaterialCell file={row.file} range={range} onPreview={onPreview} />,
    },
    {
      title: '前期转化成本',
      dataIndex: 'early_conversion_cost',
      align: 'right',
      width: 110,
      render: (value: number) => yuanOf(value),
    },
    {
      title: '后期转化成本',
      dataIndex: 'late_conversion_cost',
      align: 'right',
      width: 110,
      render: (value: number) => yuanOf(value),
    },
    {
      title: '涨幅',
      dataIndex: 'change',
      align: 'right',
      width: 80,
      render: (value: number) => (
        <Typography.Text type="danger">{formatChange(value)}</Typography.Text>
      ),
    },
  ];
  return (
    <Card size="small" title="素材衰退（转化成本随投放天数）">
      {curve.length === 0 ? (
        <Empty description="所选日期内素材没有投放数据" style={{ padding: 48 }} />
      ) : (
        <>
          <EChart option={option} height={260} label="素材衰退图：按投放天数的转化成本" />
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            衰退素材
          </Typography.Title>
          {files.length === 0 ? (
            <Typography.Text type="secondary">没有转化成本明显上涨的素材</Typography.Text>
          ) : (
            <Table
              size="small"
              rowKey={(row) => row.file.fid}
              columns={columns}
              dataSource={files}
              pagination={false}
              aria-label="衰退素材"
            />
          )}
        </>
      )}
    </Card>
  );
}
