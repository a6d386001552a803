import { TencentAccountPickSchema, type TencentAccountPicks } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { tencentBrandNeeded, tencentPickErrors } from './tencent-picks';

const pick = (p: Record<string, unknown>) => TencentAccountPickSchema.parse(p);
const base = {
  accounts: ['101', '102'],
  picks: {} as TencentAccountPicks,
  pageUrl: '',
  optimizationGoal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
  pagePicks: true,
  brandNeeded: false,
};

describe('tencentPickErrors', () => {
  it('needs a page address or every account’s 官方落地页', () => {
    expect(tencentPickErrors(base)).toEqual(['请选择落地页或填写落地页链接']);
    expect(tencentPickErrors({ ...base, picks: { '101': pick({ page_id: 7 }) } })).toEqual([
      '以下账户未选择落地页：102',
    ]);
    const both = { '101': pick({ page_id: 7 }), '102': pick({ page_id: 8 }) };
    expect(tencentPickErrors({ ...base, picks: both })).toEqual([]);
    expect(tencentPickErrors({ ...base, pageUrl: 'https://a.example/x' })).toEqual([]);
  });

  it('ignores page picks where the family takes the address only', () => {
    const both = { '101': pick({ page_id: 7 }), '102': pick({ page_id: 8 }) };
    expect(tencentPickErrors({ ...base, pagePicks: false, picks: both })).toEqual([
      '请填写落地页链接',
    ]);
  });

  it('names the accounts without a brand where the placements show one', () => {
    const picks = { '101': pick({ brand_image_id: 'b1', brand_name: '品牌' }) };
    expect(
      tencentPickErrors({ ...base, pageUrl: 'https://a.example', brandNeeded: true, picks }),
    ).toEqual(['微信、微信视频号版位需要品牌形象，以下账户未选择：102']);
    const unnamed = { '101': pick({ brand_image_id: 'b1' }) };
    expect(tencentPickErrors({ ...base, pageUrl: 'https://a.example', picks: unnamed })).toEqual([
      '账户 101 的品牌名称不能为空',
    ]);
  });

  it('lists at most ten accounts by id', () => {
    const accounts = Array.from({ length: 12 }, (_, i) => String(200 + i));
    const picks = { '200': pick({ page_id: 1 }) };
    const [error] = tencentPickErrors({ ...base, accounts, picks });
    expect(error).toBe(`以下账户未选择落地页：${accounts.slice(1, 11).join('、')} 等 11 个账户`);
  });

  it('refuses a conversion of another goal and an audience both targeted and excluded', () => {
    const picks = {
      '101': pick({
        conversion_id: 5,
        conversion_name: '付费转化',
        conversion_goal: 'OPTIMIZATIONGOAL_APP_PURCHASE',
        custom_audience: [1, 2],
        excluded_custom_audience: [2],
      }),
      '102': pick({ conversion_id: 6, conversion_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE' }),
    };
    expect(tencentPickErrors({ ...base, pageUrl: 'https://a.example', picks })).toEqual([
      '账户 101 的转化「付费转化」优化目标为付费，与广告的优化目标不一致',
      '账户 101 的人群 2 不能同时定向和排除',
    ]);
  });

  it('ignores the picks of accounts no longer in the draft', () => {
    const picks = { '999': pick({ custom_audience: [1], excluded_custom_audience: [1] }) };
    expect(tencentPickErrors({ ...base, pageUrl: 'https://a.example', picks })).toEqual([]);
  });
});

describe('tencentBrandNeeded', () => {
  it('holds for WeChat and Channels placements chosen by hand', () => {
    expect(tencentBrandNeeded(false, ['SITE_SET_WECHAT'])).toBe(true);
    expect(tencentBrandNeeded(false, ['SITE_SET_CHANNELS', 'SITE_SET_MOBILE_UNION'])).toBe(true);
    expect(tencentBrandNeeded(false, ['SITE_SET_MOBILE_UNION'])).toBe(false);
    expect(tencentBrandNeeded(true, ['SITE_SET_WECHAT'])).toBe(false);
  });
});

describe('TencentAccountPickSchema', () => {
  it('refuses repeated and too many audiences', () => {
    expect(
      TencentAccountPickSchema.safeParse({ custom_audience: [1, 1] }).error?.issues[0]?.message,
    ).toBe('定向人群不能重复');
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(
      TencentAccountPickSchema.safeParse({ excluded_custom_audience: many }).error?.issues[0]
        ?.message,
    ).toBe('排除人群最多 50 个');
  });
});
