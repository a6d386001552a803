import { ImageTextDialog } from '../components/image-text-dialog';
import { previewContentOf } from '../material-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MATERIAL_RECYCLE_DAYS,
  type MaterialFile,
  type MaterialTreeNode,
} from '@toufang/contracts';
import { App, Button, Card, Flex, Popconfirm, Segmented, Space } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { MaterialPreviewModal } from '../../../components/material-preview-modal';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { useGameIdOptions } from '../../config-data';
import {
  copyMaterials,
  countFolder,
  deleteFolder,
  deleteMaterials,
  fetchDesigners,
  fetchTags,
  fetchTree,
  listMaterials,
  makeDir,
  MATERIAL_LIST_KEY,
  MATERIAL_TAGS_KEY,
  MATERIAL_TREE_KEY,
  MATERIALS_KEY,
  moveMaterials,
  renameMaterial,
  tagMaterials,
} from '../api';
import { BatchChangeMenu } from '../components/batch-change-menu';
import { FolderPickerModal } from '../components/folder-picker-modal';
import { FolderTree, type FolderSelection } from '../components/folder-tree';
import { materialColumns } from '../components/material-columns';
import { MaterialPerformanceTable } from '../components/material-performance-table';
import { PushDialog } from '../components/push-dialog';
import { PushLogDrawer } from '../components/push-log-drawer';
import { CoverSuggestDialog } from '../components/cover-suggest-dialog';
import { RecycleBinDrawer } from '../components/recycle-bin-drawer';
import { ReplaceContentDialog } from '../components/replace-content-dialog';
import { TagPickerModal } from '../components/tag-picker-modal';
import { TextPromptModal } from '../components/text-prompt-modal';
import { UploadDialog } from '../components/upload-dialog';
import { folderName } from '../material-filters';
import {
  EMPTY_FILTERS,
  MaterialFilterBar,
  type MaterialFilterValues,
} from '../components/material-filter-bar';

type Dialog =
  | { kind: 'upload' | 'mkdir' | 'recycle' | 'imagetext' }
  | { kind: 'rename' | 'pushlog' | 'covers' | 'replace'; file: MaterialFile }
  | { kind: 'push'; files: MaterialFile[]; done: () => void }
  | { kind: 'tags' | 'move' | 'copy'; fids: number[]; tags?: string[]; done?: () => void };

/** 素材库 `/creative/material` (spec 002 §2, §3): folders, files, upload, changes and the bin. */
export function MaterialLibraryPage() {
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const [folder, setFolder] = useState<FolderSelection>(null);
  const [filters, setFilters] = useState<MaterialFilterValues>(EMPTY_FILTERS);
  const [dialog, setDialog] = useState<Dialog>();
  const [preview, setPreview] = useState<MaterialFile>();
  const [view, setView] = useState<'files' | 'performance'>('files');

  const tree = useQuery({
    queryKey: MATERIAL_TREE_KEY,
    queryFn: ({ signal }) => fetchTree(signal),
  });
  const tags = useQuery({
    queryKey: MATERIAL_TAGS_KEY,
    queryFn: ({ signal }) => fetchTags(signal),
  });
  const designers = useQuery({
    queryKey: [...MATERIALS_KEY, 'designers'],
    queryFn: ({ signal }) => fetchDesigners(signal),
  });
  const games = useGameIdOptions();
  const { name, sort, ...chosen } = filters;
  const [sortField, order] = sort.split(':');
  const searched = useDebouncedValue(name);
  const query = usePagedQuery({
    queryKey: MATERIAL_LIST_KEY,
    fetchPage: listMaterials,
    filters: {
      dir_id: folder,
      name: searched,
      ...chosen,
      sort: sortField,
      order,
    },
  });

  const refresh = () => client.invalidateQueries({ queryKey: MATERIALS_KEY });
  const folders: readonly MaterialTreeNode[] = tree.data?.tree ?? [];
  const uploadDir = folder ?? 0;

  const remove = async (fids: number[]) => {
    const res = await deleteMaterials(fids);
    void message.success(`已删除 ${res.changed} 个素材，可在回收站恢复`);
    await refresh();
  };

  /** Asks first, naming what goes to the bin with the folder (its folders and files). */
  const removeFolder = async (dirId: number) => {
    const name = folderName(folders, dirId);
    const count = await countFolder(dirId);
    const inside = [
      count.folders > 0 ? `${count.folders} 个子文件夹` : '',
      `${count.files} 个素材`,
    ].filter(Boolean);
    modal.confirm({
      title: `删除文件夹「${name}」？`,
      content: `其中的 ${inside.join('和 ')}将一并移入回收站，${MATERIAL_RECYCLE_DAYS} 天内可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const res = await deleteFolder(dirId);
        void message.success(`已删除文件夹「${name}」及其中 ${res.changed} 个素材，可在回收站恢复`);
        setFolder(null);
        await refresh();
      },
    });
  };

  const columns = materialColumns({
    preview: setPreview,
    rename: (file) => setDialog({ kind: 'rename', file }),
    tag: (file) => setDialog({ kind: 'tags', fids: [file.fid], tags: file.tags }),
    pushLog: (file) => setDialog({ kind: 'pushlog', file }),
    coverSuggest: (file) => setDialog({ kind: 'covers', file }),
    replace: (file) => setDialog({ kind: 'replace', file }),
    remove: (file) => remove([file.fid]),
    gameName: games.labelOf,
  });

  return (
    <Card title="素材库" variant="borderless">
      <Flex gap={16} align="start">
        <div style={{ width: 220, flex: 'none' }}>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button block onClick={() => setDialog({ kind: 'mkdir' })}>
              新建文件夹
            </Button>
            <Button
              block
              danger
              disabled={folder === null || folder === 0}
              onClick={() => folder && void removeFolder(folder)}
            >
              删除文件夹
            </Button>
          </Flex>
          <FolderTree
            tree={folders}
            loading={tree.isLoading}
            error={tree.isError}
            selected={folder}
            onSelect={setFolder}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <ListToolbar
            filters={
              <MaterialFilterBar
                value={filters}
                onChange={(patch) => setFilters((all) => ({ ...all, ...patch }))}
                designers={designers.data?.designers ?? []}
                tags={tags.data?.tags ?? []}
              />
            }
            actions={
              <Space>
                <Button onClick={() => setDialog({ kind: 'recycle' })}>回收站</Button>
                <Button onClick={() => setDialog({ kind: 'imagetext' })}>新建图文</Button>
                <Button type="primary" onClick={() => setDialog({ kind: 'upload' })}>
                  上传素材
                </Button>
              </Space>
            }
          />
          <Segmented
            style={{ marginBottom: 12 }}
            value={view}
            onChange={setView}
            options={[
              { value: 'files', label: '素材列表' },
              { value: 'performance', label: '素材效果' },
            ]}
          />
          {view === 'performance' ? (
            <MaterialPerformanceTable
              filters={{
                dir_id: folder,
                name: searched,
                type: chosen.type,
                designer: chosen.designer,
                tag: chosen.tag,
              }}
              onPreview={setPreview}
            />
          ) : (
            <PagedTable<MaterialFile>
              rowKey="fid"
              columns={columns}
              query={query}
              scroll={{ x: 1570 }}
              emptyText="暂无素材，点击「上传素材」添加"
              batchActions={({ selectedKeys, selectedRows, clearSelection }) => {
                const fids = selectedKeys.map(Number);
                return (
                  <Space>
                    <Button
                      type="primary"
                      onClick={() =>
                        setDialog({ kind: 'push', files: selectedRows, done: clearSelection })
                      }
                    >
                      推送
                    </Button>
                    <Button onClick={() => setDialog({ kind: 'move', fids, done: clearSelection })}>
                      移动
                    </Button>
                    <Button onClick={() => setDialog({ kind: 'copy', fids, done: clearSelection })}>
                      复制
                    </Button>
                    <Button onClick={() => setDialog({ kind: 'tags', fids, done: clearSelection })}>
                      设置标签
                    </Button>
                    <BatchChangeMenu
                      fids={fids}
                      designers={designers.data?.designers ?? []}
                      onChanged={refresh}
                    />
                    <Popconfirm
                      title={`删除选中的 ${fids.length} 个素材？`}
                      description={`删除后进入回收站，${MATERIAL_RECYCLE_DAYS} 天内可恢复`}
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove(fids).then(clearSelection)}
                    >
                      <Button danger>删除</Button>
                    </Popconfirm>
                  </Space>
                );
              }}
            />
          )}
        </div>
      </Flex>

      <MaterialPreviewModal
        content={preview && previewContentOf(preview)}
        onClose={() => setPreview(undefined)}
      />
      {dialog?.kind === 'imagetext' && (
        <ImageTextDialog
          dirId={uploadDir}
          dirName={folderName(folders, uploadDir)}
          onCreated={(file) => {
            void message.success(`图文「${file.name}」已创建，待审核`);
            void refresh();
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'upload' && (
        <UploadDialog
          dirId={uploadDir}
          dirName={folderName(folders, uploadDir)}
          onUploaded={() => void refresh()}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'push' && (
        <PushDialog
          files={dialog.files}
          onClose={() => {
            dialog.done();
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'pushlog' && (
        <PushLogDrawer file={dialog.file} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'covers' && (
        <CoverSuggestDialog file={dialog.file} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'replace' && (
        <ReplaceContentDialog
          file={dialog.file}
          onReplaced={() => void refresh()}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'recycle' && <RecycleBinDrawer onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'mkdir' && (
        <TextPromptModal
          title={`在「${folderName(folders, uploadDir)}」中新建文件夹`}
          label="文件夹名称"
          maxLength={50}
          onSubmit={async (value) => {
            await makeDir(uploadDir, value);
            void message.success('文件夹已创建');
            await client.invalidateQueries({ queryKey: MATERIAL_TREE_KEY });
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <TextPromptModal
          title="重命名素材"
          label="素材名称"
          initialValue={dialog.file.name}
          maxLength={255}
          onSubmit={async (value) => {
            await renameMaterial(dialog.file.fid, value);
            void message.success('已重命名');
            await refresh();
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'tags' && (
        <TagPickerModal
          title={dialog.fids.length > 1 ? `设置 ${dialog.fids.length} 个素材的标签` : '设置标签'}
          initialTags={dialog.tags ?? []}
          existing={tags.data?.tags ?? []}
          loading={tags.isLoading}
          onSubmit={async (chosen) => {
            await tagMaterials(dialog.fids, chosen);
            void message.success('标签已保存');
            dialog.done?.();
            await refresh();
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <FolderPickerModal
          title={dialog.kind === 'move' ? '移动到文件夹' : '复制到文件夹'}
          tree={folders}
          onSubmit={async (dirId) => {
            if (dialog.kind === 'move') await moveMaterials(dialog.fids, dirId);
            else await copyMaterials(dialog.fids, dirId);
            void message.success(dialog.kind === 'move' ? '已移动' : '已复制');
            dialog.done?.();
            await refresh();
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Card>
  );
}
