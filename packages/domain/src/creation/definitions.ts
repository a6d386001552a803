import { keywordErrors, type CreationMedium } from '@toufang/contracts';
import {
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  PROJECT_BUDGET_RULE,
  ROI_GOAL_RULES,
} from '../delivery/limits';
import { MEDIA_BID_RULES } from '../delivery/media-bid-rules';
import type { CreationDefinition, MaterialSpec } from './definition-types';
import {
  BYTEDANCE_V3_PLACEMENTS,
  bytedanceInventory,
  checkOf,
  hourlyScheduleMessage,
  imageGroupSpec,
  TENCENT_PLACEMENTS,
  VIDEO_ANY,
  VIDEO_VERTICAL,
  yuanRule,
} from './definition-support';
import { BYTEDANCE_V2_CREATION, TENCENT_V2_CREATION } from './legacy-definitions';
import { bytedanceDerivedErrors } from './bytedance-derived';
import { bytedancePickErrors } from './bytedance-picks';
import { mediaMaterialErrors, mediaVideoFiles } from './bytedance-media-materials';
import { tencentBrandNeeded, tencentPickErrors } from './tencent-picks';
import { regionErrorsOf } from '../regions/region-media';
import { regionTargetingErrors } from '../regions/regions';

// The three media's creation definitions (definition-types.ts). Sources: spec 002 §3, §9 for the
// defaults and value sets, spec 001 §5 for Ocean Engine's budget and bid limits, the media's
// references (docs/media-wire) for name lengths, per-object limits and material specs.

// ---- Ocean Engine v3: project → promotion ----

export const BYTEDANCE_CREATION: CreationDefinition<'bytedance'> = {
  medium: 'bytedance',
  name: '巨量引擎',
  parent: { key: 'project', label: '项目', nameMax: 50 },
  row: { key: 'promotion', label: '广告', nameMax: 50 },
  child: null,
  titlesMax: 10,
  materialsMax: 10,
  rowsPerParentMax: 200,
  placements: BYTEDANCE_V3_PLACEMENTS,
  plan(d) {
    const s = d.project.delivery_setting;
    const goal = d.project.optimize_goal;
    const errors: string[] = [];
    const bidded = s.bid_type !== 'NO_BID';
    // A pay convert with deep 'default' (每次付费) takes a deep optimisation method (spec 002 §9).
    const deepDefault =
      goal.external_action === 'AD_CONVERT_TYPE_PAY' && goal.deep_external_action === 'DEFAULT';
    if (deepDefault && goal.deep_bid_type === null)
      errors.push('付费转化的深度目标为每次付费时，请选择深度优化方式');
    if (!deepDefault && goal.deep_bid_type !== null)
      errors.push('只有付费转化且深度目标为每次付费时可选深度优化方式');
    if (deepDefault && goal.deep_bid_type === 'DEEP_BID_MIN') {
      const e = checkOf(s.deep_cpabid, DEEP_BID_RULE);
      if (e) errors.push(e);
    }
    const roiWanted =
      goal.deep_external_action === 'AD_CONVERT_TYPE_PURCHASE_ROI' ||
      goal.deep_bid_type === 'ROI_COEFFICIENT';
    if (roiWanted && bidded) {
      const e = checkOf(s.roi_goal, ROI_GOAL_RULES.project);
      if (e) errors.push(e);
    }
    if (s.schedule_type === 'SCHEDULE_START_END' && (!s.start_time || !s.end_time))
      errors.push('请选择投放起止日期');
    if (s.start_time && s.end_time && s.end_time < s.start_time)
      errors.push('结束日期不能早于开始日期');
    if (
      d.project.download_type === 'DOWNLOAD_URL' &&
      d.project.landing_type === 'APP' &&
      !d.project.download_url
    ) {
      errors.push('请填写应用下载链接');
    }
    if (d.project.landing_type !== 'APP' && !d.promotion.source)
      errors.push('请填写广告来源（1-10 个字）');
    errors.push(...regionTargetingErrors(d.project.audience.region));
    errors.push(...bytedancePickErrors(d));
    errors.push(...bytedanceDerivedErrors(d.promotion));
    // Keywords are a search project's: each project of the plan is made with all of them.
    if (d.project.ad_type === 'SEARCH')
      errors.push(...keywordErrors('bytedance', d.project.keywords));
    else if (d.project.keywords.length > 0) errors.push('只有搜索广告可以设置关键词');
    errors.push(
      ...mediaMaterialErrors({
        accounts: d.accounts,
        libraryFiles: d.materials.file_ids.length,
        media: d.media_materials,
      }),
    );
    return {
      accountRule: d.rules.acc_rule,
      createType: d.rules.create_type,
      rowsPerParent: d.rules.ad_num,
      materialsPerRow: d.rules.materials_number,
      titles: { list: d.titles.list, matchRule: d.titles.match_rule, limit: d.titles.limit },
      parentNameRule: d.project.name,
      rowNameRule: d.promotion.name,
      childNameRule: null,
      parentEnabled: d.rules.project_status === 'ENABLE',
      rowEnabled: d.rules.promotion_status === 'ENABLE',
      // spec 001 §5: a day budget of 300 to 9999999.99 on the project; 不限 takes none.
      budget:
        s.budget_mode === 'BUDGET_MODE_DAY'
          ? { level: 'parent', yuan: s.budget, rule: PROJECT_BUDGET_RULE, required: true }
          : null,
      bid: bidded
        ? { level: 'parent', yuan: s.cpa_bid, rule: CONVERSION_BID_RULE, required: true }
        : null,
      placements: bytedanceInventory(d.project).inventories,
      settingErrors: errors,
      accountFiles: mediaVideoFiles(d.accounts, d.media_materials),
    };
  },
};

// ---- Kuaishou: campaign → unit → creative ----

const KS_VERTICAL_IMAGE: MaterialSpec = {
  kind: 'image',
  minShortSide: 720,
  orientations: ['vertical'],
};

/**
 * A 图文 as a 组图 creative (`creative_material_type` 10, its images as `image_tokens`); its frame is
 * its first image's. Shown in the feeds, not in 上下滑大屏 or 激励视频 (modelled).
 */
const KS_IMAGE_GROUP: MaterialSpec = imageGroupSpec('kuaishou');

export const KUAISHOU_CREATION: CreationDefinition<'kuaishou'> = {
  medium: 'kuaishou',
  name: '磁力引擎',
  parent: { key: 'campaign', label: '广告计划', nameMax: 100 },
  row: { key: 'unit', label: '广告组', nameMax: 100 },
  child: { key: 'creative', label: '创意', nameMax: 100 },
  titlesMax: 3,
  materialsMax: 10,
  rowsPerParentMax: 100,
  placements: [
    {
      placement: '*',
      label: '优选广告位',
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }, KS_IMAGE_GROUP],
    },
    {
      placement: '1',
      label: '优选广告位',
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }, KS_IMAGE_GROUP],
    },
    { placement: '6', label: '上下滑大屏广告', specs: [VIDEO_VERTICAL, KS_VERTICAL_IMAGE] },
    {
      placement: '7',
      label: '双列信息流广告',
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }, KS_IMAGE_GROUP],
    },
    { placement: '24', label: '激励视频', specs: [VIDEO_VERTICAL] },
  ],
  plan(d) {
    const u = d.unit;
    const errors: string[] = [];
    const ocpx = u.bid_type === 10 || u.bid_type === 6;
    const bidRule = yuanRule(
      ocpx ? '目标成本' : '出价',
      MEDIA_BID_RULES.kuaishou.min,
      MEDIA_BID_RULES.kuaishou.max,
    );
    if (u.day_budget !== null && u.day_budget !== 0) {
      const e = checkOf(u.day_budget, yuanRule('广告组预算', 100, 100_000_000));
      if (e) errors.push(e);
    }
    // ROI goals (191 首日ROI, 774 7日ROI) and the pay ROI deep goal take a ROI ratio.
    if (u.ocpx_action_type === 191 || u.ocpx_action_type === 774 || u.deep_conversion_type === 92) {
      const e = checkOf(u.roi_ratio, { label: 'ROI系数', min: 0.01, max: 100, decimals: 3 });
      if (e) errors.push(e);
    }
    if (u.deep_conversion_type !== 0 && u.ocpx_action_type !== 180)
      errors.push('只有激活目标可设置深度转化目标');
    if (u.deep_conversion_type === 3) {
      const e = checkOf(u.deep_conversion_bid, { ...DEEP_BID_RULE });
      if (e) errors.push(e);
    }
    if (u.begin_time && u.end_time && u.end_time < u.begin_time)
      errors.push('结束日期不能早于开始日期');
    // Kuaishou schedules are hourly (168 cells): both halves of every hour must agree.
    const halfHour = hourlyScheduleMessage(u.schedule_time);
    if (halfHour) errors.push(halfHour);
    if (!u.url && u.app_id === null) errors.push('请填写应用下载链接或选择应用');
    errors.push(...regionErrorsOf('kuaishou', d.targets.region));
    return {
      accountRule: d.rules.acc_rule,
      createType: d.rules.create_type,
      rowsPerParent: d.rules.unit_num,
      materialsPerRow: d.rules.materials_number,
      titles: { list: d.titles.list, matchRule: d.titles.match_rule, limit: d.titles.limit },
      parentNameRule: d.campaign.campaign_name,
      rowNameRule: u.unit_name,
      childNameRule: d.creative.creative_name,
      parentEnabled: d.rules.campaign_status === 'ENABLE',
      rowEnabled: d.rules.unit_status === 'ENABLE',
      budget:
        d.campaign.day_budget_type === 'DAY'
          ? {
              level: 'parent',
              yuan: d.campaign.day_budget,
              rule: yuanRule('计划预算', 500, 100_000_000),
              required: true,
            }
          : null,
      // Campaign bid type 1 (最大转化) bids nothing on its units.
      bid:
        d.campaign.bid_type === 1
          ? null
          : { level: 'row', yuan: ocpx ? u.cpa_bid : u.bid, rule: bidRule, required: true },
      placements: u.scene_id.map(String),
      settingErrors: errors,
    };
  },
};

// ---- Tencent v3: adgroup → dynamic creative ----

export const TENCENT_CREATION: CreationDefinition<'tencent'> = {
  medium: 'tencent',
  name: '腾讯广告',
  parent: { key: 'adgroup', label: '广告', nameMax: 120 },
  row: { key: 'dynamic_creative', label: '创意', nameMax: 60 },
  child: null,
  titlesMax: 10,
  materialsMax: 10,
  rowsPerParentMax: 30,
  placements: TENCENT_PLACEMENTS,
  plan(d) {
    const a = d.adgroup;
    const errors: string[] = [];
    if (!a.automatic_site_enabled && a.site_set.length === 0)
      errors.push('请选择版位或开启自动版位');
    if (a.deep_conversion_goal !== null) {
      if (a.deep_conversion_goal === a.optimization_goal)
        errors.push('深度优化目标不能与优化目标相同');
      const e = checkOf(a.deep_conversion_bid, DEEP_BID_RULE);
      if (e) errors.push(e);
    }
    if (a.begin_date && a.end_date && a.end_date < a.begin_date)
      errors.push('结束日期不能早于开始日期');
    errors.push(
      ...tencentPickErrors({
        accounts: d.accounts,
        picks: d.account_picks,
        pageUrl: d.creative.page_url,
        optimizationGoal: a.optimization_goal,
        pagePicks: true,
        brandNeeded: tencentBrandNeeded(a.automatic_site_enabled, a.site_set),
      }),
    );
    errors.push(...regionErrorsOf('tencent', a.targeting.region));
    const budgeted = a.daily_budget !== null && a.daily_budget !== 0;
    return {
      accountRule: d.rules.acc_rule,
      createType: d.rules.create_type,
      rowsPerParent: d.rules.ad_num,
      materialsPerRow: d.rules.material_num,
      titles: { list: d.titles.list, matchRule: d.titles.match_rule, limit: d.titles.limit },
      parentNameRule: a.adgroup_name,
      rowNameRule: d.creative.dynamic_creative_name,
      childNameRule: null,
      parentEnabled: d.rules.adgroup_status === 'ENABLE',
      rowEnabled: d.rules.creative_status === 'ENABLE',
      // adgroups/add daily_budget: 0 = 不限, else 50 to 4,000,000 元 (reference §3.5).
      budget: budgeted
        ? {
            level: 'parent',
            yuan: a.daily_budget,
            rule: yuanRule('广告日预算', 50, 4_000_000),
            required: true,
          }
        : null,
      bid: {
        level: 'parent',
        yuan: a.bid_amount,
        rule: { ...MEDIA_BID_RULES.tencent },
        required: true,
      },
      placements: [String(d.creative.dynamic_creative_template_id)],
      settingErrors: errors,
    };
  },
};

export const CREATION_DEFINITIONS: { readonly [M in CreationMedium]: CreationDefinition<M> } = {
  bytedance: BYTEDANCE_CREATION,
  kuaishou: KUAISHOU_CREATION,
  tencent: TENCENT_CREATION,
  bytedance_v2: BYTEDANCE_V2_CREATION,
  tencent_v2: TENCENT_V2_CREATION,
};
