import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import type { IssuedTokens } from '../../oauth/grant-service';
import {
  grantOfAppToken,
  registerAppTokenEndpoints,
  requireApp,
} from '../../oauth/app-token-endpoints';
import { secondsUntil } from '../../oauth/token-errors';

// Kuaishou OAuth endpoints (reference §2.2): POST JSON with app_id + secret.

const OAUTH = '/kuaishou/rest/openapi/oauth2/authorize';

function tokenData(issued: IssuedTokens, now: number): kuaishou.TokenData {
  return {
    access_token: issued.access.token,
    access_token_expires_in: secondsUntil(issued.access.expiresAt, now),
    refresh_token: issued.refresh.token,
    refresh_token_expires_in: secondsUntil(issued.refresh.expiresAt, now),
    advertiser_id: issued.grant.advertiserIds[0],
    advertiser_ids: [...issued.grant.advertiserIds],
  };
}

export function registerKuaishouOauth(ctx: MediumContext): void {
  registerAppTokenEndpoints(ctx, {
    accessPath: `${OAUTH}/access_token`,
    refreshPath: `${OAUTH}/refresh_token`,
    accessRequest: kuaishou.AccessTokenRequestSchema,
    refreshRequest: kuaishou.RefreshTokenRequestSchema,
    tokenData,
  });

  // Every advertiser the token reaches, paged by page_no/page_size with a camelCase `isEnd`.
  ctx.publicEndpoint('POST', `${OAUTH}/approval/list`, (req) => {
    const body = ctx.parse(kuaishou.ApprovalListRequestSchema, req.input);
    requireApp(ctx, body.app_id, body.secret);
    const grant = grantOfAppToken(ctx, body.app_id, body.access_token);
    const ids = [...ctx.grants.scopeOf(grant)].sort((a, b) => a - b);
    const page = body.page_no;
    const size = body.page_size;
    const details = ids.slice((page - 1) * size, page * size);
    return { details, isEnd: page * size >= ids.length } satisfies kuaishou.ApprovalListData;
  });
}
