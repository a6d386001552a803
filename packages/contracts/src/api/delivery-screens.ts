import type { z } from 'zod';
import type { AbilityKey } from '../abilities';
import {
  FEED_DELIVERY_ABILITIES,
  FEED_DELIVERY_ROUTES,
  type DeliveryAction,
  type TabAbilities,
} from '../delivery-abilities';
import { reportBodySchema } from './delivery-report-bodies';
import { MEDIUM_ADVICE_ROUTES, MEDIUM_WRITE_ROUTES } from './delivery-writes';
import { AD_REJECT_REASON_PATH } from './feed-updates';
import {
  FEED_REPORT_FILTERS,
  FEED_V2_REPORT_FILTERS,
  KUAISHOU_REPORT_FILTERS,
  TENCENT_REPORT_FILTERS,
  TENCENT_V2_REPORT_FILTERS,
  type MirrorLevel,
  type ReportFilterDef,
} from './delivery-report-filters';
import {
  AccountReportBodySchema,
  FEED_REPORT_EXPORT_PATHS,
  FEED_REPORT_PATHS,
  MaterialReportBodySchema,
  ProjectReportBodySchema,
  PromotionReportBodySchema,
} from './feed-reports';
import { FEED_REPORT_SELECTION_PATHS } from './feed-selection';
import type { MediumKey } from './media-auth';
import type { DeliveryTabKey } from './report-views';

// Every delivery screen (spec 000 §2, spec 001 §2) as ONE table: its medium and its ordered tabs,
// each with its mirror level, title, abilities (list and actions, spec 001 §6), report paths, body
// and filters. The web builds each screen from it and the server registers each tab's report,
// export and selection routes from it, declaring the tab's list ability.

export const DELIVERY_SCREEN_KEYS = [
  'launchV3',
  'launchKs',
  'launchQqV3',
  'launchQqV2',
  'launchv2',
] as const;
export type DeliveryScreenKey = (typeof DELIVERY_SCREEN_KEYS)[number];

export interface DeliveryReportPaths {
  report: string;
  export: string;
  selection: string;
}

export interface DeliveryTabDef {
  key: DeliveryTabKey;
  level: MirrorLevel;
  /** The tab's Chinese title (also the export's sheet name). */
  title: string;
  abilities: TabAbilities & { list: AbilityKey };
  paths: DeliveryReportPaths;
  body: z.ZodType;
  filters: readonly ReportFilterDef[];
}

export interface DeliveryScreenDef {
  screen: DeliveryScreenKey;
  medium: MediumKey;
  /** The medium's API generation the screen speaks (v2: the legacy levels). */
  api: 'v3' | 'v2';
  /** The medium's name in titles (export file names). */
  mediumTitle: string;
  route: string;
  tabs: readonly DeliveryTabDef[];
}

const pathsOf = (report: string): DeliveryReportPaths => ({
  report,
  export: `${report}/export`,
  selection: `${report}/selection`,
});

const ACCOUNT_LIST = 'advertiser:list';
const BUDGET = 'ad:update';
const LEVEL1_SWITCH = 'campaign:updatestatus';
const LEVEL2_SWITCH = 'ad:updatestatus';
const EDIT = 'creative:update';

/** An account tab: every screen's first (the medium's advertisers, its day budget). */
function accountTab(report: string): DeliveryTabDef {
  return {
    key: 'account',
    level: 0,
    title: '账户',
    abilities: { list: ACCOUNT_LIST, budget: BUDGET },
    paths: pathsOf(report),
    body: reportBodySchema(0, []),
    filters: [],
  };
}

function objectTab(
  key: DeliveryTabKey,
  level: 1 | 2 | 3,
  title: string,
  report: string,
  filters: readonly ReportFilterDef[],
  abilities: TabAbilities & { list: AbilityKey },
): DeliveryTabDef {
  return {
    key,
    level,
    title,
    abilities,
    paths: pathsOf(report),
    body: reportBodySchema(level, filters),
    filters,
  };
}

/** The write abilities of a level (the feed table's, spec 001 §6, applied to each medium). */
/** The 程序化批量 button above a screen's first object tab (spec 001 §6 create). */
const CREATE: AbilityKey = 'delivery:task';

function levelAbilities(
  level: 1 | 2 | 3,
  list: AbilityKey,
  edit = false,
): DeliveryTabDef['abilities'] {
  const status = level === 1 ? LEVEL1_SWITCH : LEVEL2_SWITCH;
  return {
    list,
    switch: status,
    delete: status,
    ...(level < 3 ? { budget: BUDGET } : {}),
    ...(edit ? { edit: EDIT } : {}),
    ...(level > 1 ? { advice: list } : {}),
  };
}

const FEED_V3: DeliveryScreenDef = {
  screen: 'launchV3',
  medium: 'bytedance',
  api: 'v3',
  mediumTitle: '巨量',
  route: '/transConfig/launchV3',
  tabs: (
    [
      ['account', 0, '账户', AccountReportBodySchema],
      ['project', 1, '项目', ProjectReportBodySchema],
      ['promotion', 2, '广告', PromotionReportBodySchema],
      ['material', 3, '素材', MaterialReportBodySchema],
    ] as const
  ).map(([key, level, title, body]) => ({
    key,
    level,
    title,
    abilities: FEED_DELIVERY_ABILITIES[key] as DeliveryTabDef['abilities'],
    paths: {
      report: FEED_REPORT_PATHS[key],
      export: FEED_REPORT_EXPORT_PATHS[key],
      selection: FEED_REPORT_SELECTION_PATHS[key],
    },
    body,
    filters: FEED_REPORT_FILTERS[key],
  })),
};

const KS_LIST = 'kuaishou:unit:reports';
const KS = '/api/kuaishou';
const KS_F = KUAISHOU_REPORT_FILTERS;

const KUAISHOU: DeliveryScreenDef = {
  screen: 'launchKs',
  medium: 'kuaishou',
  api: 'v3',
  mediumTitle: '快手',
  route: '/transConfigKs/launchKs',
  tabs: [
    accountTab(`${KS}/advertiser/reports`),
    objectTab('campaign', 1, '广告计划', `${KS}/campaign/reports`, KS_F.campaign, {
      ...levelAbilities(1, KS_LIST),
      create: CREATE,
    }),
    objectTab('unit', 2, '广告组', `${KS}/unit/reports`, KS_F.unit, levelAbilities(2, KS_LIST)),
    objectTab(
      'creative',
      3,
      '创意',
      `${KS}/creative/reports`,
      KS_F.creative,
      levelAbilities(3, KS_LIST, true),
    ),
  ],
};

const QQ_LIST = 'tencent:v3:adgroup:reports';
const QQ_ACCOUNT = '/api/tencent/advertiser/reports';
const QQ_F = TENCENT_REPORT_FILTERS;

const TENCENT_V3: DeliveryScreenDef = {
  screen: 'launchQqV3',
  medium: 'tencent',
  api: 'v3',
  mediumTitle: '腾讯',
  route: '/transConfigQq/launchQqV3',
  tabs: [
    accountTab(QQ_ACCOUNT),
    objectTab('adgroup', 2, '广告', '/api/tencent/v3/adgroup/reports', QQ_F.adgroup, {
      ...levelAbilities(2, QQ_LIST),
      create: CREATE,
    }),
    objectTab(
      'dynamic_creative',
      3,
      '创意',
      '/api/tencent/v3/dynamic_creative/reports',
      QQ_F.dynamic_creative,
      levelAbilities(3, QQ_LIST, true),
    ),
  ],
};

const QQ_V2_LIST = 'tencent:adgroup:reports';
const QQ_V2_F = TENCENT_V2_REPORT_FILTERS;

const TENCENT_V2: DeliveryScreenDef = {
  screen: 'launchQqV2',
  medium: 'tencent',
  api: 'v2',
  mediumTitle: '腾讯',
  route: '/transConfigQq/launchQqV2',
  tabs: [
    accountTab(QQ_ACCOUNT),
    objectTab(
      'campaign',
      1,
      '推广计划',
      '/api/tencent/campaign/reports',
      QQ_V2_F.campaign,
      levelAbilities(1, QQ_V2_LIST),
    ),
    objectTab(
      'adgroup',
      2,
      '广告',
      '/api/tencent/adgroup/reports',
      QQ_V2_F.adgroup,
      levelAbilities(2, QQ_V2_LIST),
    ),
    objectTab(
      'ad',
      3,
      '广告创意',
      '/api/tencent/ad/reports',
      QQ_V2_F.ad,
      levelAbilities(3, QQ_V2_LIST),
    ),
  ],
};

const TT_V2_LIST = 'bytedance:campaign:reports';
const TT_V2 = '/api/bytedance/v2';
const TT_V2_F = FEED_V2_REPORT_FILTERS;

const FEED_V2: DeliveryScreenDef = {
  screen: 'launchv2',
  medium: 'bytedance',
  api: 'v2',
  mediumTitle: '巨量',
  route: '/transConfig/launchv2',
  tabs: [
    accountTab(FEED_REPORT_PATHS.account),
    objectTab(
      'campaign',
      1,
      '广告组',
      `${TT_V2}/campaign/reports`,
      TT_V2_F.campaign,
      levelAbilities(1, TT_V2_LIST),
    ),
    objectTab(
      'ad',
      2,
      '计划',
      `${TT_V2}/ad/reports`,
      TT_V2_F.ad,
      levelAbilities(2, TT_V2_LIST, true),
    ),
    objectTab(
      'creative',
      3,
      '创意',
      `${TT_V2}/creative/reports`,
      TT_V2_F.creative,
      levelAbilities(3, TT_V2_LIST, true),
    ),
  ],
};

export const DELIVERY_SCREENS: Readonly<Record<DeliveryScreenKey, DeliveryScreenDef>> = {
  launchV3: FEED_V3,
  launchKs: KUAISHOU,
  launchQqV3: TENCENT_V3,
  launchQqV2: TENCENT_V2,
  launchv2: FEED_V2,
};

/** A screen's tab by its key; throws for a tab the screen does not have. */
export function deliveryTabOf(screen: DeliveryScreenKey, tab: string): DeliveryTabDef {
  const def = DELIVERY_SCREENS[screen].tabs.find((t) => t.key === tab);
  if (def === undefined) throw new Error(`The ${screen} screen has no ${tab} tab`);
  return def;
}

/**
 * The body key a tab filters by the ids of the objects of `level`: a drill-down from the parent
 * tab of that level (an account's campaigns, a unit's creatives); undefined when it has none.
 */
export function idFilterKey(tab: DeliveryTabDef, level: MirrorLevel): string | undefined {
  if (level === 0) return tab.level === 0 ? undefined : 'advertiser_ids';
  return tab.filters.find((f) => f.kind === 'ids' && f.level === level)?.key;
}

/** The ability a screen tab's action needs; throws for an action the tab does not have. */
export function deliveryAbility(
  screen: DeliveryScreenKey,
  tab: string,
  action: DeliveryAction,
): AbilityKey {
  const ability = deliveryTabOf(screen, tab).abilities[action];
  if (ability === undefined) throw new Error(`The ${screen} ${tab} tab has no ${action} action`);
  return ability;
}

export interface DeliveryScreenRoute {
  method: 'GET' | 'POST';
  path: string;
  screen: DeliveryScreenKey;
  tab: string;
  action: DeliveryAction;
}

/**
 * One tab serving each report path: a path several screens share (the accounts of one medium)
 * is served once, by the first screen that lists it.
 */
export const DELIVERY_REPORT_TABS: readonly { screen: DeliveryScreenDef; tab: DeliveryTabDef }[] =
  (() => {
    const seen = new Set<string>();
    const out: { screen: DeliveryScreenDef; tab: DeliveryTabDef }[] = [];
    for (const screen of Object.values(DELIVERY_SCREENS)) {
      for (const tab of screen.tabs) {
        if (seen.has(tab.paths.report)) continue;
        seen.add(tab.paths.report);
        out.push({ screen, tab });
      }
    }
    return out;
  })();

const REPORT_PATHS: ReadonlySet<string> = new Set(
  DELIVERY_REPORT_TABS.flatMap(({ tab }) => [
    tab.paths.report,
    tab.paths.export,
    tab.paths.selection,
  ]),
);

/**
 * Every call of the delivery screens with the (screen, tab, action) it serves: each tab's report,
 * export and selection, the launchV3 writes and reads, the other media's and the legacy families'
 * writes and advice reads (delivery-writes.ts) and the v2 ads' reject reasons (a server test walks the registered
 * routes against this list).
 */
export const DELIVERY_SCREEN_ROUTES: readonly DeliveryScreenRoute[] = [
  ...DELIVERY_REPORT_TABS.flatMap(({ screen, tab }) =>
    (['report', 'export', 'selection'] as const).map((kind) => ({
      method: 'POST' as const,
      path: tab.paths[kind],
      screen: screen.screen,
      tab: tab.key,
      action: 'list' as const,
    })),
  ),
  ...FEED_DELIVERY_ROUTES.filter((r) => !REPORT_PATHS.has(r.path)).map((r) => ({
    ...r,
    screen: 'launchV3' as const,
  })),
  ...MEDIUM_WRITE_ROUTES,
  ...MEDIUM_ADVICE_ROUTES,
  {
    method: 'GET',
    path: AD_REJECT_REASON_PATH,
    screen: 'launchv2',
    tab: 'ad',
    action: 'advice',
  },
];

/** The ability a delivery route declares, by its method and path. */
export function deliveryRouteAbility(method: string, path: string): AbilityKey | undefined {
  const route = DELIVERY_SCREEN_ROUTES.find((r) => r.method === method && r.path === path);
  return route === undefined ? undefined : deliveryAbility(route.screen, route.tab, route.action);
}
