import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate, pickFields } from '../../http/paging';
import type { AdvertiserRecord } from '../../state/records';

// Tencent account reads (SDK v3 AdvertiserGetListStruct, FundsGetListStruct): advertiser/get lists
// every account the token reaches (an agency or business-manager grant reaches its sub-accounts),
// by page or by cursor (its own cursor shape: `has_more` and an integer `cursor`); it requires
// `fields`, `page_size` and `pagination_mode` like the SDK's Get. funds/get answers the account's
// funds by v3.0 fund type (FUND_TYPE_*): its cash, and an empty gift fund. Money in 分.

const API = '/tencent/v3.0';

/** Filters advertiser/get understands: account_id (EQUALS / IN) and corporation_name (CONTAINS). */
function matches(a: tencent.Advertiser, filter: tencent.Filter): boolean {
  switch (filter.field) {
    case 'account_id':
      if (filter.operator !== 'EQUALS' && filter.operator !== 'IN') break;
      return filter.values.map(Number).includes(a.account_id);
    case 'corporation_name':
      if (filter.operator !== 'CONTAINS' && filter.operator !== 'EQUALS') break;
      return filter.values.some((v) =>
        filter.operator === 'EQUALS'
          ? a.corporation_name === v
          : a.corporation_name.includes(String(v)),
      );
    default:
      break;
  }
  throw mediumError('param', `filtering 不支持 ${filter.field} ${filter.operator}`);
}

export function registerTencentAccounts(ctx: MediumContext): void {
  const advertisers = ctx.state.tencent.advertisers;

  const toWire = (a: Readonly<AdvertiserRecord>): tencent.Advertiser => {
    const parent = a.parentId === null ? undefined : advertisers.find(a.parentId);
    return {
      account_id: a.id,
      daily_budget: a.dailyBudget,
      system_status: a.status === 'enabled' ? 'CUSTOMER_STATUS_NORMAL' : 'CUSTOMER_STATUS_SUSPEND',
      corporation_name: ctx.state.companies.find(a.companyId)?.name ?? '',
      corporate_brand_name: a.name.split('-')[0] ?? a.name,
      memo: a.name,
      ...(parent?.role === 'agency' ? { agency_account_id: parent.id } : {}),
    };
  };

  ctx.endpoint(
    'GET',
    `${API}/advertiser/get`,
    (req) => {
      const query = ctx.parse(tencent.AdvertiserGetRequestSchema, req.input);
      if (query.account_id !== undefined) ctx.requireScope(req.auth, [query.account_id]);
      const reachable = [...req.auth.scope]
        .sort((a, b) => a - b)
        .flatMap((id) => advertisers.find(id) ?? [])
        .filter((a) => query.account_id === undefined || a.id === query.account_id)
        .map(toWire)
        .filter((a) => (query.filtering ?? []).every((f) => matches(a, f)));
      const pick = (a: tencent.Advertiser) => ({
        ...pickFields(a, query.fields),
        account_id: a.account_id,
      });
      const pageSize = query.page_size;
      if (query.pagination_mode === 'PAGINATION_MODE_CURSOR') {
        // The cursor is the last account id handed out; accounts are listed by id.
        const rest = reachable.filter(
          (a) => query.cursor === undefined || a.account_id > query.cursor,
        );
        const page = rest.slice(0, pageSize);
        const last = page[page.length - 1];
        const hasMore = rest.length > page.length;
        return {
          list: page.map(pick),
          cursor_page_info: {
            page_size: pageSize,
            total_number: reachable.length,
            has_more: hasMore,
            ...(hasMore && last ? { cursor: last.account_id } : {}),
          },
        } satisfies tencent.AdvertiserGetCursorData;
      }
      const { items, pageInfo } = paginate(reachable, query.page, pageSize);
      return { list: items.map(pick), page_info: pageInfo } satisfies tencent.AdvertiserGetData;
    },
    { advertiser: false },
  );

  ctx.endpoint('GET', `${API}/funds/get`, (req) => {
    ctx.parse(tencent.FundsGetRequestSchema, req.input);
    const a = ctx.advertiser(req);
    const data: tencent.FundsGetData = {
      list: [
        {
          fund_type: 'FUND_TYPE_CASH',
          balance: a.balance,
          fund_status: a.balance > 0 ? 'FUND_STATUS_NORMAL' : 'FUND_STATUS_NOT_ENOUGH',
          realtime_cost: 0,
        },
        {
          fund_type: 'FUND_TYPE_GIFT',
          balance: 0,
          fund_status: 'FUND_STATUS_NORMAL',
          realtime_cost: 0,
        },
      ],
    };
    return data;
  });
}
