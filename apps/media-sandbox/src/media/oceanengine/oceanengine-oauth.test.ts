import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeViaPage,
  getJson,
  postJson,
  startSandbox,
  withQuery,
  type RunningSandbox,
} from '../../testing/harness';

const { ErrorCode } = oceanengine;
const MINUTE = 60_000;

describe('Ocean Engine OAuth over HTTP (reference §1.2)', () => {
  let running: RunningSandbox;
  let api: string;
  let app: { appId: number; secret: string };

  beforeEach(async () => {
    running = await startSandbox({ clockSpeed: 0 });
    api = `${running.base}/oceanengine/open_api`;
    app = running.app('oceanengine');
  });
  afterEach(() => running.close());

  const exchange = (code: string) =>
    postJson(`${api}/oauth2/access_token/`, {
      app_id: app.appId,
      secret: app.secret,
      grant_type: 'auth_code',
      auth_code: code,
    });
  const refresh = (token: string) =>
    postJson(`${api}/oauth2/refresh_token/`, {
      app_id: app.appId,
      secret: app.secret,
      grant_type: 'refresh_token',
      refresh_token: token,
    });
  const call = (path: string, token: string, params: Record<string, unknown>) =>
    getJson(withQuery(`${api}${path}`, params), { headers: { 'Access-Token': token } });

  it('runs the round trip: page → code → tokens → advertisers → refresh', async () => {
    const { callback, code, granted } = await authorizeViaPage(running, 'oceanengine');
    expect(callback.origin + callback.pathname).toBe('http://platform.test/auth/callback');
    expect(callback.searchParams.get('state')).toBe('state-123');

    const tokens = await exchange(code);
    expect(tokens.code).toBe(0);
    expect(tokens.request_id).toMatch(/^\d{14}[0-9A-F]+$/);
    const data = oceanengine.TokenDataSchema.parse(tokens.data);
    expect(data.expires_in).toBe(86_400);
    expect(data.refresh_token_expires_in).toBe(2_592_000);
    expect(data.advertiser_ids).toEqual(granted);

    const listed = await getJson(
      withQuery(`${api}/oauth2/advertiser/get/`, {
        app_id: app.appId,
        secret: app.secret,
        access_token: data.access_token,
      }),
    );
    const list = oceanengine.AdvertiserGetDataSchema.parse(listed.data).list;
    expect(list.map((a) => a.advertiser_id)).toEqual(granted);

    const info = await call('/2/advertiser/info/', data.access_token, {
      advertiser_ids: granted,
      fields: ['id', 'name', 'company'],
    });
    expect(info.code).toBe(0);
    expect(Object.keys(info.data[0]).sort()).toEqual(['company', 'id', 'name']);

    const fund = await call('/2/advertiser/fund/get/', data.access_token, {
      advertiser_id: granted[0],
    });
    const balanceFen = running.sandbox.state.oceanengine.advertisers.get(granted[0] ?? 0).balance;
    expect(oceanengine.FundDataSchema.parse(fund.data).balance * 100).toBeCloseTo(balanceFen, 6);

    const refreshed = await refresh(data.refresh_token);
    expect(refreshed.code).toBe(0);
    const next = oceanengine.TokenDataSchema.parse(refreshed.data);
    expect(next.refresh_token).not.toBe(data.refresh_token);
    // The refresh token rotates: the old one is spent.
    expect((await refresh(data.refresh_token)).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect(
      (await call('/2/advertiser/fund/get/', next.access_token, { advertiser_id: granted[0] }))
        .code,
    ).toBe(0);
  });

  it('refuses a reused auth code with 40115', async () => {
    const { code } = await authorizeViaPage(running, 'oceanengine');
    expect((await exchange(code)).code).toBe(0);
    const again = await exchange(code);
    expect(again.code).toBe(ErrorCode.AUTH_CODE_USED);
    expect(again.message).toContain('auth_code已经使用');
  });

  it('refuses an auth code after its 10 minutes', async () => {
    const { code } = await authorizeViaPage(running, 'oceanengine');
    running.sandbox.clock.advance(10 * MINUTE + 1);
    expect((await exchange(code)).code).toBe(ErrorCode.AUTH_CODE_INVALID);
  });

  it('refuses a wrong secret, a forged token and a missing token', async () => {
    const { code } = await authorizeViaPage(running, 'oceanengine');
    const wrongSecret = await postJson(`${api}/oauth2/access_token/`, {
      app_id: app.appId,
      secret: 'not-the-secret',
      grant_type: 'auth_code',
      auth_code: code,
    });
    expect(wrongSecret.code).toBe(ErrorCode.APP_INVALID);
    const forged = await call('/2/advertiser/fund/get/', 'f'.repeat(40), { advertiser_id: 1 });
    expect(forged.code).toBe(ErrorCode.TOKEN_INVALID);
    const missing = await getJson(withQuery(`${api}/2/advertiser/fund/get/`, { advertiser_id: 1 }));
    expect(missing.code).toBe(ErrorCode.TOKEN_EMPTY);
  });

  it('expires access tokens after a day (40102) and refresh tokens after 30 days (40103)', async () => {
    const { code, granted } = await authorizeViaPage(running, 'oceanengine');
    const data = oceanengine.TokenDataSchema.parse((await exchange(code)).data);
    running.sandbox.clock.advance(86_400_000);
    const answer = await call('/2/advertiser/fund/get/', data.access_token, {
      advertiser_id: granted[0],
    });
    expect(answer.code).toBe(ErrorCode.TOKEN_EXPIRED);
    const refreshed = oceanengine.TokenDataSchema.parse((await refresh(data.refresh_token)).data);
    running.sandbox.clock.advance(2_592_000_000);
    expect((await refresh(refreshed.refresh_token)).code).toBe(ErrorCode.REFRESH_TOKEN_EXPIRED);
  });

  it('limits a token to the granted advertisers and their children', async () => {
    const advertisers = running.sandbox.state.oceanengine.advertisers;
    const manager = advertisers.values().find((a) => a.role === 'manager');
    if (!manager) throw new Error('seed has no manager');
    const { code } = await authorizeViaPage(running, 'oceanengine', { pick: () => [manager.id] });
    const token = oceanengine.TokenDataSchema.parse((await exchange(code)).data).access_token;

    const children = await call('/2/customer_center/advertiser/list/', token, {
      cc_account_id: manager.id,
      page_size: 100,
    });
    const childIds = oceanengine.CustomerCenterAdvertiserListDataSchema.parse(
      children.data,
    ).list.map((c) => c.advertiser_id);
    expect(childIds.length).toBeGreaterThan(0);
    const selected = await call('/2/majordomo/advertiser/select/', token, {
      advertiser_id: manager.id,
    });
    expect(selected.data.list.map((c: { advertiser_id: number }) => c.advertiser_id)).toEqual(
      childIds,
    );

    expect(
      (await call('/2/advertiser/fund/get/', token, { advertiser_id: childIds[0] })).code,
    ).toBe(0);
    const outsider = advertisers
      .values()
      .find((a) => a.id !== manager.id && a.parentId !== manager.id);
    const refused = await call('/2/advertiser/fund/get/', token, { advertiser_id: outsider?.id });
    expect(refused.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('answers a body that is not JSON with 40000 in the envelope', async () => {
    const response = await fetch(`${api}/oauth2/access_token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(ErrorCode.PARAM_UNPARSEABLE);
  });
});
