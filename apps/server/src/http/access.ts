import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isApiPath } from './api-request';

/** What a route needs from the caller. Every `/api` route declares one (ARCHITECTURE §5). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'ability'; ability: string }
  | { kind: 'anyAbility'; abilities: readonly string[] }
  | { kind: 'allAbilities'; abilities: readonly string[] };

export const access = {
  /** No session needed (health, sign-in). */
  public: { config: { access: { kind: 'public' } as RouteAccess } },
  /** Any signed-in user. */
  session: { config: { access: { kind: 'session' } as RouteAccess } },
  /** A signed-in user holding `ability`. */
  ability: (ability: string) => ({
    config: { access: { kind: 'ability', ability } as RouteAccess },
  }),
  /** A signed-in user holding at least one of `abilities` (a picker shared by several screens). */
  anyAbility: (abilities: readonly string[]) => ({
    config: { access: { kind: 'anyAbility', abilities } as RouteAccess },
  }),
  /** A signed-in user holding every one of `abilities` (an action gated on the page and the button). */
  allAbilities: (abilities: readonly string[]) => ({
    config: { access: { kind: 'allAbilities', abilities } as RouteAccess },
  }),
};

export interface AuthContext {
  userId: number;
  username: string;
  nickName: string;
  ksBoostAdmin: boolean;
  sessionId: number;
  roles: string[];
  abilities: ReadonlySet<string>;
}

export interface Authenticator {
  /** Resolves a session token or throws `AppError('SESSION_INVALID')`. */
  authenticate(token: string): Promise<AuthContext>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
  }
}

/** The signed-in caller; only valid on routes that declared session or ability access. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('SESSION_INVALID');
  return request.auth;
}

/**
 * Enforces each route's declared access before validation runs, and refuses to start when an API
 * route forgot to declare one.
 */
export function registerAccessControl(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    // The docs UI is public static content registered by @fastify/swagger-ui.
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: route.url, access: declared });
    }
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared || declared.kind === 'public') return;
    const token = request.headers['x-token'];
    if (typeof token !== 'string' || token.length === 0) throw new AppError('SESSION_INVALID');
    const auth = await authenticator.authenticate(token);
    request.auth = auth;
    if (declared.kind === 'ability' && !auth.abilities.has(declared.ability)) {
      throw new AppError('ABILITY_REQUIRED', { params: { ability: declared.ability } });
    }
    if (
      declared.kind === 'anyAbility' &&
      !declared.abilities.some((ability) => auth.abilities.has(ability))
    ) {
      throw new AppError('ABILITY_REQUIRED', {
        params: { ability: declared.abilities.join(' | ') },
      });
    }
    if (declared.kind === 'allAbilities') {
      const missing = declared.abilities.filter((ability) => !auth.abilities.has(ability));
      if (missing.length > 0) {
        throw new AppError('ABILITY_REQUIRED', { params: { ability: missing.join(' & ') } });
      }
    }
  });
}
