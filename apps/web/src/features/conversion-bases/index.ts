export {
  BytedanceBaseDetailPage,
  BytedanceBasesPage,
  KuaishouBaseDetailPage,
  KuaishouBasesPage,
  OtherBaseDetailPage,
  OtherBasesPage,
  TencentBaseDetailPage,
  TencentBasesPage,
} from './pages/base-pages';
export { listBases } from './api';
