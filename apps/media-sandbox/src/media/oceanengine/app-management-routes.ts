import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { paginate } from '../../http/paging';
import type { ObjectRecord } from '../../state/collection';
import type { SandboxApp } from '../../state/records';
import { APP_REVIEW_MS, appsOf, appVerdict, checkNewApp } from '../app-review';

// 应用管理 (media-wire oceanengine/app-management.ts): the folded create and the published
// listing `2/tools/app_management/app/get/`. A package name is one app per advertiser; the
// listing answers ENABLE apps unless `status` asks otherwise (ALL for every state), matches
// `search_key` against the app id and the name, and shows the review as AUDIT_DOING →
// ENABLE or AUDIT_REJECTED with its reason.

const API = '/oceanengine/open_api';

const packageIdOf = (id: number) => `${id}`.replace(/^179/, '175');

function view(r: Readonly<ObjectRecord<SandboxApp>>, now: number): oceanengine.ManagedApp {
  const verdict = appVerdict(r, now);
  const status: oceanengine.AppManagementStatus =
    verdict.state === 'reviewing'
      ? 'AUDIT_DOING'
      : verdict.state === 'approved'
        ? 'ENABLE'
        : 'AUDIT_REJECTED';
  return {
    package_id: packageIdOf(r.id),
    package_name: r.wire.packageName ?? '',
    app_cloud_id: r.id,
    app_name: r.wire.appName,
    version: '1.0.0',
    download_url: r.wire.downloadUrl ?? '',
    ...(r.wire.iconUrl ? { icon_url: r.wire.iconUrl } : {}),
    app_type: r.wire.platform === 'ios' ? 'IOS' : 'Android',
    status,
    ...(verdict.state === 'rejected' ? { reject_reason: verdict.reason } : {}),
    ...(verdict.state === 'approved'
      ? { publish_time: formatDateTime(r.createdAt + APP_REVIEW_MS) }
      : {}),
    create_time: formatDateTime(r.createdAt),
    update_time: formatDateTime(Math.max(r.updatedAt, Math.min(now, r.createdAt + APP_REVIEW_MS))),
  };
}

export function registerOceanEngineAppManagement(ctx: MediumContext): void {
  const { apps } = ctx.state.oceanengine;

  ctx.endpoint(
    'POST',
    `${API}/2/tools/app_management/app/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.AppCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      checkNewApp('oceanengine', appsOf(apps, advertiserId), (app) =>
        app.packageName === body.package_name &&
        app.platform === (body.app_type === 'IOS' ? 'ios' : 'android')
          ? `该应用已存在：${body.package_name}（${app.appName}）`
          : null,
      );
      const id = ctx.state.nextId('oceanengine.app');
      apps.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          platform: body.app_type === 'IOS' ? 'ios' : 'android',
          appName: body.app_name,
          packageName: body.package_name,
          downloadUrl: body.download_url,
          iconUrl: body.icon_url ?? null,
          label: body.package_name,
          privacyUrl: null,
        },
      });
      return { package_id: packageIdOf(id), app_cloud_id: id } satisfies oceanengine.AppCreateData;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/2/tools/app_management/app/get/`, (req) => {
    const query = ctx.parse(oceanengine.AppGetRequestSchema, req.input);
    const status = query.status ?? 'ENABLE';
    const key = query.search_key?.trim();
    const list = appsOf(apps, ctx.advertiser(req).id)
      .map((r) => view(r, req.now))
      .filter((a) => status === 'ALL' || a.status === status)
      .filter((a) => !key || String(a.app_cloud_id) === key || a.app_name.includes(key));
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 10);
    return { list: items, page_info: pageInfo } satisfies oceanengine.AppGetData;
  });
}
