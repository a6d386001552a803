import { describe, expect, it } from 'vitest';
import { codeLabel, codeOptions } from './medium-codes';
import { KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS } from './kuaishou-labels';

// Kuaishou's coded filters (spec 002 §2; bububa model/dsp/unit/unit.go, campaign/campaign.go).

describe('Kuaishou codes', () => {
  it('offers the spec optimisation goals 2/180/190/191/739/774', () => {
    expect(codeOptions('kuaishou', 'ocpx_action_type')).toEqual([
      { value: '2', label: '点击转化链接' },
      { value: '180', label: '激活' },
      { value: '190', label: '付费' },
      { value: '191', label: '首日ROI' },
      { value: '739', label: '7日付费次数' },
      { value: '774', label: '7日ROI' },
    ]);
  });

  it('offers the deep goals 3/92/7', () => {
    expect(
      codeOptions('kuaishou', 'deep_conversion_type')
        .map((o) => o.value)
        .sort(),
    ).toEqual(['3', '7', '92']);
    expect(codeLabel('kuaishou', 'deep_conversion_type', 92)).toBe('付费ROI');
    expect(codeLabel('kuaishou', 'deep_conversion_type', 7)).toBe('次日留存');
  });

  it('tells custom from programmatic units', () => {
    expect(codeOptions('kuaishou', 'unit_type')).toEqual([
      { value: '4', label: '自定义创意' },
      { value: '7', label: '程序化创意' },
    ]);
  });

  it('labels scenes and campaign types in Chinese', () => {
    for (const field of ['scene_id', 'campaign_type'] as const) {
      const options = codeOptions('kuaishou', field);
      expect(options.length).toBeGreaterThan(0);
      for (const o of options) expect(o.label, o.value).toMatch(/\p{Script=Han}/u);
    }
    expect(codeLabel('kuaishou', 'scene_id', 24)).toBe('激励视频');
    expect(codeLabel('kuaishou', 'campaign_type', 2)).toBe('提升应用安装');
  });

  it('has a budget a weekday, Monday first', () => {
    expect(KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS).toHaveLength(7);
    expect(KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS[0]).toBe('周一');
  });

  it('answers an unknown code as itself and a field the medium lacks with no options', () => {
    expect(codeLabel('kuaishou', 'ocpx_action_type', 53)).toBe('53');
    expect(codeOptions('tencent', 'ocpx_action_type')).toEqual([]);
    expect(codeOptions('bytedance', 'put_status')).toEqual([]);
    expect(codeOptions('tencent', 'configured_status').map((o) => o.label)).toEqual([
      '开启',
      '暂停',
    ]);
  });
});
