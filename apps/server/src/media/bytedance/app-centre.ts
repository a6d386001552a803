import { oceanengine } from '@toufang/media-wire';
import type { z } from 'zod';
import type { AppCentreSpec, MediaAppView } from '../app-centre';
import { numericId } from '../oauth-support';

// 应用管理 (media-wire oceanengine/app-management.ts): the sandbox's folded create and the
// published listing 2/tools/app_management/app/get/ with status ALL. The app's id is its
// app_cloud_id; its 应用包 id (package_id) is what event assets and promotions name.

type Listing = z.output<typeof oceanengine.AppGetDataSchema>;

const STATUS: Record<string, MediaAppView['reviewStatus']> = {
  AUDIT_DOING: 'reviewing',
  AUDIT_REJECTED: 'rejected',
};

const viewOf = (a: Listing['list'][number]): MediaAppView => ({
  mediaAppId: String(a.app_cloud_id),
  packageId: a.package_id,
  name: a.app_name,
  platform: a.app_type === 'IOS' ? 'APP_IOS' : 'APP_ANDROID',
  packageName: a.package_name || null,
  downloadUrl: a.download_url || null,
  iconUrl: a.icon_url ?? null,
  reviewStatus: STATUS[String(a.status)] ?? 'approved',
  rejectReason: a.reject_reason ?? null,
  raw: a,
});

export const BYTEDANCE_APP_CENTRE: AppCentreSpec<
  z.output<typeof oceanengine.AppCreateDataSchema>,
  Listing
> = {
  medium: 'bytedance',
  create: {
    path: '2/tools/app_management/app/create/',
    params: (advertiserId, app) => ({
      advertiser_id: numericId(advertiserId),
      app_name: app.name,
      package_name: app.packageName,
      download_url: app.downloadUrl,
      app_type: app.platform === 'APP_IOS' ? 'IOS' : 'Android',
      ...(app.iconUrl ? { icon_url: app.iconUrl } : {}),
    }),
    data: oceanengine.AppCreateDataSchema,
    idOf: (d) => d.app_cloud_id,
  },
  list: {
    method: 'GET',
    path: '2/tools/app_management/app/get/',
    pageSize: oceanengine.APP_MANAGEMENT_LIMITS.pageSizeMax,
    params: (advertiserId, page, pageSize) => ({
      advertiser_id: numericId(advertiserId),
      status: 'ALL',
      page,
      page_size: pageSize,
    }),
    data: oceanengine.AppGetDataSchema,
    apps: (d) => d.list.map(viewOf),
    total: (d) => d.page_info.total_number,
  },
  isSameApp: (view, app) => view.packageName === app.packageName && view.platform === app.platform,
};
