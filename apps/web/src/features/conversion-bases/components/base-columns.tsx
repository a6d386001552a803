import type { BaseItem } from '@toufang/contracts';
import { BASE_PLATFORM_NAMES } from '@toufang/domain';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import type { BasesDefinition } from '../medium-definitions';

const dash = (v: string | null | undefined) => v || '—';

export const detailHref = (definition: BasesDefinition, id: number) =>
  `${definition.detailPath}?id=${id}`;

/** The columns of a medium's conversion-base list. */
export function baseColumns(definition: BasesDefinition): TableColumnsType<BaseItem> {
  return [
    {
      title: '转化基础',
      key: 'name',
      width: 240,
      fixed: 'left',
      render: (_, row) => (
        <div>
          <Link to={detailHref(definition, row.id)}>{row.name}</Link>
          <div>
            <Typography.Text type="secondary">ID {row.id}</Typography.Text>
          </div>
        </div>
      ),
    },
    { title: '游戏', dataIndex: 'game_name', width: 140, render: dash },
    {
      title: '平台',
      dataIndex: 'platform',
      width: 70,
      render: (p: BaseItem['platform']) => BASE_PLATFORM_NAMES[p],
    },
    definition.usesApp
      ? {
          title: '应用',
          key: 'app',
          width: 240,
          render: (_, row) => (
            <div>
              <div>{dash(row.app_name)}</div>
              <Typography.Text type="secondary">{dash(row.package_name)}</Typography.Text>
            </div>
          ),
        }
      : { title: '下载链接', dataIndex: 'download_url', width: 240, ellipsis: true },
    {
      title: '点击监测地址',
      dataIndex: 'click_url',
      width: 260,
      ellipsis: true,
    },
    { title: '创建人', dataIndex: 'created_by', width: 120, render: dash },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => <Link to={detailHref(definition, row.id)}>监测链接</Link>,
    },
  ];
}
