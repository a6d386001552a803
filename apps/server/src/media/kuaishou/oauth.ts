import { kuaishou, yuanToFen } from '@toufang/media-wire';
import { systemClock } from '../../lib/clock';
import type {
  AccountFunds,
  AdapterDeps,
  MediaOauth,
  MediaAdvertiser,
  TokenSet,
} from '../media-adapter';
import { expiresAt, numericId, readFunds, refreshOrReauthorize } from '../oauth-support';

// Kuaishou OAuth and account reads (reference §2.2, §2.5): approval/list pages the ids the grant
// reaches (children of agency and manager accounts included), v1/advertiser/info names each one.
// Kuaishou answers no role or parent for them, so each is listed as an advertiser on its own.

const MEDIUM = 'kuaishou' as const;

export function createKuaishouOauth(deps: AdapterDeps): MediaOauth {
  const { client } = deps;
  const clock = deps.clock ?? systemClock;
  const app = () => client.endpoints(MEDIUM);

  const toTokens = (data: kuaishou.TokenData): TokenSet => ({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    accessExpiresAt: expiresAt(clock, data.access_token_expires_in),
    refreshExpiresAt: expiresAt(clock, data.refresh_token_expires_in),
  });

  return {
    medium: MEDIUM,

    authorizeUrl(state, redirectUri) {
      const url = new URL(app().authorizeUrl);
      url.search = new URLSearchParams({
        app_id: app().appId,
        scope: JSON.stringify(kuaishou.DEFAULT_SCOPES),
        redirect_uri: redirectUri,
        state,
        oauth_type: 'advertiser',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: 'oauth2/authorize/access_token',
        params: { app_id: numericId(app().appId), secret: app().secret, auth_code: code },
        data: kuaishou.TokenDataSchema,
        effect: 'write',
      });
      return {
        ...toTokens(data),
        grantedAdvertiserIds: data.advertiser_ids.map(String),
        scope: [...kuaishou.DEFAULT_SCOPES],
      };
    },

    refresh(refreshToken) {
      return refreshOrReauthorize(MEDIUM, async () => {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'POST',
          path: 'oauth2/authorize/refresh_token',
          params: {
            app_id: numericId(app().appId),
            secret: app().secret,
            refresh_token: refreshToken,
          },
          data: kuaishou.TokenDataSchema,
          effect: 'write',
        });
        return toTokens(data);
      });
    },

    async listAuthorizedAdvertisers(token): Promise<MediaAdvertiser[]> {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.call({
          medium: MEDIUM,
          // A read sent as POST (reference §2.1).
          method: 'POST',
          path: 'oauth2/authorize/approval/list',
          params: {
            app_id: numericId(app().appId),
            secret: app().secret,
            page_no: page,
            page_size: kuaishou.APPROVAL_PAGE_SIZE_MAX,
          },
          tokenParam: 'access_token',
          data: kuaishou.ApprovalListDataSchema,
          effect: 'read',
          token,
        });
        ids.push(...data.details);
        if (data.isEnd || data.details.length === 0) break;
      }
      return Promise.all(
        [...new Set(ids)].map(async (id) => {
          const { data } = await client.call({
            medium: MEDIUM,
            method: 'POST',
            path: 'v1/advertiser/info',
            params: { advertiser_id: id },
            data: kuaishou.AdvertiserInfoSchema,
            effect: 'read',
            token,
            advertiserId: String(id),
          });
          return {
            id: String(id),
            name: data.user_name,
            role: 'advertiser' as const,
            parentId: null,
            company: data.corporation_name || null,
          };
        }),
      );
    },

    getAccountFunds(token, advertiserIds): Promise<AccountFunds[]> {
      return readFunds(
        client,
        {
          medium: MEDIUM,
          path: 'v1/advertiser/fund/get',
          idParam: 'advertiser_id',
          data: kuaishou.FundDataSchema,
          // The fund read answers yuan (balances are kept in 厘): round the 厘 digit to 分.
          balanceFen: (data) => yuanToFen(data.balance, 'half-up'),
        },
        token,
        advertiserIds,
      );
    },
  };
}
