import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialBinnedFolder } from '@toufang/contracts';
import { App, Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { listBinnedFolders, MATERIAL_RECYCLE_DIRS_KEY, MATERIALS_KEY, restoreFolder } from '../api';

/** The recycle bin's deleted folders, each restorable with the files that went with it. */
export function BinnedFolders() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const folders = useQuery({
    queryKey: MATERIAL_RECYCLE_DIRS_KEY,
    queryFn: ({ signal }) => listBinnedFolders(signal),
  });
  const restore = useMutation({
    mutationFn: (folder: MaterialBinnedFolder) => restoreFolder(folder.id),
    onSuccess: async (data, folder) => {
      void message.success(`已恢复文件夹「${folder.name}」及其中 ${data.changed} 个素材`);
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
    },
  });
  const columns: TableColumnsType<MaterialBinnedFolder> = [
    { title: '文件夹', dataIndex: 'name', ellipsis: true },
    { title: '素材数', dataIndex: 'files', width: 80 },
    { title: '删除时间', dataIndex: 'deleted_at', width: 160, render: formatDateTime },
    { title: '彻底删除时间', dataIndex: 'purge_at', width: 160, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, folder) => (
        <Button
          type="link"
          size="small"
          aria-label={`恢复文件夹 ${folder.name}`}
          loading={restore.isPending && restore.variables.id === folder.id}
          onClick={() => restore.mutate(folder)}
        >
          恢复
        </Button>
      ),
    },
  ];
  if (!folders.isLoading && (folders.data?.list.length ?? 0) === 0) return null;
  return (
    <>
      <Typography.Title level={5}>文件夹</Typography.Title>
      <Table<MaterialBinnedFolder>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={folders.data?.list ?? []}
        loading={folders.isLoading}
        pagination={false}
        style={{ marginBottom: 16 }}
      />
      <Typography.Title level={5}>素材</Typography.Title>
    </>
  );
}
