import type { Medium } from '@toufang/media-wire';
import { mediumError } from '../http/medium-error';
import type { ObjectCollection, ObjectRecord } from '../state/collection';
import type { SandboxApp } from '../state/records';

// What the three app centres share in the sandbox: each account holds at most a medium's quota of
// apps (the media publish no figures: the sandbox's pick, mirrored in the platform's app rules),
// and Ocean Engine and Kuaishou review a new app for APP_REVIEW_MS of simulated time. The review
// downloads the package: an Android app whose link does not name an .apk is refused, as the media
// refuse a link that answers no installable package.

export const APP_QUOTA: Record<Medium, number> = { oceanengine: 100, kuaishou: 50, tencent: 100 };
export const APP_REVIEW_MS = 120_000;

export type AppVerdict =
  { state: 'reviewing' } | { state: 'approved' } | { state: 'rejected'; reason: string };

/** Why the review refuses `app`, or null. */
function refusalOf(app: SandboxApp): string | null {
  if (app.platform !== 'android' || !app.downloadUrl) return null;
  const path = app.downloadUrl.replace(/[?#].*$/, '');
  return /\.apk$/i.test(path) ? null : '下载链接未返回有效的安装包（apk），请检查链接后重新提交';
}

/** The review's state at `now` of an app created at `createdAt`. */
export function appVerdict(record: Readonly<ObjectRecord<SandboxApp>>, now: number): AppVerdict {
  if (now < record.createdAt + APP_REVIEW_MS) return { state: 'reviewing' };
  const reason = refusalOf(record.wire);
  return reason ? { state: 'rejected', reason } : { state: 'approved' };
}

/** The advertiser's apps, newest first. */
export function appsOf(
  apps: ObjectCollection<SandboxApp>,
  advertiserId: number,
): Readonly<ObjectRecord<SandboxApp>>[] {
  return apps
    .listByAdvertiser(advertiserId)
    .toSorted((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** Refuses a create beyond the account's quota, or a second app with the same `key`. */
export function checkNewApp(
  medium: Medium,
  existing: readonly Readonly<ObjectRecord<SandboxApp>>[],
  duplicate: (app: SandboxApp) => string | null,
): void {
  if (existing.length >= APP_QUOTA[medium]) {
    throw mediumError('param', `账户的应用数量已达上限（${APP_QUOTA[medium]} 个）`);
  }
  for (const { wire } of existing) {
    const reason = duplicate(wire);
    if (reason) throw mediumError('param', reason);
  }
}
