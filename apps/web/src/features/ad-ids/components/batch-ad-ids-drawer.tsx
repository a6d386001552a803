import type { AdIdBatchItem, AdIdItem, AdIdListData } from '@toufang/contracts';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import type { QueryParams } from '../../../api/client';
import { batchAdIdsKey } from '../api';
import { adIdColumns } from './ad-id-columns';

/**
 * The ad IDs of one batch (`/batch/list_adid`, or `/tradition/batchlist_link` on pcBatch), in the
 * sheet's row order.
 */
export function BatchAdIdsDrawer({
  batch,
  listAdIds,
  onClose,
}: {
  batch: AdIdBatchItem;
  listAdIds: (batchId: number, params: QueryParams, signal?: AbortSignal) => Promise<AdIdListData>;
  onClose: () => void;
}) {
  const query = usePagedQuery<AdIdItem>({
    queryKey: batchAdIdsKey(batch.id),
    fetchPage: (params, signal) => listAdIds(batch.id, params, signal),
  });
  const columns = useMemo(() => adIdColumns(), []);
  return (
    <Drawer
      open
      width={1100}
      title={`批次 ${batch.id}：${batch.file_name}（${batch.count} 个广告ID）`}
      onClose={onClose}
    >
      <PagedTable<AdIdItem>
        rowKey="ad_id"
        columns={columns}
        query={query}
        scroll={{ x: 1300 }}
        emptyText="该批次没有广告ID"
      />
    </Drawer>
  );
}
