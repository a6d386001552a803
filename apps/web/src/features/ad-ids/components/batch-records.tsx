import { BASE_MEDIA, type BaseMedium } from '@toufang/contracts';
import { Card, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { AD_IDS_KEY, listBatchAdIds, listBatches } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';
import { BatchTable, type BatchSource } from './batch-table';

const SOURCE: BatchSource = {
  queryKey: [...AD_IDS_KEY, 'all', 'batches'],
  listBatches: (params, signal) => listBatches(undefined, params, signal),
  listAdIds: listBatchAdIds,
  showMedium: true,
};

/**
 * 批量生成记录 `/landing/batchmedia/list` (ability `batch:list`): every medium's ad-ID batches
 * in the caller's data scope, newest first, narrowed by medium.
 */
export function BatchRecords() {
  const [medium, setMedium] = useState<BaseMedium>();
  return (
    <Card
      title="批量生成记录"
      variant="borderless"
      extra={<Link to="/landing/batchmedia">批量生成广告ID</Link>}
    >
      <ListToolbar
        filters={
          <Select
            allowClear
            aria-label="媒体"
            placeholder="全部媒体"
            style={{ width: 160 }}
            value={medium}
            onChange={setMedium}
            options={BASE_MEDIA.map((m) => ({ value: m, label: MEDIUM_NAMES[m] }))}
          />
        }
      />
      <BatchTable
        source={SOURCE}
        filters={{ medium }}
        emptyText="暂无批次，可在「批量生成广告ID」上传表格"
      />
    </Card>
  );
}
