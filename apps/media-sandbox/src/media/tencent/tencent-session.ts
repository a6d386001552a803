import type { SandboxOptions } from '../../app';
import {
  connect,
  getJson,
  postJson,
  startSandbox,
  tencentCommon,
  withQuery,
  type Json,
  type RunningSandbox,
} from '../../testing/harness';

// Test support for Tencent object and report tests: a frozen sandbox at a fixed simulated time,
// one token over the seeded ordinary accounts, and GET/POST in Tencent's signed-query transport.

/** Wednesday 2025-03-12 10:20 Asia/Shanghai. */
export const FIXED_START = Date.parse('2025-03-12T10:20:00+08:00');

export interface TencentSession {
  running: RunningSandbox;
  /** Granted ordinary accounts with a positive balance. */
  accounts: number[];
  get(path: string, params: Record<string, unknown>): Promise<Json>;
  post(path: string, body: unknown): Promise<Json>;
  /** The same calls under the legacy v1.3 API (reference §3.9). */
  v1: {
    get(path: string, params: Record<string, unknown>): Promise<Json>;
    post(path: string, body: unknown): Promise<Json>;
  };
  advance(ms: number): Promise<void>;
}

export async function startTencent(options: Partial<SandboxOptions> = {}): Promise<TencentSession> {
  const running = await startSandbox({
    clockSpeed: 0,
    startAt: FIXED_START,
    rateLimits: { defaultQps: 0, rules: [] },
    ...options,
  });
  const { accessToken } = await connect(running, 'tencent', { pick: (offered) => offered });
  const accounts = running.sandbox.state.tencent.advertisers
    .values()
    .filter((a) => a.role === 'advertiser' && a.balance > 0)
    .map((a) => a.id);
  const calls = (api: string) => ({
    get: (path: string, params: Record<string, unknown>) =>
      getJson(withQuery(`${api}${path}`, { ...tencentCommon(accessToken), ...params })),
    post: (path: string, body: unknown) =>
      postJson(withQuery(`${api}${path}`, tencentCommon(accessToken)), body),
  });
  return {
    running,
    accounts,
    ...calls(`${running.base}/tencent/v3.0/`),
    v1: calls(`${running.base}/tencent/v1.3/`),
    async advance(ms) {
      const response = await fetch(`${running.base}/_admin/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      if (!response.ok) throw new Error(`advance answered ${response.status}`);
    },
  };
}
