import { AppList } from '../components/app-list';
import { APP_DEFINITIONS } from '../medium-definitions';

/** 头条应用 `/project/projectTt` (spec 000 §2; ability project:gameupdate). */
export function BytedanceAppsPage() {
  return <AppList definition={APP_DEFINITIONS.bytedance} />;
}

/** 快手应用 `/project/projectKs`. */
export function KuaishouAppsPage() {
  return <AppList definition={APP_DEFINITIONS.kuaishou} />;
}

/** 广点通应用 `/project/projectGdt`. */
export function TencentAppsPage() {
  return <AppList definition={APP_DEFINITIONS.tencent} />;
}

/** 其他媒体应用 `/project/projectOther`: link-based media, kept in the platform only. */
export function OtherAppsPage() {
  return <AppList definition={APP_DEFINITIONS.other} />;
}
