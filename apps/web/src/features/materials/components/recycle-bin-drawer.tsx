import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATERIAL_RECYCLE_DAYS, type MaterialFile } from '@toufang/contracts';
import { App, Button, Drawer, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listRecycled, MATERIALS_KEY, MATERIAL_RECYCLE_KEY, restoreMaterials } from '../api';
import { formatBytes, MATERIAL_TYPE_LABELS } from '../material-format';
import { BinnedFolders } from './binned-folders';

export interface RecycleBinDrawerProps {
  onClose: () => void;
}

/** 回收站: deleted files, restorable until they are removed for good after 30 days. */
export function RecycleBinDrawer({ onClose }: RecycleBinDrawerProps) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const query = usePagedQuery({ queryKey: MATERIAL_RECYCLE_KEY, fetchPage: listRecycled });
  const restore = useMutation({
    mutationFn: restoreMaterials,
    onSuccess: async (data) => {
      void message.success(`已恢复 ${data.changed} 个素材`);
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
    },
  });
  const columns: TableColumnsType<MaterialFile> = [
    { title: '名称', dataIndex: 'name', ellipsis: true },
    {
      title: '类型',
      dataIndex: 'type',
      width: 64,
      render: (t: MaterialFile['type']) => MATERIAL_TYPE_LABELS[t],
    },
    { title: '大小', dataIndex: 'size', width: 90, render: formatBytes },
    { title: '删除时间', dataIndex: 'deleted_at', width: 160, render: formatDateTime },
    { title: '彻底删除时间', dataIndex: 'purge_at', width: 160, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, file) => (
        <Button
          type="link"
          size="small"
          aria-label={`恢复 ${file.name}`}
          onClick={() => restore.mutate([file.fid])}
        >
          恢复
        </Button>
      ),
    },
  ];
  return (
    <Drawer open title="回收站" width={900} onClose={onClose}>
      <Typography.Paragraph type="secondary">
        删除的素材和文件夹在回收站保留 {MATERIAL_RECYCLE_DAYS} 天，之后彻底删除。
      </Typography.Paragraph>
      <BinnedFolders />
      <PagedTable<MaterialFile>
        rowKey="fid"
        columns={columns}
        query={query}
        emptyText="回收站是空的"
        batchActions={({ selectedKeys, clearSelection }) => (
          <Button
            type="primary"
            loading={restore.isPending}
            onClick={() => restore.mutate(selectedKeys.map(Number), { onSuccess: clearSelection })}
          >
            批量恢复
          </Button>
        )}
      />
    </Drawer>
  );
}
