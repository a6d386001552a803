import type { z } from 'zod';
import type { MediumContext } from '../http/medium-context';
import { mediumError } from '../http/medium-error';
import type { IssuedTokens } from './grant-service';
import { codeRefused, refreshRefused } from './token-errors';

// Ocean Engine and Kuaishou share the shape of their token endpoints (reference §1.2, §2.2): a
// POST with app_id + secret and either the auth code or the refresh token, answering the same
// token data; only paths, schemas and the answer's field names differ.

export interface AppTokenEndpoints<TData> {
  accessPath: string;
  refreshPath: string;
  accessRequest: z.ZodType<{ app_id: number; secret: string; auth_code: string }>;
  refreshRequest: z.ZodType<{ app_id: number; secret: string; refresh_token: string }>;
  tokenData(issued: IssuedTokens, now: number): TData;
}

/** Refuses a call whose app id and secret do not match a sandbox app of this medium. */
export function requireApp(ctx: MediumContext, appId: number, secret: string): void {
  if (!ctx.grants.verifyApp(ctx.dialect.medium, appId, secret)) throw mediumError('appInvalid');
}

/** The grant behind an access token passed as a parameter, checked against the calling app. */
export function grantOfAppToken(ctx: MediumContext, appId: number, accessToken: string) {
  const resolved = ctx.grants.resolveAccessToken(accessToken);
  if (!resolved.ok) {
    throw mediumError(resolved.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
  }
  if (resolved.app.medium !== ctx.dialect.medium || resolved.app.appId !== appId) {
    throw mediumError('tokenInvalid');
  }
  return resolved.grant;
}

export function registerAppTokenEndpoints<TData>(
  ctx: MediumContext,
  endpoints: AppTokenEndpoints<TData>,
): void {
  const medium = ctx.dialect.medium;
  ctx.publicEndpoint(
    'POST',
    endpoints.accessPath,
    (req) => {
      const body = ctx.parse(endpoints.accessRequest, req.input);
      requireApp(ctx, body.app_id, body.secret);
      const result = ctx.grants.exchangeCode({ medium, appId: body.app_id, code: body.auth_code });
      if (!result.ok) throw codeRefused(result.reason);
      return endpoints.tokenData(result, req.now);
    },
    { write: true },
  );
  ctx.publicEndpoint(
    'POST',
    endpoints.refreshPath,
    (req) => {
      const body = ctx.parse(endpoints.refreshRequest, req.input);
      requireApp(ctx, body.app_id, body.secret);
      const result = ctx.grants.refresh({
        medium,
        appId: body.app_id,
        refreshToken: body.refresh_token,
        mode: ctx.dialect.refreshMode,
      });
      if (!result.ok) throw refreshRefused(result.reason);
      return endpoints.tokenData(result, req.now);
    },
    { write: true },
  );
}
