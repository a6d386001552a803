import type { tencent } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import { pick, randomInt, type Random } from '../../prng';
import type { Level1Blueprint, Level2Blueprint } from '../../sim/generator';
import type { Pricing } from '../../sim/model';
import { dayKey } from '../../sim/time';
import type {
  AdvertiserRecord,
  TencentAdgroupWire,
  TencentCampaignWire,
  TencentDynamicCreativeWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';

// Wire records of generated Tencent worlds: app-download adgroups of game accounts (the
// generator's level-1 blueprint supplies the bid mode, schedule and end date every adgroup of
// its group shares) and one or two dynamic creatives each with videos, images and titles.

const BID_MODE: Record<Pricing, tencent.BidMode> = {
  CPM: 'BID_MODE_CPM',
  CPC: 'BID_MODE_CPC',
  OCPM: 'BID_MODE_OCPM',
  OCPC: 'BID_MODE_OCPC',
};

const TITLES = [
  '{g}新服今日开启，登录即送十连抽',
  '上线就送VIP，{g}等你来战',
  '{g}：策略与操作并重，好玩停不下来',
  '下班后玩一局{g}，轻松又解压',
  '{g}老玩家回归福利，限时领取',
  '和好友组队开黑，{g}一起玩',
];

const ALL_WEEK = '1'.repeat(336);
const unix = (ms: number): number => Math.floor(ms / 1000);

export function adgroupWire(
  id: number,
  advertiser: Readonly<AdvertiserRecord>,
  game: string,
  group: Level1Blueprint,
  b: Level2Blueprint,
  random: Random,
): TencentAdgroupWire {
  const ios = advertiser.name.includes('iOS');
  const budget = b.budgetFen ?? group.budget?.fen ?? 0;
  return {
    adgroup_id: id,
    account_id: advertiser.id,
    adgroup_name: `${game}-${ios ? 'iOS' : '安卓'}-单元${String(group.index + 1).padStart(2, '0')}-${String(b.index + 1).padStart(2, '0')}`,
    marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
    marketing_sub_goal: 'MARKETING_SUB_GOAL_NEW_GAME_TEST',
    marketing_carrier_type: ios
      ? 'MARKETING_CARRIER_TYPE_APP_IOS'
      : 'MARKETING_CARRIER_TYPE_APP_ANDROID',
    marketing_target_type: ios
      ? 'MARKETING_TARGET_TYPE_APP_IOS'
      : 'MARKETING_TARGET_TYPE_APP_ANDROID',
    begin_date: formatDate(b.createdAt),
    end_date: group.endDay === null ? '' : dayKey(group.endDay),
    bid_amount: b.bidFen ?? group.bidFen,
    optimization_goal:
      group.deepBidFen > 0 ? 'OPTIMIZATIONGOAL_FIRST_PURCHASE' : 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    time_series: group.mask ?? ALL_WEEK,
    automatic_site_enabled: group.smart,
    site_set: pick(random, [
      ['SITE_SET_MOBILE_UNION', 'SITE_SET_WECHAT'],
      ['SITE_SET_TENCENT_NEWS'],
    ]),
    daily_budget: budget,
    targeting: {
      geo_location: { regions: [], location_types: ['LIVE_IN'] },
      age: [{ min: 18, max: randomInt(random, 35, 55) }],
    },
    bid_mode: BID_MODE[group.pricing],
    smart_bid_type: group.smart ? 'SMART_BID_TYPE_SYSTEMATIC' : 'SMART_BID_TYPE_CUSTOM',
    ...(group.deepBidFen > 0 ? { deep_conversion_behavior_bid: group.deepBidFen } : {}),
    ...(group.roiGoal > 0 ? { deep_conversion_worth_rate: group.roiGoal } : {}),
    configured_status: b.enabled ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND',
    // Derived at read time (object-views.ts); stored as at creation.
    system_status: 'ADGROUP_STATUS_CREATIVE_STATUS_PENDING',
    created_time: unix(b.createdAt),
    last_modified_time: unix(b.createdAt),
    is_deleted: false,
  };
}

export function creativeWires(
  state: SandboxState,
  adgroupId: number,
  advertiser: Readonly<AdvertiserRecord>,
  game: string,
  b: Level2Blueprint,
  random: Random,
): TencentDynamicCreativeWire[] {
  const count = b.videos > 1 ? 2 : 1;
  return Array.from({ length: count }, (_, i) => {
    const id = state.nextId('tencent.dynamicCreative');
    const component = () => state.nextId('tencent.dynamicCreative');
    const titles = [
      ...new Set(Array.from({ length: b.titles }, () => pick(random, TITLES).replace('{g}', game))),
    ];
    return {
      dynamic_creative_id: id,
      account_id: advertiser.id,
      adgroup_id: adgroupId,
      dynamic_creative_name: `${game}-创意${String(b.index + 1).padStart(2, '0')}-${i + 1}`,
      delivery_mode: 'DELIVERY_MODE_COMPONENT',
      dynamic_creative_type: 'DYNAMIC_CREATIVE_TYPE_PROGRAM',
      creative_components: {
        title: titles.map((content) => ({ component_id: component(), value: { content } })),
        video: Array.from({ length: Math.max(1, b.videos - i) }, () => ({
          component_id: component(),
          value: { video_id: randomInt(random, 10_000_000, 99_999_999) },
        })),
        image: Array.from({ length: b.images }, () => ({
          component_id: component(),
          value: { image_id: String(randomInt(random, 10_000_000, 99_999_999)) },
        })),
        action_button: [{ component_id: component(), value: { button_text: '立即下载' } }],
      },
      configured_status: 'AD_STATUS_NORMAL',
      created_time: unix(b.createdAt),
      last_modified_time: unix(b.createdAt),
      is_deleted: false,
    };
  });
}

/**
 * The legacy v1.x campaign of one generated group: on and without a cap of its own (the group's
 * budget is on its adgroups), so the v3 world delivers as it would without it.
 */
export function campaignWire(
  id: number,
  advertiser: Readonly<AdvertiserRecord>,
  game: string,
  group: Level1Blueprint,
): TencentCampaignWire {
  const ios = advertiser.name.includes('iOS');
  return {
    campaign_id: id,
    campaign_name: `${game}-${ios ? 'iOS' : '安卓'}-推广计划${String(group.index + 1).padStart(2, '0')}`,
    configured_status: 'AD_STATUS_NORMAL',
    campaign_type: 'CAMPAIGN_TYPE_NORMAL',
    promoted_object_type: ios ? 'PROMOTED_OBJECT_TYPE_APP_IOS' : 'PROMOTED_OBJECT_TYPE_APP_ANDROID',
    daily_budget: 0,
    speed_mode: 'SPEED_MODE_STANDARD',
    created_time: unix(group.createdAt),
  };
}
