import { tencent } from '@toufang/media-wire';
import type { z } from 'zod';
import type { AppCentreSpec, MediaAppView } from '../app-centre';
import { numericId } from '../oauth-support';

// 推广目标 apps (media-wire tencent/promoted-objects.ts): promoted_objects/add names the app by
// its store id (应用宝 for Android, App Store for iOS) and is usable at once — Tencent has no
// review of its own here; promoted_objects/get lists them. The store id is the app's id.

type Listing = z.output<typeof tencent.PromotedObjectGetDataSchema>;

const viewOf = (o: Listing['list'][number]): MediaAppView => {
  const ios = o.promoted_object_type === 'PROMOTED_OBJECT_TYPE_APP_IOS';
  const spec = ios
    ? o.promoted_object_spec?.app_ios_spec
    : o.promoted_object_spec?.app_android_spec;
  return {
    mediaAppId: o.promoted_object_id,
    packageId: null,
    name: o.promoted_object_name,
    platform: ios ? 'APP_IOS' : 'APP_ANDROID',
    packageName: spec?.package_name ?? null,
    downloadUrl: spec?.download_url ?? null,
    iconUrl: spec?.icon_url ?? null,
    reviewStatus: 'approved',
    rejectReason: null,
    raw: o,
  };
};

export const TENCENT_APP_CENTRE: AppCentreSpec<tencent.PromotedObjectAddData, Listing> = {
  medium: 'tencent',
  create: {
    path: 'promoted_objects/add',
    params: (advertiserId, app) => ({
      account_id: numericId(advertiserId),
      promoted_object_type:
        app.platform === 'APP_IOS'
          ? 'PROMOTED_OBJECT_TYPE_APP_IOS'
          : 'PROMOTED_OBJECT_TYPE_APP_ANDROID',
      promoted_object_id: app.storeId ?? '',
      promoted_object_name: app.name.slice(0, tencent.PROMOTED_OBJECT_LIMITS.nameMax),
    }),
    data: tencent.PromotedObjectAddDataSchema,
    idOf: (d) => d.promoted_object_id,
  },
  list: {
    method: 'GET',
    path: 'promoted_objects/get',
    pageSize: tencent.PROMOTED_OBJECT_LIMITS.pageSizeMax,
    params: (advertiserId, page, pageSize) => ({
      account_id: numericId(advertiserId),
      page,
      page_size: pageSize,
    }),
    data: tencent.PromotedObjectGetDataSchema,
    apps: (d) => d.list.map(viewOf),
    total: (d) => d.page_info.total_number,
  },
  isSameApp: (view, app) => view.mediaAppId === app.storeId,
};
