import { MATERIAL_RECYCLE_DAYS, type MaterialFile } from '@toufang/contracts';
import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { materialDetailPath } from '../report-api';
import { fileFactColumns } from './file-fact-columns';

export interface MaterialRowActions {
  preview: (file: MaterialFile) => void;
  rename: (file: MaterialFile) => void;
  tag: (file: MaterialFile) => void;
  /** 推送记录: where the file was pushed. */
  pushLog: (file: MaterialFile) => void;
  /** 封面推荐: the covers the media suggest for a pushed video. */
  coverSuggest: (file: MaterialFile) => void;
  /** 替换内容: new content for the file, keeping its id, name, folder and tags. */
  replace: (file: MaterialFile) => void;
  remove: (file: MaterialFile) => Promise<unknown>;
  gameName: (gadCfgGameId: number | null) => string;
}

/** The library's columns (spec 002 §3 "Material file"). */
export function materialColumns(actions: MaterialRowActions): TableColumnsType<MaterialFile> {
  const facts = fileFactColumns(actions);
  return [
    facts.thumb,
    {
      title: '名称',
      dataIndex: 'name',
      width: 220,
      // The name shrinks to the column (with an ellipsis and the full name on hover); the tag keeps its width.
      render: (name: string, file) => (
        <Flex gap={4} align="center">
          {file.is_new === 1 && (
            <Tag color="red" style={{ flex: 'none', marginInlineEnd: 0 }}>
              新
            </Tag>
          )}
          <Typography.Text ellipsis={{ tooltip: name }} style={{ minWidth: 0 }}>
            {name}
          </Typography.Text>
        </Flex>
      ),
    },
    facts.review,
    facts.type,
    facts.dimensions,
    facts.duration,
    facts.size,
    facts.designer,
    facts.game,
    facts.tags,
    {
      title: '公开',
      dataIndex: 'is_public',
      width: 64,
      render: (p: 0 | 1) => (p === 1 ? <Tag color="green">公开</Tag> : <Tag>私有</Tag>),
    },
    { title: '上传时间', dataIndex: 'created_at', width: 160, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 420,
      fixed: 'right',
      render: (_, file) => (
        <Space size={0}>
          <Link to={materialDetailPath(file)} style={{ padding: '0 7px' }}>
            报表
          </Link>
          <Button type="link" size="small" onClick={() => actions.rename(file)}>
            重命名
          </Button>
          <Button type="link" size="small" onClick={() => actions.tag(file)}>
            标签
          </Button>
          {file.type !== 'image_text' && (
            <Button type="link" size="small" onClick={() => actions.replace(file)}>
              替换内容
            </Button>
          )}
          <Button type="link" size="small" onClick={() => actions.pushLog(file)}>
            推送记录
          </Button>
          {file.type === 'video' && (
            <Button type="link" size="small" onClick={() => actions.coverSuggest(file)}>
              封面推荐
            </Button>
          )}
          <Popconfirm
            title={`删除「${file.name}」？`}
            description={`删除后进入回收站，${MATERIAL_RECYCLE_DAYS} 天内可恢复`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => actions.remove(file)}
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
