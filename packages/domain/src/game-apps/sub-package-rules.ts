// The rules of Kuaishou sub-packages (分包, docs/architecture/apps.md): which app may be cut into
// channel packages, which ad IDs may name a channel, the medium's quota of packages per app, and
// when an app goes on the package warning list of the version notice (分包预警).

import type {
  AppMedium,
  AppPlatform,
  AppReviewStatus,
  PackageWarningKind,
} from '@toufang/contracts';
import { parseAdId } from '../ad-ids/ad-id-format';

/** The share of the medium's quota from which an app is warned about (90 %). */
export const PACKAGE_QUOTA_WARN_SHARE = 0.9;

export interface PackageableApp {
  medium: AppMedium;
  platform: AppPlatform;
  reviewStatus: AppReviewStatus;
  mediaAppId: string | null;
}

/** Why the app cannot be cut into sub-packages, or null. */
export function subPackageAppProblem(app: PackageableApp): string | null {
  if (app.medium !== 'kuaishou') return '仅快手应用支持分包';
  if (app.platform !== 'APP_ANDROID') return '仅安卓应用支持分包';
  if (app.reviewStatus !== 'approved' || !app.mediaAppId) {
    return '应用在快手应用中心审核通过后才能分包';
  }
  return null;
}

/** Why `input` cannot name a Kuaishou channel, or null. */
export function channelAdIdProblem(input: string): string | null {
  const parsed = parseAdId(input);
  if (!parsed) return `广告ID格式不正确：${input}`;
  if (parsed.medium !== 'kuaishou') return `不是磁力引擎的广告ID：${parsed.adId}`;
  return null;
}

/** Why adding `adding` packages to an app holding `used` of `quota` is refused, or null. */
export function packageQuotaProblem(
  used: number,
  adding: number,
  quota: number | null,
): string | null {
  if (quota === null || used + adding <= quota) return null;
  return `分包数量超出媒体配额：已有 ${used} 个，上限 ${quota} 个，本次 ${adding} 个`;
}

/** Whether an app holding `used` of `quota` packages nears the quota. */
export function nearsPackageQuota(used: number, quota: number | null): boolean {
  return quota !== null && quota > 0 && used >= quota * PACKAGE_QUOTA_WARN_SHARE;
}

/** Why an app is on the warning list: a download link failing its check, or the quota near. */
export function packageWarningKinds(input: {
  downloadFailures: number;
  used: number | null;
  quota: number | null;
}): PackageWarningKind[] {
  const kinds: PackageWarningKind[] = [];
  if (input.downloadFailures > 0) kinds.push('download');
  if (input.used !== null && nearsPackageQuota(input.used, input.quota)) kinds.push('quota');
  return kinds;
}

/** The Chinese label of a warning kind. */
export const PACKAGE_WARNING_LABELS: Record<PackageWarningKind, string> = {
  download: '下载链接不可用',
  quota: '分包数量接近媒体上限',
};
