import { LANDING_STATE_LABELS, type LandingPageItem } from '@toufang/contracts';
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { publicUrl } from '../api';

const STATE_COLORS: Record<LandingPageItem['state'], string> = {
  draft: 'default',
  published: 'green',
  changed: 'orange',
};

const rate = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(2)}%` : '—';

/** The columns our pages share on 建站 and 其他落地页: address, state, counted numbers, ties. */
export function landingPageColumns(): TableColumnsType<LandingPageItem> {
  return [
    { title: '名称', dataIndex: 'name', width: 180, fixed: 'left' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 130,
      render: (state: LandingPageItem['state']) => (
        <Tag color={STATE_COLORS[state]}>{LANDING_STATE_LABELS[state]}</Tag>
      ),
    },
    {
      title: '公开地址',
      dataIndex: 'public_path',
      width: 300,
      render: (path: string | null) =>
        path ? (
          <Typography.Link
            href={publicUrl(path)}
            target="_blank"
            copyable={{ text: publicUrl(path) }}
          >
            {publicUrl(path)}
          </Typography.Link>
        ) : (
          '—'
        ),
    },
    { title: '访问', key: 'views', width: 80, align: 'right', render: (_, p) => p.stats.views },
    { title: '点击', key: 'clicks', width: 80, align: 'right', render: (_, p) => p.stats.clicks },
    {
      title: '点击率',
      key: 'ctr',
      width: 90,
      align: 'right',
      render: (_, p) => rate(p.stats.clicks, p.stats.views),
    },
    {
      title: '表单提交',
      key: 'submits',
      width: 90,
      align: 'right',
      render: (_, p) => p.stats.submits,
    },
    {
      title: '关联',
      key: 'links',
      width: 220,
      render: (_, p) =>
        p.conversion_base_name || p.ad_id_code ? (
          <Space direction="vertical" size={0}>
            {p.conversion_base_name ? <span>转化基础：{p.conversion_base_name}</span> : null}
            {p.ad_id_code ? <span>广告ID：{p.ad_id_code}</span> : null}
          </Space>
        ) : (
          '—'
        ),
    },
    { title: '创建人', dataIndex: 'creator_name', width: 100 },
    {
      title: '更新时间',
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
  ];
}
