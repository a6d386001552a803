import { MEDIUM_BUDGET_FACTS_PATHS, MEDIUM_WRITE_PATHS } from '@toufang/contracts';
import { MEDIA_BID_RULES } from '@toufang/domain';
import { levelWrites } from './level-writes';

// Tencent v3's delivery screen writes (launchQqV3): configured_status of adgroups and
// dynamic creatives, daily budgets of the account and adgroups, adgroup bids (bid_amount, 分;
// MEDIA_BID_RULES); a systematically bid adgroup is refused by the medium per spec.
export const TENCENT_WRITES = levelWrites('tencent', MEDIUM_WRITE_PATHS.tencent, {
  advertiser: { name: '账户', mirrorLevel: 'account', budgetLevel: 'account' },
  adgroup: {
    name: '广告',
    mirrorLevel: 'ad',
    budgetLevel: 'promotion',
    factsPath: MEDIUM_BUDGET_FACTS_PATHS.tencent.adgroup,
    bidRule: MEDIA_BID_RULES.tencent,
  },
  dynamic_creative: { name: '创意', mirrorLevel: 'creative' },
});
