import {
  MATERIAL_PUSH_STATUS_LABELS,
  type MaterialFile,
  type MaterialPushRecord,
  type MaterialPushStatus,
  type MediumKey,
} from '@toufang/contracts';
import { accountCopyRefusal, MATERIAL_ACCOUNT_COPY, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag, type ValueMap } from '../../../components/value-tag';
import { listPushLog, PUSH_KEYS, pushMaterials } from '../push-api';
import { AccountCopyDialog } from './account-copy-dialog';

const STATUS: ValueMap<MaterialPushStatus> = {
  pushing: { text: MATERIAL_PUSH_STATUS_LABELS.pushing, color: 'processing' },
  succeeded: { text: MATERIAL_PUSH_STATUS_LABELS.succeeded, color: 'success' },
  failed: { text: MATERIAL_PUSH_STATUS_LABELS.failed, color: 'error' },
};

const COLUMNS: TableColumnsType<MaterialPushRecord> = [
  {
    title: '媒体',
    dataIndex: 'platform',
    width: 90,
    render: (m: MediumKey) => MATERIAL_MEDIUM_NAMES[m],
  },
  {
    title: '账户',
    key: 'account',
    width: 200,
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <span>{r.advertiser_name ?? '-'}</span>
        <Typography.Text type="secondary">{r.advertiser_id}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (s: MaterialPushStatus) => <ValueTag map={STATUS} value={s} />,
  },
  {
    title: '媒体素材ID / 失败原因',
    key: 'outcome',
    render: (_, r) =>
      r.status === 'failed' ? (
        <Typography.Text type="danger">{r.error_message}</Typography.Text>
      ) : r.media_file_id ? (
        <Space size={4} wrap>
          <Typography.Text copyable>{r.media_file_id}</Typography.Text>
          {r.media_material_id !== r.media_file_id && (
            <Typography.Text type="secondary">素材ID {r.media_material_id}</Typography.Text>
          )}
          {r.reused && <Tag>账户中已有</Tag>}
          {r.media_ready === false && <Tag color="processing">媒体处理中</Tag>}
        </Space>
      ) : (
        '-'
      ),
  },
  { title: '次数', dataIndex: 'attempts', width: 60 },
  {
    title: '推送人',
    dataIndex: 'pushed_by_name',
    width: 100,
    render: (n: string | null) => n ?? '-',
  },
  { title: '更新时间', dataIndex: 'updated_at', width: 160, render: formatDateTime },
];

/** A failed record's 重试: the file pushed again to that one account. */
function RetryButton({ record, onDone }: { record: MaterialPushRecord; onDone: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      loading={busy}
      aria-label={`重试 ${record.advertiser_id}`}
      onClick={() => {
        setBusy(true);
        pushMaterials({
          file_id: [record.file_id],
          accounts: [{ platform: record.platform, advertiser_id: record.advertiser_id }],
          kuaishou_type: 0,
        })
          .then(() => {
            void message.success('已重新推送，稍后刷新查看结果');
            onDone();
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      重试
    </Button>
  );
}

/**
 * A succeeded record's copy to other accounts of its medium (`material/bind`, `material/share`);
 * disabled, with the reason naming the medium, where the medium has no such call for the file.
 */
function CopyButton(props: { file: MaterialFile; record: MaterialPushRecord; onOpen: () => void }) {
  const { file, record } = props;
  const rule = MATERIAL_ACCOUNT_COPY[record.platform];
  // A 图文's records are its images': they are copied from the image files themselves.
  const refusal =
    file.type === 'image_text'
      ? '图文的图片请在图片素材的推送记录中复制'
      : accountCopyRefusal(record.platform, rule?.call ?? 'share', file.type);
  const button = (
    <Button
      type="link"
      size="small"
      disabled={refusal !== null}
      aria-label={`复制到其他账户 ${record.advertiser_id}`}
      onClick={props.onOpen}
    >
      {rule?.name ?? '共享到其他账户'}
    </Button>
  );
  return refusal ? (
    <Tooltip title={refusal}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

export interface PushLogDrawerProps {
  file: MaterialFile;
  onClose: () => void;
}

/** 推送记录 (spec 002 §7 `material/file/pushlog`): where one file went, one row per account. */
export function PushLogDrawer({ file, onClose }: PushLogDrawerProps) {
  const client = useQueryClient();
  const query = usePagedQuery({
    queryKey: PUSH_KEYS.log,
    fetchPage: listPushLog,
    filters: { file_id: file.fid },
    // The server reads processing videos back from the media: show when they become usable.
    refetchInterval: (page) =>
      page?.list.some((r) => r.status === 'pushing' || r.media_ready === false) ? 5000 : false,
  });
  const [copying, setCopying] = useState<MaterialPushRecord>();
  const refresh = () => void client.invalidateQueries({ queryKey: PUSH_KEYS.log });
  const columns: TableColumnsType<MaterialPushRecord> = [
    ...COLUMNS,
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, r) =>
        r.status === 'failed' ? (
          <RetryButton record={r} onDone={refresh} />
        ) : r.status === 'succeeded' ? (
          <CopyButton file={file} record={r} onOpen={() => setCopying(r)} />
        ) : null,
    },
  ];
  return (
    <Drawer
      open
      title={`推送记录 · ${file.name}`}
      width={1040}
      onClose={onClose}
      extra={<Button onClick={refresh}>刷新</Button>}
    >
      <PagedTable<MaterialPushRecord>
        rowKey="id"
        columns={columns}
        query={query}
        emptyText="该素材还没有推送到任何账户"
      />
      {copying && (
        <AccountCopyDialog file={file} source={copying} onClose={() => setCopying(undefined)} />
      )}
    </Drawer>
  );
}
