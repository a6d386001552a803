import type { AdIdItem } from '@toufang/contracts';
import { App, Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { copyText } from '../../../components/copy-text';
import { formatDateTime } from '../../../components/format-date-time';

function CopyLink({ item }: { item: AdIdItem }) {
  const { message } = App.useApp();
  return (
    <Button
      size="small"
      type="link"
      aria-label={`复制 ${item.ad_id} 的点击监测链接`}
      onClick={() =>
        void copyText(item.click_url).then((done) =>
          done
            ? message.success(`已复制 ${item.ad_id} 的点击监测链接`)
            : message.error('复制失败，请手动选择链接复制'),
        )
      }
    >
      复制链接
    </Button>
  );
}

/** Columns of an ad-ID list; `idCell` renders the ad ID (plain, or a link to its detail). */
export function adIdColumns(
  idCell: (item: AdIdItem) => React.ReactNode = (item) => item.ad_id,
): TableColumnsType<AdIdItem> {
  return [
    { title: '广告ID', key: 'ad_id', width: 130, fixed: 'left', render: (_, r) => idCell(r) },
    { title: '名称', dataIndex: 'name', width: 160 },
    { title: '备注', dataIndex: 'remark', width: 140, render: (v: string) => v || '—' },
    { title: '渠道分类', dataIndex: 'category_name', width: 130 },
    { title: '转化基础', dataIndex: 'base_name', width: 180 },
    {
      title: '点击监测链接',
      dataIndex: 'click_url',
      render: (url: string) => (
        <Typography.Text style={{ wordBreak: 'break-all' }} ellipsis={{ tooltip: url }}>
          {url}
        </Typography.Text>
      ),
    },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'copy',
      width: 100,
      fixed: 'right',
      render: (_, r) => <CopyLink item={r} />,
    },
  ];
}
