export {
  BytedanceAppsPage,
  KuaishouAppsPage,
  OtherAppsPage,
  TencentAppsPage,
} from './pages/app-pages';
export { PackageTaskPage } from './pages/package-task-page';
