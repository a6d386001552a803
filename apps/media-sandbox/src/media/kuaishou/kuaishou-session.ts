import { kuaishou } from '@toufang/media-wire';
import {
  connect,
  postJson,
  putAdmin,
  startSandbox,
  type Json,
  type RunningSandbox,
} from '../../testing/harness';
import { FIXED_START } from '../../testing/oceanengine-client';

// Test support for Kuaishou object and report tests: a frozen sandbox at a fixed simulated time,
// one token over every seeded advertiser, and Kuaishou's POST-JSON transport.

export interface KuaishouSession {
  running: RunningSandbox;
  /** Granted ordinary advertisers with a positive balance. */
  advertisers: number[];
  post(path: string, body: unknown): Promise<Json>;
  advance(ms: number): Promise<void>;
  audit(knobs: { delayMs?: number; denyRate?: number }): Promise<void>;
}

export async function startKuaishou(): Promise<KuaishouSession> {
  const running = await startSandbox({
    clockSpeed: 0,
    startAt: FIXED_START,
    rateLimits: { defaultQps: 0, rules: [] },
  });
  const connection = await connect(running, 'kuaishou', { pick: (offered) => offered });
  let accessToken = connection.accessToken;
  let refreshToken = connection.refreshToken;
  const app = running.app('kuaishou');
  const api = `${running.base}/kuaishou/rest/openapi/`;
  const advertisers = running.sandbox.state.kuaishou.advertisers
    .values()
    .filter((a) => a.role === 'advertiser' && a.balance > 0)
    .map((a) => a.id);
  return {
    running,
    advertisers,
    post: (path, body) => postJson(`${api}${path}`, body, { 'Access-Token': accessToken }),
    async advance(ms) {
      const response = await fetch(`${running.base}/_admin/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      if (!response.ok) throw new Error(`advance answered ${response.status}`);
      const refreshed = await postJson(`${api}oauth2/authorize/refresh_token`, {
        app_id: app.appId,
        secret: app.secret,
        refresh_token: refreshToken,
      });
      if (refreshed.code !== 0) throw new Error(`refresh failed: ${JSON.stringify(refreshed)}`);
      const tokens = kuaishou.TokenDataSchema.parse(refreshed.data);
      accessToken = tokens.access_token;
      refreshToken = tokens.refresh_token;
    },
    async audit(knobs) {
      const response = await putAdmin(running, 'world/audit', knobs);
      if (!response.ok) throw new Error(`audit answered ${response.status}`);
    },
  };
}
