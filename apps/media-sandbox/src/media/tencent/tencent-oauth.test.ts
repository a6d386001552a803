import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeViaPage,
  getJson,
  startSandbox,
  tencentCommon,
  withQuery,
  type RunningSandbox,
} from '../../testing/harness';

const { ErrorCode } = tencent;
const REDIRECT = 'http://platform.test/auth/callback';

describe('Tencent OAuth and common parameters over HTTP (reference §3.1, §3.2)', () => {
  let running: RunningSandbox;
  let app: { appId: number; secret: string };

  beforeEach(async () => {
    running = await startSandbox({ clockSpeed: 0 });
    app = running.app('tencent');
  });
  afterEach(() => running.close());

  const token = (params: Record<string, string>) =>
    getJson(
      withQuery(`${running.base}/tencent/oauth/token`, {
        client_id: app.appId,
        client_secret: app.secret,
        ...params,
      }),
    );
  const exchange = (code: string, redirectUri = REDIRECT) =>
    token({
      grant_type: 'authorization_code',
      authorization_code: code,
      redirect_uri: redirectUri,
    });
  const api = (path: string, params: Record<string, unknown>) =>
    getJson(withQuery(`${running.base}/tencent/v3.0${path}`, params));

  it('runs the round trip: page → authorization_code → tokens → advertiser/get → refresh', async () => {
    const agency = running.sandbox.state.tencent.advertisers
      .values()
      .find((a) => a.role === 'agency');
    if (!agency) throw new Error('seed has no agency');
    const { code, callback } = await authorizeViaPage(running, 'tencent', {
      pick: () => [agency.id],
    });
    expect(callback.searchParams.has('auth_code')).toBe(false);

    const answer = await exchange(code);
    expect(answer).toMatchObject({ code: 0, message: '', message_cn: '' });
    const data = tencent.TokenDataSchema.parse(answer.data);
    expect(data.authorizer_info).toMatchObject({
      account_id: agency.id,
      account_role_type: 'ACCOUNT_ROLE_TYPE_AGENCY',
    });
    expect(data.access_token_expires_in).toBe(86_400);

    const listed = tencent.AdvertiserGetDataSchema.parse(
      (
        await api('/advertiser/get', {
          ...tencentCommon(data.access_token),
          fields: JSON.stringify(['account_id', 'agency_account_id']),
          page_size: 100,
          pagination_mode: 'PAGINATION_MODE_NORMAL',
        })
      ).data,
    );
    const children = running.sandbox.state.tencent.advertisers.filter(
      (a) => a.parentId === agency.id,
    );
    expect(listed.page_info.total_number).toBe(children.length + 1);
    const child = children[0];
    expect(listed.list.find((a) => a.account_id === child?.id)?.agency_account_id).toBe(agency.id);

    const funds = await api('/funds/get', {
      ...tencentCommon(data.access_token),
      account_id: child?.id,
    });
    const cash = tencent.FundsGetDataSchema.parse(funds.data).list.find(
      (f) => f.fund_type === 'FUND_TYPE_CASH',
    );
    expect(cash?.balance).toBe(child?.balance);

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: data.refresh_token ?? '',
    });
    const renewed = tencent.TokenDataSchema.parse(refreshed.data);
    // The refresh token is renewed, not replaced; the answer omits it and authorizer_info.
    expect(renewed.refresh_token).toBeUndefined();
    expect(renewed.authorizer_info).toBeUndefined();
    expect(renewed.refresh_token_expires_in).toBe(2_592_000);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: data.refresh_token ?? '' })).code,
    ).toBe(0);
  });

  it('refuses a reused code (11013), an expired one (11009) and another redirect_uri', async () => {
    const { code } = await authorizeViaPage(running, 'tencent');
    expect((await exchange(code, 'http://elsewhere.test/cb')).code).toBe(ErrorCode.PARAM_INVALID);
    expect((await exchange(code)).code).toBe(0);
    const reused = await exchange(code);
    expect(reused.code).toBe(ErrorCode.AUTH_CODE_USED);
    expect(reused.message).toMatch(/trace_id: [0-9a-f]{32}$/);
    expect(reused.message_cn).toContain('授权码只能使用一次');

    const late = await authorizeViaPage(running, 'tencent');
    running.sandbox.clock.advance(5 * 60_000 + 1);
    expect((await exchange(late.code)).code).toBe(ErrorCode.AUTH_CODE_EXPIRED);
  });

  it('checks access_token, timestamp skew and nonce reuse on every call', async () => {
    const { code, granted } = await authorizeViaPage(running, 'tencent');
    const access = tencent.TokenDataSchema.parse((await exchange(code)).data).access_token;
    const account = { account_id: granted[0] };

    const ok = tencentCommon(access);
    expect((await api('/funds/get', { ...ok, ...account })).code).toBe(0);
    expect((await api('/funds/get', { ...ok, ...account })).code).toBe(ErrorCode.NONCE_USED);

    const skewed = tencentCommon(access, Date.now() - 301_000);
    expect((await api('/funds/get', { ...skewed, ...account })).code).toBe(
      ErrorCode.TIMESTAMP_INVALID,
    );
    const ahead = tencentCommon(access, Date.now() + 301_000);
    expect((await api('/funds/get', { ...ahead, ...account })).code).toBe(
      ErrorCode.TIMESTAMP_INVALID,
    );

    const { nonce: _nonce, ...noNonce } = tencentCommon(access);
    expect((await api('/funds/get', { ...noNonce, ...account })).code).toBe(
      ErrorCode.COMMON_PARAM_MISSING,
    );
    const { access_token: _token, ...noToken } = tencentCommon(access);
    expect((await api('/funds/get', { ...noToken, ...account })).code).toBe(ErrorCode.TOKEN_EMPTY);
    expect((await api('/funds/get', { ...tencentCommon('forged'), ...account })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );

    const response = await fetch(
      withQuery(`${running.base}/tencent/v3.0/funds/get`, {
        ...tencentCommon(access),
        account_id: 1,
      }),
    );
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(ErrorCode.OUT_OF_SCOPE);
    expect(body.message).toContain(`trace_id: ${response.headers.get('x-tsa-trace-id')}`);
  });

  it('answers 11000 once the access token has expired', async () => {
    const { code, granted } = await authorizeViaPage(running, 'tencent');
    const access = tencent.TokenDataSchema.parse((await exchange(code)).data).access_token;
    running.sandbox.clock.advance(86_400_000);
    const answer = await api('/funds/get', { ...tencentCommon(access), account_id: granted[0] });
    expect(answer.code).toBe(ErrorCode.TOKEN_EXPIRED);
  });
});
