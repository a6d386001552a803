import type { AdIdBatchItem, AdIdItem } from '@toufang/contracts';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { batchAdIdsKey, listBatchAdIds } from '../api';
import { adIdColumns } from './ad-id-columns';

/** The ad IDs of one batch (`/batch/list_adid`), in the sheet's row order. */
export function BatchAdIdsDrawer({
  batch,
  onClose,
}: {
  batch: AdIdBatchItem;
  onClose: () => void;
}) {
  const query = usePagedQuery<AdIdItem>({
    queryKey: batchAdIdsKey(batch.id),
    fetchPage: (params, signal) => listBatchAdIds(batch.id, params, signal),
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
