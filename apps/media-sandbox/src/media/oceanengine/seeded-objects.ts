import { fenToYuan, type oceanengine } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import { pick, randomHex, randomInt, type Random } from '../../prng';
import type { Level1Blueprint, Level2Blueprint } from '../../sim/generator';
import type { Pricing } from '../../sim/model';
import { dayKey } from '../../sim/time';
import type {
  AdvertiserRecord,
  OceanEngineProjectWire,
  OceanEnginePromotionWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';

// Wire records of generated Ocean Engine worlds: game download projects and their promotions with
// videos, images and titles in the style of real game accounts.

const PRICING_WIRE: Record<Pricing, oceanengine.Pricing> = {
  CPM: 'PRICING_CPM',
  CPC: 'PRICING_CPC',
  OCPM: 'PRICING_OCPM',
  OCPC: 'PRICING_OCPC',
};

const TITLES = [
  '{g}新服今日开启，登录即送十连抽',
  '上线就送VIP，{g}等你来战',
  '这才是真正的{g}，画面太震撼了',
  '{g}：策略与操作并重，好玩停不下来',
  '下班后玩一局{g}，轻松又解压',
  '全新版本上线，{g}开服冲榜',
  '{g}老玩家回归福利，限时领取',
  '和好友组队开黑，{g}一起玩',
];

export function projectWire(
  id: bigint,
  advertiser: Readonly<AdvertiserRecord>,
  game: string,
  b: Level1Blueprint,
  random: Random,
): OceanEngineProjectWire {
  const ios = advertiser.name.includes('iOS');
  const oc = b.pricing === 'OCPM' || b.pricing === 'OCPC';
  const yuan = (v: number) => fenToYuan(v);
  return {
    project_id: id,
    advertiser_id: advertiser.id,
    name: `${game}-${ios ? 'iOS' : '安卓'}-项目${String(b.index + 1).padStart(2, '0')}`,
    delivery_mode: 'MANUAL',
    delivery_type: 'NORMAL',
    landing_type: 'APP',
    app_promotion_type: 'DOWNLOAD',
    marketing_goal: 'VIDEO_AND_IMAGE',
    ad_type: 'ALL',
    opt_status: b.enabled ? 'ENABLE' : 'DISABLE',
    pricing: PRICING_WIRE[b.pricing],
    package_name: `com.sandbox.game${advertiser.id % 1000}`,
    app_name: game,
    download_type: 'DOWNLOAD_URL',
    download_url: `https://sandbox.oceanengine.test/apk/${advertiser.id}/${id}.apk`,
    optimize_goal: {
      external_action: b.deepBidFen > 0 ? 'AD_CONVERT_TYPE_PAY' : 'AD_CONVERT_TYPE_ACTIVE',
      ...(b.deepBidFen > 0 ? { deep_external_action: 'AD_CONVERT_TYPE_PURCHASE_ROI' } : {}),
    },
    delivery_range: { inventory_catalog: pick(random, ['UNIVERSAL_SMART', 'MANUAL'] as const) },
    audience: { district: 'NONE', platform: [ios ? 'IOS' : 'ANDROID'] },
    delivery_setting: {
      schedule_type: b.endDay === null ? 'SCHEDULE_FROM_NOW' : 'SCHEDULE_START_END',
      ...(b.endDay === null
        ? {}
        : { start_time: formatDate(b.createdAt), end_time: dayKey(b.endDay) }),
      ...(b.mask ? { schedule_time: b.mask } : {}),
      budget_mode: b.budget === null ? 'BUDGET_MODE_INFINITE' : 'BUDGET_MODE_DAY',
      ...(b.budget ? { budget: yuan(b.budget.fen) } : {}),
      bid_type: b.smart ? 'NO_BID' : 'CUSTOM',
      bid_speed: 'BALANCE',
      pricing: PRICING_WIRE[b.pricing],
      ...(b.smart ? {} : oc ? { cpa_bid: yuan(b.bidFen) } : { bid: yuan(b.bidFen) }),
      ...(b.deepBidFen > 0 && !b.smart
        ? { deep_bid_type: 'DEEP_BID_MIN', deep_cpabid: yuan(b.deepBidFen) }
        : {}),
      ...(b.roiGoal > 0 && !b.smart ? { roi_goal: b.roiGoal } : {}),
    },
  };
}

export function promotionWire(
  state: SandboxState,
  { id, projectId }: { id: bigint; projectId: bigint },
  advertiser: Readonly<AdvertiserRecord>,
  game: string,
  project: Level1Blueprint,
  b: Level2Blueprint,
  random: Random,
): OceanEnginePromotionWire {
  const material = () => state.nextId('oceanengine.material');
  const titles = Array.from({ length: b.titles }, () => pick(random, TITLES).replace('{g}', game));
  return {
    promotion_id: id,
    promotion_name: `${game}-广告${String(project.index + 1).padStart(2, '0')}-${String(b.index + 1).padStart(2, '0')}`,
    advertiser_id: advertiser.id,
    project_id: projectId,
    opt_status: b.enabled ? 'ENABLE' : 'DISABLE',
    promotion_materials: {
      video_material_list: Array.from({ length: b.videos }, () => ({
        image_mode: pick(random, ['VIDEO_VERTICAL', 'VIDEO_LARGE']),
        video_id: `v0${randomHex(random, 30)}`,
        video_cover_id: `web.business.image/${randomHex(random, 24)}`,
        material_id: material(),
      })),
      image_material_list:
        b.images === 0
          ? []
          : [
              {
                image_mode: 'CREATIVE_IMAGE_MODE_LARGE',
                images: Array.from({ length: b.images }, () => ({
                  image_id: `web.business.image/${randomHex(random, 24)}`,
                  material_id: material(),
                })),
              },
            ],
      title_material_list: [...new Set(titles)].map((title) => ({
        title,
        material_id: material(),
      })),
      call_to_action_buttons: ['立即下载'],
    },
    source: game.slice(0, 10),
    ...(b.budgetFen === null ? {} : { budget: fenToYuan(b.budgetFen) }),
    ...(b.bidFen === null ? {} : { cpa_bid: fenToYuan(b.bidFen) }),
    material_score_info: { score_value: randomInt(random, 60, 98) },
  };
}
