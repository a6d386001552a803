import { kuaishou } from '@toufang/media-wire';
import type { z } from 'zod';
import type { AppCentreSpec, MediaAppView } from '../app-centre';
import { numericId } from '../oauth-support';

// 应用中心 (media-wire kuaishou/app-centre.ts): multipart v1/file/ad/app/create by download url
// (platform 1 Android / 3 iOS 应用下载), and v2/file/ad/app/list. The scan is the review:
// scan_status 1 扫描中 and 4 重试中 are reviewing, 2 成功 approved, 3 失败 rejected. The 应用标记
// (app_version) is unique in an account, so it is how a lost create is found again.

type Listing = z.output<typeof kuaishou.AppListDataSchema>;

const REVIEW: Record<number, MediaAppView['reviewStatus']> = {
  1: 'reviewing',
  2: 'approved',
  3: 'rejected',
  4: 'reviewing',
};

const viewOf = (a: Listing['details'][number]): MediaAppView => ({
  mediaAppId: String(a.app_id),
  packageId: null,
  name: a.app_name,
  platform: Number(a.platform) === 3 ? 'APP_IOS' : 'APP_ANDROID',
  packageName: a.package_name ?? null,
  downloadUrl: a.url || null,
  iconUrl: a.app_icon_url ?? null,
  reviewStatus: REVIEW[Number(a.scan_status ?? 2)] ?? 'approved',
  rejectReason: Number(a.scan_status) === 3 ? '应用安全扫描未通过' : null,
  raw: a,
});

export const KUAISHOU_APP_CENTRE: AppCentreSpec<kuaishou.AppCreateData, Listing> = {
  medium: 'kuaishou',
  create: {
    path: 'v1/file/ad/app/create',
    multipart: true,
    params: (advertiserId, app) => ({
      advertiser_id: numericId(advertiserId),
      url: app.downloadUrl,
      app_version: app.label,
      app_name: app.name,
      platform: app.platform === 'APP_IOS' ? 3 : 1,
      use_sdk: 0,
      ...(app.platform === 'APP_ANDROID' ? { package_name: app.packageName } : {}),
      ...(app.iconUrl ? { app_icon_url: app.iconUrl } : {}),
      ...(app.privacyUrl ? { app_privacy_url: app.privacyUrl } : {}),
    }),
    data: kuaishou.AppCreateDataSchema,
    idOf: (d) => String(d.app_id),
  },
  list: {
    method: 'POST',
    path: 'v2/file/ad/app/list',
    pageSize: 100,
    params: (advertiserId, page, pageSize) => ({
      advertiser_id: numericId(advertiserId),
      page,
      page_size: pageSize,
    }),
    data: kuaishou.AppListDataSchema,
    apps: (d) => d.details.map(viewOf),
    total: (d) => d.total_count,
  },
  isSameApp: (view, app) => (view.raw as { app_version?: string }).app_version === app.label,
};
