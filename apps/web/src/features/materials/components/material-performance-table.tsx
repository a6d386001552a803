import { useQuery } from '@tanstack/react-query';
import type {
  MaterialFile,
  MaterialReportFieldKey,
  MaterialReportListData,
  MaterialReportListItem,
} from '@toufang/contracts';
import { DatePicker, Space, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { formatMetric } from '../../delivery/columns/metric-format';
import { MATERIAL_TYPE_LABELS } from '../material-format';
import {
  fetchReportFields,
  listMaterialReports,
  MATERIAL_REPORT_KEYS,
  materialDetailPath,
} from '../report-api';
import { MaterialThumbnail } from './material-thumbnail';

/** The library's filters the report list takes too. */
export interface PerformanceFilters {
  dir_id?: number | null;
  name?: string;
  type?: string;
  designer?: number;
  tag?: string;
}

interface Sort {
  field: MaterialReportFieldKey;
  order: 'asc' | 'desc';
}

type Row = MaterialReportListItem;

/**
 * 素材效果: each library file's stats (消耗, 转化 …) across the media and accounts it was pushed to,
 * over a chosen date range, sorted by any metric on the server (`material/report/fields`,
 * `material/report/list`). Without a range the server's default (the last 7 days) is shown.
 */
export function MaterialPerformanceTable({
  filters,
  onPreview,
}: {
  filters: PerformanceFilters;
  onPreview: (file: MaterialFile) => void;
}) {
  const [range, setRange] = useState<{ sdate: string; edate: string }>();
  const [sort, setSort] = useState<Sort>({ field: 'stat_cost', order: 'desc' });
  const fields = useQuery({
    queryKey: MATERIAL_REPORT_KEYS.fields,
    queryFn: ({ signal }) => fetchReportFields(signal),
    staleTime: Infinity,
  });
  const query = usePagedQuery<Row, MaterialReportListData>({
    queryKey: MATERIAL_REPORT_KEYS.list,
    fetchPage: listMaterialReports,
    filters: {
      sdate: range?.sdate,
      edate: range?.edate,
      dir_id: filters.dir_id ?? undefined,
      keyword: filters.name,
      type: filters.type,
      designer: filters.designer,
      tag: filters.tag,
      sort: sort.field,
      order: sort.order,
    },
  });
  const shown = query.data && { sdate: query.data.sdate, edate: query.data.edate };

  const metricColumns: TableColumnsType<Row> = (fields.data?.fields ?? []).map((field) => ({
    title: <Tooltip title={field.description}>{field.title}</Tooltip>,
    key: field.key,
    align: 'right' as const,
    width: 110,
    sorter: true,
    sortDirections: ['descend', 'ascend'] as const,
    sortOrder: sort.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, row: Row) => formatMetric(field.format, row.metrics[field.key]),
  }));

  const columns: TableColumnsType<Row> = [
    {
      title: '缩略图',
      key: 'thumb',
      width: 88,
      render: (_, row) => <MaterialThumbnail file={row.file} onClick={() => onPreview(row.file)} />,
    },
    {
      title: '名称',
      key: 'name',
      width: 200,
      ellipsis: true,
      render: (_, row) => <Tooltip title={row.file.name}>{row.file.name}</Tooltip>,
    },
    {
      title: '类型',
      key: 'type',
      width: 64,
      render: (_, row) => MATERIAL_TYPE_LABELS[row.file.type],
    },
    { title: '推送账户', dataIndex: 'accounts', width: 88, align: 'right' },
    ...metricColumns,
    {
      title: '操作',
      key: 'actions',
      width: 72,
      fixed: 'right',
      render: (_, row) => (
        <Link to={materialDetailPath(row.file, shown)} aria-label={`${row.file.name} 报表`}>
          报表
        </Link>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>统计日期</span>
        <DatePicker.RangePicker
          aria-label="统计日期"
          allowClear={false}
          value={shown ? [dayjs(shown.sdate), dayjs(shown.edate)] : null}
          onChange={(_, texts) => {
            if (texts[0] && texts[1]) setRange({ sdate: texts[0], edate: texts[1] });
          }}
        />
        <Typography.Text type="secondary">
          数据来自素材推送到的各媒体账户（仅统计您数据权限内的账户）
        </Typography.Text>
      </Space>
      <PagedTable<Row>
        rowKey={(row) => row.file.fid}
        columns={columns}
        query={query}
        scroll={{ x: 'max-content' }}
        emptyText="暂无素材"
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          const key = sorter.columnKey as MaterialReportFieldKey | undefined;
          if (!key || !sorter.order) return;
          setSort({ field: key, order: sorter.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
    </Space>
  );
}
