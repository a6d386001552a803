export {
  BytedanceBaseBatchesPage,
  BytedanceBaseDetailPage,
  BytedanceBasesPage,
  KuaishouBaseBatchesPage,
  KuaishouBaseDetailPage,
  KuaishouBasesPage,
  OtherBaseDetailPage,
  OtherBasesPage,
  PcBaseDetailPage,
  PcBasesPage,
  TencentBaseBatchesPage,
  TencentBaseDetailPage,
  TencentBasesPage,
} from './pages/base-pages';
export { listBases } from './api';
