import { oceanengine, stringifyWireJson } from '@toufang/media-wire';
import type { SandboxOptions } from '../app';
import {
  connect,
  getJson,
  postJson,
  startSandbox,
  withQuery,
  type Json,
  type RunningSandbox,
} from './harness';

// Test support for Ocean Engine object and report tests: a frozen sandbox at a fixed simulated
// time, one token over the seeded ordinary advertisers, and GET/POST in Ocean Engine's transport.

/** Wednesday 2025-03-12 10:20 Asia/Shanghai. */
export const FIXED_START = Date.parse('2025-03-12T10:20:00+08:00');

export interface OceanEngineSession {
  running: RunningSandbox;
  readonly token: string;
  /** Granted ordinary advertisers with a positive balance. */
  advertisers: number[];
  get(path: string, params: Record<string, unknown>): Promise<Json>;
  post(path: string, body: unknown): Promise<Json>;
  advance(ms: number): Promise<void>;
}

export async function startOceanEngine(
  options: Partial<SandboxOptions> = {},
): Promise<OceanEngineSession> {
  const running = await startSandbox({
    clockSpeed: 0,
    startAt: FIXED_START,
    rateLimits: { defaultQps: 0, rules: [] },
    ...options,
  });
  const advertisers = running.sandbox.state.oceanengine.advertisers;
  const connection = await connect(running, 'oceanengine', { pick: (offered) => offered });
  let accessToken = connection.accessToken;
  let refreshToken = connection.refreshToken;
  const app = running.app('oceanengine');
  const usable = advertisers
    .values()
    .filter((a) => a.role === 'advertiser' && a.balance > 0)
    .map((a) => a.id);
  const api = `${running.base}/oceanengine/open_api/`;
  return {
    running,
    get token() {
      return accessToken;
    },
    advertisers: usable,
    get: (path, params) =>
      getJson(withQuery(`${api}${path}`, params), { headers: { 'Access-Token': accessToken } }),
    post: (path, body) => postJson(`${api}${path}`, body, { 'Access-Token': accessToken }),
    async advance(ms) {
      const response = await fetch(`${running.base}/_admin/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      if (!response.ok) throw new Error(`advance answered ${response.status}`);
      // Access tokens live a day: refresh after every jump, as the platform's client would.
      const refreshed = await postJson(`${api}oauth2/refresh_token/`, {
        app_id: app.appId,
        secret: app.secret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      if (refreshed.code !== 0) throw new Error(`refresh failed: ${JSON.stringify(refreshed)}`);
      const tokens = oceanengine.TokenDataSchema.parse(refreshed.data);
      accessToken = tokens.access_token;
      refreshToken = tokens.refresh_token;
    },
  };
}

/** Every page of a v3 list. */
export async function listAll(
  session: OceanEngineSession,
  path: string,
  params: Record<string, unknown>,
): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await session.get(path, { ...params, page, page_size: 100 });
    if (answer.code !== 0) throw new Error(stringifyWireJson(answer));
    const data = answer.data as { list: Json[]; page_info: { total_page: number } };
    out.push(...data.list);
    if (page >= data.page_info.total_page) return out;
  }
}
