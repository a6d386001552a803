import { kuaishou, MEDIA, oceanengine, tencent, yuanToFen, type Medium } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authorizeViaPage,
  connect,
  getJson,
  postJson,
  putAdmin,
  readFunds,
  startSandbox,
  type Connection,
  tencentCommon,
  withQuery,
  type RunningSandbox,
} from './testing/harness';

// The fault knobs and rate limits of the sandbox, exercised over HTTP through the admin API.

const TEST_WRITE = '/oceanengine/open_api/test/daily_budget/update/';

const FUNDS_PATH: Record<Medium, string> = {
  oceanengine: 'GET /oceanengine/open_api/2/advertiser/fund/get/',
  kuaishou: 'GET /kuaishou/rest/openapi/v1/advertiser/fund/get',
  tencent: 'GET /tencent/v3.0/funds/get',
};
const RATE_LIMITED: Record<Medium, number> = {
  oceanengine: oceanengine.ErrorCode.RATE_LIMITED,
  kuaishou: kuaishou.ErrorCode.RATE_LIMITED,
  tencent: tencent.ErrorCode.LIMIT_PER_MINUTE,
};
const TRANSIENT: Record<Medium, number> = {
  oceanengine: oceanengine.ErrorCode.SYSTEM_ERROR,
  kuaishou: kuaishou.ErrorCode.SYSTEM_ERROR,
  tencent: tencent.ErrorCode.SYSTEM_BUSY,
};
const EXPIRED: Record<Medium, number> = {
  oceanengine: oceanengine.ErrorCode.TOKEN_EXPIRED,
  kuaishou: kuaishou.ErrorCode.TOKEN_EXPIRED,
  tencent: tencent.ErrorCode.TOKEN_EXPIRED,
};

describe('fault knobs and rate limits', () => {
  let running: RunningSandbox;
  const connections = {} as Record<Medium, Connection>;

  beforeEach(async () => {
    running = await startSandbox({ clockSpeed: 0 }, (sandbox) => {
      // A write registered through the extension API, as the object endpoints will be.
      const ctx = sandbox.contexts.oceanengine;
      ctx.endpoint(
        'POST',
        TEST_WRITE,
        (req) => {
          const body = ctx.parse(z.object({ budget: z.number() }), req.input);
          const advertiser = ctx.advertiser(req);
          ctx.state.oceanengine.advertisers.update(advertiser.id, {
            dailyBudget: yuanToFen(body.budget),
          });
          return { advertiser_id: advertiser.id };
        },
        { write: true },
      );
    });
    for (const medium of MEDIA) connections[medium] = await connect(running, medium);
  });
  afterEach(() => running.close());

  const funds = (medium: Medium, init?: RequestInit) =>
    readFunds(
      running,
      medium,
      connections[medium].accessToken,
      connections[medium].granted[0],
      init,
    );

  /** An authenticated read on another endpoint than the funds read. */
  const otherRead = (medium: Medium) => {
    const { accessToken, granted } = connections[medium];
    if (medium === 'oceanengine') {
      return getJson(
        withQuery(`${running.base}/oceanengine/open_api/2/advertiser/info/`, {
          advertiser_ids: granted,
        }),
        { headers: { 'Access-Token': accessToken } },
      );
    }
    if (medium === 'kuaishou') {
      return postJson(
        `${running.base}/kuaishou/rest/openapi/v1/advertiser/info`,
        { advertiser_id: granted[0] },
        { 'Access-Token': accessToken },
      );
    }
    return getJson(
      withQuery(`${running.base}/tencent/v3.0/advertiser/get`, {
        ...tencentCommon(accessToken),
        fields: JSON.stringify(['account_id']),
        page_size: '10',
        pagination_mode: 'PAGINATION_MODE_NORMAL',
      }),
    );
  };

  it.each(MEDIA)(
    'answers %s calls over the endpoint limit with its rate-limit code',
    async (medium) => {
      const limited = await putAdmin(running, 'rate-limits', {
        defaultQps: 1000,
        rules: [{ endpoint: FUNDS_PATH[medium], qps: 5, burst: 2 }],
      });
      expect(limited.status).toBe(200);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await funds(medium)).code);
      expect(codes).toEqual([0, 0, RATE_LIMITED[medium]]);
      // Other endpoints have their own buckets.
      expect((await otherRead(medium)).code).toBe(0);
      // 5 per second: a token is back after 200 ms.
      await new Promise((resolve) => setTimeout(resolve, 260));
      expect((await funds(medium)).code).toBe(0);
    },
  );

  it('refuses a malformed rate-limit config', async () => {
    const response = await putAdmin(running, 'rate-limits', { defaultQps: -1, rules: [] });
    expect(response.status).toBe(400);
  });

  it.each(MEDIA)('answers %s with its transient system error at error rate 1', async (medium) => {
    await putAdmin(running, 'faults', { rules: [{ endpoint: `/${medium}/**`, errorRate: 1 }] });
    expect((await funds(medium)).code).toBe(TRANSIENT[medium]);
    await putAdmin(running, 'faults', { rules: [] });
    expect((await funds(medium)).code).toBe(0);
  });

  it('draws the same faults for the same fault seed', async () => {
    const sequence = async () => {
      await putAdmin(running, 'faults', {
        seed: 'repeatable',
        rules: [{ endpoint: FUNDS_PATH.kuaishou, errorRate: 0.5 }],
      });
      const codes: number[] = [];
      for (let i = 0; i < 16; i += 1) codes.push((await funds('kuaishou')).code);
      return codes;
    };
    const first = await sequence();
    expect(new Set(first).size).toBe(2);
    expect(await sequence()).toEqual(first);
  });

  it('adds latency', async () => {
    await putAdmin(running, 'faults', {
      rules: [{ endpoint: FUNDS_PATH.tencent, latencyMs: 250 }],
    });
    const started = performance.now();
    expect((await funds('tencent')).code).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('applies a write and then holds the answer past the client timeout (unknown outcome)', async () => {
    await putAdmin(running, 'faults', {
      rules: [{ endpoint: `POST ${TEST_WRITE}`, timeoutRate: 1, timeoutMs: 5000 }],
    });
    const advertiserId = connections.oceanengine.granted[0] ?? 0;
    const call = fetch(`${running.base}${TEST_WRITE}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Access-Token': connections.oceanengine.accessToken,
      },
      body: JSON.stringify({ advertiser_id: advertiserId, budget: 1234.5 }),
      signal: AbortSignal.timeout(300),
    });
    await expect(call).rejects.toThrow();
    expect(running.sandbox.state.oceanengine.advertisers.get(advertiserId).dailyBudget).toBe(
      123_450,
    );
  });

  it('holds a token exchange too: the code is spent although the client saw no answer', async () => {
    await putAdmin(running, 'faults', {
      rules: [
        {
          endpoint: 'POST /oceanengine/open_api/oauth2/access_token/',
          timeoutRate: 1,
          timeoutMs: 5000,
        },
      ],
    });
    const { code } = await authorizeViaPage(running, 'oceanengine');
    const app = running.app('oceanengine');
    const body = {
      app_id: app.appId,
      secret: app.secret,
      grant_type: 'auth_code',
      auth_code: code,
    };
    const timedOut = fetch(`${running.base}/oceanengine/open_api/oauth2/access_token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(300),
    });
    await expect(timedOut).rejects.toThrow();
    await putAdmin(running, 'faults', { rules: [] });
    const retry = await postJson(`${running.base}/oceanengine/open_api/oauth2/access_token/`, body);
    expect(retry.code).toBe(oceanengine.ErrorCode.AUTH_CODE_USED);
  });

  it.each(MEDIA)('faults only the %s calls of the advertisers a rule names', async (medium) => {
    const named = String(connections[medium].granted[0]);
    await putAdmin(running, 'faults', {
      rules: [{ endpoint: FUNDS_PATH[medium], advertisers: ['1'], errorRate: 1 }],
    });
    expect((await funds(medium)).code).toBe(0);
    await putAdmin(running, 'faults', {
      rules: [{ endpoint: FUNDS_PATH[medium], advertisers: [named], errorRate: 1 }],
    });
    expect((await funds(medium)).code).toBe(TRANSIENT[medium]);
  });

  it('answers success for a silent no-op write without applying it', async () => {
    await putAdmin(running, 'faults', { rules: [{ endpoint: `POST ${TEST_WRITE}`, noopRate: 1 }] });
    const advertiserId = connections.oceanengine.granted[0] ?? 0;
    const before = running.sandbox.state.oceanengine.advertisers.get(advertiserId).dailyBudget;
    const answer = await postJson(
      `${running.base}${TEST_WRITE}`,
      { advertiser_id: advertiserId, budget: 999.99 },
      { 'Access-Token': connections.oceanengine.accessToken },
    );
    expect(answer).toMatchObject({ code: 0, data: { advertiser_id: advertiserId } });
    expect(running.sandbox.state.oceanengine.advertisers.get(advertiserId).dailyBudget).toBe(
      before,
    );

    await putAdmin(running, 'faults', { rules: [] });
    await postJson(
      `${running.base}${TEST_WRITE}`,
      { advertiser_id: advertiserId, budget: 999.99 },
      { 'Access-Token': connections.oceanengine.accessToken },
    );
    expect(running.sandbox.state.oceanengine.advertisers.get(advertiserId).dailyBudget).toBe(
      99_999,
    );
  });

  it('expires every access token of a medium at once', async () => {
    const expire = await postJson(`${running.base}/_admin/tokens/expire`, { medium: 'kuaishou' });
    expect(expire).toEqual({ expired: 1 });
    expect((await funds('kuaishou')).code).toBe(EXPIRED.kuaishou);
    expect((await funds('oceanengine')).code).toBe(0);
    expect((await funds('tencent')).code).toBe(0);
  });

  it.each(MEDIA)('expires the %s tokens that reach one advertiser', async (medium) => {
    const advertiserId = connections[medium].granted[0];
    const expire = await postJson(`${running.base}/_admin/tokens/expire`, { advertiserId });
    expect(expire.expired).toBeGreaterThanOrEqual(1);
    expect((await funds(medium)).code).toBe(EXPIRED[medium]);
  });

  it('resets state, faults and limits through the admin API', async () => {
    await putAdmin(running, 'faults', { rules: [{ endpoint: '/**', errorRate: 1 }] });
    const reset = await postJson(`${running.base}/_admin/reset`, {});
    expect(reset.collections.accessTokens).toBe(0);
    expect(reset.collections['oceanengine.advertisers']).toBeGreaterThan(20);
    const faults = await (await fetch(`${running.base}/_admin/faults`)).json();
    expect(faults).toEqual({ seed: null, rules: [] });
  });
});
