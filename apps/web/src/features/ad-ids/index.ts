export {
  AdIdBulkSearchPage,
  AdIdSearchPage,
  BatchMediaPage,
  BatchRecordsPage,
  BytedanceChannelIdsPage,
  KuaishouChannelIdsPage,
  NonStreamAdIdsPage,
  OtherChannelIdsPage,
  PcBatchesPage,
  PcChannelIdsPage,
  TencentChannelIdsPage,
} from './pages/ad-id-pages';
export { SpendActions } from './components/spend-actions';
export { BatchTable, type BatchSource } from './components/batch-table';
export { BatchUploadModal } from './components/batch-upload-modal';
export { AD_IDS_KEY, downloadSheetTemplate, listBatchAdIds, listBatches } from './api';
export { CHANNEL_ID_DEFINITIONS } from './medium-definitions';
