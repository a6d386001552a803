import { oceanengine } from '@toufang/media-wire';
import type { SandboxState } from '../../state/state';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { createRandom, randomInt } from '../../prng';

// The CDP brands, creative strategies and auto-generate configs (media-wire
// oceanengine/creative-strategy.ts, after the medium's Go SDK). Brands and configs are drawn per
// advertiser from a generator seeded by its id, the strategies are the medium's own catalogue,
// the same for every advertiser: every call answers the same world.

const BASE = '/oceanengine/open_api/';

const CATEGORIES: oceanengine.BrandCategory[] = [
  {
    id: '1',
    lable: '游戏',
    children: [
      {
        id: '101',
        lable: '角色扮演',
        children: [
          { id: '10101', lable: 'MMORPG' },
          { id: '10102', lable: '回合制' },
        ],
      },
      { id: '102', lable: '休闲益智', children: [{ id: '10201', lable: '消除' }] },
    ],
  },
  {
    id: '2',
    lable: '应用工具',
    children: [{ id: '201', lable: '效率办公', children: [{ id: '20101', lable: '文档' }] }],
  },
];

const STATES: Record<
  oceanengine.CreativeStrategy['type'],
  oceanengine.CreativeStrategy['state_list']
> = {
  Horizontal2Vertical: [
    {
      state_key: 'title',
      state_name: '标题',
      state_type: 'Text',
      limit: { text_min_length: 1, text_max_length: 10 },
    },
    {
      state_key: 'background',
      state_name: '背景图',
      state_type: 'Image',
      limit: { img_width: 720, img_height: 1280 },
    },
  ],
  Vertical2Horizontal: [
    {
      state_key: 'title',
      state_name: '标题',
      state_type: 'Text',
      limit: { text_min_length: 1, text_max_length: 12 },
    },
    {
      state_key: 'background',
      state_name: '背景图',
      state_type: 'Image',
      limit: { img_width: 1280, img_height: 720 },
    },
  ],
  Horizontal2Horizontal: [
    {
      state_key: 'title',
      state_name: '标题',
      state_type: 'Text',
      limit: { text_min_length: 1, text_max_length: 15 },
    },
  ],
  Vertical2Vertical: [
    {
      state_key: 'title',
      state_name: '标题',
      state_type: 'Text',
      limit: { text_min_length: 1, text_max_length: 15 },
    },
  ],
};

/** The medium's creative strategies: three of each direction. */
export const CREATIVE_STRATEGIES: oceanengine.CreativeStrategy[] =
  oceanengine.CREATIVE_STRATEGY_TYPES.flatMap((type, t) =>
    [1, 2, 3].map((n) => {
      const id = 7_100_000 + t * 10 + n;
      return {
        strategy_id: id,
        strategy_name: `${type}模板${n}`,
        type,
        info: {
          cover_url: `${CDN_HOSTS.oceanengine}/strategy/${id}.jpeg`,
          video_url: `${CDN_HOSTS.oceanengine}/strategy/${id}.mp4`,
        },
        state_list: STATES[type],
      };
    }),
  );

/** The ids of an advertiser's auto-generate configs (one to three). */
export function autoGenerateConfigIds(advertiserId: number): number[] {
  const random = createRandom(`auto-generate:${advertiserId}`);
  return Array.from(
    { length: randomInt(random, 1, 3) },
    (_, n) => 8_800_000_000 + n * 7 + (advertiserId % 1_000_000) * 10,
  );
}

/** An advertiser's CDP brands (one to four). */
export function cdpBrandsOf(advertiserId: number): oceanengine.CdpBrand[] {
  const random = createRandom(`cdp-brand:${advertiserId}`);
  return Array.from({ length: randomInt(random, 1, 4) }, (_, n) => {
    const id = 6_600_000 + (advertiserId % 10_000) * 10 + n;
    return {
      brand_name_id: id + 1_000_000,
      cdp_brand_id: id,
      cdp_brand_name: `品牌${n + 1}`,
      ...(n === 0 ? { ecom_brand_id: id + 2_000_000 } : {}),
    };
  });
}

/** Whether the advertiser holds the config: one it made, or one of its seeded ones. */
export function holdsAutoGenerateConfig(
  state: SandboxState,
  advertiserId: number,
  configId: number,
): boolean {
  const made = state.oceanengine.autoGenerateConfigs.find(configId);
  if (made) return made.advertiserId === advertiserId;
  return autoGenerateConfigIds(advertiserId).includes(configId);
}

export function registerOceanEngineCreativeStrategies(ctx: MediumContext): void {
  ctx.endpoint('GET', `${BASE}v3.0/cdp/brand/get/`, (req) => {
    ctx.parse(oceanengine.CdpBrandRequestSchema, req.input);
    const data: oceanengine.CdpBrandData = {
      brand_info_data: cdpBrandsOf(ctx.advertiser(req).id),
      brand_category_info: CATEGORIES,
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}2/creative/strategy/list/`, (req) => {
    const query = ctx.parse(oceanengine.CreativeStrategyListRequestSchema, req.input);
    ctx.advertiser(req);
    const types = query.strategy_types ?? [];
    const all = CREATIVE_STRATEGIES.filter((s) => types.length === 0 || types.includes(s.type));
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 10;
    const data: oceanengine.CreativeStrategyListData = {
      strategy_models: all.slice((page - 1) * pageSize, page * pageSize),
      page_info: {
        page,
        page_size: pageSize,
        total_number: all.length,
        total_page: Math.ceil(all.length / pageSize),
      },
    };
    return data;
  });

  ctx.endpoint('GET', `${BASE}v3.0/promotion/auto_generate_config/get/`, (req) => {
    const query = ctx.parse(oceanengine.AutoGenerateConfigRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const made = ctx.state.oceanengine.autoGenerateConfigs.find(query.config_id);
    if (made && made.advertiserId === advertiserId) {
      const data: oceanengine.AutoGenerateConfigData = {
        config_id: made.configId,
        version: 'Strategy',
        update_time: Math.floor(made.createdAt / 1000),
        strategy_data: made.strategies.map((chosen) => {
          const s = CREATIVE_STRATEGIES.find((c) => c.strategy_id === chosen.strategy_id);
          return {
            strategy_id: chosen.strategy_id,
            ...(s ? { strategy_name: s.strategy_name } : {}),
            type: s?.type ?? 'Horizontal2Vertical',
            info: s ? { ...s.info, vid: `v0${s.strategy_id}` } : {},
            strategy_state: chosen.strategy_state,
          };
        }),
        templates: [],
      };
      return data;
    }
    if (!autoGenerateConfigIds(advertiserId).includes(query.config_id)) {
      throw mediumError('param', `衍生配置 ${query.config_id} 不属于广告主 ${advertiserId}`);
    }
    const random = createRandom(`auto-generate:${query.config_id}`);
    const picked = CREATIVE_STRATEGIES.filter(() => random() < 0.4).slice(0, 4);
    const strategies = picked.length > 0 ? picked : CREATIVE_STRATEGIES.slice(0, 1);
    const data: oceanengine.AutoGenerateConfigData = {
      config_id: query.config_id,
      version: 'Strategy',
      update_time: Math.floor(req.now / 1000) - randomInt(random, 1, 30) * 86_400,
      strategy_data: strategies.map((s) => ({
        strategy_id: s.strategy_id,
        strategy_name: s.strategy_name,
        type: s.type,
        info: { ...s.info, vid: `v0${s.strategy_id}` },
        strategy_state: s.state_list.map((state) => ({
          state_key: state.state_key,
          state_type: state.state_type,
          state_value:
            state.state_type === 'Text'
              ? '限时福利'
              : `${CDN_HOSTS.oceanengine}/bg/${s.strategy_id}.jpeg`,
        })),
      })),
      templates: [],
    };
    return data;
  });

  ctx.endpoint(
    'POST',
    `${BASE}v3.0/promotion/auto_generate_config/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.AutoGenerateConfigCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      for (const chosen of body.strategy_data) {
        const strategy = CREATIVE_STRATEGIES.find((s) => s.strategy_id === chosen.strategy_id);
        if (!strategy) throw mediumError('param', `衍生策略 ${chosen.strategy_id} 不存在`);
        for (const slot of strategy.state_list) {
          const value = chosen.strategy_state.find((s) => s.state_key === slot.state_key);
          if (!value?.state_value) {
            throw mediumError(
              'param',
              `衍生策略「${strategy.strategy_name}」缺少${slot.state_name}`,
            );
          }
          const max = slot.limit?.text_max_length;
          if (
            slot.state_type === 'Text' &&
            max !== undefined &&
            [...value.state_value].length > max
          ) {
            throw mediumError('param', `${slot.state_name}不能超过${max}个字`);
          }
        }
      }
      const configId = ctx.state.nextId('oceanengine.autoGenerateConfig');
      ctx.state.oceanengine.autoGenerateConfigs.insert({
        configId,
        advertiserId,
        createdAt: req.now,
        strategies: body.strategy_data,
      });
      return { config_id: configId };
    },
    { write: true },
  );
}
