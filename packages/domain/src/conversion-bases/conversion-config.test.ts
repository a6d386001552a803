import { describe, expect, it } from 'vitest';
import { conversionConfig, enabledEventTypes, switchConversion } from './conversion-config';

describe('conversion config', () => {
  it('lists the medium’s conversions with what the base reports', () => {
    expect(conversionConfig('bytedance', ['active_pay'])).toEqual([
      { type: 'active', label: '激活', enabled: true },
      { type: 'active_register', label: '注册', enabled: true },
      { type: 'active_pay', label: '付费', enabled: false },
    ]);
    expect(enabledEventTypes('tencent', ['OPTIMIZATIONGOAL_APP_REGISTER'])).toEqual([
      'OPTIMIZATIONGOAL_APP_ACTIVATE',
      'OPTIMIZATIONGOAL_APP_PURCHASE',
    ]);
  });

  it('turns a conversion off and on again', () => {
    expect(switchConversion('bytedance', [], 'active_pay', false)).toEqual({
      disabled: ['active_pay'],
    });
    expect(switchConversion('bytedance', ['active_pay'], 'active_pay', true)).toEqual({
      disabled: [],
    });
    expect(switchConversion('bytedance', ['active_pay'], 'active', false)).toEqual({
      disabled: ['active', 'active_pay'],
    });
  });

  it('keeps at least one conversion reported and takes only the medium’s types', () => {
    expect(
      switchConversion('bytedance', ['active', 'active_register'], 'active_pay', false),
    ).toEqual({ problem: '转化基础至少回传一个转化事件' });
    expect(switchConversion('tencent', [], 'active', false)).toEqual({
      problem: '不是该媒体的转化事件：active',
    });
  });
});
