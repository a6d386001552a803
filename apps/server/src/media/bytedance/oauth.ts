import { lookupEnum, oceanengine, yuanToFen } from '@toufang/media-wire';
import { systemClock } from '../../lib/clock';
import type { AdvertiserRole } from '../../lib/media-mirror';
import type { TokenSource } from '../http/token-provider';
import type {
  AccountFunds,
  AdapterDeps,
  MediaOauth,
  MediaAdvertiser,
  TokenGrant,
  TokenSet,
} from '../media-adapter';
import { chunk, expiresAt, numericId, readFunds, refreshOrReauthorize } from '../oauth-support';

// Ocean Engine OAuth and account reads (reference §1.2): the grant lists the ticked accounts with
// their roles; 账号管家 children come from majordomo/advertiser/select, agency children from
// agent/advertiser/select; names and companies from 2/advertiser/info (≤ 100 ids a call).

const MEDIUM = 'bytedance' as const;

const ROLE: Record<oceanengine.AuthorizedRole, AdvertiserRole> = {
  1: 'advertiser',
  2: 'manager',
  3: 'agency',
  4: 'agency',
  // 星图 and 抖音号 accounts have no child accounts.
  6: 'advertiser',
  10: 'advertiser',
};

/** A role the SDKs do not list is read as a plain account: no children are walked for it. */
const roleOf = (role: oceanengine.AuthorizedAdvertiser['advertiser_role']): AdvertiserRole =>
  lookupEnum(ROLE, role) ?? 'advertiser';

export function createBytedanceOauth(deps: AdapterDeps): MediaOauth {
  const { client } = deps;
  const clock = deps.clock ?? systemClock;
  const app = () => client.endpoints(MEDIUM);

  const toTokens = (data: oceanengine.TokenData): TokenSet => ({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    accessExpiresAt: expiresAt(clock, data.expires_in),
    refreshExpiresAt: expiresAt(clock, data.refresh_token_expires_in),
  });

  const childrenOf = async (
    token: TokenSource,
    parent: oceanengine.AuthorizedAdvertiser,
  ): Promise<number[]> => {
    const advertiserId = String(parent.advertiser_id);
    if (parent.advertiser_role === 2) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: '2/majordomo/advertiser/select/',
        params: { advertiser_id: parent.advertiser_id },
        data: oceanengine.MajordomoAdvertiserSelectDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      return data.list.map((c) => c.advertiser_id);
    }
    if (roleOf(parent.advertiser_role) !== 'agency') return [];
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: '2/agent/advertiser/select/',
        params: { advertiser_id: parent.advertiser_id, page, page_size: 100 },
        data: oceanengine.AgentAdvertiserSelectDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      ids.push(...data.list);
      if (page >= data.page_info.total_page) return ids;
    }
  };

  const infos = async (token: TokenSource, ids: readonly number[]) => {
    const out = new Map<number, { name?: string; company?: string }>();
    for (const batch of chunk(ids, 100)) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: '2/advertiser/info/',
        params: { advertiser_ids: batch, fields: ['id', 'name', 'company'] },
        data: oceanengine.AdvertiserInfoDataSchema,
        effect: 'read',
        token,
      });
      for (const info of data) if (info.id !== undefined) out.set(info.id, info);
    }
    return out;
  };

  return {
    medium: MEDIUM,

    authorizeUrl(state, redirectUri) {
      const url = new URL(app().authorizeUrl);
      url.search = new URLSearchParams({
        app_id: app().appId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode(code): Promise<TokenGrant> {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: 'oauth2/access_token/',
        params: {
          app_id: numericId(app().appId),
          secret: app().secret,
          grant_type: 'auth_code',
          auth_code: code,
        },
        data: oceanengine.TokenDataSchema,
        effect: 'write',
      });
      return {
        ...toTokens(data),
        grantedAdvertiserIds: data.advertiser_ids.map(String),
        // Ocean Engine's token answer carries no scope (the callback's numeric scope ids do).
        scope: [],
      };
    },

    refresh(refreshToken) {
      return refreshOrReauthorize(MEDIUM, async () => {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'POST',
          path: 'oauth2/refresh_token/',
          params: {
            app_id: numericId(app().appId),
            secret: app().secret,
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
          },
          data: oceanengine.TokenDataSchema,
          effect: 'write',
        });
        return toTokens(data);
      });
    },

    async listAuthorizedAdvertisers(token): Promise<MediaAdvertiser[]> {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: 'oauth2/advertiser/get/',
        params: { app_id: numericId(app().appId), secret: app().secret },
        tokenParam: 'access_token',
        data: oceanengine.AdvertiserGetDataSchema,
        effect: 'read',
        token,
      });
      const found = new Map<
        number,
        { role: AdvertiserRole; parentId: number | null; name: string }
      >();
      for (const a of data.list) {
        found.set(a.advertiser_id, {
          role: roleOf(a.advertiser_role),
          parentId: null,
          name: a.advertiser_name,
        });
      }
      for (const parent of data.list) {
        for (const childId of await childrenOf(token, parent)) {
          // A ticked 管家/agency grants its children too, so they may be in the list already.
          const known = found.get(childId);
          if (known) known.parentId ??= parent.advertiser_id;
          else found.set(childId, { role: 'advertiser', parentId: parent.advertiser_id, name: '' });
        }
      }
      const info = await infos(token, [...found.keys()]);
      return [...found].map(([id, a]) => ({
        id: String(id),
        name: info.get(id)?.name ?? a.name,
        role: a.role,
        parentId: a.parentId === null ? null : String(a.parentId),
        company: info.get(id)?.company || null,
      }));
    },

    getAccountFunds(token, advertiserIds): Promise<AccountFunds[]> {
      return readFunds(
        client,
        {
          medium: MEDIUM,
          path: '2/advertiser/fund/get/',
          idParam: 'advertiser_id',
          data: oceanengine.FundDataSchema,
          // Yuan with 2 decimals; half-up guards against a float that prints a third digit.
          balanceFen: (data) => yuanToFen(data.balance, 'half-up'),
        },
        token,
        advertiserIds,
      );
    },
  };
}
