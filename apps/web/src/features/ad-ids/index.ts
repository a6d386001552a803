export {
  AdIdBulkSearchPage,
  AdIdSearchPage,
  BytedanceChannelIdsPage,
  KuaishouChannelIdsPage,
  OtherChannelIdsPage,
  TencentChannelIdsPage,
} from './pages/ad-id-pages';
