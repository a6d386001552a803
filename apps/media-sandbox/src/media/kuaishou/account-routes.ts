import { kuaishou, liToYuan } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';

// Kuaishou account reads (reference §2.5; bububa model/advertiser; documentIds 2613, 2614): info is
// POST JSON, fund/get is GET; balances are kept in 厘 and the fund read answers yuan. The sandbox's
// money is all recharged cash: the rebate and incentive parts of the balance are zero.

const API = '/kuaishou/rest/openapi';

export function registerKuaishouAccounts(ctx: MediumContext): void {
  ctx.endpoint('POST', `${API}/v1/advertiser/info`, (req) => {
    ctx.parse(kuaishou.AdvertiserInfoRequestSchema, req.input);
    const a = ctx.advertiser(req);
    const info: kuaishou.AdvertiserInfo = {
      user_id: a.id,
      user_name: a.name,
      corporation_name: ctx.state.companies.find(a.companyId)?.name ?? '',
      primary_industry_name: a.industry.first,
      industry_name: a.industry.second,
    };
    return info;
  });

  ctx.endpoint('GET', `${API}/v1/advertiser/fund/get`, (req) => {
    ctx.parse(kuaishou.FundGetRequestSchema, req.input);
    const balance = liToYuan(ctx.advertiser(req).balance);
    return {
      balance,
      recharge_balance: balance,
      contract_rebate: 0,
      direct_rebate: 0,
      extended_balance: 0,
    } satisfies kuaishou.FundData;
  });
}
