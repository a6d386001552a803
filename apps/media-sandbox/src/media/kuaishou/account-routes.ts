import { kuaishou, liToYuan } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';

// Kuaishou account reads (reference §2.5; bububa model/advertiser): info is POST JSON, fund/get is
// GET; balances are kept in 厘 and the fund read answers yuan.

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
    return { balance: liToYuan(ctx.advertiser(req).balance) } satisfies kuaishou.FundData;
  });
}
