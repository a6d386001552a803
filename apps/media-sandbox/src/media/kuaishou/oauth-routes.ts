import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { IssuedTokens } from '../../oauth/grant-service';
import { codeRefused, refreshRefused, secondsUntil } from '../../oauth/token-errors';

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
  const medium = ctx.dialect.medium;
  const requireApp = (appId: number, secret: string) => {
    if (!ctx.grants.verifyApp(medium, appId, secret)) throw mediumError('appInvalid');
  };

  ctx.publicEndpoint(
    'POST',
    `${OAUTH}/access_token`,
    (req) => {
      const body = ctx.parse(kuaishou.AccessTokenRequestSchema, req.input);
      requireApp(body.app_id, body.secret);
      const result = ctx.grants.exchangeCode({ medium, appId: body.app_id, code: body.auth_code });
      if (!result.ok) throw codeRefused(result.reason);
      return tokenData(result, req.now);
    },
    { write: true },
  );

  ctx.publicEndpoint(
    'POST',
    `${OAUTH}/refresh_token`,
    (req) => {
      const body = ctx.parse(kuaishou.RefreshTokenRequestSchema, req.input);
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

  // Every advertiser the token reaches, paged by page_no/page_size with a camelCase `isEnd`.
  ctx.publicEndpoint('POST', `${OAUTH}/approval/list`, (req) => {
    const body = ctx.parse(kuaishou.ApprovalListRequestSchema, req.input);
    requireApp(body.app_id, body.secret);
    const resolved = ctx.grants.resolveAccessToken(body.access_token);
    if (!resolved.ok) {
      throw mediumError(resolved.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
    }
    if (resolved.app.medium !== medium || resolved.app.appId !== body.app_id) {
      throw mediumError('tokenInvalid');
    }
    const ids = [...ctx.grants.scopeOf(resolved.grant)].sort((a, b) => a - b);
    const page = body.page_no ?? 1;
    const size = body.page_size ?? 100;
    const details = ids.slice((page - 1) * size, page * size);
    return { details, isEnd: page * size >= ids.length } satisfies kuaishou.ApprovalListData;
  });
}
