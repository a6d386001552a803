import { Alert, Card } from 'antd';
import { Link } from 'react-router';
import { AD_IDS_KEY, listPcBatchAdIds, listPcBatches } from '../api';
import { CHANNEL_ID_DEFINITIONS } from '../medium-definitions';
import { BatchTable, type BatchSource } from './batch-table';

const PC = CHANNEL_ID_DEFINITIONS.pc;

const SOURCE: BatchSource = {
  queryKey: [...AD_IDS_KEY, 'pc', 'tradition-batches'],
  listBatches: listPcBatches,
  listAdIds: listPcBatchAdIds,
};

/**
 * 批量广告ID `/transConfigPc/pcBatch` (ability `tradition:batchlist`; spec 002 §7
 * `/tradition/batchlist`, `batchlist_link`): the desktop-game media's ad-ID batches and, per
 * batch, each channel's ad ID and link to hand out.
 */
export function PcBatches() {
  return (
    <Card title="批量广告ID（端游媒体）" variant="borderless">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={
          <>
            端游媒体的广告ID批次：新建端游转化基础时上传的渠道表格，以及在
            <Link to={PC.path}>渠道ID</Link>
            页按转化基础上传的表格。打开批次可逐个复制渠道的点击监测链接。
          </>
        }
      />
      <BatchTable source={SOURCE} emptyText="暂无端游广告ID批次" />
    </Card>
  );
}
