import type { TitleItem } from '@toufang/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { formatFen } from '../title-format';
import { MediaTags } from './media-tags';

export interface TitleColumnActions {
  gameName: (gadCfgGameId: number) => string;
  edit: (title: TitleItem) => void;
  remove: (title: TitleItem) => Promise<unknown>;
}

/** The library's columns: the title, where it may run, who made it, its use and its results. */
export function titleColumns(actions: TitleColumnActions): TableColumnsType<TitleItem> {
  return [
    { title: '标题', dataIndex: 'title', width: 300, ellipsis: { showTitle: true } },
    { title: '字数', dataIndex: 'length', width: 64 },
    {
      title: '可用媒体',
      dataIndex: 'media',
      width: 150,
      render: (media: TitleItem['media']) => <MediaTags media={media} />,
    },
    {
      title: (
        <Tooltip title="同游戏的广告中使用该标题的广告数（来自已同步的媒体数据）">使用次数</Tooltip>
      ),
      dataIndex: 'usage_count',
      width: 90,
      align: 'right',
    },
    {
      title: '消耗(元)',
      dataIndex: 'cost',
      width: 110,
      align: 'right',
      render: (fen: number) => formatFen(fen),
    },
    { title: '转化数', dataIndex: 'conversions', width: 90, align: 'right' },
    {
      title: '转化成本(元)',
      dataIndex: 'conversion_cost',
      width: 110,
      align: 'right',
      render: (fen: number | null) => formatFen(fen),
    },
    {
      title: '游戏',
      dataIndex: 'gad_cfg_game_id',
      width: 160,
      ellipsis: true,
      render: (id: number) => actions.gameName(id),
    },
    {
      title: '标签',
      dataIndex: 'tags',
      width: 160,
      render: (tags: string[]) =>
        tags.length === 0 ? '-' : tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    { title: '创建人', dataIndex: 'creator_name', width: 100 },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(row)}>
            编辑
          </Button>
          <Popconfirm
            title="删除该标题？"
            description="删除后不可恢复"
            okText="删除"
            cancelText="取消"
            onConfirm={() => actions.remove(row)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
