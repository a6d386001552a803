import type { MaterialFile } from '@toufang/contracts';
import { Button, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { fileFactColumns } from './file-fact-columns';

export interface ReviewRowActions {
  preview: (file: MaterialFile) => void;
  approve: (file: MaterialFile) => void;
  reject: (file: MaterialFile) => void;
  gameName: (gadCfgGameId: number | null) => string;
}

/** The review queue's columns (spec 002 §2 `/creative/materialAudit`). */
export function reviewColumns(actions: ReviewRowActions): TableColumnsType<MaterialFile> {
  const facts = fileFactColumns(actions);
  return [
    facts.thumb,
    {
      title: '名称',
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (name: string) => <Tooltip title={name}>{name}</Tooltip>,
    },
    facts.type,
    facts.dimensions,
    facts.size,
    facts.designer,
    facts.game,
    { ...facts.tags, width: 140 },
    facts.review,
    {
      title: '审核人',
      key: 'reviewer',
      width: 110,
      render: (_, f) => f.reviewer?.nick_name ?? '未分配',
    },
    { title: '上传时间', dataIndex: 'created_at', width: 160, render: formatDateTime },
    {
      title: '审核时间',
      dataIndex: 'reviewed_at',
      width: 160,
      render: (at: string | null) => (at ? formatDateTime(at) : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, file) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            disabled={file.review_status === 'approved'}
            onClick={() => actions.approve(file)}
          >
            通过
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={file.review_status === 'rejected'}
            onClick={() => actions.reject(file)}
          >
            驳回
          </Button>
        </Space>
      ),
    },
  ];
}
