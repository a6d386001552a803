import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';
import { autoGenerateConfigIds, cdpBrandsOf } from './creative-strategy-routes';

// CDP brands, creative strategies and auto-generate configs over HTTP, in the medium's wire shapes.

const { ErrorCode } = oceanengine;

describe('Ocean Engine creative strategies and brands', () => {
  let s: OceanEngineSession;
  let a: number;
  beforeAll(async () => {
    s = await startOceanEngine();
    [a = 0] = s.advertisers;
  });
  afterAll(() => s.running.close());

  it('answers an advertiser’s CDP brands and the brand category tree, the same each time', async () => {
    const answer = await s.get('v3.0/cdp/brand/get/', { advertiser_id: a });
    expect(answer.code).toBe(0);
    const data = oceanengine.CdpBrandDataSchema.parse(answer.data);
    expect(data.brand_info_data.length).toBeGreaterThan(0);
    expect(data.brand_category_info[0]?.children?.[0]?.children?.[0]?.lable).toBeTruthy();
    expect((await s.get('v3.0/cdp/brand/get/', { advertiser_id: a })).data).toEqual(answer.data);
  });

  it('lists creative strategies of the asked directions, paged', async () => {
    const all = await s.get('2/creative/strategy/list/', { advertiser_id: a, page_size: 100 });
    expect(all.code).toBe(0);
    const data = oceanengine.CreativeStrategyListDataSchema.parse(all.data);
    expect(data.page_info.total_number).toBe(12);
    const some = oceanengine.CreativeStrategyListDataSchema.parse(
      (
        await s.get('2/creative/strategy/list/', {
          advertiser_id: a,
          strategy_types: JSON.stringify(['Horizontal2Vertical']),
          page: 1,
          page_size: 2,
        })
      ).data,
    );
    expect(some.page_info).toEqual({ page: 1, page_size: 2, total_number: 3, total_page: 2 });
    expect(some.strategy_models.every((m) => m.type === 'Horizontal2Vertical')).toBe(true);
    const bad = await s.get('2/creative/strategy/list/', {
      advertiser_id: a,
      strategy_types: JSON.stringify(['Sideways']),
    });
    expect(bad.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('reads an advertiser’s auto-generate config and refuses another’s', async () => {
    const configId = autoGenerateConfigIds(a)[0] ?? 0;
    const answer = await s.get('v3.0/promotion/auto_generate_config/get/', {
      advertiser_id: a,
      config_id: configId,
    });
    expect(answer.code).toBe(0);
    const data = oceanengine.AutoGenerateConfigDataSchema.parse(answer.data);
    expect(data.config_id).toBe(configId);
    expect(data.strategy_data.length).toBeGreaterThan(0);
    const missing = await s.get('v3.0/promotion/auto_generate_config/get/', {
      advertiser_id: a,
      config_id: 1,
    });
    expect(missing.code).toBe(ErrorCode.PARAM_ERROR);
    expect(missing.message).toContain('衍生配置 1');
  });

  it('takes a promotion’s own CDP brand and config, stores them as sent and refuses another’s', async () => {
    const [mine = 0, other = 0] = s.advertisers;
    const [brand] = cdpBrandsOf(mine);
    const [theirBrand] = cdpBrandsOf(other);
    const made = await s.post('v3.0/promotion/auto_generate_config/create/', {
      advertiser_id: mine,
      strategy_data: [
        {
          strategy_id: 7_100_001,
          strategy_state: [{ state_key: 'title', state_type: 'Text', state_value: '限时福利' }],
        },
      ],
    });
    expect(made.code).toBe(ErrorCode.OK);
    const configId = oceanengine.AutoGenerateConfigCreateDataSchema.parse(made.data).config_id;
    const [project] = await listAll(s, 'v3.0/project/list/', { advertiser_id: mine });
    const [video] = await listAll(s, '2/file/video/get/', { advertiser_id: mine });
    let n = 0;
    const create = (extra: object) =>
      s.post('v3.0/promotion/create/', {
        advertiser_id: mine,
        project_id: project?.project_id,
        name: `衍生广告${++n}`,
        promotion_materials: {
          video_material_list: [{ image_mode: 'VIDEO_VERTICAL', video_id: video?.video_id }],
          title_material_list: [{ title: '全新版本上线' }],
        },
        ...extra,
      });
    const refused = async (extra: object, message: string) => {
      const answer = await create(extra);
      expect(answer.code).toBe(ErrorCode.PARAM_ERROR);
      expect(answer.message).toContain(message);
    };
    if (!brand || !theirBrand) throw new Error('the seeded brands changed');
    const own = { cdp_brand_id: brand.cdp_brand_id, cdp_brand_name: brand.cdp_brand_name };
    await refused(
      { brand_info: { cdp_brand_id: theirBrand.cdp_brand_id } },
      `品牌 ${theirBrand.cdp_brand_id} 不存在或不属于该广告主`,
    );
    await refused({ creative_auto_generate_switch: 'ON' }, 'config_id 必填');
    const theirConfig = autoGenerateConfigIds(other)[0] ?? 0;
    await refused(
      { creative_auto_generate_switch: 'ON', config_id: theirConfig },
      `衍生配置 ${theirConfig} 不存在或不属于该广告主`,
    );
    const ok = await create({
      brand_info: own,
      creative_auto_generate_switch: 'ON',
      config_id: configId,
    });
    expect(ok.code, ok.message).toBe(ErrorCode.OK);
    const stored = s.running.sandbox.state.oceanengine.promotions
      .listByAdvertiser(mine)
      .find((p) => p.wire.promotion_name === `衍生广告${n}`);
    // Ids are kept as the medium's int64, the way the wire parses them.
    expect(stored?.wire).toMatchObject({
      brand_info: { ...own, cdp_brand_id: BigInt(brand.cdp_brand_id) },
      creative_auto_generate_switch: 'ON',
      config_id: BigInt(configId),
    });
  });
});
