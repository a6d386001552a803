import type { MaterialOverview, MaterialReviewByDesigner } from '@toufang/contracts';
import { Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { horizontalBarsOption } from '../material-chart-options';
import { percentOf } from '../material-format';
import { EChart } from './echart';

const COLUMNS: ColumnsType<MaterialReviewByDesigner> = [
  { title: '设计师', dataIndex: ['designer', 'nick_name'], ellipsis: true },
  { title: '通过', dataIndex: 'approved', align: 'right', width: 72 },
  { title: '驳回', dataIndex: 'rejected', align: 'right', width: 72 },
  {
    title: '通过率',
    dataIndex: 'pass_rate',
    align: 'right',
    width: 88,
    render: (rate: number | null) => percentOf(rate),
  },
];

/** Review decisions taken in the range and their pass rate, per designer. */
export function ReviewRateCard({ overview }: { overview: MaterialOverview }) {
  const { designers } = overview.review;
  const option = useMemo(
    () =>
      horizontalBarsOption(
        designers.slice(0, 10).map((d) => ({
          label: d.designer.nick_name,
          value: Number(((d.pass_rate ?? 0) * 100).toFixed(1)),
        })),
        '通过率',
        'percent',
      ),
    [designers],
  );
  return (
    <Card size="small" title={`审核通过率 ${percentOf(overview.review.pass_rate)}`}>
      {designers.length === 0 ? (
        <Empty description="所选日期内没有审核结果" style={{ padding: 48 }} />
      ) : (
        <>
          <EChart option={option} height={200} label="设计师审核通过率图" />
          <Table
            size="small"
            rowKey={(row) => row.designer.id}
            columns={COLUMNS}
            dataSource={designers}
            pagination={false}
            scroll={{ y: 200 }}
          />
        </>
      )}
    </Card>
  );
}
