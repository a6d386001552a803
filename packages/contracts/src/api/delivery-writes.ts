import { z } from 'zod';
import type { DeliveryAction } from '../delivery-abilities';
import type { MediumKey } from './media-auth';
import {
  budgetRow,
  FeedIdSchema,
  FeedNumericSchema,
  IdListSchema,
  updateRows,
} from './feed-updates';

// The value writes of the delivery screens of Kuaishou and Tencent (issue 10; the Ocean Engine
// screen's are feed-updates.ts): one table of (level → field → path), the bodies built from the
// level's id key, so every medium's screen sends the same shapes. Money in yuan as typed; the
// server converts to each medium's unit. The answer is FeedUpdateAnswer.

/** The legacy API families whose screens write through tables of their own. */
export type LegacyWriteFamily = 'bytedance_v2' | 'tencent_v2';

/** The fields a level of a medium's screen writes. */
export type WriteRouteField = 'status' | 'budget' | 'bid' | 'title';

type LevelRoutes = Partial<Record<WriteRouteField, string>>;

/** Each medium's write paths by its own level names (`advertiser`: the account's day budget). */
export const MEDIUM_WRITE_PATHS = {
  kuaishou: {
    advertiser: { budget: '/api/kuaishou/advertiser/update_daily_budget' },
    campaign: {
      status: '/api/kuaishou/campaign/updatestatus',
      budget: '/api/kuaishou/campaign/updatebudget',
    },
    unit: {
      status: '/api/kuaishou/unit/updatestatus',
      budget: '/api/kuaishou/unit/updatebudget',
      bid: '/api/kuaishou/unit/updatebid',
    },
    creative: { status: '/api/kuaishou/creative/updatestatus' },
  },
  tencent: {
    advertiser: { budget: '/api/tencent/advertiser/update_daily_budget' },
    adgroup: {
      status: '/api/tencent/v3/adgroup/updatestatus',
      budget: '/api/tencent/v3/adgroup/updatebudget',
      bid: '/api/tencent/v3/adgroup/updatebid',
    },
    dynamic_creative: { status: '/api/tencent/v3/dynamic_creative/updatestatus' },
  },
  // The legacy families (launchv2, launchQqV2): their levels at the legacy screens' names. Their
  // account tabs write the medium's account budget above.
  bytedance_v2: {
    campaign: {
      status: '/api/bytedance/campaign/updatestatus',
      budget: '/api/bytedance/campaign/updatebudget',
    },
    ad: { status: '/api/ad/updatestatus', budget: '/api/ad/update', bid: '/api/ad/updatebid' },
    creative: { status: '/api/creative/updatestatus', title: '/api/creative/update' },
  },
  tencent_v2: {
    campaign: {
      status: '/api/tencent/campaign/updatestatus',
      budget: '/api/tencent/campaign/updatebudget',
    },
    adgroup: {
      status: '/api/tencent/adgroup/updatestatus',
      budget: '/api/tencent/adgroup/updatebudget',
      bid: '/api/tencent/adgroup/updatebid',
    },
    ad: { status: '/api/tencent/ad/updatestatus' },
  },
} as const satisfies Partial<Record<MediumKey | LegacyWriteFamily, Record<string, LevelRoutes>>>;

/**
 * Today's spend and budget changes of a level's objects (BudgetFactsBodySchema →
 * BudgetFactsAnswer), that its budget dialogs check the medium's spend rules against as one types.
 */
export const MEDIUM_BUDGET_FACTS_PATHS = {
  kuaishou: {
    campaign: '/api/kuaishou/campaign/budgetfacts',
    unit: '/api/kuaishou/unit/budgetfacts',
  },
  tencent: { adgroup: '/api/tencent/v3/adgroup/budgetfacts' },
  bytedance_v2: {
    campaign: '/api/bytedance/campaign/budgetfacts',
    ad: '/api/ad/budgetfacts',
  },
  tencent_v2: {
    campaign: '/api/tencent/campaign/budgetfacts',
    adgroup: '/api/tencent/adgroup/budgetfacts',
  },
} as const satisfies Partial<Record<MediumKey | LegacyWriteFamily, Record<string, string>>>;

/**
 * The audit advice of a medium's levels whose reasons are read from the medium (GET with
 * MediumAdviceQuerySchema → RejectReasonAnswer): Tencent v3's per-element review results of dynamic
 * creatives; an adgroup's advice is that of its creatives (each card naming its creative).
 */
export const MEDIUM_ADVICE_PATHS = {
  tencent: {
    adgroup: '/api/tencent/v3/adgroup/rejectreason',
    dynamic_creative: '/api/tencent/v3/dynamic_creative/rejectreason',
  },
} as const satisfies Partial<Record<MediumKey, Record<string, string>>>;

/** `?advertiser_id=&ids=1,2` — the objects of the level whose advice is read. */
export const MediumAdviceQuerySchema = z.object({
  advertiser_id: FeedIdSchema,
  ids: IdListSchema,
});
export type MediumAdviceQuery = z.infer<typeof MediumAdviceQuerySchema>;

/** The screen each table's writes serve (delivery-screens.ts). */
export const MEDIUM_WRITE_SCREENS = {
  kuaishou: 'launchKs',
  tencent: 'launchQqV3',
  bytedance_v2: 'launchv2',
  tencent_v2: 'launchQqV2',
} as const;

/** The tab of a level on its screen: the level's own key, the account tab for `advertiser`. */
export const writeTabOf = (level: string): string => (level === 'advertiser' ? 'account' : level);

/** The tab action a field's route serves (spec 001 §6: bids go with budgets). */
export const WRITE_ROUTE_ACTION: Record<WriteRouteField, DeliveryAction> = {
  status: 'switch',
  budget: 'budget',
  bid: 'budget',
  title: 'edit',
};

/** Every write route of the media's tables, and their budget facts, with (screen, tab, action). */
export const MEDIUM_WRITE_ROUTES = (
  Object.keys(MEDIUM_WRITE_PATHS) as (keyof typeof MEDIUM_WRITE_PATHS)[]
).flatMap((medium) => [
  ...Object.entries(MEDIUM_WRITE_PATHS[medium] as Record<string, LevelRoutes>).flatMap(
    ([level, fields]) =>
      Object.entries(fields).map(([field, path]) => ({
        method: 'POST' as const,
        path,
        screen: MEDIUM_WRITE_SCREENS[medium],
        tab: writeTabOf(level),
        action: WRITE_ROUTE_ACTION[field as WriteRouteField],
      })),
  ),
  ...Object.entries(MEDIUM_BUDGET_FACTS_PATHS[medium] as Record<string, string>).map(
    ([level, path]) => ({
      method: 'POST' as const,
      path,
      screen: MEDIUM_WRITE_SCREENS[medium],
      tab: writeTabOf(level),
      action: 'budget' as const,
    }),
  ),
]);

/** Every advice route of the media's table, with (screen, tab, action). */
export const MEDIUM_ADVICE_ROUTES = (
  Object.keys(MEDIUM_ADVICE_PATHS) as (keyof typeof MEDIUM_ADVICE_PATHS)[]
).flatMap((medium) =>
  Object.entries(MEDIUM_ADVICE_PATHS[medium] as Record<string, string>).map(([level, path]) => ({
    method: 'GET' as const,
    path,
    screen: MEDIUM_WRITE_SCREENS[medium],
    tab: writeTabOf(level),
    action: 'advice' as const,
  })),
);

/** The switch values of a status write; DELETE where the level can be deleted. */
export const DELIVERY_STATUS_ACTIONS = ['ENABLE', 'DISABLE', 'DELETE'] as const;
export type DeliveryStatusAction = (typeof DELIVERY_STATUS_ACTIONS)[number];

/** The id key of a level's rows: `campaign_id`, `adgroup_id` …; the account's is advertiser_id. */
export const levelIdKey = (level: string): string =>
  level === 'advertiser' ? 'advertiser_id' : `${level}_id`;

const rowOf = (idKey: string, extra: z.ZodRawShape) =>
  idKey === 'advertiser_id'
    ? z.object({ advertiser_id: FeedIdSchema, ...extra })
    : z.object({ advertiser_id: FeedIdSchema, [idKey]: FeedIdSchema, ...extra });

const itemsOf = (idKey: string, extra: z.ZodRawShape) =>
  updateRows(rowOf(idKey, extra), (i) => String((i as Record<string, unknown>)[idKey]));

/** `{items: [{advertiser_id, <level>_id}], opt_status}` */
export const deliveryStatusBodySchema = (
  level: string,
  actions: readonly DeliveryStatusAction[] = ['ENABLE', 'DISABLE'],
) =>
  z.object({
    items: itemsOf(levelIdKey(level), {}),
    opt_status: z.enum(
      actions as [DeliveryStatusAction, ...DeliveryStatusAction[]],
      actions.includes('DELETE') ? '请选择启用、暂停或删除' : '请选择启用或暂停',
    ),
  });

/** `{items: [{advertiser_id, <level>_id, budget_mode, budget}]}` (yuan; BUDGET_MODE_INFINITE = 不限) */
export const deliveryBudgetBodySchema = (level: string) =>
  z.object({ items: itemsOf(levelIdKey(level), budgetRow) });

/** `{items: [{advertiser_id, <level>_id, cpa_bid}]}` (yuan; the feed bodies' key) */
export const deliveryBidBodySchema = (level: string) =>
  z.object({ items: itemsOf(levelIdKey(level), { cpa_bid: FeedNumericSchema }) });

/** `{items: [{advertiser_id, <level>_id, title}]}` (the medium's title rules are the server's) */
export const deliveryTitleBodySchema = (level: string) =>
  z.object({
    items: itemsOf(levelIdKey(level), {
      title: z.string({ message: '请填写标题' }).trim().min(1, '请填写标题'),
    }),
  });

/** The body a field's route takes. */
export function deliveryWriteBodySchema(
  level: string,
  field: WriteRouteField,
  actions?: readonly DeliveryStatusAction[],
) {
  switch (field) {
    case 'status':
      return deliveryStatusBodySchema(level, actions);
    case 'budget':
      return deliveryBudgetBodySchema(level);
    case 'bid':
      return deliveryBidBodySchema(level);
    case 'title':
      return deliveryTitleBodySchema(level);
  }
}

export type DeliveryWriteItem = { advertiser_id: string } & Record<string, unknown>;
