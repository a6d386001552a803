import type { BytedanceCreationDraft, CreationMedium } from '@toufang/contracts';
import {
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  PROJECT_BUDGET_RULE,
  ROI_GOAL_RULES,
} from '../delivery/limits';
import { MEDIA_BID_RULES } from '../delivery/media-bid-rules';
import type { NumberRule } from '../delivery/decimal';
import { numberError } from '../delivery/decimal';
import type { CreationDefinition, MaterialSpec } from './definition-types';

// The three media's creation definitions (definition-types.ts). Sources: spec 002 §3, §9 for the
// defaults and value sets, spec 001 §5 for Ocean Engine's budget and bid limits, the media's
// references (docs/media-wire) for name lengths, per-object limits and material specs.

const yuanRule = (label: string, min: number, max: number): NumberRule => ({
  label,
  min,
  max,
  decimals: 2,
});

const VIDEO_ANY: MaterialSpec = {
  kind: 'video',
  minShortSide: 720,
  minDurationSec: 4,
  maxDurationSec: 300,
};
const IMAGE_ANY: MaterialSpec = { kind: 'image', minShortSide: 300 };
const VIDEO_VERTICAL: MaterialSpec = { ...VIDEO_ANY, orientations: ['vertical'] };

/** Whether a 336-cell schedule sets the two halves of some hour apart (Kuaishou takes hours). */
export function splitsHours(mask: string): boolean {
  for (let i = 0; i + 1 < mask.length; i += 2) if (mask[i] !== mask[i + 1]) return true;
  return false;
}

const checkOf = (value: number | null, rule: NumberRule) => numberError(value ?? undefined, rule);

// ---- Ocean Engine v3: project → promotion ----

/**
 * Where an Ocean Engine project delivers (spec 002 §9 delivery ranges): UNIVERSAL is 通投智选 (the
 * medium picks), UNION the 穿山甲 slots only, DEFAULT the inventories chosen (通投智选 when none).
 */
export function bytedanceInventory(project: BytedanceCreationDraft['project']): {
  catalog: 'MANUAL' | 'UNIVERSAL_SMART';
  inventories: BytedanceCreationDraft['project']['inventory_type'];
} {
  if (project.delivery_range === 'UNION') {
    return { catalog: 'MANUAL', inventories: ['INVENTORY_UNION_SLOT'] };
  }
  if (project.delivery_range === 'UNIVERSAL' || project.inventory_type.length === 0) {
    return { catalog: 'UNIVERSAL_SMART', inventories: [] };
  }
  return { catalog: 'MANUAL', inventories: project.inventory_type };
}

export const BYTEDANCE_CREATION: CreationDefinition<'bytedance'> = {
  medium: 'bytedance',
  name: '巨量引擎',
  parent: { key: 'project', label: '项目', nameMax: 50 },
  row: { key: 'promotion', label: '广告', nameMax: 50 },
  child: null,
  titlesMax: 10,
  materialsMax: 10,
  rowsPerParentMax: 200,
  placements: [
    { placement: '*', label: '全部广告位', specs: [VIDEO_ANY, IMAGE_ANY] },
    {
      placement: 'INVENTORY_AWEME_FEED',
      label: '抖音',
      specs: [VIDEO_ANY, { ...IMAGE_ANY, orientations: ['vertical'] }],
    },
    { placement: 'INVENTORY_TOMATO_NOVEL', label: '番茄小说', specs: [VIDEO_VERTICAL, IMAGE_ANY] },
    { placement: 'INVENTORY_FEED', label: '今日头条', specs: [VIDEO_ANY, IMAGE_ANY] },
    { placement: 'INVENTORY_VIDEO_FEED', label: '西瓜视频', specs: [VIDEO_ANY, IMAGE_ANY] },
    { placement: 'INVENTORY_UNION_SLOT', label: '穿山甲', specs: [VIDEO_ANY, IMAGE_ANY] },
    { placement: 'UNION_BOUTIQUE_GAME', label: '精品游戏', specs: [VIDEO_ANY] },
  ],
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
    };
  },
};

// ---- Kuaishou: campaign → unit → creative ----

const KS_VERTICAL_IMAGE: MaterialSpec = {
  kind: 'image',
  minShortSide: 720,
  orientations: ['vertical'],
};

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
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }],
    },
    {
      placement: '1',
      label: '优选广告位',
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }],
    },
    { placement: '6', label: '上下滑大屏广告', specs: [VIDEO_VERTICAL, KS_VERTICAL_IMAGE] },
    {
      placement: '7',
      label: '双列信息流广告',
      specs: [VIDEO_ANY, { kind: 'image', minShortSide: 720 }],
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
    if (splitsHours(u.schedule_time)) errors.push('快手投放时段只能按整点设置');
    if (!u.url && u.app_id === null) errors.push('请填写应用下载链接或选择应用');
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
  // Creative templates: 721 横版视频 16:9, 720 竖版视频 9:16, 711 横版大图 16:9.
  placements: [
    { placement: '*', label: '全部模板', specs: [VIDEO_ANY, IMAGE_ANY] },
    {
      placement: '721',
      label: '横版视频',
      specs: [{ ...VIDEO_ANY, orientations: ['horizontal'], maxDurationSec: 60 }],
    },
    { placement: '720', label: '竖版视频', specs: [{ ...VIDEO_VERTICAL, maxDurationSec: 60 }] },
    {
      placement: '711',
      label: '横版大图',
      specs: [{ kind: 'image', minShortSide: 720, orientations: ['horizontal'] }],
    },
  ],
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
    if (!d.creative.page_url) errors.push('请填写落地页链接');
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
};
