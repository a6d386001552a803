import { randomBytes } from 'node:crypto';
import { encodeQuery, parseWireJson, stringifyWireJson, type Medium } from '@toufang/media-wire';
import { buildSandbox, type Sandbox, type SandboxAppInfo, type SandboxOptions } from '../app';

// Test support: a sandbox on a real port and clients that speak each medium's transport the way
// the platform's adapters will (fetch over HTTP, no inject).

export interface RunningSandbox {
  sandbox: Sandbox;
  base: string;
  app(medium: Medium): SandboxAppInfo;
  close(): Promise<void>;
}

export async function startSandbox(
  options: Partial<SandboxOptions> = {},
  /** Registers extra routes through `sandbox.contexts` before the port opens. */
  beforeListen?: (sandbox: Sandbox) => void,
): Promise<RunningSandbox> {
  const sandbox = await buildSandbox({ seed: 'test-seed', clockSpeed: 1, ...options });
  beforeListen?.(sandbox);
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    sandbox,
    base: `http://127.0.0.1:${address.port}`,
    app(medium) {
      const found = sandbox.info().apps.find((a) => a.medium === medium);
      if (!found) throw new Error(`no ${medium} app`);
      return found;
    },
    close: () => sandbox.close(),
  };
}

/** Any JSON answer: the tests read medium envelopes and admin bodies. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function getJson(url: string, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(url, init);
  // Ocean Engine's 19-digit ids arrive as bigint, as the platform's client reads them.
  return parseWireJson(await response.text()) as Json;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: stringifyWireJson(body),
  });
}

export const withQuery = (url: string, params: Record<string, unknown>): string =>
  `${url}?${new URLSearchParams(encodeQuery(params)).toString()}`;

/** Tencent's common parameters for a call with `token`. */
export function tencentCommon(token: string, at = Date.now()): Record<string, string> {
  return {
    access_token: token,
    timestamp: String(Math.floor(at / 1000)),
    nonce: randomBytes(12).toString('hex'),
  };
}

const APP_ID_PARAM: Record<Medium, string> = {
  oceanengine: 'app_id',
  kuaishou: 'app_id',
  tencent: 'client_id',
};

export interface AuthorizeOptions {
  username?: string;
  password?: string;
  redirectUri?: string;
  state?: string;
  /** Chooses which of the offered advertiser ids to tick (default: the first two). */
  pick?: (offered: number[]) => number[];
}

export interface AuthorizeOutcome {
  /** The redirect target with the callback parameters. */
  callback: URL;
  code: string;
  offered: number[];
  granted: number[];
}

/** Reads the advertiser checkboxes and the ticket of a grant page. */
export function readGrantPage(html: string): { ticket: string; offered: number[] } {
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  if (!ticket) throw new Error('no ticket on the page');
  const offered = [...html.matchAll(/name="advertiser_id" value="(\d+)"/g)].map((m) =>
    Number(m[1]),
  );
  return { ticket, offered };
}

export const form = (fields: [string, string][]): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/** The authorize page the way a person uses it: open, sign in, tick advertisers, get redirected. */
export async function authorizeViaPage(
  running: RunningSandbox,
  medium: Medium,
  options: AuthorizeOptions = {},
): Promise<AuthorizeOutcome> {
  const app = running.app(medium);
  const params: Record<string, string> = {
    [APP_ID_PARAM[medium]]: String(app.appId),
    redirect_uri: options.redirectUri ?? 'http://platform.test/auth/callback',
    state: options.state ?? 'state-123',
  };
  const pageUrl = withQuery(`${running.base}${app.paths.authorize}`, params);
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);

  const login = await fetch(
    pageUrl,
    form([
      ...Object.entries(params),
      ['step', 'login'],
      ['username', options.username ?? 'demo'],
      ['password', options.password ?? 'demo123'],
    ]),
  );
  const { ticket, offered } = readGrantPage(await login.text());
  const granted = (options.pick ?? ((ids) => ids.slice(0, 2)))(offered);

  const grant = await fetch(
    pageUrl,
    form([
      ['step', 'grant'],
      ['ticket', ticket],
      ...granted.map((id): [string, string] => ['advertiser_id', String(id)]),
    ]),
  );
  if (grant.status !== 302) throw new Error(`grant answered ${grant.status}`);
  const callback = new URL(grant.headers.get('location') ?? '');
  const code = callback.searchParams.get(medium === 'tencent' ? 'authorization_code' : 'auth_code');
  if (!code) throw new Error(`no code in ${callback.toString()}`);
  return { callback, code, offered, granted };
}

export interface Connection {
  accessToken: string;
  refreshToken: string;
  granted: number[];
}

/** Authorizes through the page and exchanges the code, as the platform's callback does. */
export async function connect(
  running: RunningSandbox,
  medium: Medium,
  options: AuthorizeOptions = {},
): Promise<Connection> {
  const { code, granted } = await authorizeViaPage(running, medium, options);
  const app = running.app(medium);
  let answer: Json;
  if (medium === 'oceanengine') {
    answer = await postJson(`${running.base}/oceanengine/open_api/oauth2/access_token/`, {
      app_id: app.appId,
      secret: app.secret,
      grant_type: 'auth_code',
      auth_code: code,
    });
  } else if (medium === 'kuaishou') {
    answer = await postJson(`${running.base}/kuaishou/rest/openapi/oauth2/authorize/access_token`, {
      app_id: app.appId,
      secret: app.secret,
      auth_code: code,
    });
  } else {
    answer = await getJson(
      withQuery(`${running.base}/tencent/oauth/token`, {
        client_id: app.appId,
        client_secret: app.secret,
        grant_type: 'authorization_code',
        authorization_code: code,
        redirect_uri: options.redirectUri ?? 'http://platform.test/auth/callback',
      }),
    );
  }
  if (answer.code !== 0) throw new Error(`token exchange failed: ${JSON.stringify(answer)}`);
  const data = answer.data as { access_token: string; refresh_token: string };
  return { accessToken: data.access_token, refreshToken: data.refresh_token, granted };
}

/** A read of an advertiser's balance in the medium's own transport (a cheap authenticated call). */
export function readFunds(
  running: RunningSandbox,
  medium: Medium,
  token: string,
  advertiserId: number | undefined,
  init: RequestInit = {},
): Promise<Json> {
  if (medium === 'oceanengine') {
    return getJson(
      withQuery(`${running.base}/oceanengine/open_api/2/advertiser/fund/get/`, {
        advertiser_id: advertiserId,
      }),
      { ...init, headers: { 'Access-Token': token } },
    );
  }
  if (medium === 'kuaishou') {
    return getJson(
      withQuery(`${running.base}/kuaishou/rest/openapi/v1/advertiser/fund/get`, {
        advertiser_id: advertiserId,
      }),
      { ...init, headers: { 'Access-Token': token } },
    );
  }
  return getJson(
    withQuery(`${running.base}/tencent/v3.0/funds/get`, {
      ...tencentCommon(token),
      account_id: advertiserId,
    }),
    init,
  );
}

export async function putAdmin(
  running: RunningSandbox,
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${running.base}/_admin/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: stringifyWireJson(body),
  });
}
