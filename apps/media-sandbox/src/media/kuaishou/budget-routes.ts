import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { KuaishouViews } from './object-views';
import { API } from './object-support';

// The account's daily budget (reference §2.5 `v1/advertiser/budget/get`,
// `v1/advertiser/update/budget`; bububa model/advertiser/budget.go, update_budget_request.go): the
// advertiser's day budget in 厘, 0 = 不限, else 500 元 – 1e8 元 and never below 120 % of the
// account's spend today. The sandbox keeps one day budget an account: a per-weekday schedule is
// refused (its delivery engine spends by one day budget).

export function registerKuaishouBudget(ctx: MediumContext): void {
  const world = () => ctx.sim.world('kuaishou');

  ctx.endpoint('GET', `${API}/v1/advertiser/budget/get`, (req) => {
    ctx.parse(kuaishou.AdvertiserBudgetRequestSchema, req.input);
    return { day_budget: ctx.advertiser(req).dailyBudget } satisfies kuaishou.AdvertiserBudget;
  });

  ctx.endpoint(
    'POST',
    `${API}/v1/advertiser/update/budget`,
    (req) => {
      const body = ctx.parse(kuaishou.AdvertiserBudgetUpdateRequestSchema, req.input);
      const advertiser = ctx.advertiser(req);
      world().touch(advertiser.id, req.now);
      const budget = body.day_budget;
      if (budget === undefined) throw mediumError('param', '沙箱不模拟账户分日预算');
      if (budget !== 0) {
        const spentLi = new KuaishouViews(
          world(),
          ctx.state,
          advertiser,
          req.now,
        ).accountSpentToday();
        const floor = Math.ceil(spentLi * 1.2);
        if (budget < floor) {
          throw mediumError('param', `账户日预算不能低于 ${floor} 厘（今日消耗的 120%）`);
        }
      }
      ctx.state.kuaishou.advertisers.update(advertiser.id, (a) => ({ ...a, dailyBudget: budget }));
      return {};
    },
    { write: true },
  );
}
