import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { API } from './object-support';

// The account's daily budget (reference §2.5 `v1/advertiser/budget/get`; bububa
// model/advertiser/budget.go): a GET answering the advertiser's day budget in 厘, 0 = 不限. The
// sandbox keeps one day budget an account, with no per-weekday schedule.

export function registerKuaishouBudget(ctx: MediumContext): void {
  ctx.endpoint('GET', `${API}/v1/advertiser/budget/get`, (req) => {
    ctx.parse(kuaishou.AdvertiserBudgetRequestSchema, req.input);
    return { day_budget: ctx.advertiser(req).dailyBudget } satisfies kuaishou.AdvertiserBudget;
  });
}
