import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { IssuedTokens } from '../../oauth/grant-service';
import { codeRefused, refreshRefused, secondsUntil } from '../../oauth/token-errors';
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
  const medium = ctx.dialect.medium;
  const requireApp = (appId: number, secret: string) => {
    if (!ctx.grants.verifyApp(medium, appId, secret)) throw mediumError('appInvalid');
  };

  ctx.publicEndpoint(
    'POST',
    `${API}/oauth2/access_token/`,
    (req) => {
      const body = ctx.parse(oceanengine.AccessTokenRequestSchema, req.input);
      requireApp(body.app_id, body.secret);
      const result = ctx.grants.exchangeCode({ medium, appId: body.app_id, code: body.auth_code });
      if (!result.ok) throw codeRefused(result.reason);
      return tokenData(result, req.now);
    },
    { write: true },
  );

  ctx.publicEndpoint(
    'POST',
    `${API}/oauth2/refresh_token/`,
    (req) => {
      const body = ctx.parse(oceanengine.RefreshTokenRequestSchema, req.input);
      requireApp(body.app_id, body.secret);
      const result = ctx.grants.refresh({
        medium,
        appId: body.app_id,
        refreshToken: body.refresh_token,
        mode: ctx.dialect.refreshMode,
      });
      if (!result.ok) throw refreshRefused(result.reason);
      return tokenData(result, req.now);
    },
    { write: true },
  );

  // The accounts ticked on the authorize page; children of 管家/agents come from the
  // customer-center and agent endpoints.
  ctx.publicEndpoint('GET', `${API}/oauth2/advertiser/get/`, (req) => {
    const query = ctx.parse(oceanengine.AdvertiserGetRequestSchema, req.input);
    requireApp(query.app_id, query.secret);
    const resolved = ctx.grants.resolveAccessToken(query.access_token);
    if (!resolved.ok) {
      throw mediumError(resolved.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
    }
    if (resolved.app.medium !== medium || resolved.app.appId !== query.app_id) {
      throw mediumError('tokenInvalid');
    }
    const advertisers = ctx.state.oceanengine.advertisers;
    const list = resolved.grant.advertiserIds.flatMap((id) => {
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
