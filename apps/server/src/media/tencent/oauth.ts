import { tencent } from '@toufang/media-wire';
import { systemClock } from '../../lib/clock';
import type {
  AccountFunds,
  AdapterDeps,
  MediaOauth,
  MediaAdvertiser,
  TokenSet,
} from '../media-adapter';
import { expiresAt, numericId, readFunds, refreshOrReauthorize } from '../oauth-support';

// Tencent OAuth and account reads (reference §3.2): oauth/token serves both grants (a refresh
// answers no refresh_token: the old one is renewed); advertiser/get without account_id lists every
// account the token reaches, an agency's sub-accounts naming it in agency_account_id. Money in 分.

const MEDIUM = 'tencent' as const;
const SCOPES: tencent.Scope[] = ['ads_management', 'ads_insights', 'account_management'];

export function createTencentOauth(deps: AdapterDeps): MediaOauth {
  const { client } = deps;
  const clock = deps.clock ?? systemClock;
  const app = () => client.endpoints(MEDIUM);
  const tokenUrl = () => {
    const url = app().tokenUrl;
    if (!url) throw new Error('tencent tokenUrl is not configured');
    return url;
  };

  const toTokens = (data: tencent.TokenData, previousRefresh: string): TokenSet => ({
    accessToken: data.access_token,
    refreshToken: data.refresh_token ?? previousRefresh,
    accessExpiresAt: expiresAt(clock, data.access_token_expires_in),
    refreshExpiresAt: expiresAt(clock, data.refresh_token_expires_in),
  });

  return {
    medium: MEDIUM,

    authorizeUrl(state, redirectUri) {
      const url = new URL(app().authorizeUrl);
      url.search = new URLSearchParams({
        client_id: app().appId,
        redirect_uri: redirectUri,
        state,
        scope: SCOPES.join(','),
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const { data } = await client.call({
        medium: MEDIUM,
        // A GET, but the code is single use: not safe to re-send after a lost answer.
        method: 'GET',
        path: 'oauth/token',
        url: tokenUrl(),
        params: {
          client_id: numericId(app().appId),
          client_secret: app().secret,
          grant_type: 'authorization_code',
          authorization_code: code,
          redirect_uri: redirectUri,
        },
        data: tencent.TokenDataSchema,
        effect: 'write',
      });
      const info = data.authorizer_info;
      return {
        ...toTokens(data, ''),
        grantedAdvertiserIds: info ? [String(info.account_id)] : [],
        scope: info?.scope_list ?? [],
      };
    },

    refresh(refreshToken) {
      return refreshOrReauthorize(MEDIUM, async () => {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: 'oauth/token',
          url: tokenUrl(),
          params: {
            client_id: numericId(app().appId),
            client_secret: app().secret,
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
          },
          data: tencent.TokenDataSchema,
          effect: 'write',
        });
        return toTokens(data, refreshToken);
      });
    },

    async listAuthorizedAdvertisers(token): Promise<MediaAdvertiser[]> {
      const accounts: tencent.AdvertiserGetData['list'] = [];
      for (let page = 1; page <= 100; page += 1) {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: 'advertiser/get',
          params: {
            page,
            page_size: 100,
            // fields, page_size and pagination_mode are required (SDK AdvertiserApiService.Get).
            pagination_mode: 'PAGINATION_MODE_NORMAL',
            fields: ['account_id', 'corporation_name', 'memo', 'agency_account_id'],
          },
          data: tencent.AdvertiserGetDataSchema,
          effect: 'read',
          token,
        });
        accounts.push(...data.list);
        if (page >= data.page_info.total_page) break;
      }
      const parents = new Set(accounts.flatMap((a) => a.agency_account_id ?? []));
      return accounts.map((a) => ({
        id: String(a.account_id),
        // advertiser/get has no account name field; the memo carries the name set on the account.
        name: a.memo || a.corporation_name || String(a.account_id),
        role: parents.has(a.account_id) ? ('agency' as const) : ('advertiser' as const),
        parentId: a.agency_account_id === undefined ? null : String(a.agency_account_id),
        company: a.corporation_name || null,
      }));
    },

    getAccountFunds(token, advertiserIds): Promise<AccountFunds[]> {
      return readFunds(
        client,
        {
          medium: MEDIUM,
          path: 'funds/get',
          idParam: 'account_id',
          data: tencent.FundsGetDataSchema,
          // Already 分; the balance is the sum over the fund types (cash, gift, shared).
          balanceFen: (data) => data.list.reduce((sum, f) => sum + f.balance, 0),
        },
        token,
        advertiserIds,
      );
    },
  };
}
