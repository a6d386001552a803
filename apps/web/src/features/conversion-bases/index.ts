export {
  BytedanceBaseDetailPage,
  BytedanceBasesPage,
  KuaishouBaseDetailPage,
  KuaishouBasesPage,
  OtherBaseDetailPage,
  OtherBasesPage,
  PcBaseDetailPage,
  PcBasesPage,
  TencentBaseDetailPage,
  TencentBasesPage,
} from './pages/base-pages';
export { listBases } from './api';
