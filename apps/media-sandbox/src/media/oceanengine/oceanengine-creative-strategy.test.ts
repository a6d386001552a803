import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';
import { autoGenerateConfigIds } from './creative-strategy-routes';

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
});
