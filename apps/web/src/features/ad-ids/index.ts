export {
  AdIdBulkSearchPage,
  AdIdSearchPage,
  BytedanceChannelIdsPage,
  KuaishouChannelIdsPage,
  TencentChannelIdsPage,
} from './pages/ad-id-pages';
