import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { MemoryRateLimiter, RateRules } from '../../modules/tasks/rate-limiter';
import type { TokenGrant } from '../media-adapter';
import {
  admin,
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../testing/sandbox-fixture';
import { MediaCallError } from './media-errors';

// The shared client's fault handling against the sandbox's knobs (ARCHITECTURE §6):
// rate limits, transient codes, lost answers of writes, Tencent's nonce.

let running: RunningSandbox;
const grants = {} as Record<Medium, { grant: TokenGrant; granted: string[] }>;

beforeAll(async () => {
  running = await startSandbox();
  const { adapters } = createTestMedia(running);
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    const page = await authorizeOnPage(adapters[medium], 's', (offered) => offered.slice(0, 3));
    grants[medium] = {
      grant: await adapters[medium].exchangeCode(page.code, REDIRECT_URI),
      granted: page.granted,
    };
  }
});
afterEach(async () => {
  await admin(running, 'PUT', 'faults', { rules: [] });
  await admin(running, 'PUT', 'rate-limits', { defaultQps: 0, rules: [] });
});
afterAll(async () => {
  await running.close();
});

const retriedLines = (logs: string[], kind: string) =>
  logs.filter((l) => l.includes('media call retried') && l.includes(`"kind":"${kind}"`));

describe('media client', () => {
  const FUND = 'GET /kuaishou/rest/openapi/v1/advertiser/fund/get';

  it('keeps under a medium limit with the limiter, and never meets the limit code', async () => {
    await admin(running, 'PUT', 'rate-limits', {
      defaultQps: 0,
      rules: [{ endpoint: FUND, qps: 2, burst: 1 }],
    });
    const appId = running.endpoints.kuaishou?.appId ?? '';
    const rules = new RateRules({ ratePerSecond: 1000, burst: 1000 });
    rules.define(`kuaishou:${appId}:GET v1/advertiser/fund/get`, { ratePerSecond: 1.5, burst: 1 });
    const media = createTestMedia(running, {
      limiter: new MemoryRateLimiter(rules, systemClock),
    });
    const { grant, granted } = grants.kuaishou;
    const ids = [...granted, ...granted].slice(0, 4);
    const funds = await media.adapters.kuaishou.getAccountFunds(grant.accessToken, ids);
    expect(funds).toHaveLength(4);
    expect(retriedLines(media.logs, 'rate_limited')).toHaveLength(0);
  });

  it('retries rate-limited calls with backoff until they succeed', async () => {
    await admin(running, 'PUT', 'rate-limits', {
      defaultQps: 0,
      rules: [{ endpoint: FUND, qps: 2, burst: 1 }],
    });
    const media = createTestMedia(running, { retry: { maxAttempts: 8, baseMs: 400, maxMs: 2000 } });
    const { grant, granted } = grants.kuaishou;
    const ids = [...granted, ...granted].slice(0, 4);
    const funds = await media.adapters.kuaishou.getAccountFunds(grant.accessToken, ids);
    expect(funds).toHaveLength(4);
    expect(retriedLines(media.logs, 'rate_limited').length).toBeGreaterThan(0);
  });

  it('retries transient errors and succeeds once they clear', async () => {
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: 'GET /tencent/v3.0/funds/get', errorRate: 1 }],
    });
    const sleeps: number[] = [];
    const media = createTestMedia(running, {
      sleep: async (ms) => {
        sleeps.push(ms);
        if (sleeps.length === 2) await admin(running, 'PUT', 'faults', { rules: [] });
      },
    });
    const { grant, granted } = grants.tencent;
    const funds = await media.adapters.tencent.getAccountFunds(grant.accessToken, [granted[0]!]);
    expect(funds).toHaveLength(1);
    expect(sleeps).toHaveLength(2);
    expect(retriedLines(media.logs, 'transient')).toHaveLength(2);
  });

  it('gives up on a transient error after the bounded attempts', async () => {
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: 'GET /oceanengine/open_api/2/advertiser/fund/get/', errorRate: 1 }],
    });
    const media = createTestMedia(running);
    const { grant, granted } = grants.bytedance;
    const error = await media.adapters.bytedance
      .getAccountFunds(grant.accessToken, [granted[0]!])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaCallError);
    expect(error).toMatchObject({ kind: 'transient', mediumCode: 50000, attempts: 4 });
    expect((error as MediaCallError).requestId).toBeTruthy();
  });

  it('surfaces a timed-out write as an unknown outcome without sending it again', async () => {
    await admin(running, 'PUT', 'faults', {
      rules: [
        {
          endpoint: 'POST /oceanengine/open_api/oauth2/refresh_token/',
          timeoutRate: 1,
          timeoutMs: 3000,
        },
      ],
    });
    const media = createTestMedia(running, { timeoutMs: 300 });
    const error = await media.adapters.bytedance
      .refresh(grants.bytedance.grant.refreshToken)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaCallError);
    expect(error).toMatchObject({ kind: 'unknown_outcome', outcomeUnknown: true, attempts: 1 });
    expect(media.requests.filter((u) => u.includes('oauth2/refresh_token'))).toHaveLength(1);
  });

  it('retries a timed-out read', async () => {
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: FUND, timeoutRate: 1, timeoutMs: 3000 }],
    });
    const media = createTestMedia(running, { timeoutMs: 200 });
    const { grant, granted } = grants.kuaishou;
    const error = await media.adapters.kuaishou
      .getAccountFunds(grant.accessToken, [granted[0]!])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'transient', attempts: 4 });
  });

  it('sends a fresh Tencent nonce and the token only in the query', async () => {
    const media = createTestMedia(running);
    const { grant, granted } = grants.tencent;
    await media.adapters.tencent.listAuthorizedAdvertisers(grant.accessToken);
    await media.adapters.tencent.getAccountFunds(grant.accessToken, [...granted, ...granted]);
    const calls = media.requests
      .map((u) => new URL(u))
      .filter((u) => u.pathname.includes('/v3.0/'));
    expect(calls.length).toBeGreaterThanOrEqual(1 + granted.length * 2);
    const nonces = calls.map((u) => u.searchParams.get('nonce') ?? '');
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce.length).toBeGreaterThan(0);
    for (const nonce of nonces) expect(nonce.length).toBeLessThanOrEqual(32);
    for (const u of calls) expect(u.searchParams.get('access_token')).toBe(grant.accessToken);
    expect(media.logs.join('\n')).not.toContain(grant.accessToken);
  });
});
