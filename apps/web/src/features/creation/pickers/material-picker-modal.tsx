import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MaterialFile, MaterialType, MediumKey } from '@toufang/contracts';
import { Flex, Modal, Select, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { buildPageParams } from '../../../components/use-paged-query';
import {
  fetchTags,
  fetchTree,
  FolderTree,
  formatDimensions,
  formatDuration,
  listMaterials,
  MATERIAL_TAGS_KEY,
  MATERIAL_TREE_KEY,
  MaterialThumbnail,
} from '../../materials';
import type { FolderSelection } from '../../materials';
import { materialRefusal, pickMaterial } from './picked-material';
import type { PickedMaterial } from './picked-material';

export interface MaterialPickerModalProps {
  open: boolean;
  medium: MediumKey;
  /** The kinds the step takes; both when absent. */
  types?: readonly MaterialType[];
  /** The most files one may choose. */
  max?: number;
  initial: readonly PickedMaterial[];
  onPreview: (file: PickedMaterial) => void;
  onOk: (files: PickedMaterial[]) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 20;
const TYPE_LABELS: Record<MaterialType, string> = {
  image: '图片',
  video: '视频',
  image_text: '图文',
};

/**
 * 选择素材: the library's folders on the left, the files of the chosen folder with filters on the
 * right; the selection is kept across folders, pages and filters until 确定.
 */
export function MaterialPickerModal({
  open,
  medium,
  types = ['image', 'video'],
  max,
  initial,
  onPreview,
  onOk,
  onCancel,
}: MaterialPickerModalProps) {
  const [chosen, setChosen] = useState<PickedMaterial[]>([...initial]);
  const [folder, setFolder] = useState<FolderSelection>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<MaterialType | undefined>(
    types.length === 1 ? types[0] : undefined,
  );
  const [tag, setTag] = useState<string>();
  const [position, setPosition] = useState({ page: 1, key: '' });
  const searched = useDebouncedValue(name);
  const filterKey = JSON.stringify([folder, searched, type, tag]);
  const page = position.key === filterKey ? position.page : 1;

  const tree = useQuery({
    queryKey: MATERIAL_TREE_KEY,
    queryFn: ({ signal }) => fetchTree(signal),
    enabled: open,
  });
  const tags = useQuery({
    queryKey: MATERIAL_TAGS_KEY,
    queryFn: ({ signal }) => fetchTags(signal),
    enabled: open,
  });
  const params = buildPageParams(
    { dir_id: folder, name: searched, type, tag, sort: 'created_at', order: 'desc' },
    page,
    PAGE_SIZE,
  );
  const files = useQuery({
    queryKey: ['creation', 'materials', params],
    queryFn: ({ signal }) => listMaterials(params, signal),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  // A fixed single type is no filter the user chose.
  const filtered =
    searched.trim() !== '' || tag !== undefined || (type !== undefined && types.length > 1);
  const emptyText = files.isError
    ? '素材加载失败'
    : filtered
      ? '没有符合条件的素材'
      : folder === null
        ? '素材库中还没有素材'
        : '该文件夹没有素材';

  const chosenIds = chosen.map((file) => file.fid);
  const full = max !== undefined && chosen.length >= max;
  const refusal = (file: MaterialFile) =>
    materialRefusal(file, medium) ??
    (types.includes(file.type)
      ? undefined
      : `此处只能选择${types.map((t) => TYPE_LABELS[t]).join('或')}`);

  const columns: TableColumnsType<MaterialFile> = [
    {
      title: '预览',
      key: 'thumb',
      width: 80,
      render: (_, file) => (
        <MaterialThumbnail file={file} onClick={() => onPreview(pickMaterial(file))} />
      ),
    },
    {
      title: '名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (text: string, file) => {
        const why = refusal(file);
        return (
          <Flex vertical>
            <Typography.Text ellipsis>{text}</Typography.Text>
            {why ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {why}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
    { title: '类型', dataIndex: 'type', width: 70, render: (t: MaterialType) => TYPE_LABELS[t] },
    { title: '尺寸', key: 'size', width: 110, render: (_, file) => formatDimensions(file) },
    {
      title: '时长',
      dataIndex: 'duration',
      width: 70,
      render: (d: number | null, file) => (file.type === 'video' ? formatDuration(d) : '-'),
    },
  ];

  return (
    <Modal
      open={open}
      title="选择素材"
      width={1000}
      okText={`确定（已选 ${chosen.length} 个）`}
      cancelText="取消"
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex gap={16} style={{ minHeight: 420 }}>
        <div style={{ width: 200, flex: 'none', overflow: 'auto', maxHeight: 520 }}>
          <FolderTree
            tree={tree.data?.tree}
            loading={tree.isLoading}
            error={tree.isError}
            selected={folder}
            onSelect={setFolder}
          />
        </div>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={8} wrap>
            <SearchInput
              placeholder="素材名称"
              aria-label="素材名称"
              value={name}
              onChange={setName}
              width={180}
            />
            <Select
              allowClear={types.length > 1}
              placeholder="类型"
              aria-label="素材类型"
              style={{ width: 100 }}
              value={type}
              onChange={setType}
              options={types.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            />
            <Select
              allowClear
              showSearch
              placeholder="标签"
              aria-label="素材标签"
              style={{ width: 140 }}
              value={tag}
              onChange={setTag}
              options={(tags.data?.tags ?? []).map((t) => ({ value: t.name, label: t.name }))}
            />
            {max !== undefined ? (
              <Typography.Text type={full ? 'warning' : 'secondary'} style={{ lineHeight: '32px' }}>
                最多选择 {max} 个
              </Typography.Text>
            ) : null}
          </Flex>
          <Table<MaterialFile>
            size="small"
            rowKey="fid"
            columns={columns}
            dataSource={files.data?.list ?? []}
            loading={files.isFetching}
            scroll={{ y: 380 }}
            locale={{ emptyText }}
            rowSelection={{
              selectedRowKeys: chosenIds,
              preserveSelectedRowKeys: true,
              getCheckboxProps: (file) => ({
                disabled: !chosenIds.includes(file.fid) && (full || refusal(file) !== undefined),
                'aria-label': `选择 ${file.name}`,
              }),
              renderCell: (_checked, file, _index, node) => {
                const why = refusal(file);
                return why ? <Tooltip title={why}>{node}</Tooltip> : node;
              },
              onSelect: (file, on) =>
                setChosen((current) =>
                  on
                    ? [...current, pickMaterial(file)]
                    : current.filter((picked) => picked.fid !== file.fid),
                ),
              onSelectAll: (on, _rows, changed) =>
                setChosen((current) => {
                  if (!on) {
                    const gone = new Set(changed.map((file) => file.fid));
                    return current.filter((picked) => !gone.has(picked.fid));
                  }
                  const fresh = changed
                    .filter((file) => refusal(file) === undefined)
                    .map(pickMaterial);
                  const room = max === undefined ? fresh.length : max - current.length;
                  return [...current, ...fresh.slice(0, Math.max(room, 0))];
                }),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: files.data?.page_info.total_number ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 个`,
              onChange: (next) => setPosition({ page: next, key: filterKey }),
            }}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
