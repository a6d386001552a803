import type { AppMedium, AppReviewStatus } from '@toufang/contracts';
import { APP_LIMITS } from '@toufang/domain';
import type { ValueMap } from '../../components/value-tag';

/**
 * What one medium's app page differs in (spec 000 §2 `/project/*`): titles, the medium's names for
 * its app centre and ids, and whether it has an API at all. The four pages are one component
 * driven by these.
 */
export interface AppsDefinition {
  medium: AppMedium;
  /** The page title, e.g. 头条应用. */
  title: string;
  /** The medium's platform name, e.g. 巨量引擎. */
  platform: string;
  /** Where the medium keeps apps, e.g. 应用管理. */
  centre: string;
  /** The medium has an app-centre API: apps are created in ad accounts and read back. */
  hasApi: boolean;
  /** What the medium calls an app's id. */
  appIdLabel: string;
  /** Shown above the list: how apps behave on this medium. */
  notice: string;
  /** Android apps are cut into channel packages (快手分包): 分包管理 and the package warnings. */
  subPackages: boolean;
}

const quota = (medium: AppMedium) => APP_LIMITS[medium].quotaPerAccount;

export const APP_DEFINITIONS: Readonly<Record<AppMedium, AppsDefinition>> = {
  bytedance: {
    medium: 'bytedance',
    title: '头条应用',
    platform: '巨量引擎',
    centre: '应用管理',
    hasApi: true,
    appIdLabel: '应用ID / 应用包ID',
    notice: `应用创建在所选账户的巨量引擎「应用管理」中，审核通过（已发布）后可用于创建事件资产与广告；每个账户最多 ${quota('bytedance')} 个应用。`,
    subPackages: false,
  },
  kuaishou: {
    medium: 'kuaishou',
    title: '快手应用',
    platform: '磁力引擎',
    centre: '应用中心',
    hasApi: true,
    appIdLabel: '应用ID',
    notice: `应用创建在所选账户的磁力引擎「应用中心」中，安全扫描成功后可用于投放；须提供应用图标，安卓应用还须提供隐私政策链接；每个账户最多 ${quota('kuaishou')} 个应用。`,
    subPackages: true,
  },
  tencent: {
    medium: 'tencent',
    title: '广点通应用',
    platform: '腾讯广告',
    centre: '推广目标',
    hasApi: true,
    appIdLabel: '应用ID（应用宝 / App Store）',
    notice: `腾讯广告按应用宝或 App Store 的应用ID识别应用，添加到账户的推广目标后即可使用；每个账户最多 ${quota('tencent')} 个应用。`,
    subPackages: false,
  },
  other: {
    medium: 'other',
    title: '其他媒体应用',
    platform: '其他媒体',
    centre: '本平台',
    hasApi: false,
    appIdLabel: '—',
    notice:
      '其他媒体与端游媒体没有开放接口：这里的应用只保存在本平台，用于生成监测链接和广告ID，不会同步到媒体；请在媒体后台自行上传安装包。',
    subPackages: false,
  },
};

export const REVIEW_STATUS: ValueMap<AppReviewStatus> = {
  creating: { text: '创建中', color: 'processing' },
  reviewing: { text: '审核中', color: 'processing' },
  approved: { text: '可用', color: 'success' },
  rejected: { text: '审核未通过', color: 'error' },
  failed: { text: '创建失败', color: 'error' },
  local: { text: '仅本平台', color: 'default' },
};

export const PLATFORM_OPTIONS = [
  { value: 'APP_ANDROID', label: '安卓' },
  { value: 'APP_IOS', label: 'iOS' },
] as const;
