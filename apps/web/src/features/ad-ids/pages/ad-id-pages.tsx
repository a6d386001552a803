import { AdIdBulkSearch } from '../components/ad-id-bulk-search';
import { AdIdSearch } from '../components/ad-id-search';
import { BatchMedia } from '../components/batch-media';
import { BatchRecords } from '../components/batch-records';
import { ChannelIds } from '../components/channel-ids';
import { NonStreamAdIds } from '../components/non-stream-ad-ids';
import { PcBatches } from '../components/pc-batches';
import { CHANNEL_ID_DEFINITIONS } from '../medium-definitions';

/** 渠道ID `/transConfig/media` (spec 000 §2; ability amt:adid_category_list). */
export function BytedanceChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.bytedance} />;
}

/** `/transConfigKs/mediaKs`. */
export function KuaishouChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.kuaishou} />;
}

/** `/transConfigQq/mediaQq`. */
export function TencentChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.tencent} />;
}

/** 其他媒体 `/transConfigOther/mediaOther`. */
export function OtherChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.other} />;
}

/** 广告ID查询 `/landing/adid` (ability searchadid:detail). */
export function AdIdSearchPage() {
  return <AdIdSearch />;
}

/** 广告ID批量查询 `/landing/moreadid` (ability searchadid:search). */
export function AdIdBulkSearchPage() {
  return <AdIdBulkSearch />;
}

/** 端游媒体 `/transConfigPc/mediaPc`. */
export function PcChannelIdsPage() {
  return <ChannelIds definition={CHANNEL_ID_DEFINITIONS.pc} />;
}

/** 批量广告ID `/transConfigPc/pcBatch` (ability tradition:batchlist). */
export function PcBatchesPage() {
  return <PcBatches />;
}

/** 批量生成广告ID `/landing/batchmedia` (ability batch:list). */
export function BatchMediaPage() {
  return <BatchMedia />;
}

/** 批量生成记录 `/landing/batchmedia/list` (ability batch:list). */
export function BatchRecordsPage() {
  return <BatchRecords />;
}

/** 非信息流广告ID `/landing/nonlink` (ability amt:non_stream_adid). */
export function NonStreamAdIdsPage() {
  return <NonStreamAdIds />;
}
