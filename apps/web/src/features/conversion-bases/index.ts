export {
  BytedanceBaseDetailPage,
  BytedanceBasesPage,
  KuaishouBaseDetailPage,
  KuaishouBasesPage,
  TencentBaseDetailPage,
  TencentBasesPage,
} from './pages/base-pages';
