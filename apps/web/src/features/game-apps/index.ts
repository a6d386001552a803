export {
  BytedanceAppsPage,
  KuaishouAppsPage,
  OtherAppsPage,
  TencentAppsPage,
} from './pages/app-pages';
export { PackageTaskPage } from './pages/package-task-page';
export { SUB_PACKAGE_STATUS } from './sub-packages/sub-package-columns';
