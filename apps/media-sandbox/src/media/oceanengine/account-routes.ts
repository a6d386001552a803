import { fenToYuan, oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate, pickFields } from '../../http/paging';
import type { AdvertiserRecord } from '../../state/records';

// Ocean Engine account reads (reference §1.2; bububa model/advertiser, customercenter, majordomo,
// agent). Balances and the account's daily budget are kept in 分 and answered in yuan.

const API = '/oceanengine/open_api';

function role(a: Readonly<AdvertiserRecord>, parent: Readonly<AdvertiserRecord> | undefined) {
  if (a.role === 'agency') return 'ROLE_AGENT' as const;
  return parent?.role === 'agency'
    ? ('ROLE_CHILD_ADVERTISER' as const)
    : ('ROLE_ADVERTISER' as const);
}

export function registerOceanEngineAccounts(ctx: MediumContext): void {
  const advertisers = ctx.state.oceanengine.advertisers;
  const companyName = (id: string) => ctx.state.companies.find(id)?.name ?? '';
  const childrenOf = (id: number) =>
    advertisers.filter((a) => a.parentId === id).sort((x, y) => x.id - y.id);

  /** The account named by the call must be a manager (管家) or an agency as the endpoint expects. */
  const requireRole = (id: number, expected: AdvertiserRecord['role'], label: string) => {
    if (advertisers.find(id)?.role !== expected)
      throw mediumError('param', `${id} 不是${label}账户`);
  };

  ctx.endpoint(
    'GET',
    `${API}/2/advertiser/info/`,
    (req) => {
      const query = ctx.parse(oceanengine.AdvertiserInfoRequestSchema, req.input);
      ctx.requireScope(req.auth, query.advertiser_ids);
      return query.advertiser_ids.map((id) => {
        const a = advertisers.get(id);
        const info: oceanengine.AdvertiserInfo = {
          id: a.id,
          name: a.name,
          role: role(a, a.parentId === null ? undefined : advertisers.find(a.parentId)),
          status: a.status === 'enabled' ? 'STATUS_ENABLE' : 'STATUS_DISABLE',
          company: companyName(a.companyId),
          first_industry_name: a.industry.first,
          second_industry_name: a.industry.second,
          create_time: formatDateTime(a.createdAt),
        };
        return pickFields(info, query.fields);
      });
    },
    { advertiser: false },
  );

  ctx.endpoint('GET', `${API}/2/advertiser/fund/get/`, (req) => {
    ctx.parse(oceanengine.FundGetRequestSchema, req.input);
    // Spend accrued since the last call leaves the balance first (sim/world.ts).
    ctx.sim.world('oceanengine').touch(ctx.advertiser(req).id, req.now);
    const a = ctx.advertiser(req);
    const balance = fenToYuan(a.balance);
    const data: oceanengine.FundData = {
      advertiser_id: a.id,
      name: a.name,
      balance,
      valid_balance: balance,
      cash: balance,
      valid_cash: balance,
      grant: 0,
      valid_grant: 0,
    };
    return data;
  });

  // The account's daily budget (media-wire oceanengine/advertiser-budget.ts): 0 yuan when unlimited.
  ctx.endpoint(
    'GET',
    `${API}/2/advertiser/budget/get/`,
    (req) => {
      const query = ctx.parse(oceanengine.AdvertiserBudgetRequestSchema, req.input);
      const ids = [...new Set(query.advertiser_ids)];
      ctx.requireScope(req.auth, ids);
      const data: oceanengine.AdvertiserBudgetData = {
        list: ids.map((id) => {
          const { dailyBudget } = advertisers.get(id);
          return dailyBudget > 0
            ? { advertiser_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: fenToYuan(dailyBudget) }
            : { advertiser_id: id, budget_mode: 'BUDGET_MODE_INFINITE', budget: 0 };
        }),
      };
      return data;
    },
    { advertiser: false },
  );

  ctx.endpoint(
    'GET',
    `${API}/2/customer_center/advertiser/list/`,
    (req) => {
      const query = ctx.parse(oceanengine.CustomerCenterAdvertiserListRequestSchema, req.input);
      requireRole(query.cc_account_id, 'manager', '纵横组织（管家）');
      const name = query.filtering?.account_name;
      const children = childrenOf(query.cc_account_id).filter(
        (a) => !name || a.name.includes(name),
      );
      const { items, pageInfo } = paginate(children, query.page, query.page_size ?? 10);
      const data: oceanengine.CustomerCenterAdvertiserListData = {
        list: items.map((a) => ({
          advertiser_id: a.id,
          advertiser_name: a.name,
          advertiser_type: 'NORMAL',
          is_enabled: a.status === 'enabled',
        })),
        page_info: pageInfo,
      };
      return data;
    },
    { advertiser: 'cc_account_id' },
  );

  ctx.endpoint('GET', `${API}/2/majordomo/advertiser/select/`, (req) => {
    ctx.parse(oceanengine.MajordomoAdvertiserSelectRequestSchema, req.input);
    const managerId = ctx.advertiser(req).id;
    requireRole(managerId, 'manager', '账号管家');
    const data: oceanengine.MajordomoAdvertiserSelectData = {
      list: childrenOf(managerId).map((a) => ({ advertiser_id: a.id, advertiser_name: a.name })),
    };
    return data;
  });

  ctx.endpoint('GET', `${API}/2/agent/advertiser/select/`, (req) => {
    const query = ctx.parse(oceanengine.AgentAdvertiserSelectRequestSchema, req.input);
    requireRole(query.advertiser_id, 'agency', '代理商');
    const ids = childrenOf(query.advertiser_id).map((a) => a.id);
    const { items, pageInfo } = paginate(ids, query.page, query.page_size ?? 100);
    const data: oceanengine.AgentAdvertiserSelectData = { list: items, page_info: pageInfo };
    return data;
  });
}
