import { CreationDraftSchema } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { CREATION_DEFINITIONS } from './definitions';
import { planCreation } from './plan';
import { contextOf, draftOf, video } from './test-drafts';

// The legacy families' definitions (legacy-definitions.ts): every default of their drafts
// (spec 002 §3, §9) and every limit their plans check.

const base = {
  accounts: ['1001'],
  materials: { file_ids: [1] },
  titles: { list: ['这是第一个广告标题'] },
};
const planOf = (draft: ReturnType<typeof draftOf>, files = [video(1)]) =>
  planCreation(draft, contextOf(files));
const rowErrors = (draft: ReturnType<typeof draftOf>) => planOf(draft).rows[0]?.errors ?? [];
const draftErrors = (draft: ReturnType<typeof draftOf>) => planOf(draft).errors;

const bytedanceV2 = (over: Record<string, unknown> = {}) =>
  draftOf('bytedance_v2', {
    ad: { download_url: 'https://x', cpa_bid: 20, ...(over.ad as object) },
    ...Object.fromEntries(Object.entries(over).filter(([k]) => k !== 'ad')),
  });
const tencentV2 = (over: Record<string, unknown> = {}) =>
  draftOf('tencent_v2', {
    adgroup: { bid_amount: 20, ...(over.adgroup as object) },
    ad: { page_url: 'https://x', ...(over.ad as object) },
    ...Object.fromEntries(Object.entries(over).filter(([k]) => k !== 'ad' && k !== 'adgroup')),
  });

describe('the Ocean Engine v2 draft', () => {
  it('fills the defaults of spec 002 §3 and §9', () => {
    const d = CreationDraftSchema.parse({ medium: 'bytedance_v2', ...base });
    if (d.medium !== 'bytedance_v2') throw new Error('medium');
    expect(d.ad.platform).toEqual(['IOS']);
    expect(d.ad.delivery_range).toBe('DEFAULT');
    expect(d.ad.target).toBe('CONVERT');
    expect(d.ad.download_type).toBe('DOWNLOAD_URL');
    expect(d.creative.creative_material_mode).toBe('STATIC_ASSEMBLE');
    expect(d.rules).toMatchObject({
      acc_rule: 'SAME',
      create_type: 'MATERIAL_GROUP',
      ad_num: 10,
      materials_number: 1,
      campaign_status: 'ENABLE',
      ad_status: 'ENABLE',
    });
    expect(d.titles).toMatchObject({ limit: 10, match_rule: 1 });
    expect(d.ad).toMatchObject({
      pricing: 'PRICING_OCPM',
      smart_bid_type: 'SMART_BID_CUSTOM',
      flow_control_mode: 'BALANCE',
      external_action: 'AD_CONVERT_TYPE_ACTIVE',
      deep_external_action: 'NONE',
      deep_bid_type: null,
      budget: 300,
      schedule_type: 'SCHEDULE_FROM_NOW',
    });
    expect(d.campaign).toMatchObject({ landing_type: 'APP', budget_mode: 'BUDGET_MODE_INFINITE' });
    expect(d.campaign.campaign_name).toBe('[游戏]_[日期]_广告组[序号]');
    expect(d.ad.name).toBe('[素材名]_[日期]_[序号]');
  });

  it('makes campaigns of ad_num ads, one ad a material group', () => {
    const plan = planOf(bytedanceV2({ rules: { ad_num: 2 }, materials: { file_ids: [1, 2, 3] } }), [
      video(1),
      video(2),
      video(3),
    ]);
    expect(plan.definition.parent.label).toBe('广告组');
    expect(plan.definition.row.label).toBe('计划');
    expect(plan.parents).toBe(2);
    expect(plan.rows.map((r) => r.name)).toEqual([
      '素材1_20260301_1',
      '素材2_20260301_2',
      '素材3_20260301_3',
    ]);
    expect(plan.rows[0]?.parentName).toBe('仙侠_20260301_广告组1');
  });

  it('takes an ad budget from 300 and an oCPM target cost from 0.01', () => {
    expect(rowErrors(bytedanceV2({ ad: { budget: 300, cpa_bid: 0.01 } }))).toEqual([]);
    expect(rowErrors(bytedanceV2({ ad: { budget: 299.99, cpa_bid: 0 } }))).toEqual([
      '广告预算不能小于300',
      '转化出价不能小于0.01',
    ]);
    expect(rowErrors(bytedanceV2({ ad: { budget: 10_000_000 } }))).toEqual([
      '广告预算不能大于9999999.99',
    ]);
  });

  it('takes a CPC or CPM price from 0.1', () => {
    expect(rowErrors(bytedanceV2({ ad: { pricing: 'PRICING_CPC', cpa_bid: 0.1 } }))).toEqual([]);
    expect(rowErrors(bytedanceV2({ ad: { pricing: 'PRICING_CPM', cpa_bid: 0.09 } }))).toEqual([
      '出价不能小于0.1',
    ]);
    expect(rowErrors(bytedanceV2({ ad: { cpa_bid: null } }))).toEqual(['出价不能为空']);
  });

  it('takes a campaign day budget from 300, none under 不限', () => {
    const day = (budget: number | null) =>
      draftErrors(bytedanceV2({ campaign: { budget_mode: 'BUDGET_MODE_DAY', budget } }));
    expect(day(300)).toEqual([]);
    expect(day(299)).toEqual(['广告组预算不能小于300']);
    expect(day(null)).toEqual(['预算不能为空']);
    expect(draftErrors(bytedanceV2({ campaign: { budget: null } }))).toEqual([]);
  });

  it('takes a search campaign’s ad keywords by the v2 limits, and keywords on search only', () => {
    const search = (keywords: { word: string; match_type?: string }[]) =>
      draftErrors(bytedanceV2({ campaign: { campaign_type: 'SEARCH' }, ad: { keywords } }));
    const d = bytedanceV2();
    if (d.medium !== 'bytedance_v2') throw new Error('medium');
    expect(d.campaign.campaign_type).toBe('FEED');
    expect(d.ad.keywords).toEqual([]);
    expect(search([{ word: '传奇手游' }, { word: '传奇下载', match_type: 'PRECISION' }])).toEqual(
      [],
    );
    expect(search([{ word: '传奇' }, { word: '传奇' }, { word: '长'.repeat(21) }])).toEqual([
      '关键词「传奇」重复',
      `关键词「${'长'.repeat(21)}」超过 20 个字`,
    ]);
    const many = Array.from({ length: 1001 }, (_, i) => ({ word: `词${i}` }));
    expect(search(many)).toEqual(['每个计划最多 1000 个关键词，已有 0 个，本次添加 1001 个']);
    expect(draftErrors(bytedanceV2({ ad: { keywords: [{ word: '传奇' }] } }))).toEqual([
      '只有搜索广告组的计划可以设置关键词',
    ]);
  });

  it('counts a Chinese character of a name twice, up to 100', () => {
    const named = (name: string) => rowErrors(bytedanceV2({ ad: { name } }));
    expect(named('测'.repeat(50))).toEqual([]);
    expect(named('测'.repeat(50) + 'a')).toEqual([
      `计划名称「${'测'.repeat(50)}a」超过 100 个字（当前 101）`,
    ]);
    expect(named('a'.repeat(100))).toEqual([]);
  });

  it('takes at most 10 titles and 10 materials an ad and 500 ads a campaign', () => {
    const def = CREATION_DEFINITIONS.bytedance_v2;
    expect([def.titlesMax, def.materialsMax, def.rowsPerParentMax]).toEqual([10, 10, 500]);
    expect(draftErrors(bytedanceV2({ rules: { ad_num: 501 } }))).toEqual([
      '每个广告组最多 500 个计划',
    ]);
    expect(
      draftErrors(bytedanceV2({ titles: { list: ['这是第一个广告标题'], limit: 11 } })),
    ).toEqual(['每个计划最多 10 个标题']);
  });

  it('offers a deep optimisation method for a pay convert with deep 每次付费 only', () => {
    const goal = (ad: Record<string, unknown>) => draftErrors(bytedanceV2({ ad }));
    expect(
      goal({ external_action: 'AD_CONVERT_TYPE_PAY', deep_external_action: 'DEFAULT' }),
    ).toEqual(['付费转化的深度目标为每次付费时，请选择深度优化方式']);
    expect(goal({ deep_bid_type: 'DEEP_BID_DEFAULT' })).toEqual([
      '只有付费转化且深度目标为每次付费时可选深度优化方式',
    ]);
    expect(
      goal({
        external_action: 'AD_CONVERT_TYPE_PAY',
        deep_external_action: 'DEFAULT',
        deep_bid_type: 'DEEP_BID_MIN',
        deep_cpabid: 0.09,
      }),
    ).toEqual(['深度转化出价不能小于0.1']);
  });

  it('needs a download link for an app, a source for a link, and ordered dates', () => {
    expect(draftErrors(bytedanceV2({ ad: { download_url: '' } }))).toEqual(['请填写应用下载链接']);
    expect(draftErrors(bytedanceV2({ campaign: { landing_type: 'LINK' } }))).toEqual([
      '请填写广告来源（1-10 个字）',
    ]);
    expect(
      draftErrors(
        bytedanceV2({
          ad: {
            schedule_type: 'SCHEDULE_START_END',
            start_time: '2026-03-02',
            end_time: '2026-03-01',
          },
        }),
      ),
    ).toEqual(['结束日期不能早于开始日期']);
    expect(draftErrors(bytedanceV2({ ad: { schedule_type: 'SCHEDULE_START_END' } }))).toEqual([
      '请选择投放起止日期',
    ]);
  });
});

describe('the Tencent v1.3 draft', () => {
  it('fills the defaults of spec 002 §3 and §9: template 721, material_num 3, 10 titles', () => {
    const d = CreationDraftSchema.parse({ medium: 'tencent_v2', ...base });
    if (d.medium !== 'tencent_v2') throw new Error('medium');
    expect(d.ad.adcreative_template_id).toBe(721);
    expect(d.rules).toMatchObject({ ad_num: 10, material_num: 3, acc_rule: 'SAME' });
    expect(d.titles).toMatchObject({ limit: 10, match_rule: 1 });
    expect(d.adgroup).toMatchObject({
      optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
      bid_mode: 'BID_MODE_OCPM',
      site_set: ['SITE_SET_MOBILE_UNION'],
      daily_budget: null,
    });
    expect(d.campaign).toMatchObject({
      promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
      daily_budget: null,
      campaign_name: '[游戏]_[日期]_计划[序号]',
    });
    expect(d.ad.ad_name).toBe('[素材名]_[日期]_[序号]');
  });

  it('makes campaigns of adgroups, each with one ad a material', () => {
    const plan = planOf(
      tencentV2({ rules: { material_num: 2 }, materials: { file_ids: [1, 2, 3] } }),
      [video(1), video(2), video(3)],
    );
    expect(plan.definition.parent.label).toBe('推广计划');
    expect(plan.definition.row.label).toBe('广告组');
    expect(plan.definition.child?.label).toBe('广告');
    expect(plan.parents).toBe(1);
    expect(plan.rows).toHaveLength(2);
    expect(plan.children).toBe(3);
    expect(plan.rows[0]?.childNames).toEqual(['素材1_20260301_1', '素材2_20260301_2']);
  });

  it('skips the account’s ad names in a numbered rule (ad names are unique in the account)', () => {
    const plan = planCreation(
      tencentV2(),
      contextOf([video(1)], {
        takenNames: (_a, level) => new Set(level === 'child' ? ['素材1_20260301_1'] : []),
      }),
    );
    expect(plan.rows[0]?.childNames).toEqual(['素材1_20260301_2']);
  });

  it('takes an adgroup bid from 0.1', () => {
    expect(rowErrors(tencentV2({ adgroup: { bid_amount: 0.1 } }))).toEqual([]);
    expect(rowErrors(tencentV2({ adgroup: { bid_amount: 0.09 } }))).toEqual(['出价不能小于0.1']);
    expect(rowErrors(tencentV2({ adgroup: { bid_amount: null } }))).toEqual(['出价不能为空']);
  });

  it('takes a campaign daily budget of 不限 or 50 to 4,000,000', () => {
    const budget = (daily_budget: number | null) =>
      rowErrors(tencentV2({ campaign: { daily_budget } }));
    expect(budget(null)).toEqual([]);
    expect(budget(0)).toEqual([]);
    expect(budget(50)).toEqual([]);
    expect(budget(49.99)).toEqual(['推广计划日预算不能小于50']);
    expect(budget(4_000_000.01)).toEqual(['推广计划日预算不能大于4000000']);
  });

  it('takes an adgroup daily budget of 不限 or 50 to 4,000,000', () => {
    const budget = (daily_budget: number | null) =>
      draftErrors(tencentV2({ adgroup: { daily_budget } }));
    expect(budget(null)).toEqual([]);
    expect(budget(50)).toEqual([]);
    expect(budget(49)).toEqual(['广告组日预算不能小于50']);
    expect(budget(4_000_001)).toEqual(['广告组日预算不能大于4000000']);
  });

  it('needs a placement and a landing page', () => {
    expect(draftErrors(tencentV2({ adgroup: { site_set: [] } }))).toEqual(['请至少选择一个版位']);
    expect(draftErrors(tencentV2({ ad: { page_url: '' } }))).toEqual(['请填写落地页链接']);
  });

  it('takes names of 120 characters, 10 titles and materials, 100 adgroups a campaign', () => {
    const def = CREATION_DEFINITIONS.tencent_v2;
    expect([def.parent.nameMax, def.row.nameMax, def.child?.nameMax]).toEqual([120, 120, 120]);
    expect([def.titlesMax, def.materialsMax, def.rowsPerParentMax]).toEqual([10, 10, 100]);
    expect(rowErrors(tencentV2({ adgroup: { adgroup_name: '组'.repeat(120) } }))).toEqual([]);
    expect(rowErrors(tencentV2({ adgroup: { adgroup_name: '组'.repeat(121) } }))).toEqual([
      `广告组名称「${'组'.repeat(121)}」超过 120 个字（当前 121）`,
    ]);
    expect(draftErrors(tencentV2({ rules: { ad_num: 101 } }))).toEqual([
      '每个推广计划最多 100 个广告组',
    ]);
  });
});
