import { MEDIUM_BUDGET_FACTS_PATHS, MEDIUM_WRITE_PATHS } from '@toufang/contracts';
import { MEDIA_BID_RULES } from '@toufang/domain';
import { levelWrites } from './level-writes';

// The legacy screens' writes as data over the legacy families' MediumWrites: Ocean Engine v2
// (launchv2: 广告组 → 计划 → 创意; switches and deletes ≤ 100 ids, a campaign's budget, ads' day
// budgets and bids, a creative's title one a call) and Tencent v1.3 (launchQqV2:
// 推广计划 → 广告 → 广告创意; switches and deletes, campaign and adgroup daily budgets, adgroup
// bids, one object a call). Limits: packages/domain MEDIA_BUDGET_RULES and MEDIA_BID_RULES.

const WITH_DELETE = ['ENABLE', 'DISABLE', 'DELETE'] as const;

export const BYTEDANCE_V2_WRITES = levelWrites('bytedance_v2', MEDIUM_WRITE_PATHS.bytedance_v2, {
  campaign: {
    name: '广告组',
    mirrorLevel: 'campaign',
    budgetLevel: 'project',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.bytedance_v2.campaign,
    statusActions: WITH_DELETE,
  },
  ad: {
    name: '计划',
    mirrorLevel: 'ad',
    budgetLevel: 'promotion',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.bytedance_v2.ad,
    statusActions: WITH_DELETE,
    bidRule: MEDIA_BID_RULES.bytedance_v2,
  },
  creative: {
    name: '创意',
    mirrorLevel: 'creative',
    statusActions: WITH_DELETE,
    titleRule: 'bytedance',
  },
});

export const TENCENT_V2_WRITES = levelWrites('tencent_v2', MEDIUM_WRITE_PATHS.tencent_v2, {
  campaign: {
    name: '推广计划',
    mirrorLevel: 'campaign',
    budgetLevel: 'project',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.tencent_v2.campaign,
    statusActions: WITH_DELETE,
  },
  adgroup: {
    name: '广告',
    mirrorLevel: 'ad',
    budgetLevel: 'promotion',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.tencent_v2.adgroup,
    statusActions: WITH_DELETE,
    bidRule: MEDIA_BID_RULES.tencent_v2,
  },
  ad: { name: '广告创意', mirrorLevel: 'creative', statusActions: WITH_DELETE },
});
