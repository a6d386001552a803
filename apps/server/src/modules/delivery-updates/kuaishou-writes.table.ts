import { MEDIUM_BUDGET_FACTS_PATHS, MEDIUM_WRITE_PATHS } from '@toufang/contracts';
import { MEDIA_BID_RULES } from '@toufang/domain';
import { levelWrites } from './level-writes';

// Kuaishou's delivery screen writes (launchKs): put_status 1/2/3 of campaigns, units and
// creatives (3 deletes), day budgets of the account, campaigns and units, unit bids (MEDIA_BID_RULES);
// the medium's own floor by bid type and goal (documentId 2576) refuses per unit.
export const KUAISHOU_WRITES = levelWrites('kuaishou', MEDIUM_WRITE_PATHS.kuaishou, {
  advertiser: { name: '账户', mirrorLevel: 'account', budgetLevel: 'account' },
  campaign: {
    name: '广告计划',
    mirrorLevel: 'campaign',
    budgetLevel: 'project',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.kuaishou.campaign,
    statusActions: ['ENABLE', 'DISABLE', 'DELETE'],
  },
  unit: {
    name: '广告组',
    mirrorLevel: 'ad',
    budgetLevel: 'promotion',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.kuaishou.unit,
    statusActions: ['ENABLE', 'DISABLE', 'DELETE'],
    bidRule: MEDIA_BID_RULES.kuaishou,
  },
  creative: {
    name: '创意',
    mirrorLevel: 'creative',
    statusActions: ['ENABLE', 'DISABLE', 'DELETE'],
  },
});
