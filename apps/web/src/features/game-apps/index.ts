export {
  BytedanceAppsPage,
  KuaishouAppsPage,
  OtherAppsPage,
  TencentAppsPage,
} from './pages/app-pages';
