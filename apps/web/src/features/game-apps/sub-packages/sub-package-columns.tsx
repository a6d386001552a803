import type { SubPackageItem, SubPackageStatus } from '@toufang/contracts';
import { Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag, type ValueMap } from '../../../components/value-tag';

export const SUB_PACKAGE_STATUS: ValueMap<SubPackageStatus> = {
  queued: { text: '排队中', color: 'default' },
  building: { text: '分包中', color: 'processing' },
  succeeded: { text: '分包成功', color: 'success' },
  failed: { text: '分包失败', color: 'error' },
};

function downloadCheck(row: SubPackageItem) {
  if (row.download_ok === null) return <Typography.Text type="secondary">未检查</Typography.Text>;
  const at = row.download_checked_at ? formatDateTime(row.download_checked_at) : '';
  return row.download_ok ? (
    <Tooltip title={`检查于 ${at}`}>
      <Typography.Text type="success">可下载</Typography.Text>
    </Tooltip>
  ) : (
    <Tooltip title={`${row.download_error ?? ''}（检查于 ${at}）`}>
      <Typography.Text type="danger">不可下载</Typography.Text>
    </Tooltip>
  );
}

export const subPackageColumns: TableColumnsType<SubPackageItem> = [
  {
    title: '广告ID（渠道号）',
    key: 'ad_id',
    width: 200,
    fixed: 'left',
    render: (_, row) => (
      <div>
        <Typography.Text copyable>{row.ad_id}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{row.ad_id_name}</Typography.Text>
        </div>
      </div>
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 120,
    render: (_, row) => {
      const tag = <ValueTag map={SUB_PACKAGE_STATUS} value={row.status} />;
      return row.fail_reason ? <Tooltip title={row.fail_reason}>{tag}</Tooltip> : tag;
    },
  },
  {
    title: '失败原因',
    dataIndex: 'fail_reason',
    width: 220,
    ellipsis: true,
    render: (v: string | null) => v ?? '—',
  },
  {
    title: '分包下载链接',
    dataIndex: 'download_url',
    width: 320,
    ellipsis: true,
    render: (url: string | null) =>
      url ? (
        <Typography.Text copyable={{ text: url }} ellipsis>
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Typography.Text>
      ) : (
        '—'
      ),
  },
  { title: '下载检查', key: 'download', width: 100, render: (_, row) => downloadCheck(row) },
  {
    title: '媒体分包ID',
    dataIndex: 'media_sub_package_id',
    width: 130,
    render: (v: string | null) => v ?? '—',
  },
  { title: '操作人', dataIndex: 'created_by', width: 100, render: (v: string | null) => v ?? '—' },
  {
    title: '更新时间',
    dataIndex: 'updated_at',
    width: 170,
    render: (v: string) => formatDateTime(v),
  },
];
