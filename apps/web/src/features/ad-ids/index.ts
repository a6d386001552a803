export {
  AdIdBulkSearchPage,
  AdIdSearchPage,
  BatchMediaPage,
  BatchRecordsPage,
  BytedanceChannelIdsPage,
  KuaishouChannelIdsPage,
  OtherChannelIdsPage,
  PcBatchesPage,
  PcChannelIdsPage,
  TencentChannelIdsPage,
} from './pages/ad-id-pages';
export { SpendActions } from './components/spend-actions';
