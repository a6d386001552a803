import type { AbilityKey } from './abilities';
import {
  FEED_MATERIAL_URL_PATH,
  FEED_PROJECT_READ_PATH,
  FEED_PROMOTION_READ_PATH,
  FEED_REPORT_ABILITIES,
  FEED_REPORT_EXPORT_PATHS,
  FEED_REPORT_PATHS,
} from './api/feed-reports';
import { FEED_BUDGET_FACTS_PATHS, FEED_REPORT_SELECTION_PATHS } from './api/feed-selection';
import type { ReportTab } from './api/report-views';

// Who may do what on the Ocean Engine delivery screen (spec 001 §6), as ONE table read by the web
// app (which tabs open, which buttons are enabled) and by the server (which ability each route
// declares). Spec 001 §6 names the abilities of the tabs, the switches, the ad edit, the project
// edit with the inline budget/bid and the create button; the rest follows from them:
//
// | tab      | list                  | switch                | delete                | budget    | edit            | copy            | advice                | create        |
// | account  | advertiser:list       | —                     | —                     | ad:update | —               | —               | —                     | —             |
// | project  | …:v3:project:reports  | campaign:updatestatus | campaign:updatestatus | ad:update | ad:update       | —               | …:v3:project:reports  | delivery:task |
// | ad       | …:v3:promotion:reports| ad:updatestatus       | —                     | ad:update | creative:update | creative:update | …:v3:promotion:reports| —             |
// | material | …:v3:promotion:reports| ad:updatestatus       | ad:updatestatus       | —         | —               | —               | —                     | —             |
//
// - switch: the row switch and the batch 开启/暂停 (materials also through 批量修改 → 修改素材状态).
// - delete: the row delete and the batch delete. A project is deleted through its status call
//   (spec 001 §4 "sent as an opt_status value"), so it needs the switch's ability; a material's
//   removal goes with its switch (ad:updatestatus).
// - budget: every budget, bid, deep bid and ROI goal, one row (the 预算/出价 dialog) or many
//   (批量修改, 批量编辑) — spec 001 §6 "editing a project and inline budget/bid"; the
//   account day budget is the same kind of value.
// - edit: the object's other settings — a project's end date and weekly schedule (ad:update, "edit
//   project"), an ad's auto extend traffic (creative:update, "edit ad").
// - copy: copying an ad makes a new ad from it (creative:update, "edit ad").
// - advice: the audit advice of the tab's rows, read with the tab's list ability.
// - create: the 程序化批量V3 button of the project tab (delivery:task).

export const DELIVERY_ACTIONS = [
  'list',
  'switch',
  'delete',
  'budget',
  'edit',
  'copy',
  'advice',
  'create',
] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

export const DELIVERY_ACTION_LABELS: Record<DeliveryAction, string> = {
  list: '查看列表',
  switch: '开启/暂停',
  delete: '删除',
  budget: '修改预算与出价',
  edit: '修改设置',
  copy: '复制广告',
  advice: '审核建议',
  create: '程序化批量V3',
};

export type TabAbilities = Readonly<Partial<Record<DeliveryAction, AbilityKey>>>;

/** The ability of each action of each tab of `/transConfig/launchV3`; no entry: no such action. */
export const FEED_DELIVERY_ABILITIES: Readonly<Record<ReportTab, TabAbilities>> = {
  account: {
    list: FEED_REPORT_ABILITIES.account,
    budget: 'ad:update',
  },
  project: {
    list: FEED_REPORT_ABILITIES.project,
    switch: 'campaign:updatestatus',
    delete: 'campaign:updatestatus',
    budget: 'ad:update',
    edit: 'ad:update',
    advice: FEED_REPORT_ABILITIES.project,
    create: 'delivery:task',
  },
  promotion: {
    list: FEED_REPORT_ABILITIES.promotion,
    switch: 'ad:updatestatus',
    budget: 'ad:update',
    edit: 'creative:update',
    copy: 'creative:update',
    advice: FEED_REPORT_ABILITIES.promotion,
  },
  material: {
    list: FEED_REPORT_ABILITIES.material,
    switch: 'ad:updatestatus',
    delete: 'ad:updatestatus',
  },
};

/** The ability a tab's action needs; throws for an action the tab does not have. */
export function feedDeliveryAbility(tab: ReportTab, action: DeliveryAction): AbilityKey {
  const ability = FEED_DELIVERY_ABILITIES[tab][action];
  if (ability === undefined) throw new Error(`The ${tab} tab has no ${action} action`);
  return ability;
}

export interface DeliveryRouteAction {
  method: 'GET' | 'POST';
  path: string;
  tab: ReportTab;
  action: DeliveryAction;
}

const BASE = '/api/bytedance/v3';
const post = (path: string, tab: ReportTab, action: DeliveryAction): DeliveryRouteAction => ({
  method: 'POST',
  path,
  tab,
  action,
});

/**
 * Every call of the delivery screen with the (tab, action) it serves: the route declares that
 * action's ability (a server test walks the registered routes against this list).
 */
export const FEED_DELIVERY_ROUTES: readonly DeliveryRouteAction[] = [
  ...(['account', 'project', 'promotion', 'material'] as const).flatMap((tab) => [
    post(FEED_REPORT_PATHS[tab], tab, 'list'),
    post(FEED_REPORT_EXPORT_PATHS[tab], tab, 'list'),
    post(FEED_REPORT_SELECTION_PATHS[tab], tab, 'list'),
  ]),
  { method: 'GET', path: FEED_PROJECT_READ_PATH, tab: 'project', action: 'list' },
  { method: 'GET', path: FEED_PROMOTION_READ_PATH, tab: 'promotion', action: 'list' },
  { method: 'GET', path: FEED_MATERIAL_URL_PATH, tab: 'material', action: 'list' },
  // Project deletes travel here too, as opt_status DELETE (their ability is the switch's).
  post(`${BASE}/project/updatestatus`, 'project', 'switch'),
  post(`${BASE}/promotion/updatestatus`, 'promotion', 'switch'),
  post(`${BASE}/promotion/material/updatestatus`, 'material', 'switch'),
  post(`${BASE}/promotion/material/delete`, 'material', 'delete'),
  post(`${BASE}/promotion/material/batchdelete`, 'material', 'delete'),
  post('/api/bytedance/advertiser/update_daily_budget', 'account', 'budget'),
  ...['update', 'updatebudget', 'updatebid', 'updatedeepbid', 'updateroigoal'].flatMap((call) => [
    post(`${BASE}/project/${call}`, 'project', 'budget'),
    post(`${BASE}/promotion/${call}`, 'promotion', 'budget'),
  ]),
  ...['updatescheduletime', 'updateweekschedule', 'updateendtime'].map((call) =>
    post(`${BASE}/project/${call}`, 'project', 'edit'),
  ),
  post(`${BASE}/promotion/updateautoextend`, 'promotion', 'edit'),
  post(FEED_BUDGET_FACTS_PATHS.project, 'project', 'budget'),
  post(FEED_BUDGET_FACTS_PATHS.promotion, 'promotion', 'budget'),
  post(`${BASE}/promotion/copy`, 'promotion', 'copy'),
  { method: 'GET', path: `${BASE}/project/rejectreason`, tab: 'project', action: 'advice' },
  { method: 'GET', path: `${BASE}/promotion/rejectreason`, tab: 'promotion', action: 'advice' },
];

/** The ability a delivery route declares, by its method and path. */
export function feedDeliveryRouteAbility(method: string, path: string): AbilityKey | undefined {
  const route = FEED_DELIVERY_ROUTES.find((r) => r.method === method && r.path === path);
  return route === undefined ? undefined : feedDeliveryAbility(route.tab, route.action);
}
