import { BASE_KINDS, type BaseItem, type BaseKind, type BaseMedium } from '@toufang/contracts';
import { BASE_KIND_SHAPES, BASE_PLATFORM_NAMES, MINI_PROGRAM_TYPE_NAMES } from '@toufang/domain';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import type { BasesDefinition } from '../medium-definitions';

const dash = (v: string | null | undefined) => v || '—';

export const detailHref = (definition: BasesDefinition, id: number) =>
  `${definition.detailPath}?id=${id}`;

/** The kinds of base a medium makes (`BASE_KIND_SHAPES`), 应用 first. */
export const kindsOf = (medium: BaseMedium): BaseKind[] =>
  BASE_KINDS.filter((k) => BASE_KIND_SHAPES[k].media.includes(medium));

const KIND_COLORS: Readonly<Record<BaseKind, string>> = {
  app: 'blue',
  mini_program: 'purple',
  non_stream: 'orange',
};

export const KindTag = ({ kind }: { kind: BaseKind }) => (
  <Tag color={KIND_COLORS[kind]}>{BASE_KIND_SHAPES[kind].name}</Tag>
);

/** What a base promotes: its app and package, or its mini program and AppID. */
const promoted = (row: BaseItem) =>
  row.kind === 'mini_program' ? (
    <div>
      <div>{row.mini_program_type ? MINI_PROGRAM_TYPE_NAMES[row.mini_program_type] : '—'}</div>
      <Typography.Text type="secondary">{dash(row.mini_program_id)}</Typography.Text>
    </div>
  ) : (
    <div>
      <div>{dash(row.app_name)}</div>
      <Typography.Text type="secondary">{dash(row.package_name)}</Typography.Text>
    </div>
  );

/** The columns of a medium's conversion-base list; 类型 where the medium makes several kinds. */
export function baseColumns(definition: BasesDefinition): TableColumnsType<BaseItem> {
  const kinds = kindsOf(definition.medium);
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
    ...(kinds.length > 1
      ? [
          {
            title: '类型',
            dataIndex: 'kind',
            width: 100,
            render: (kind: BaseKind) => <KindTag kind={kind} />,
          },
        ]
      : []),
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
          render: (_, row) => promoted(row),
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
