import type { AdIdBatchItem, AdIdBatchListData, AdIdListData } from '@toufang/contracts';
import { BASE_PLATFORM_NAMES } from '@toufang/domain';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { QueryParams } from '../../../api/client';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery, type Filters } from '../../../components/use-paged-query';
import { MEDIUM_NAMES } from '../medium-definitions';
import { BatchAdIdsDrawer } from './batch-ad-ids-drawer';

/** Where a batch table reads from: the channel-ID pages, 批量生成记录 or pcBatch. */
export interface BatchSource {
  queryKey: readonly unknown[];
  listBatches: (params: QueryParams, signal?: AbortSignal) => Promise<AdIdBatchListData>;
  listAdIds: (batchId: number, params: QueryParams, signal?: AbortSignal) => Promise<AdIdListData>;
  /** Shows each batch's medium (a list of several media). */
  showMedium?: boolean;
}

const creator = (v: string | null) => v ?? '—';

/** Ad-ID batches, newest first; 查看广告ID opens a batch's ad IDs with their links. */
export function BatchTable({
  source,
  filters,
  emptyText,
}: {
  source: BatchSource;
  filters?: Filters;
  emptyText: string;
}) {
  const [opened, setOpened] = useState<AdIdBatchItem>();
  const batches = usePagedQuery<AdIdBatchItem>({
    queryKey: source.queryKey,
    fetchPage: (params, signal) => source.listBatches(params, signal),
    filters: filters ?? {},
  });
  const columns = useMemo<TableColumnsType<AdIdBatchItem>>(
    () => [
      { title: '批次', dataIndex: 'id', width: 70 },
      ...(source.showMedium
        ? [
            {
              title: '媒体',
              dataIndex: 'medium',
              width: 100,
              render: (m: AdIdBatchItem['medium']) => MEDIUM_NAMES[m],
            },
          ]
        : []),
      { title: '渠道分类', dataIndex: 'category_name', width: 140 },
      {
        title: '转化基础',
        key: 'base',
        width: 220,
        render: (_, r) =>
          `${r.base_name}（${r.game_name ?? '—'}，${BASE_PLATFORM_NAMES[r.platform]}）`,
      },
      { title: '文件', dataIndex: 'file_name', width: 180 },
      { title: '数量', dataIndex: 'count', width: 80 },
      {
        title: '广告ID范围',
        key: 'range',
        width: 220,
        render: (_, r) => `${r.first_ad_id} ~ ${r.last_ad_id}`,
      },
      { title: '创建人', dataIndex: 'created_by', width: 120, render: creator },
      {
        title: '创建时间',
        dataIndex: 'created_at',
        width: 160,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: '操作',
        key: 'open',
        width: 100,
        fixed: 'right',
        render: (_, r) => (
          <Button type="link" size="small" onClick={() => setOpened(r)}>
            查看广告ID
          </Button>
        ),
      },
    ],
    [source.showMedium],
  );
  return (
    <>
      <PagedTable<AdIdBatchItem>
        rowKey="id"
        columns={columns}
        query={batches}
        scroll={{ x: 1300 }}
        emptyText={emptyText}
      />
      {opened && (
        <BatchAdIdsDrawer
          batch={opened}
          listAdIds={source.listAdIds}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
