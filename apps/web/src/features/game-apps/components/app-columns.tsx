import type { MediaAppItem } from '@toufang/contracts';
import { Avatar, Flex, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag } from '../../../components/value-tag';
import { REVIEW_STATUS, type AppsDefinition } from '../medium-definitions';

const dash = (v: string | null | undefined) => v || '—';

/** The columns of an app list; the account and id columns only where the medium has an API. */
export function appColumns(definition: AppsDefinition): TableColumnsType<MediaAppItem> {
  const columns: TableColumnsType<MediaAppItem> = [
    {
      title: '应用',
      key: 'app',
      width: 260,
      fixed: 'left',
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar shape="square" src={row.icon_url ?? undefined}>
            {[...row.app_name][0]}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <div>{row.app_name}</div>
            <Typography.Text type="secondary" copyable={!!row.package_name}>
              {dash(row.package_name)}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    { title: '游戏', dataIndex: 'game_name', width: 140, render: dash },
    {
      title: '平台',
      dataIndex: 'platform',
      width: 70,
      render: (p: MediaAppItem['platform']) => (p === 'APP_IOS' ? 'iOS' : '安卓'),
    },
    {
      title: '状态',
      key: 'review_status',
      width: 120,
      render: (_, row) => {
        const tag = <ValueTag map={REVIEW_STATUS} value={row.review_status} />;
        return row.reject_reason ? <Tooltip title={row.reject_reason}>{tag}</Tooltip> : tag;
      },
    },
  ];
  if (definition.hasApi) {
    columns.push(
      {
        title: '账户',
        key: 'account',
        width: 200,
        render: (_, row) => (
          <div>
            <div>{dash(row.advertiser_name)}</div>
            <Typography.Text type="secondary">{dash(row.advertiser_id)}</Typography.Text>
          </div>
        ),
      },
      {
        title: definition.appIdLabel,
        key: 'media_app_id',
        width: 190,
        render: (_, row) => (
          <div>
            <Typography.Text copyable={!!row.media_app_id}>
              {dash(row.media_app_id)}
            </Typography.Text>
            {row.package_id ? (
              <div>
                <Typography.Text type="secondary" copyable>
                  {row.package_id}
                </Typography.Text>
              </div>
            ) : null}
          </div>
        ),
      },
    );
  }
  columns.push(
    {
      title: '下载链接',
      dataIndex: 'download_url',
      width: 240,
      ellipsis: true,
      render: (url: string | null) =>
        url ? (
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        ) : (
          '—'
        ),
    },
    { title: '创建人', dataIndex: 'created_by', width: 100, render: dash },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
  );
  if (definition.hasApi) {
    columns.push({
      title: '同步时间',
      dataIndex: 'synced_at',
      width: 170,
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    });
  }
  if (definition.subPackages) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) =>
        row.platform === 'APP_ANDROID' ? (
          <Link to={`/project/packageTask/${row.id}`}>分包管理</Link>
        ) : (
          '—'
        ),
    });
  }
  return columns;
}
