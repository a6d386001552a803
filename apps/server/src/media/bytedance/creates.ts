import type { BytedanceCreationDraft } from '@toufang/contracts';
import {
  BYTEDANCE_CREATION,
  bytedanceInventory,
  bytedancePickOf,
  derivedStrategiesOf,
  titlesWithGroupTexts,
} from '@toufang/domain';
import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import { isVertical, yuanOf, type MediumCreates } from '../medium-creates';
import { numericId } from '../oauth-support';
import { limiterKeysOf } from '../write-calls';
import { groupCarouselId } from './group-carousels';
import { createBytedanceWrites } from './writes';
import { projectRegionWire } from './region-wire';

// Ocean Engine v3 creation (reference §1.7, §1.8): a project (v3.0/project/create) holds the
// targeting, bid and budget; a promotion (v3.0/promotion/create) its materials and titles. Both
// names are unique among the account's live objects, so a name finds a creation again. What each
// account picked on the medium (`account_picks`) goes where the medium takes it: a MICRO_GAME
// project's 小游戏 / 小程序, the project's 星广联投 task (with the draft's switches), a LIVE
// project's 抖音号, a LINK promotion's 橙子建站 site, the promotion's 抖音号, 推广卡片, 原生锚点,
// 试玩素材 and CDP 品牌. A 图文 becomes a 图集: its images (pushed before) make a carousel
// (2/carousel/create/, in the 图文's order; one of the same name and images the account holds
// already is taken instead, so a retry makes no second) the promotion names in
// `carousel_material_list` — the v3 `image_mode`s are single images only — and its text joins
// the promotion's titles when the medium's title rule takes it. With 衍生创意 on, each
// promotion's auto-generate config is made just before it (the config has no name to find it by;
// the promotion's name is the key, so a promotion found again makes no second config).

const MEDIUM = 'bytedance' as const;
const PROJECT_CREATE = { method: 'POST', path: 'v3.0/project/create/' } as const;
const CONFIG_CREATE = {
  method: 'POST',
  path: 'v3.0/promotion/auto_generate_config/create/',
} as const;

function projectRequest(
  advertiserId: string,
  d: BytedanceCreationDraft,
  parent: { name: string; enabled: boolean; budgetFen: number | null; bidFen: number | null },
): oceanengine.ProjectCreateRequest {
  const p = d.project;
  const s = p.delivery_setting;
  const goal = p.optimize_goal;
  const deep = goal.deep_external_action;
  const inventory = bytedanceInventory(p);
  const pick = bytedancePickOf(d.account_picks, advertiserId);
  return {
    advertiser_id: numericId(advertiserId),
    name: parent.name,
    operation: parent.enabled ? 'ENABLE' : 'DISABLE',
    delivery_mode: p.delivery_mode,
    landing_type: p.landing_type,
    ...(p.landing_type === 'APP' ? { app_promotion_type: p.app_promotion_type } : {}),
    marketing_goal: p.marketing_goal,
    ad_type: p.ad_type,
    ...(p.ad_type === 'SEARCH' && p.keywords.length > 0
      ? {
          keywords: p.keywords.map((k) => ({
            word: k.word,
            match_type: k.match_type,
            bid_type: 'WITH_PROMOTION' as const,
          })),
        }
      : {}),
    // Only an app goal downloads: a LINK or MICRO_GAME project sends none of the app's fields.
    ...(p.landing_type === 'APP' && p.package ? { package_name: p.package } : {}),
    ...(p.landing_type === 'APP' && p.app_name ? { app_name: p.app_name } : {}),
    ...(p.landing_type === 'APP' && p.download_url ? { download_url: p.download_url } : {}),
    ...(p.landing_type === 'MICRO_GAME' && pick.micro_app_instance_id
      ? {
          micro_promotion_type: p.micro_promotion_type,
          micro_app_instance_id: Number(pick.micro_app_instance_id),
        }
      : {}),
    // A LIVE project is the 直播 of the account's 抖音号 (its promotions show as the same one).
    ...(p.marketing_goal === 'LIVE' && pick.aweme_id
      ? { native_setting: { aweme_id: pick.aweme_id } }
      : {}),
    ...(pick.star_task_id
      ? {
          star_task_id: Number(pick.star_task_id),
          star_auto_delivery_switch: p.star_auto_delivery_switch,
          star_auto_material_addition_switch: p.star_auto_material_addition_switch,
        }
      : {}),
    optimize_goal: {
      external_action: goal.external_action,
      ...(deep !== 'NONE' && deep !== 'DEFAULT' ? { deep_external_action: deep } : {}),
      ...(d.convert.base_id !== null ? { convert_id: d.convert.base_id } : {}),
    },
    delivery_range: {
      inventory_catalog: inventory.catalog,
      ...(inventory.inventories.length > 0 ? { inventory_type: inventory.inventories } : {}),
    },
    audience: {
      platform: p.platform,
      ...(p.audience.gender !== 'NONE' ? { gender: p.audience.gender } : {}),
      ...(p.audience.age.length > 0 ? { age: p.audience.age } : {}),
      ...projectRegionWire(p.audience.region),
    },
    delivery_setting: {
      schedule_type: s.schedule_type,
      ...(s.start_time ? { start_time: s.start_time } : {}),
      ...(s.end_time ? { end_time: s.end_time } : {}),
      ...(s.schedule_time.includes('0') ? { schedule_time: s.schedule_time } : {}),
      budget_mode: s.budget_mode,
      ...(parent.budgetFen !== null ? { budget: yuanOf(parent.budgetFen) } : {}),
      bid_type: s.bid_type,
      bid_speed: s.bid_speed,
      pricing: s.pricing,
      ...(parent.bidFen !== null ? { cpa_bid: yuanOf(parent.bidFen) } : {}),
      ...(s.deep_cpabid !== null && goal.deep_bid_type === 'DEEP_BID_MIN'
        ? { deep_cpabid: s.deep_cpabid }
        : {}),
      ...(s.roi_goal !== null && s.bid_type !== 'NO_BID' ? { roi_goal: s.roi_goal } : {}),
      ...(goal.deep_bid_type ? { deep_bid_type: goal.deep_bid_type } : {}),
    },
  };
}

export function createBytedanceCreates(deps: AdapterDeps): MediumCreates<'bytedance'> {
  const { client } = deps;
  const writes = createBytedanceWrites(deps);

  return {
    medium: MEDIUM,
    limiterKeys: (advertiserId) => [
      ...limiterKeysOf(client, MEDIUM, PROJECT_CREATE, advertiserId),
      ...writes.limiterKeys('promotionCreate', advertiserId).slice(0, 1),
    ],

    async findParent(token, advertiserId, name) {
      // The name filter is fuzzy (a substring match): page until the exact name turns up.
      for (let page = 1; ; page += 1) {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: 'v3.0/project/list/',
          params: {
            advertiser_id: numericId(advertiserId),
            filtering: { name },
            fields: ['project_id', 'name'],
            page,
            page_size: 100,
          },
          data: oceanengine.ProjectListDataSchema,
          effect: 'read',
          token,
          advertiserId,
        });
        const found = data.list.find((p) => p.name === name);
        if (found) return String(found.project_id);
        if (page >= data.page_info.total_page) return null;
      }
    },

    async createParent(token, advertiserId, draft, parent) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: PROJECT_CREATE.method,
        path: PROJECT_CREATE.path,
        params: projectRequest(advertiserId, draft, parent),
        data: oceanengine.ProjectCreateDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
      return String(data.project_id);
    },

    async findRow(token, advertiserId, name) {
      const found = await writes.findPromotionByName(token, advertiserId, name);
      return found ? { id: found.id, parentId: found.projectId } : null;
    },

    async createRow(token, advertiserId, draft, parentId, row) {
      const videos = row.materials.filter((m) => m.kind === 'video');
      const images = row.materials.filter((m) => m.kind === 'image');
      const groups = row.materials.flatMap((m) =>
        m.imageText ? [{ name: m.name, ...m.imageText }] : [],
      );
      // One carousel per 图文, taken again when the account holds it already (a retry, a crash).
      const groupCarousels: { carouselId: string }[] = [];
      for (const group of groups) {
        const carouselId = await groupCarouselId(client, token, advertiserId, {
          name: group.name,
          imageIds: group.images.map((image) => image.mediaFileId),
        });
        groupCarousels.push({ carouselId });
      }
      const pick = bytedancePickOf(draft.account_picks, advertiserId);
      const videoMode = (v: { width: number | null; height: number | null; vertical?: boolean }) =>
        (v.vertical ?? isVertical(v))
          ? 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL'
          : 'CREATIVE_IMAGE_MODE_VIDEO';
      const strategies = derivedStrategiesOf(draft.promotion);
      const config = strategies
        ? await client.call({
            medium: MEDIUM,
            ...CONFIG_CREATE,
            params: {
              advertiser_id: numericId(advertiserId),
              strategy_data: strategies.map((s) => ({
                strategy_id: s.strategy_id,
                strategy_state: s.states.map((state) => ({
                  state_key: state.key,
                  state_type: state.type,
                  state_value: state.value,
                })),
              })),
            } satisfies oceanengine.AutoGenerateConfigCreateRequest,
            data: oceanengine.AutoGenerateConfigCreateDataSchema,
            effect: 'write',
            token,
            advertiserId,
          })
        : null;
      const { promotionId } = await writes.createPromotion(token, advertiserId, {
        projectId: parentId,
        name: row.name,
        optStatus: row.enabled ? 'ENABLE' : 'DISABLE',
        videos: [
          ...videos.map((v) => ({
            imageMode: videoMode(v),
            videoId: v.mediaFileId,
            ...(v.coverId ? { coverId: v.coverId } : {}),
          })),
          // 媒体素材: a 抖音主页视频 or a 星广任务视频 by its item id (with its video id), a 星图
          // video by its video id.
          ...(row.mediumVideos ?? [])
            .filter((v) => !v.carouselId)
            .map((v) => ({
              imageMode: videoMode(v),
              videoId: v.videoId,
              ...(v.itemId ? { itemId: v.itemId } : {}),
            })),
        ],
        images: images.map((i) => ({
          imageMode: isVertical(i)
            ? 'CREATIVE_IMAGE_MODE_LARGE_VERTICAL'
            : 'CREATIVE_IMAGE_MODE_LARGE',
          imageIds: [i.mediaFileId],
        })),
        carousels: [
          ...groupCarousels,
          ...(row.mediumVideos ?? []).flatMap((v) =>
            v.carouselId ? [{ carouselId: v.carouselId }] : [],
          ),
        ],
        titles: titlesWithGroupTexts(
          MEDIUM,
          row.titles,
          groups.map((g) => g.text),
          BYTEDANCE_CREATION.titlesMax,
        ),
        callToActions: draft.promotion.call_to_action,
        ...(draft.project.landing_type === 'LINK' && pick.site_id
          ? { externalUrls: [oceanengine.orangeSiteUrl(pick.site_id)] }
          : {}),
        ...(pick.component_id ? { componentIds: [pick.component_id] } : {}),
        ...(pick.aweme_id ? { awemeId: pick.aweme_id } : {}),
        ...(pick.playable_url ? { playableUrls: [pick.playable_url] } : {}),
        ...(pick.anchor_id && pick.anchor_type
          ? { anchors: [{ anchorId: pick.anchor_id, anchorType: pick.anchor_type }] }
          : {}),
        ...(pick.cdp_brand_id
          ? { brand: { cdpBrandId: pick.cdp_brand_id, cdpBrandName: pick.cdp_brand_name ?? '' } }
          : {}),
        ...(config ? { autoGenerateConfigId: String(config.data.config_id) } : {}),
        ...(draft.promotion.source ? { source: draft.promotion.source } : {}),
        ...(row.budgetFen !== null ? { budgetFen: row.budgetFen } : {}),
        ...(row.bidFen !== null ? { cpaBidFen: row.bidFen } : {}),
      });
      return promotionId;
    },
  };
}
