import { BytedanceCreationDraftSchema, DerivedStrategySchema } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { bytedanceDerivedErrors, derivedStrategiesOf } from './bytedance-derived';

const strategy = (id: number, title: string, background = 'https://cdn.example/bg.jpeg') =>
  DerivedStrategySchema.parse({
    strategy_id: id,
    strategy_name: `横转竖模板${id}`,
    states: [
      { key: 'title', name: '标题', type: 'Text', value: title, max_length: 10 },
      { key: 'background', name: '背景图', type: 'Image', value: background },
    ],
  });

describe('the v3 draft’s brand and derived creatives', () => {
  it('starts with 衍生创意 off, no strategies and no brand picked', () => {
    const draft = BytedanceCreationDraftSchema.parse({
      medium: 'bytedance',
      accounts: ['101'],
      account_picks: { '101': {} },
      materials: {},
      titles: { list: ['标题'] },
    });
    expect(draft.promotion.creative_auto_generate_switch).toBe('OFF');
    expect(draft.promotion.auto_generate_strategies).toEqual([]);
    expect(draft.account_picks['101']).toMatchObject({ cdp_brand_id: null, cdp_brand_name: '' });
  });
});

describe('bytedanceDerivedErrors', () => {
  it('asks nothing while off, and sends nothing kept', () => {
    const off = { creative_auto_generate_switch: 'OFF' as const, auto_generate_strategies: [] };
    expect(bytedanceDerivedErrors(off)).toEqual([]);
    const kept = { ...off, auto_generate_strategies: [strategy(1, '')] };
    expect(bytedanceDerivedErrors(kept)).toEqual([]);
    expect(derivedStrategiesOf(kept)).toBeNull();
  });

  it('needs a strategy when on', () => {
    expect(
      bytedanceDerivedErrors({ creative_auto_generate_switch: 'ON', auto_generate_strategies: [] }),
    ).toEqual(['开启衍生创意时请至少选择一个衍生策略']);
  });

  it('names each empty slot, each text past its limit and a repeated strategy', () => {
    const on = (list: ReturnType<typeof strategy>[]) => ({
      creative_auto_generate_switch: 'ON' as const,
      auto_generate_strategies: list,
    });
    expect(bytedanceDerivedErrors(on([strategy(1, '', '')]))).toEqual([
      '衍生策略「横转竖模板1」未填写标题',
      '衍生策略「横转竖模板1」未填写背景图',
    ]);
    expect(bytedanceDerivedErrors(on([strategy(2, '限时福利领取千元礼包')]))).toEqual([]);
    expect(bytedanceDerivedErrors(on([strategy(2, '限时福利领取千元大礼包')]))).toEqual([
      '衍生策略「横转竖模板2」的标题不能超过 10 个字',
    ]);
    expect(bytedanceDerivedErrors(on([strategy(3, '福利'), strategy(3, '福利')]))).toEqual([
      '衍生策略不能重复',
    ]);
    expect(derivedStrategiesOf(on([strategy(3, '福利')]))?.map((s) => s.strategy_id)).toEqual([3]);
  });
});
