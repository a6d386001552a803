import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import type { IssuedTokens } from '../../oauth/grant-service';
import {
  grantOfAppToken,
  registerAppTokenEndpoints,
  requireApp,
} from '../../oauth/app-token-endpoints';
import { secondsUntil } from '../../oauth/token-errors';
import type { AdvertiserRecord } from '../../state/records';

// Ocean Engine OAuth endpoints (reference §1.2).

const API = '/oceanengine/open_api';

const ROLE: Record<
  AdvertiserRecord['role'],
  { advertiser_role: oceanengine.AuthorizedRole; account_role: oceanengine.AccountRole }
> = {
  advertiser: { advertiser_role: 1, account_role: 'ADVERTISER' },
  manager: { advertiser_role: 2, account_role: 'CUSTOMER_ADMIN' },
  agency: { advertiser_role: 3, account_role: 'AGENT' },
};

function tokenData(issued: IssuedTokens, now: number): oceanengine.TokenData {
  return {
    access_token: issued.access.token,
    refresh_token: issued.refresh.token,
    expires_in: secondsUntil(issued.access.expiresAt, now),
    refresh_token_expires_in: secondsUntil(issued.refresh.expiresAt, now),
    advertiser_id: issued.grant.advertiserIds[0],
    advertiser_ids: [...issued.grant.advertiserIds],
  };
}

export function registerOceanEngineOauth(ctx: MediumContext): void {
  registerAppTokenEndpoints(ctx, {
    accessPath: `${API}/oauth2/access_token/`,
    refreshPath: `${API}/oauth2/refresh_token/`,
    accessRequest: oceanengine.AccessTokenRequestSchema,
    refreshRequest: oceanengine.RefreshTokenRequestSchema,
    tokenData,
  });

  // The accounts ticked on the authorize page; children of 管家/agents come from the
  // customer-center and agent endpoints.
  ctx.publicEndpoint('GET', `${API}/oauth2/advertiser/get/`, (req) => {
    const query = ctx.parse(oceanengine.AdvertiserGetRequestSchema, req.input);
    requireApp(ctx, query.app_id, query.secret);
    const grant = grantOfAppToken(ctx, query.app_id, query.access_token);
    const advertisers = ctx.state.oceanengine.advertisers;
    const list = grant.advertiserIds.flatMap((id) => {
      const a = advertisers.find(id);
      if (!a) return [];
      const item: oceanengine.AuthorizedAdvertiser = {
        advertiser_id: a.id,
        advertiser_name: a.name,
        ...ROLE[a.role],
        is_valid: a.status === 'enabled',
      };
      return [item];
    });
    return { list } satisfies oceanengine.AdvertiserGetData;
  });
}
