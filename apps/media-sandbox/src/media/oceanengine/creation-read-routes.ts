import { oceanengine } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { formatDateTime } from '../../clock';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import { createRandom, randomInt, type Random } from '../../prng';

// The reads the creation wizards make (media-wire oceanengine/creation-reads.ts, all modelled):
// each advertiser has a catalogue of 抖音号 with videos, creative components, playables, selling
// points, 橙子建站 sites and 字节小程序 / 小游戏, drawn from a generator seeded by the advertiser id,
// so every call answers the same catalogue. Statuses are mixed, so the filters the wizards send
// (component status PASS, playable status AUDIT_SUCCESS) have something to leave out.

const BASE = '/oceanengine/open_api/';
const DAY_MS = 86_400_000;

const COMPONENT_TYPES = ['PROMOTION_CARD', 'IMAGE_COMPONENT', 'ACTION_BUTTON'] as const;
const COMPONENT_STATUSES = ['PASS', 'PASS', 'UNDER', 'REJECT'] as const;
const PLAYABLE_STATUSES = ['AUDIT_SUCCESS', 'AUDIT_SUCCESS', 'AUDITING', 'AUDIT_FAILED'] as const;
const SITE_STATUSES = ['SITE_ONLINE', 'SITE_ONLINE', 'SITE_OFFLINE'] as const;
const SELLING_POINTS = [
  '新服开启',
  '登录送好礼',
  '万人同服',
  '经典玩法',
  '福利满满',
  '零氪也能玩',
  '百抽免费送',
  '高爆率',
  '自由交易',
  '跨服争霸',
  '限时活动',
  '全新版本',
] as const;

const pick = <T>(random: Random, values: readonly T[]): T =>
  values[randomInt(random, 0, values.length - 1)] as T;

/** Creation times the days before the call, newest first. */
const createdAt = (now: number, n: number) => formatDateTime(now - (n + 1) * DAY_MS);

export interface Catalogue {
  awemes: oceanengine.AwemeAccount[];
  components: oceanengine.Component[];
  playables: oceanengine.Playable[];
  sellingPoints: string[];
  sites: oceanengine.Site[];
  applets: oceanengine.MicroAsset[];
  games: oceanengine.MicroAsset[];
}

/** The advertiser's catalogue: what the reads list and what creations may use (pick-checks.ts). */
export function catalogueOf(advertiserId: number, now: number): Catalogue {
  const random = createRandom(`creation-reads:${advertiserId}`);
  const count = (min: number, max: number) => randomInt(random, min, max);
  // Advertiser ids have 16 digits: the arithmetic is exact in bigint, so every object's id differs.
  const id = (prefix: number, n: number) =>
    String(BigInt(prefix) * 1_000_000n + BigInt(advertiserId) * 100n + BigInt(n));
  // An instance id is what an event asset is made on (`instance_id`, a number on the wire): kept
  // within the integers a JSON number carries exactly.
  const instanceId = (prefix: number, n: number) =>
    String(prefix * 10_000_000_000_000 + (advertiserId % 100_000_000_000) * 100 + n);
  const micro = (kind: string, prefix: number, total: number) =>
    Array.from({ length: total }, (_, n): oceanengine.MicroAsset => ({
      instance_id: instanceId(prefix, n),
      name: `${kind}${n + 1}`,
      app_id: `tt${id(prefix, n).slice(-10)}`,
      start_path: n % 2 === 0 ? 'pages/index/index' : '',
      create_time: createdAt(now, n),
    }));
  return {
    awemes: Array.from({ length: count(1, 4) }, (_, n) => ({
      aweme_id: id(71, n),
      aweme_name: `抖音号${n + 1}`,
      aweme_avatar: `${CDN_HOSTS.oceanengine}/aweme/${id(71, n)}.jpeg`,
      auth_type: n === 0 ? 'OFFICIAL' : 'AWEME_MATERIAL',
      auth_status: 'AUTHORIZED',
    })),
    components: Array.from({ length: count(6, 30) }, (_, n) => {
      const type = pick(random, COMPONENT_TYPES);
      return {
        component_id: id(72, n),
        component_name: `组件${n + 1}`,
        component_type: type,
        status: pick(random, COMPONENT_STATUSES),
        create_time: createdAt(now, n),
        component_data:
          type === 'PROMOTION_CARD'
            ? { title: `推广卡片${n + 1}`, button_text: '立即下载', product_selling_points: [] }
            : { button_text: '了解更多' },
      };
    }),
    playables: Array.from({ length: count(3, 20) }, (_, n) => ({
      playable_id: id(73, n),
      playable_name: `试玩${n + 1}`,
      playable_url: `${CDN_HOSTS.oceanengine}/playable/${id(73, n)}/index.html`,
      status: pick(random, PLAYABLE_STATUSES),
      create_time: createdAt(now, n),
    })),
    sellingPoints: SELLING_POINTS.filter(() => random() < 0.75),
    sites: Array.from({ length: count(2, 12) }, (_, n) => ({
      site_id: id(74, n),
      name: `落地页${n + 1}`,
      status: pick(random, SITE_STATUSES),
      site_type: 'ORANGE',
      thumbnail: `${CDN_HOSTS.oceanengine}/site/${id(74, n)}.jpeg`,
      create_time: createdAt(now, n),
    })),
    applets: micro('小程序', 75, count(0, 5)),
    games: micro('小游戏', 76, count(0, 5)),
  };
}

/**
 * The videos of one 抖音号 authorised to the advertiser (抖音主页视频), seeded by the 抖音号; empty
 * when the 抖音号 is not the advertiser's. Item ids are int64s, as the medium's are.
 */
export function awemeVideosOf(advertiserId: number, awemeId: string): oceanengine.AwemeVideo[] {
  const index = catalogueOf(advertiserId, 0).awemes.findIndex((a) => a.aweme_id === awemeId);
  if (index < 0) return [];
  const random = createRandom(`aweme:${awemeId}`);
  const itemBase =
    7_000_000_000_000_000_000n + (BigInt(advertiserId) % 1_000_000_000_000n) * 100_000n;
  return Array.from({ length: randomInt(random, 0, 40) }, (_, n) => {
    const vertical = random() < 0.8;
    return {
      item_id: String(itemBase + BigInt(index * 1000 + n)),
      video_id: `v0${awemeId}${String(n).padStart(3, '0')}`,
      title: `抖音视频${n + 1}`,
      cover_url: `${CDN_HOSTS.oceanengine}/aweme/${awemeId}/${n + 1}.jpeg`,
      duration: randomInt(random, 60, 600) / 10,
      width: vertical ? 720 : 1280,
      height: vertical ? 1280 : 720,
    };
  });
}

/** The 抖音主页视频 of the advertiser with this item id, if any of its 抖音号 has it. */
export function awemeVideoOfItem(
  advertiserId: number,
  itemId: string,
): oceanengine.AwemeVideo | undefined {
  for (const aweme of catalogueOf(advertiserId, 0).awemes) {
    const found = awemeVideosOf(advertiserId, aweme.aweme_id).find((v) => v.item_id === itemId);
    if (found) return found;
  }
  return undefined;
}

export function registerOceanEngineCreationReads(ctx: MediumContext): void {
  const catalogue = (req: EndpointRequest) => catalogueOf(ctx.advertiser(req).id, req.now);
  const page = <T>(items: readonly T[], query: { page?: number; page_size?: number }) => {
    const { items: list, pageInfo } = paginate(items, query.page ?? 1, query.page_size ?? 10);
    return { list, page_info: pageInfo };
  };

  ctx.endpoint('GET', `${BASE}2/tools/bid/suggest/`, (req) => {
    const query = ctx.parse(oceanengine.BidSuggestRequestSchema, req.input);
    const random = createRandom(
      `bid:${req.advertiserId}:${query.pricing}:${query.external_action}`,
    );
    const min = randomInt(random, 50, 300) / 100;
    const data: oceanengine.BidSuggestData = { min, max: min + randomInt(random, 100, 900) / 100 };
    return data;
  });

  ctx.endpoint('GET', `${BASE}2/tools/aweme_auth_list/`, (req) => {
    const query = ctx.parse(oceanengine.AwemeAuthListRequestSchema, req.input);
    return page(catalogue(req).awemes, query) satisfies oceanengine.AwemeAuthListData;
  });

  ctx.endpoint('GET', `${BASE}2/file/video/aweme/get/`, (req) => {
    const query = ctx.parse(oceanengine.AwemeVideoRequestSchema, req.input);
    if (!catalogue(req).awemes.some((a) => a.aweme_id === query.aweme_id)) {
      throw mediumError('param', `抖音号 ${query.aweme_id} 未授权给广告主 ${req.advertiserId}`);
    }
    const videos = awemeVideosOf(ctx.advertiser(req).id, query.aweme_id);
    const cursor = query.cursor ?? 0;
    const list = videos.slice(cursor, cursor + (query.count ?? 20));
    const data: oceanengine.AwemeVideoData = {
      list,
      cursor: cursor + list.length,
      has_more: cursor + list.length < videos.length,
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}2/assets/creative_component/get/`, (req) => {
    const query = ctx.parse(oceanengine.ComponentListRequestSchema, req.input);
    const f = query.filtering ?? {};
    const items = catalogue(req).components.filter(
      (c) =>
        (!f.component_type || c.component_type === f.component_type) &&
        (!f.status || c.status === f.status),
    );
    return page(items, query) satisfies oceanengine.ComponentListData;
  });

  ctx.endpoint('GET', `${BASE}2/tools/playable/list/`, (req) => {
    const query = ctx.parse(oceanengine.PlayableListRequestSchema, req.input);
    const status = query.filtering?.status;
    const items = catalogue(req).playables.filter((p) => !status || p.status === status);
    return page(items, query) satisfies oceanengine.PlayableListData;
  });

  ctx.endpoint('GET', `${BASE}2/tools/promotion_card/selling_points/get/`, (req) => {
    const query = ctx.parse(oceanengine.SellingPointsRequestSchema, req.input);
    const items = catalogue(req).sellingPoints.map((selling_point) => ({ selling_point }));
    return page(items, query) satisfies oceanengine.SellingPointsData;
  });

  ctx.endpoint('GET', `${BASE}2/tools/site/get/`, (req) => {
    const query = ctx.parse(oceanengine.SiteListRequestSchema, req.input);
    const items = catalogue(req).sites.filter((s) => !query.status || s.status === query.status);
    return page(items, query) satisfies oceanengine.SiteListData;
  });

  ctx.endpoint('GET', `${BASE}2/tools/site/preview/`, (req) => {
    const query = ctx.parse(oceanengine.SitePreviewRequestSchema, req.input);
    if (!catalogue(req).sites.some((s) => s.site_id === query.site_id)) {
      throw mediumError('param', `站点 ${query.site_id} 不属于广告主 ${req.advertiserId}`);
    }
    const data: oceanengine.SitePreviewData = {
      url: `${CDN_HOSTS.oceanengine}/site/${query.site_id}/preview.html`,
    };
    return data;
  });

  for (const [path, key] of [
    ['v3.0/tools/micro_app/list/', 'applets'],
    ['v3.0/tools/micro_game/list/', 'games'],
  ] as const) {
    ctx.endpoint('GET', `${BASE}${path}`, (req) => {
      const query = ctx.parse(oceanengine.MicroAssetListRequestSchema, req.input);
      const search = query.filtering?.search_key;
      const items = catalogue(req)[key].filter((a) => !search || a.name.includes(search));
      return page(items, query) satisfies oceanengine.MicroAssetListData;
    });
  }
}
