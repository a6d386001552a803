import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { codeRefused, refreshRefused, secondsUntil } from '../../oauth/token-errors';
import type { AdvertiserRecord, Grant } from '../../state/records';

// Tencent OAuth (reference §3.2): GET oauth/token for both grant types. A refresh renews the
// refresh token's validity and answers without refresh_token and authorizer_info.

const ROLE_TYPE: Record<AdvertiserRecord['role'], tencent.AccountRoleType> = {
  advertiser: 'ACCOUNT_ROLE_TYPE_ADVERTISER',
  manager: 'ACCOUNT_ROLE_TYPE_BUSINESS_MANAGER',
  agency: 'ACCOUNT_ROLE_TYPE_AGENCY',
};

export function registerTencentOauth(ctx: MediumContext): void {
  const medium = ctx.dialect.medium;
  const advertisers = ctx.state.tencent.advertisers;

  /** The authorizing account: a ticked agency or business manager, else the first ticked account. */
  const authorizerInfo = (grant: Readonly<Grant>): tencent.AuthorizerInfo => {
    const ticked = grant.advertiserIds.flatMap((id) => advertisers.find(id) ?? []);
    const account = ticked.find((a) => a.role !== 'advertiser') ?? ticked[0];
    if (!account) throw mediumError('system', 'grant without accounts');
    return {
      account_id: account.id,
      scope_list: [...grant.scope],
      account_role_type: ROLE_TYPE[account.role],
      account_type: 'ACCOUNT_TYPE_QQ',
    };
  };

  ctx.publicEndpoint(
    'GET',
    '/tencent/oauth/token',
    (req) => {
      const query = ctx.parse(tencent.TokenRequestSchema, req.input);
      if (!ctx.grants.verifyApp(medium, query.client_id, query.client_secret)) {
        throw mediumError('appInvalid');
      }
      if (query.grant_type === 'authorization_code') {
        const result = ctx.grants.exchangeCode({
          medium,
          appId: query.client_id,
          code: query.authorization_code,
          redirectUri: query.redirect_uri,
        });
        if (!result.ok) throw codeRefused(result.reason);
        const data: tencent.TokenData = {
          authorizer_info: authorizerInfo(result.grant),
          access_token: result.access.token,
          refresh_token: result.refresh.token,
          access_token_expires_in: secondsUntil(result.access.expiresAt, req.now),
          refresh_token_expires_in: secondsUntil(result.refresh.expiresAt, req.now),
        };
        return data;
      }
      const result = ctx.grants.refresh({
        medium,
        appId: query.client_id,
        refreshToken: query.refresh_token,
        mode: ctx.dialect.refreshMode,
      });
      if (!result.ok) throw refreshRefused(result.reason);
      const data: tencent.TokenData = {
        access_token: result.access.token,
        access_token_expires_in: secondsUntil(result.access.expiresAt, req.now),
        refresh_token_expires_in: secondsUntil(result.refresh.expiresAt, req.now),
      };
      return data;
    },
    { write: true },
  );
}
