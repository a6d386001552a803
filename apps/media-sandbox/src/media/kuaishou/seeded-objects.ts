import { fenToLi, halfHourToHourMask, type kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import { pick, randomHex, randomInt, type Random } from '../../prng';
import { DEFAULT_AUDIT_CONFIG } from '../../sim/audit';
import type { Level1Blueprint, Level2Blueprint } from '../../sim/generator';
import type { Pricing } from '../../sim/model';
import type { MaterializedIds, MaterializeInput } from '../../sim/plugin';
import { dayKey } from '../../sim/time';
import type { AdvertiserRecord, KuaishouCreativeWire, KuaishouUnitWire } from '../../state/records';
import type { SandboxState } from '../../state/state';
import { combinationWire, combinations, type PackageFields } from './advanced-package';
import { submitCreative } from './creative-review';

// Wire records of generated Kuaishou worlds: app-install campaigns of a game, units with 厘 bids
// and 168-hour schedules, and video or image creatives with their own review (reference §2.7).
// About one unit in four is programmatic (unit_type 7, 程序化创意 2.0): its creatives are those its
// package generates, each material with each of two captions (advanced-package.ts).
// Statuses and times on the stored wire are rewritten on every read (object-views.ts).

const BID_TYPE: Record<Pricing, kuaishou.UnitBidType> = { CPM: 1, CPC: 2, OCPC: 6, OCPM: 10 };

const DESCRIPTIONS = [
  '{g}全新版本上线，登录就送十连抽',
  '{g}开服冲榜，和好友一起组队开黑',
  '这才是真正的{g}，画面太震撼了',
  '下班玩一局{g}，轻松又解压',
  '{g}老玩家回归，限时福利领取',
];
const ACTION_BARS = ['立即下载', '马上玩', '立即安装', '了解更多'];

const li = (fen: number): number => fenToLi(fen);

/** Whether a generated unit delivers a programmatic package (about one in four). */
const isProgramUnit = (b: Level1Blueprint, c: Level2Blueprint): boolean =>
  (b.index + c.index) % 4 === 3;

export function seedCampaign({ state, advertiser, blueprint, random }: MaterializeInput) {
  const made: MaterializedIds = { level1: [], level2: [] };
  const game = advertiser.name.split('-')[0] ?? advertiser.name;
  for (const b of blueprint.level1) {
    const id = state.nextId('kuaishou.campaign');
    const at = formatDateTime(b.createdAt);
    state.kuaishou.campaigns.insert({
      id,
      advertiserId: advertiser.id,
      parentId: null,
      createdAt: b.createdAt,
      updatedAt: b.createdAt,
      wire: {
        campaign_id: id,
        campaign_name: `${game}-激活-${b.index + 1}-${randomHex(random, 4)}`,
        put_status: b.enabled ? 1 : 2,
        status: b.enabled ? 4 : 1,
        // Kuaishou's campaign floor is 500 yuan (reference §2.7).
        day_budget: b.budget ? Math.max(li(b.budget.fen), 500_000) : 0,
        campaign_type: 2,
        ad_type: 0,
        bid_type: b.smart ? 1 : 0,
        create_time: at,
        update_time: at,
      },
    });
    made.level1.push({ blueprint: b, id });
    for (const c of b.children) {
      const unitId = state.nextId('kuaishou.unit');
      state.kuaishou.units.insert({
        id: unitId,
        advertiserId: advertiser.id,
        parentId: id,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
        wire: unitWire(unitId, id, game, b, c, random),
      });
      const parent = { campaignId: id, unitId };
      if (isProgramUnit(b, c)) seedPackage(state, advertiser, parent, game, c, random);
      else seedCreatives(state, advertiser, parent, game, c, random);
      made.level2.push({ blueprint: c, id: unitId });
    }
  }
  return made;
}

function unitWire(
  id: number,
  campaignId: number,
  game: string,
  b: Level1Blueprint,
  c: Level2Blueprint,
  random: Random,
): KuaishouUnitWire {
  const bidType = BID_TYPE[b.pricing];
  const unitType = isProgramUnit(b, c) ? 7 : 4;
  const bidFen = c.bidFen ?? b.bidFen;
  const perUnit = bidType === 1 || bidType === 2;
  const at = formatDateTime(c.createdAt);
  return {
    unit_id: id,
    campaign_id: campaignId,
    unit_name: `${game}-组-${b.index + 1}-${c.index + 1}-${randomHex(random, 4)}`,
    put_status: c.enabled ? 1 : 2,
    status: 11,
    bid_type: bidType,
    ...(perUnit ? { bid: li(bidFen) } : { cpa_bid: li(bidFen), ocpx_action_type: 180 }),
    ...(b.deepBidFen > 0 ? { deep_conversion_type: 3, deep_conversion_bid: li(b.deepBidFen) } : {}),
    ...(b.roiGoal > 0 ? { roi_ratio: b.roiGoal } : {}),
    scene_id: [1],
    unit_type: unitType,
    ...(b.endDay !== null ? { begin_time: dayKey(b.endDay - 30), end_time: dayKey(b.endDay) } : {}),
    schedule_time: b.mask ? halfHourToHourMask(b.mask) : '',
    day_budget: c.budgetFen === null ? 0 : li(c.budgetFen),
    app_id: randomInt(random, 100_000, 999_999),
    url: `https://app.example-games.cn/${randomHex(random, 8)}/download`,
    create_time: at,
    update_time: at,
  };
}

function seedCreatives(
  state: SandboxState,
  advertiser: Readonly<AdvertiserRecord>,
  parent: { campaignId: number; unitId: number },
  game: string,
  c: Level2Blueprint,
  random: Random,
): void {
  const count = Math.max(1, c.videos + c.images);
  const seed = randomInt(random, 1, 2 ** 30);
  for (let i = 0; i < count; i += 1) {
    const id = state.nextId('kuaishou.creative');
    const video = i < c.videos;
    const at = formatDateTime(c.createdAt);
    const wire: KuaishouCreativeWire = {
      creative_id: id,
      unit_id: parent.unitId,
      campaign_id: parent.campaignId,
      creative_name: `${game}-创意-${c.index + 1}-${i + 1}`,
      creative_material_type: video ? 1 : 6,
      ...(video
        ? {
            photo_id: String(randomInt(random, 10 ** 9, 10 ** 10 - 1)),
            photo_md5: randomHex(random, 32),
          }
        : { image_tokens: [`market_${randomHex(random, 24)}.jpg`] }),
      image_token: `market_${randomHex(random, 24)}.jpg`,
      status: 41,
      put_status: 1,
      display_info: {
        description: pick(random, DESCRIPTIONS).replaceAll('{g}', game),
        action_bar_text: pick(random, ACTION_BARS),
      },
      create_time: at,
      update_time: at,
    };
    // The unit's verdict carries over: a denied unit has its first creative denied too.
    const denyRate = c.audit === 'deny' && i === 0 ? 1 : 0;
    const audit = submitCreative(seed, wire, c.createdAt, {
      delayMs: DEFAULT_AUDIT_CONFIG.delayMs,
      denyRate,
    });
    state.kuaishou.creatives.insert({
      id,
      advertiserId: advertiser.id,
      parentId: parent.unitId,
      createdAt: c.createdAt,
      updatedAt: c.createdAt,
      wire,
      sim: { audit },
    });
  }
}

/** A programmatic unit's package: its videos and pictures, each with two captions. */
function seedPackage(
  state: SandboxState,
  advertiser: Readonly<AdvertiserRecord>,
  parent: { campaignId: number; unitId: number },
  game: string,
  c: Level2Blueprint,
  random: Random,
): void {
  const videos = Math.max(1, c.videos);
  const captions = new Set<string>();
  while (captions.size < 2) captions.add(pick(random, DESCRIPTIONS).replaceAll('{g}', game));
  const fields: PackageFields = {
    package_name: `${game}-程序化创意-${c.index + 1}-${randomHex(random, 4)}`,
    photo_list: Array.from({ length: videos }, () => ({
      photo_id: String(randomInt(random, 10 ** 9, 10 ** 10 - 1)),
      creative_material_type: 1 as const,
    })),
    pic_list: Array.from({ length: c.images }, () => `market_${randomHex(random, 24)}.jpg`),
    captions: [...captions],
    action_bar: pick(random, ACTION_BARS),
  };
  const seed = randomInt(random, 1, 2 ** 30);
  combinations(fields).forEach((combination, i) => {
    const id = state.nextId('kuaishou.creative');
    const ids = { creative_id: id, unit_id: parent.unitId, campaign_id: parent.campaignId };
    const wire = combinationWire(ids, fields, combination, 1, c.createdAt);
    const denyRate = c.audit === 'deny' && i === 0 ? 1 : 0;
    const audit = submitCreative(seed, wire, c.createdAt, {
      delayMs: DEFAULT_AUDIT_CONFIG.delayMs,
      denyRate,
    });
    state.kuaishou.creatives.insert({
      id,
      advertiserId: advertiser.id,
      parentId: parent.unitId,
      createdAt: c.createdAt,
      updatedAt: c.createdAt,
      wire,
      sim: { audit },
    });
  });
}
