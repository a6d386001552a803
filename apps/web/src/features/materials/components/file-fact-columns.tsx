import type { MaterialFile } from '@toufang/contracts';
import { Tag } from 'antd';
import type { TableColumnType } from 'antd';
import { MaterialThumbnail } from './material-thumbnail';
import { ReviewStatusCell } from './review-status-cell';
import {
  formatBytes,
  formatDimensions,
  formatDuration,
  MATERIAL_TYPE_LABELS,
} from '../material-format';

type Column = TableColumnType<MaterialFile>;

/**
 * The columns of a library file's facts that the library and the review queue both show, each
 * table picking them in its own order.
 */
export function fileFactColumns(actions: {
  preview: (file: MaterialFile) => void;
  gameName: (gadCfgGameId: number | null) => string;
}) {
  return {
    thumb: {
      title: '缩略图',
      key: 'thumb',
      width: 88,
      render: (_, file) => <MaterialThumbnail file={file} onClick={() => actions.preview(file)} />,
    },
    review: {
      title: '审核状态',
      key: 'review',
      width: 200,
      render: (_, file) => <ReviewStatusCell file={file} />,
    },
    type: {
      title: '类型',
      dataIndex: 'type',
      width: 64,
      render: (type: MaterialFile['type']) => MATERIAL_TYPE_LABELS[type],
    },
    dimensions: {
      title: '尺寸',
      key: 'dimensions',
      width: 100,
      render: (_, f) => formatDimensions(f),
    },
    duration: { title: '时长', dataIndex: 'duration', width: 72, render: formatDuration },
    size: { title: '大小', dataIndex: 'size', width: 90, render: formatBytes },
    designer: {
      title: '设计师',
      key: 'designer',
      width: 110,
      render: (_, f) => f.designer.nick_name,
    },
    game: {
      title: '游戏',
      dataIndex: 'gad_cfg_game_id',
      width: 120,
      render: (id: number | null) => actions.gameName(id),
    },
    tags: {
      title: '标签',
      dataIndex: 'tags',
      width: 160,
      render: (tags: string[]) =>
        tags.length === 0 ? '-' : tags.map((t) => <Tag key={t}>{t}</Tag>),
    },
  } satisfies Record<string, Column>;
}
