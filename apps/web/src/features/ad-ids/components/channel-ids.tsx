import { useQueryClient } from '@tanstack/react-query';
import type { CategoryItem } from '@toufang/contracts';
import { AD_ID_PREFIXES } from '@toufang/domain';
import { Alert, Button, Card, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { formatDateTime } from '../../../components/format-date-time';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import {
  AD_IDS_KEY,
  batchListKey,
  categoryListKey,
  listBatchAdIds,
  listBatches,
  listCategories,
} from '../api';
import type { ChannelIdsDefinition } from '../medium-definitions';
import { BatchTable, type BatchSource } from './batch-table';
import { BatchUploadModal } from './batch-upload-modal';
import { CategoryFormModal } from './category-form-modal';

/**
 * One medium's channel IDs (spec 000 §2 `media`, `mediaKs`, `mediaQq`): its channel categories,
 * and the ad-ID batches made under them from Excel sheets. Choosing a category narrows the
 * batches to it.
 */
export function ChannelIds({ definition }: { definition: ChannelIdsDefinition }) {
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<CategoryItem>();
  const [editing, setEditing] = useState<CategoryItem | 'new'>();
  const [uploading, setUploading] = useState(false);
  const categories = usePagedQuery<CategoryItem>({
    queryKey: categoryListKey(definition.medium),
    fetchPage: (params, signal) => listCategories(definition.medium, params, signal),
    filters: { keyword: useDebouncedValue(keyword) },
    defaultPerPage: 10,
  });
  const source = useMemo<BatchSource>(
    () => ({
      queryKey: batchListKey(definition.medium),
      listBatches: (params, signal) => listBatches(definition.medium, params, signal),
      listAdIds: listBatchAdIds,
    }),
    [definition.medium],
  );
  const refresh = () => client.invalidateQueries({ queryKey: AD_IDS_KEY });

  const categoryColumns = useMemo<TableColumnsType<CategoryItem>>(
    () => [
      { title: 'ID', dataIndex: 'id', width: 70 },
      { title: '分类名称', dataIndex: 'name', width: 200 },
      { title: '备注', dataIndex: 'remark', render: (v: string) => v || '—' },
      { title: '批次', dataIndex: 'batches', width: 80 },
      { title: '广告ID数', dataIndex: 'ad_ids', width: 100 },
      {
        title: '创建人',
        dataIndex: 'created_by',
        width: 120,
        render: (v: string | null) => v ?? '—',
      },
      {
        title: '创建时间',
        dataIndex: 'created_at',
        width: 160,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: '操作',
        key: 'actions',
        width: 160,
        render: (_, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setChosen(row)}>
              查看批次
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
          </Space>
        ),
      },
    ],
    [],
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`渠道分类（${definition.platform}）`} variant="borderless">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`渠道分类把广告ID按渠道、代理或达人归组。广告ID在分类下按转化基础从 Excel 批量生成，${definition.platform}的广告ID以 ${AD_ID_PREFIXES[definition.medium]} 开头，共 9 位；每个广告ID的点击监测链接是转化基础的点击监测链接加上 ad_id 参数。`}
        />
        <ListToolbar
          filters={
            <SearchInput placeholder="分类名称" value={keyword} onChange={setKeyword} width={220} />
          }
          actions={
            <Button type="primary" onClick={() => setEditing('new')}>
              新建渠道分类
            </Button>
          }
        />
        <PagedTable<CategoryItem>
          rowKey="id"
          columns={categoryColumns}
          query={categories}
          scroll={{ x: 1000 }}
          emptyText="暂无渠道分类，点击「新建渠道分类」开始"
        />
      </Card>
      <Card
        title={
          <Space>
            广告ID批次
            {chosen && (
              <Tag closable onClose={() => setChosen(undefined)}>
                {chosen.name}
              </Tag>
            )}
          </Space>
        }
        variant="borderless"
        extra={
          <Button type="primary" onClick={() => setUploading(true)}>
            Excel 批量生成广告ID
          </Button>
        }
      >
        <BatchTable
          source={source}
          filters={{ category_id: chosen?.id }}
          emptyText="暂无批次，点击「Excel 批量生成广告ID」上传表格"
        />
      </Card>
      {editing && (
        <CategoryFormModal
          definition={definition}
          editing={editing === 'new' ? undefined : editing}
          onSaved={refresh}
          onClose={() => setEditing(undefined)}
        />
      )}
      {uploading && (
        <BatchUploadModal
          definition={definition}
          categoryId={chosen?.id}
          onCreated={refresh}
          onClose={() => setUploading(false)}
        />
      )}
    </Space>
  );
}
