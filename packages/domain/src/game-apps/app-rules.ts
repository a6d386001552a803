// The rules of an app package (docs/architecture/apps.md): what the create dialog checks as the
// user types and what the server checks again before anything reaches a medium. An app belongs to
// a game and a medium; Android apps are named by their Java package name and installed from an
// APK link, iOS apps by their bundle id and the App Store page.

import { APP_PLATFORMS, type AppMedium, type AppPlatform } from '@toufang/contracts';

export const APP_PLATFORM_NAMES: Record<AppPlatform, string> = {
  APP_ANDROID: '安卓',
  APP_IOS: 'iOS',
};

export interface AppLimits {
  nameMax: number;
  packageNameMax: number;
  downloadUrlMax: number;
  /** Apps one ad account may hold in the medium's app centre (null: no limit). */
  quotaPerAccount: number | null;
  /** The medium identifies an app by its own store id, which the user must give (腾讯广告). */
  needsStoreId: boolean;
  /** Android apps need a privacy-policy link (快手应用中心). */
  needsPrivacyUrl: boolean;
  /** Apps need an icon (快手应用中心: platform 1/3 require one). */
  needsIcon: boolean;
}

/**
 * Per-medium limits: 快手应用中心 app_name ≤ 100 and package_name ≤ 100 characters; 巨量引擎
 * 应用管理 app names ≤ 125 and package names ≤ 140, download links ≤ 255; 腾讯广告 names its
 * promoted apps by their 应用宝 / App Store id. Quotas per account as the sandbox enforces them.
 */
export const APP_LIMITS: Record<AppMedium, AppLimits> = {
  bytedance: {
    nameMax: 125,
    packageNameMax: 140,
    downloadUrlMax: 255,
    quotaPerAccount: 100,
    needsStoreId: false,
    needsPrivacyUrl: false,
    needsIcon: false,
  },
  kuaishou: {
    nameMax: 100,
    packageNameMax: 100,
    downloadUrlMax: 1024,
    quotaPerAccount: 50,
    needsStoreId: false,
    needsPrivacyUrl: true,
    needsIcon: true,
  },
  tencent: {
    nameMax: 60,
    packageNameMax: 128,
    downloadUrlMax: 1024,
    quotaPerAccount: 100,
    needsStoreId: true,
    needsPrivacyUrl: false,
    needsIcon: false,
  },
  other: {
    nameMax: 100,
    packageNameMax: 140,
    downloadUrlMax: 1024,
    quotaPerAccount: null,
    needsStoreId: false,
    needsPrivacyUrl: false,
    needsIcon: false,
  },
};

/** Accounts one create may target. */
export const APP_CREATE_ACCOUNTS_MAX = 50;

/** A Java package name: two or more segments, each a letter then letters, digits or `_`. */
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A bundle id: two or more segments of letters, digits and `-`. */
const IOS_BUNDLE = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
const APP_STORE = /^https:\/\/(?:apps|itunes)\.apple\.com\/\S*\/id(\d{6,12})(?:[/?#]\S*)?$/i;
const STORE_ID = /^\d{4,20}$/;

export interface AppInput {
  medium: AppMedium;
  platform: AppPlatform;
  name: string;
  packageName: string;
  downloadUrl: string;
  iconUrl?: string | null;
  /** The medium's store id (腾讯广告: 应用宝 app id for Android, App Store id for iOS). */
  storeId?: string | null;
  /** The privacy-policy page (快手 Android apps). */
  privacyUrl?: string | null;
}

export type AppField =
  'platform' | 'name' | 'packageName' | 'downloadUrl' | 'iconUrl' | 'storeId' | 'privacyUrl';

export interface AppProblem {
  field: AppField;
  message: string;
}

/** The App Store id in an App Store link (`…/id1234567890`), or null. */
export function appStoreIdOf(url: string): string | null {
  return APP_STORE.exec(url.trim())?.[1] ?? null;
}

/** Every problem of `input`, in form order; empty when the app may be created. */
export function appProblems(input: AppInput): AppProblem[] {
  const limits = APP_LIMITS[input.medium];
  const problems: AppProblem[] = [];
  const add = (field: AppField, message: string) => problems.push({ field, message });
  if (!(APP_PLATFORMS as readonly string[]).includes(input.platform)) {
    add('platform', '请选择应用平台（安卓或 iOS）');
  }
  const ios = input.platform === 'APP_IOS';

  const name = input.name.trim();
  if (!name) add('name', '请填写应用名称');
  else if ([...name].length > limits.nameMax) add('name', `应用名称最多 ${limits.nameMax} 个字符`);

  const pkg = input.packageName.trim();
  if (!pkg) add('packageName', ios ? '请填写 Bundle ID' : '请填写应用包名');
  else if (pkg.length > limits.packageNameMax) {
    add('packageName', `${ios ? 'Bundle ID' : '应用包名'}最多 ${limits.packageNameMax} 个字符`);
  } else if (ios ? !IOS_BUNDLE.test(pkg) : !ANDROID_PACKAGE.test(pkg)) {
    add(
      'packageName',
      ios
        ? 'Bundle ID 格式不正确，应如 com.example.game'
        : '应用包名格式不正确，应如 com.example.game（字母开头，至少两段，以点分隔）',
    );
  }

  const url = input.downloadUrl.trim();
  if (!url) add('downloadUrl', ios ? '请填写 App Store 链接' : '请填写下载链接');
  else if (url.length > limits.downloadUrlMax) {
    add('downloadUrl', `下载链接最多 ${limits.downloadUrlMax} 个字符`);
  } else if (!HTTP_URL.test(url)) add('downloadUrl', '下载链接应为 http 或 https 地址');
  else if (ios && !appStoreIdOf(url)) {
    add(
      'downloadUrl',
      'iOS 应用的下载链接应为 App Store 链接，如 https://apps.apple.com/cn/app/id123456789',
    );
  }

  const icon = input.iconUrl?.trim();
  if (icon && !HTTP_URL.test(icon)) add('iconUrl', '图标链接应为 http 或 https 地址');
  else if (!icon && limits.needsIcon) add('iconUrl', '请填写图标链接');

  const privacy = input.privacyUrl?.trim();
  if (privacy && !HTTP_URL.test(privacy)) add('privacyUrl', '隐私政策链接应为 http 或 https 地址');
  else if (!privacy && limits.needsPrivacyUrl && !ios) add('privacyUrl', '请填写隐私政策链接');

  if (limits.needsStoreId) {
    const storeId = input.storeId?.trim() || (ios ? appStoreIdOf(url) : null);
    if (!storeId) add('storeId', ios ? '请填写 App Store 应用ID' : '请填写应用宝应用ID');
    else if (!STORE_ID.test(storeId)) add('storeId', '应用ID应为 4 到 20 位数字');
  }
  return problems;
}

/** What remains of an account's quota after `used` apps (null: the medium sets none). */
export function quotaLeft(medium: AppMedium, used: number): number | null {
  const quota = APP_LIMITS[medium].quotaPerAccount;
  return quota === null ? null : Math.max(0, quota - used);
}
