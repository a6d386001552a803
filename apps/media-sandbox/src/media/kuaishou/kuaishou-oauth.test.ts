import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeViaPage,
  getJson,
  postJson,
  startSandbox,
  withQuery,
  type RunningSandbox,
} from '../../testing/harness';

const { ErrorCode } = kuaishou;

describe('Kuaishou OAuth over HTTP (reference §2.2)', () => {
  let running: RunningSandbox;
  let api: string;
  let app: { appId: number; secret: string };

  beforeEach(async () => {
    running = await startSandbox({ clockSpeed: 0 });
    api = `${running.base}/kuaishou/rest/openapi`;
    app = running.app('kuaishou');
  });
  afterEach(() => running.close());

  const exchange = (code: string) =>
    postJson(`${api}/oauth2/authorize/access_token`, {
      app_id: app.appId,
      secret: app.secret,
      auth_code: code,
    });
  const approvals = (token: string, page_no: number, page_size: number) =>
    postJson(`${api}/oauth2/authorize/approval/list`, {
      app_id: app.appId,
      secret: app.secret,
      access_token: token,
      page_no,
      page_size,
    });

  it('runs the round trip: page → code → tokens → approval list → account reads → refresh', async () => {
    const advertisers = running.sandbox.state.kuaishou.advertisers;
    // Three standalone advertisers: nothing below them widens the grant.
    const standalone = (ids: number[]) =>
      ids.filter(
        (id) => advertisers.get(id).parentId === null && advertisers.get(id).role === 'advertiser',
      );
    const { code, granted, callback } = await authorizeViaPage(running, 'kuaishou', {
      pick: (ids) => standalone(ids).slice(0, 3),
    });
    expect(granted).toHaveLength(3);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const answer = await exchange(code);
    expect(answer).toMatchObject({ code: 0, message: 'OK' });
    expect(answer.request_id).toMatch(/^[0-9a-f]{32}$/);
    const tokens = kuaishou.TokenDataSchema.parse(answer.data);
    expect(tokens.access_token_expires_in).toBe(86_400);
    expect(tokens.advertiser_ids).toEqual(granted);

    const first = kuaishou.ApprovalListDataSchema.parse(
      (await approvals(tokens.access_token, 1, 2)).data,
    );
    const second = kuaishou.ApprovalListDataSchema.parse(
      (await approvals(tokens.access_token, 2, 2)).data,
    );
    expect(first).toEqual({ details: expect.any(Array), isEnd: false });
    expect(second.isEnd).toBe(true);
    expect([...first.details, ...second.details].sort()).toEqual([...granted].sort());

    const headers = { 'Access-Token': tokens.access_token };
    const info = await postJson(
      `${api}/v1/advertiser/info`,
      { advertiser_id: granted[0] },
      headers,
    );
    const record = advertisers.get(granted[0] ?? 0);
    expect(kuaishou.AdvertiserInfoSchema.parse(info.data)).toMatchObject({
      user_id: record.id,
      user_name: record.name,
    });
    const fund = await getJson(
      withQuery(`${api}/v1/advertiser/fund/get`, { advertiser_id: granted[0] }),
      {
        headers,
      },
    );
    // Kept in 厘, answered in yuan.
    const funds = kuaishou.FundDataSchema.parse(fund.data);
    expect(funds.balance * 1000).toBeCloseTo(record.balance, 6);
    // The parts of the balance (documentId 2614): all of it is recharged cash here.
    expect(funds).toMatchObject({
      recharge_balance: funds.balance,
      contract_rebate: 0,
      direct_rebate: 0,
      extended_balance: 0,
    });

    const refreshed = await postJson(`${api}/oauth2/authorize/refresh_token`, {
      app_id: app.appId,
      secret: app.secret,
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.code).toBe(0);
    expect(refreshed.data.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('refuses a reused and an expired auth code', async () => {
    const { code } = await authorizeViaPage(running, 'kuaishou');
    expect((await exchange(code)).code).toBe(0);
    expect((await exchange(code)).code).toBe(ErrorCode.AUTH_CODE_USED);
    const late = await authorizeViaPage(running, 'kuaishou');
    running.sandbox.clock.advance(10 * 60_000 + 1);
    expect((await exchange(late.code)).code).toBe(ErrorCode.AUTH_CODE_EXPIRED);
  });

  it('refuses a forged token and an advertiser outside the grant', async () => {
    const { code, granted, offered } = await authorizeViaPage(running, 'kuaishou', {
      pick: (ids) => ids.slice(-1),
    });
    const token = kuaishou.TokenDataSchema.parse((await exchange(code)).data).access_token;
    const forged = await postJson(
      `${api}/v1/advertiser/info`,
      { advertiser_id: granted[0] },
      {
        'Access-Token': 'forged',
      },
    );
    expect(forged.code).toBe(ErrorCode.TOKEN_INVALID);
    const outside = offered.find((id) => !granted.includes(id));
    const refused = await postJson(
      `${api}/v1/advertiser/info`,
      { advertiser_id: outside },
      {
        'Access-Token': token,
      },
    );
    expect(refused.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('answers with overridden codes when a test configures them', async () => {
    await running.close();
    running = await startSandbox({ clockSpeed: 0, kuaishouCodes: { TOKEN_INVALID: 402000 } });
    api = `${running.base}/kuaishou/rest/openapi`;
    const forged = await postJson(
      `${api}/v1/advertiser/info`,
      { advertiser_id: 1 },
      {
        'Access-Token': 'forged',
      },
    );
    expect(forged).toMatchObject({ code: 402000, data: null });
  });
});
