import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MediumDialect } from '../http/dialect';
import { flattenQuery, readId } from '../http/request-input';
import type { AdvertiserRecord } from '../state/records';
import type { SandboxState } from '../state/state';
import {
  renderErrorPage,
  renderGrantPage,
  renderLoginPage,
  type AdvertiserOption,
  type PageBrand,
} from './authorize-page';
import type { GrantService } from './grant-service';
import type { LoginTickets } from './login-tickets';

// GET shows the sign-in form; POST step=login checks the user and shows the advertiser list;
// POST step=grant records the grant and redirects to redirect_uri with the medium's callback
// parameters (reference §1.2 `auth_code`, §2.2 `auth_code`, §3.2 `authorization_code`, + `state`).

export interface AuthorizeFlavor {
  dialect: MediumDialect;
  /** e.g. /oceanengine/audit/oauth.html */
  path: string;
  /** The query parameter carrying the app id: `app_id`, or Tencent's `client_id`. */
  appIdParam: 'app_id' | 'client_id';
  /** The callback parameter carrying the code. */
  codeParam: 'auth_code' | 'authorization_code';
  brand: PageBrand;
  /** What a grant of this medium is labelled, by role. */
  roleLabels: Record<AdvertiserRecord['role'], string>;
  defaultScopes: readonly string[];
}

export interface AuthorizeDeps {
  state: SandboxState;
  grants: GrantService;
  tickets: LoginTickets;
}

/** Form bodies arrive as lists per field (see the form parser in app.ts). */
type FormBody = Record<string, string[] | undefined>;

const first = (form: FormBody, key: string): string => form[key]?.[0] ?? '';

/** A `scope` parameter: a JSON array (Ocean Engine, Kuaishou) or a comma-separated list (Tencent). */
function readScope(raw: string | undefined, fallback: readonly string[]): string[] {
  if (!raw) return [...fallback];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: a plain list
  }
  return raw
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function registerAuthorizePage(
  app: FastifyInstance,
  flavor: AuthorizeFlavor,
  deps: AuthorizeDeps,
): void {
  const { dialect, brand } = flavor;
  const medium = dialect.medium;

  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').send(html);

  /** The app and redirect of an authorize request, or the page explaining what is wrong. */
  const readRequest = (params: Record<string, string>) => {
    const appId = readId(params[flavor.appIdParam]);
    const sandboxApp = appId === null ? undefined : deps.state.app(medium, appId);
    if (!sandboxApp) return { ok: false, error: `${flavor.appIdParam} 无效：应用不存在` } as const;
    const redirectUri = params.redirect_uri ?? '';
    if (!isHttpUrl(redirectUri)) {
      return { ok: false, error: 'redirect_uri 无效：须为 http(s) 地址' } as const;
    }
    return {
      ok: true,
      app: sandboxApp,
      redirectUri,
      state: params.state ?? null,
      scope: readScope(params.scope, flavor.defaultScopes),
    } as const;
  };

  const options = (username: string): AdvertiserOption[] => {
    const grantable = deps.grants.grantableAdvertisers(medium, username);
    const ids = new Set(grantable.map((a) => a.id));
    const companyName = (id: string) => deps.state.companies.find(id)?.name ?? '';
    const toOption = (a: Readonly<AdvertiserRecord>, depth: 0 | 1): AdvertiserOption => ({
      id: a.id,
      name: a.name,
      roleLabel: flavor.roleLabels[a.role],
      companyName: companyName(a.companyId),
      depth,
    });
    // Parents first, each followed by the children the user may also grant directly.
    const tops = grantable.filter((a) => a.parentId === null || !ids.has(a.parentId));
    return tops.flatMap((top) => [
      toOption(top, 0),
      ...grantable.filter((a) => a.parentId === top.id).map((a) => toOption(a, 1)),
    ]);
  };

  app.get(flavor.path, async (request, reply) => {
    const params = flattenQuery(request.query);
    const read = readRequest(params);
    if (!read.ok) return sendHtml(reply, renderErrorPage(brand, read.error), 400);
    return sendHtml(reply, renderLoginPage({ brand, appName: read.app.name, hidden: params }));
  });

  app.post(flavor.path, async (request, reply) => {
    const form = (request.body ?? {}) as FormBody;
    if (first(form, 'step') === 'grant') {
      const ticketId = first(form, 'ticket');
      const ticket = deps.tickets.find(ticketId, medium);
      if (!ticket)
        return sendHtml(reply, renderErrorPage(brand, '登录已过期，请重新发起授权'), 400);
      const allowed = new Set(options(ticket.username).map((o) => o.id));
      const chosen = [...new Set((form.advertiser_id ?? []).map(readId))];
      const user = deps.state.users.get(ticket.username);
      const appName = deps.state.app(medium, ticket.appId)?.name ?? '';
      const error =
        chosen.length === 0
          ? '请至少选择一个广告账户'
          : chosen.some((id) => id === null || !allowed.has(id))
            ? '所选账户无效，请重新选择'
            : null;
      if (error) {
        return sendHtml(
          reply,
          renderGrantPage({
            brand,
            appName,
            ticket: ticketId,
            userName: user.displayName,
            scopes: ticket.scope,
            advertisers: options(ticket.username),
            error,
          }),
        );
      }
      const { code } = deps.grants.authorize({
        medium,
        appId: ticket.appId,
        username: ticket.username,
        advertiserIds: chosen.filter((id): id is number => id !== null),
        scope: ticket.scope,
        redirectUri: ticket.redirectUri,
        codeTtlMs: dialect.authCodeTtlMs,
      });
      deps.tickets.spend(ticketId);
      const target = new URL(ticket.redirectUri);
      target.searchParams.set(flavor.codeParam, code);
      if (ticket.state !== null) target.searchParams.set('state', ticket.state);
      return reply.redirect(target.toString(), 302);
    }

    // step=login: the original authorize parameters come back as hidden fields.
    const params: Record<string, string> = {};
    for (const key of Object.keys(form)) {
      if (!['step', 'username', 'password'].includes(key)) params[key] = first(form, key);
    }
    const read = readRequest(params);
    if (!read.ok) return sendHtml(reply, renderErrorPage(brand, read.error), 400);
    const username = first(form, 'username').trim();
    const user = deps.state.users.find(username);
    if (!user || user.password !== first(form, 'password')) {
      return sendHtml(
        reply,
        renderLoginPage({
          brand,
          appName: read.app.name,
          hidden: params,
          username,
          error: '账号或密码错误',
        }),
      );
    }
    const ticket = deps.tickets.issue({
      medium,
      appId: read.app.appId,
      username: user.username,
      redirectUri: read.redirectUri,
      state: read.state,
      scope: read.scope,
    });
    return sendHtml(
      reply,
      renderGrantPage({
        brand,
        appName: read.app.name,
        ticket,
        userName: user.displayName,
        scopes: read.scope,
        advertisers: options(user.username),
      }),
    );
  });
}
