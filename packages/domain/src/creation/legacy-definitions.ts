import { keywordErrors } from '@toufang/contracts';
import {
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  PROJECT_BUDGET_RULE,
  PROMOTION_BUDGET_RULE,
} from '../delivery/limits';
import { regionErrorsOf } from '../regions/region-media';
import { tencentPickErrors } from './tencent-picks';
import { MEDIA_BID_RULES } from '../delivery/media-bid-rules';
import type { CreationDefinition } from './definition-types';
import {
  BYTEDANCE_PLACEMENTS,
  bytedanceInventory,
  checkOf,
  TENCENT_PLACEMENTS,
  yuanRule,
} from './definition-support';
import { regionTargetingErrors } from '../regions/regions';

// The creation definitions of the media's legacy APIs (definition-types.ts), the same kind of data
// as the current ones (definitions.ts): Ocean Engine v2 campaign → ad (计划) → creatives and Tencent
// v1.3 campaign → adgroup → ads. The level-2 object (the row) is the ad / the adgroup, which holds
// the targeting and the bid; spec 002 §3 ("v1" drafts) and §9 give the defaults, the media's
// references (docs/media-wire) the name lengths and money limits.

/** An Ocean Engine v2 campaign's day budget: at least 300 元 (reference §1.10). */
export const BYTEDANCE_V2_CAMPAIGN_BUDGET_RULE = { ...PROJECT_BUDGET_RULE, label: '广告组预算' };
/** A Tencent v1.3 campaign's daily budget: 0 (不限) or 50 to 4,000,000 元 (reference §3.9). */
export const TENCENT_V2_CAMPAIGN_BUDGET_RULE = yuanRule('推广计划日预算', 50, 4_000_000);
/** A Tencent adgroup's daily budget: 0 (不限) or 50 to 4,000,000 元 (reference §3.5). */
export const TENCENT_V2_ADGROUP_BUDGET_RULE = yuanRule('广告组日预算', 50, 4_000_000);

export const BYTEDANCE_V2_CREATION: CreationDefinition<'bytedance_v2'> = {
  medium: 'bytedance_v2',
  name: '巨量引擎（旧版）',
  // v2 names: 1–100 characters, a Chinese character counting as two (bububa model/ad/create.go).
  parent: { key: 'campaign', label: '广告组', nameMax: 100, wideChars: true },
  row: { key: 'ad', label: '计划', nameMax: 100, wideChars: true },
  child: null,
  titlesMax: 10,
  materialsMax: 10,
  rowsPerParentMax: 500,
  placements: BYTEDANCE_PLACEMENTS,
  plan(d) {
    const ad = d.ad;
    const errors: string[] = [];
    // A pay convert with deep 'default' (每次付费) takes a deep optimisation method (spec 002 §9).
    const deepDefault =
      ad.external_action === 'AD_CONVERT_TYPE_PAY' && ad.deep_external_action === 'DEFAULT';
    if (deepDefault && ad.deep_bid_type === null)
      errors.push('付费转化的深度目标为每次付费时，请选择深度优化方式');
    if (!deepDefault && ad.deep_bid_type !== null)
      errors.push('只有付费转化且深度目标为每次付费时可选深度优化方式');
    if (deepDefault && ad.deep_bid_type === 'DEEP_BID_MIN') {
      const e = checkOf(ad.deep_cpabid, DEEP_BID_RULE);
      if (e) errors.push(e);
    }
    if (d.campaign.budget_mode === 'BUDGET_MODE_DAY') {
      const e = checkOf(d.campaign.budget, BYTEDANCE_V2_CAMPAIGN_BUDGET_RULE);
      if (e) errors.push(e);
    }
    if (ad.schedule_type === 'SCHEDULE_START_END' && (!ad.start_time || !ad.end_time))
      errors.push('请选择投放起止日期');
    if (ad.start_time && ad.end_time && ad.end_time < ad.start_time)
      errors.push('结束日期不能早于开始日期');
    if (
      ad.download_type === 'DOWNLOAD_URL' &&
      d.campaign.landing_type === 'APP' &&
      !ad.download_url
    ) {
      errors.push('请填写应用下载链接');
    }
    if (d.campaign.landing_type !== 'APP' && !d.creative.source)
      errors.push('请填写广告来源（1-10 个字）');
    // Keywords are a search campaign's ads': each ad of the plan is made with all of them.
    if (d.campaign.campaign_type === 'SEARCH')
      errors.push(...keywordErrors('bytedance_v2', ad.keywords));
    else if (ad.keywords.length > 0) errors.push('只有搜索广告组的计划可以设置关键词');
    errors.push(...regionTargetingErrors(ad.audience.region));
    const ocpx = ad.pricing === 'PRICING_OCPM' || ad.pricing === 'PRICING_OCPC';
    return {
      accountRule: d.rules.acc_rule,
      createType: d.rules.create_type,
      rowsPerParent: d.rules.ad_num,
      materialsPerRow: d.rules.materials_number,
      titles: { list: d.titles.list, matchRule: d.titles.match_rule, limit: d.titles.limit },
      parentNameRule: d.campaign.campaign_name,
      rowNameRule: ad.name,
      childNameRule: null,
      parentEnabled: d.rules.campaign_status === 'ENABLE',
      rowEnabled: d.rules.ad_status === 'ENABLE',
      // spec 001 §5: an ad's day budget of 300 to 9,999,999.99 元.
      budget: { level: 'row', yuan: ad.budget, rule: PROMOTION_BUDGET_RULE, required: true },
      // oCPX bids a target cost (转化出价); CPC / CPM a price of the medium's v2 range.
      bid: {
        level: 'row',
        yuan: ad.cpa_bid,
        rule: ocpx ? CONVERSION_BID_RULE : { ...MEDIA_BID_RULES.bytedance_v2 },
        required: true,
      },
      placements: bytedanceInventory(ad).inventories,
      settingErrors: errors,
    };
  },
};

export const TENCENT_V2_CREATION: CreationDefinition<'tencent_v2'> = {
  medium: 'tencent_v2',
  name: '腾讯广告（旧版）',
  parent: { key: 'campaign', label: '推广计划', nameMax: 120 },
  row: { key: 'adgroup', label: '广告组', nameMax: 120 },
  child: { key: 'ad', label: '广告', nameMax: 120, accountUnique: true },
  titlesMax: 10,
  materialsMax: 10,
  rowsPerParentMax: 100,
  placements: TENCENT_PLACEMENTS,
  plan(d) {
    const a = d.adgroup;
    const errors: string[] = [];
    if (a.site_set.length === 0) errors.push('请至少选择一个版位');
    if (a.begin_date && a.end_date && a.end_date < a.begin_date)
      errors.push('结束日期不能早于开始日期');
    if (a.daily_budget !== null && a.daily_budget !== 0) {
      const e = checkOf(a.daily_budget, TENCENT_V2_ADGROUP_BUDGET_RULE);
      if (e) errors.push(e);
    }
    // v1.3 adcreatives link to the page address and carry no brand: the adgroup's picks apply.
    errors.push(
      ...tencentPickErrors({
        accounts: d.accounts,
        picks: d.account_picks,
        pageUrl: d.ad.page_url,
        optimizationGoal: a.optimization_goal,
        pagePicks: false,
        brandNeeded: false,
      }),
    );
    errors.push(...regionErrorsOf('tencent', a.targeting.region));
    const budgeted = d.campaign.daily_budget !== null && d.campaign.daily_budget !== 0;
    return {
      accountRule: d.rules.acc_rule,
      createType: d.rules.create_type,
      rowsPerParent: d.rules.ad_num,
      materialsPerRow: d.rules.material_num,
      titles: { list: d.titles.list, matchRule: d.titles.match_rule, limit: d.titles.limit },
      parentNameRule: d.campaign.campaign_name,
      rowNameRule: a.adgroup_name,
      childNameRule: d.ad.ad_name,
      parentEnabled: d.rules.campaign_status === 'ENABLE',
      rowEnabled: d.rules.adgroup_status === 'ENABLE',
      budget: budgeted
        ? {
            level: 'parent',
            yuan: d.campaign.daily_budget,
            rule: TENCENT_V2_CAMPAIGN_BUDGET_RULE,
            required: true,
          }
        : null,
      bid: {
        level: 'row',
        yuan: a.bid_amount,
        rule: { ...MEDIA_BID_RULES.tencent_v2 },
        required: true,
      },
      placements: [String(d.ad.adcreative_template_id)],
      settingErrors: errors,
    };
  },
};
