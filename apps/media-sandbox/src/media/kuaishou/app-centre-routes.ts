import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { registerMultipartParser } from '../../http/multipart-form';
import type { ObjectRecord } from '../../state/collection';
import type { SandboxApp } from '../../state/records';
import { APP_REVIEW_MS, appsOf, appVerdict, checkNewApp } from '../app-review';
import { API, pageOf } from './object-support';

// 应用中心 (media-wire kuaishou/app-centre.ts): multipart v1/file/ad/app/create by download url
// (the sandbox takes no apk file part) and v2/file/ad/app/list. 应用标记 (app_version) is unique in
// the account, and so is an Android package name; the scan runs APP_REVIEW_MS of simulated time
// (scan_status 1 扫描中) and ends 2 成功 or 3 失败. Only the download platforms are taken.

const PLATFORM = { android: 1, ios: 3 } as const;

function view(r: Readonly<ObjectRecord<SandboxApp>>, now: number): kuaishou.CentreApp {
  const verdict = appVerdict(r, now);
  return {
    app_id: r.id,
    url: r.wire.downloadUrl ?? '',
    app_version: r.wire.label,
    app_name: r.wire.appName,
    ...(r.wire.iconUrl ? { app_icon_url: r.wire.iconUrl } : {}),
    ...(r.wire.packageName ? { package_name: r.wire.packageName } : {}),
    platform: PLATFORM[r.wire.platform],
    update_time: Math.max(r.updatedAt, Math.min(now, r.createdAt + APP_REVIEW_MS)),
    use_sdk: 0,
    ...(r.wire.privacyUrl ? { app_privacy_url: r.wire.privacyUrl } : {}),
    scan_status: verdict.state === 'reviewing' ? 1 : verdict.state === 'approved' ? 2 : 3,
  };
}

export function registerKuaishouAppCentre(ctx: MediumContext): void {
  registerMultipartParser(ctx.app);
  const { apps } = ctx.state.kuaishou;

  ctx.endpoint(
    'POST',
    `${API}/v1/file/ad/app/create`,
    (req) => {
      const form = ctx.parse(kuaishou.AppCreateRequestSchema, req.input);
      if (form.platform === 2 || form.platform === 4) {
        throw mediumError('param', '网页游戏类应用请在应用中心网页创建');
      }
      const platform = form.platform === 1 ? 'android' : 'ios';
      const advertiserId = ctx.advertiser(req).id;
      checkNewApp('kuaishou', appsOf(apps, advertiserId), (app) => {
        if (app.label === form.app_version) return `应用标记已存在：${form.app_version}`;
        return platform === 'android' &&
          app.platform === 'android' &&
          app.packageName === form.package_name
          ? `该包名的应用已存在：${form.package_name}（${app.appName}）`
          : null;
      });
      const id = ctx.state.nextId('kuaishou.app');
      apps.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          platform,
          appName: form.app_name,
          packageName: form.package_name ?? null,
          downloadUrl: form.url,
          iconUrl: form.app_icon_url ?? null,
          label: form.app_version,
          privacyUrl: form.app_privacy_url ?? null,
        },
      });
      return { app_id: id } satisfies kuaishou.AppCreateData;
    },
    { write: true },
  );

  ctx.endpoint('POST', `${API}/v2/file/ad/app/list`, (req) => {
    const body = ctx.parse(kuaishou.AppListRequestSchema, req.input);
    const ids = body.app_ids && body.app_ids.length > 0 ? new Set(body.app_ids) : null;
    const list = appsOf(apps, ctx.advertiser(req).id)
      .filter((r) => !ids || ids.has(r.id))
      .map((r) => view(r, req.now));
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.AppListData;
  });
}
