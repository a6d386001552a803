import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';

type PageModule<K extends string> = Record<K, ComponentType>;

/** A route-level lazy page from a module's named export (spec: named exports only). */
function page<K extends string>(
  load: () => Promise<PageModule<K>>,
  exportName: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[exportName] }));
}

/**
 * The public login page (spec 000 §2), the one page without the signed-in shell, is not lazy: it is
 * the first page of every visit without a session, and what it uses (antd Form, Input, Tabs, Card…)
 * the shell and nearly every page use as well. In the entry it needs no second round trip, and its
 * antd code joins the long-lived initial chunk rather than a dozen small shared ones; measured, that
 * made both the login page and the first load of signed-in pages smaller.
 */
export { LoginPage };

const accountLists = () => import('../features/media-accounts/pages/account-list-pages');
const accountDetails = () => import('../features/media-accounts/pages/account-detail-pages');
const deliveryPages = () => import('../features/delivery/pages/delivery-pages');
const appPages = () => import('../features/game-apps');
const basePages = () => import('../features/conversion-bases');
const adIdPages = () => import('../features/ad-ids');
const creationPages = () => import('../features/creation');
const autorulePages = () => import('../features/autorules');
const starPages = () => import('../features/ks-star');
const landingPages = () => import('../features/landing-pages');

/**
 * The built pages, by route path of `ROUTE_TABLE`. Only these paths are routed and listed in menus
 * (no placeholder pages); adding a page is one line here.
 */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  '/login': LoginPage,
  '/404': page(() => import('./not-found-page'), 'NotFoundPage'),
  '/home/main': page(() => import('../features/dashboard'), 'DashboardPage'),
  '/cview/main': page(() => import('../features/dashboard'), 'MaterialOverviewPage'),
  '/info': page(() => import('../features/users/pages/user-list-page'), 'UserListPage'),
  '/user/showAcc/add': page(() => import('../features/users/pages/user-add-page'), 'UserAddPage'),
  '/manager': page(() => import('../features/config-data/pages/config-page'), 'ConfigPage'),
  '/privilige': page(() => import('../features/permissions'), 'PermissionsPage'),
  '/smsOutbox': page(() => import('../features/sms-outbox/pages/sms-outbox-page'), 'SmsOutboxPage'),
  '/userList/task': page(() => import('../features/feed-batches'), 'BatchTasksPage'),
  '/userList/userTask': page(() => import('../features/feed-batches'), 'MyTasksPage'),
  '/userList/user/adAcc': page(accountLists, 'BytedanceAccountsPage'),
  '/userList/adAccKs': page(accountLists, 'KuaishouAccountsPage'),
  '/userList/adAccQq': page(accountLists, 'TencentAccountsPage'),
  '/userList/adAcc/:id': page(accountDetails, 'BytedanceAccountDetailPage'),
  '/userList/adAccKs/:id': page(accountDetails, 'KuaishouAccountDetailPage'),
  '/userList/adAccQq/:id': page(accountDetails, 'TencentAccountDetailPage'),
  '/creative/material': page(() => import('../features/materials'), 'MaterialLibraryPage'),
  '/creative/material/:type/:id': page(() => import('../features/materials'), 'MaterialDetailPage'),
  '/creative/material/:type/:id/:sdate/:edate': page(
    () => import('../features/materials'),
    'MaterialDetailPage',
  ),
  '/creative/materialAudit': page(() => import('../features/materials'), 'MaterialReviewPage'),
  '/creative/title': page(() => import('../features/titles'), 'TitleLibraryPage'),
  '/project/projectTt': page(appPages, 'BytedanceAppsPage'),
  '/project/projectKs': page(appPages, 'KuaishouAppsPage'),
  '/project/projectGdt': page(appPages, 'TencentAppsPage'),
  '/project/projectOther': page(appPages, 'OtherAppsPage'),
  '/project/packageTask/:id': page(appPages, 'PackageTaskPage'),
  '/transConfig/media': page(adIdPages, 'BytedanceChannelIdsPage'),
  '/transConfig/collect': page(basePages, 'BytedanceBasesPage'),
  '/transConfig/collect/detail': page(basePages, 'BytedanceBaseDetailPage'),
  '/transConfig/collect/more': page(basePages, 'BytedanceBaseBatchesPage'),
  '/transConfigKs/mediaKs': page(adIdPages, 'KuaishouChannelIdsPage'),
  '/transConfigKs/collectKs': page(basePages, 'KuaishouBasesPage'),
  '/transConfigKs/collectKs/detail': page(basePages, 'KuaishouBaseDetailPage'),
  '/transConfigKs/collectKs/more': page(basePages, 'KuaishouBaseBatchesPage'),
  '/transConfigQq/mediaQq': page(adIdPages, 'TencentChannelIdsPage'),
  '/transConfigQq/collectQq': page(basePages, 'TencentBasesPage'),
  '/transConfigQq/collectQq/detail': page(basePages, 'TencentBaseDetailPage'),
  '/transConfigQq/collectQq/more': page(basePages, 'TencentBaseBatchesPage'),
  '/transConfigOther/mediaOther': page(adIdPages, 'OtherChannelIdsPage'),
  '/transConfigOther/other': page(basePages, 'OtherBasesPage'),
  '/transConfigOther/other/detail': page(basePages, 'OtherBaseDetailPage'),
  '/transConfigPc/mediaPc': page(adIdPages, 'PcChannelIdsPage'),
  '/transConfigPc/pc': page(basePages, 'PcBasesPage'),
  '/transConfigPc/pcBatch': page(adIdPages, 'PcBatchesPage'),
  '/transConfigPc/pc/detail': page(basePages, 'PcBaseDetailPage'),
  '/transConfig/batchAutoRuleTt': page(autorulePages, 'BytedanceAutorulesPage'),
  '/transConfigQq/batchAutoRuleQq': page(autorulePages, 'TencentAutorulesPage'),
  '/landing/monitor': page(() => import('../features/monitoring'), 'MonitorPage'),
  '/transConfig/launchV3': page(deliveryPages, 'BytedanceDeliveryPage'),
  '/transConfig/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid': page(
    deliveryPages,
    'BytedanceDeliveryPresetPage',
  ),
  '/transConfigKs/launchKs': page(deliveryPages, 'KuaishouDeliveryPage'),
  '/transConfigKs/launchKs/:designer/:sdate/:edate/:gid/:ofield/:unit_type/:taskid': page(
    deliveryPages,
    'KuaishouDeliveryPresetPage',
  ),
  '/transConfig/launchv2': page(deliveryPages, 'BytedanceV2DeliveryPage'),
  '/transConfig/launchv2/:designer/:sdate/:edate/:gid/:ofield/:taskid': page(
    deliveryPages,
    'BytedanceV2DeliveryPresetPage',
  ),
  '/transConfigQq/launchQqV2': page(deliveryPages, 'TencentV2DeliveryPage'),
  '/transConfigQq/launchQqV2/:designer/:sdate/:edate/:gid/:ofield/:taskid': page(
    deliveryPages,
    'TencentV2DeliveryPresetPage',
  ),
  '/transConfigQq/launchQqV3': page(deliveryPages, 'TencentDeliveryPage'),
  '/transConfigQq/launchQqV3/:designer/:sdate/:edate/:gid/:ofield/:taskid': page(
    deliveryPages,
    'TencentDeliveryPresetPage',
  ),
  '/transConfig/aiCreateTtV3/:id': page(creationPages, 'BytedanceWizardPage'),
  '/transConfig/aiCreateTt/:id': page(creationPages, 'BytedanceV2WizardPage'),
  '/transConfig/aiCreate/:id': page(creationPages, 'BytedanceV2WizardPage'),
  '/transConfig/release/v2/experience': page(creationPages, 'BytedanceTaskPage'),
  '/transConfigKs/ksaiCreate/:id': page(creationPages, 'KuaishouWizardPage'),
  '/transConfigKs/releaseKs': page(creationPages, 'KuaishouTaskPage'),
  '/transConfigQq/aiCreateQqV3/:id': page(creationPages, 'TencentWizardPage'),
  '/transConfigQq/releaseQqV3': page(creationPages, 'TencentTaskPage'),
  '/transConfigQq/aiCreateQq/:id': page(creationPages, 'TencentV2WizardPage'),
  '/transConfigQq/aiCreateQqV2/:id': page(creationPages, 'TencentV2WizardPage'),
  '/transConfigQq/releaseQqV2': page(creationPages, 'TencentV2TaskPage'),
  '/transConfig/editTtV3/:type/:id': page(creationPages, 'BytedanceEditPage'),
  '/transConfig/editTt/:type/:id': page(creationPages, 'BytedanceLegacyEditPage'),
  '/transConfig/edit/:type/:id': page(creationPages, 'BytedanceV1EditPage'),
  '/transConfigKs/editKs/:type/:id': page(creationPages, 'KuaishouEditPage'),
  '/transConfigQq/editQq/:type/:id': page(creationPages, 'TencentEditPage'),
  '/transConfigQq/editQqV2/:type/:id': page(creationPages, 'TencentV2EditPage'),
  '/transConfigQq/editQqV3/:type/:id': page(creationPages, 'TencentV3EditPage'),
  '/landing/nonlink': page(adIdPages, 'NonStreamAdIdsPage'),
  '/landing/land/tt': page(landingPages, 'TtLandingPage'),
  '/landing/land/ks': page(landingPages, 'KsLandingPage'),
  '/landing/land/others': page(landingPages, 'OtherLandingPage'),
  '/landing/nonStream': page(landingPages, 'SiteBuilderPage'),
  '/landing/adid': page(adIdPages, 'AdIdSearchPage'),
  '/landing/moreadid': page(adIdPages, 'AdIdBulkSearchPage'),
  '/landing/batchmedia': page(adIdPages, 'BatchMediaPage'),
  '/landing/batchmedia/list': page(adIdPages, 'BatchRecordsPage'),
  '/landing/ksstar/star': page(starPages, 'StarAuthorsPage'),
  '/landing/ksstar/order': page(starPages, 'StarOrdersPage'),
  '/landing/ksstar/order/:id': page(starPages, 'StarOrderDetailPage'),
  '/landing/ksstar/taskks': page(starPages, 'StarTasksPage'),
};

export function isBuilt(path: string): boolean {
  return Object.hasOwn(PAGES, path);
}
