import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  form,
  readGrantPage,
  startSandbox,
  withQuery,
  type RunningSandbox,
} from '../testing/harness';

// The authorize pages as a person meets them; the platform's callback relies on
// the redirect they end with.

describe('authorize pages', () => {
  let running: RunningSandbox;
  let pageUrl: string;
  let params: Record<string, string>;

  beforeEach(async () => {
    running = await startSandbox({ clockSpeed: 0 });
    const app = running.app('oceanengine');
    params = {
      app_id: String(app.appId),
      redirect_uri: 'http://platform.test/cb?from=oe',
      state: 's1',
    };
    pageUrl = withQuery(`${running.base}${app.paths.authorize}`, params);
  });
  afterEach(() => running.close());

  const signIn = (username: string, password: string) =>
    fetch(
      pageUrl,
      form([
        ...Object.entries(params),
        ['step', 'login'],
        ['username', username],
        ['password', password],
      ]),
    );

  it('serves a Chinese sign-in page naming the app', async () => {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('巨量引擎');
    expect(html).toContain('投放平台');
    expect(html).not.toMatch(/<(link|script)[^>]+(src|href)=/);
  });

  it.each([
    { name: 'an unknown app', change: { app_id: '42' }, text: '应用不存在' },
    {
      name: 'a redirect_uri that is not http(s)',
      change: { redirect_uri: 'javascript:alert(1)' },
      text: 'redirect_uri 无效',
    },
  ])('explains $name with a 400 page', async ({ change, text }) => {
    const url = withQuery(`${running.base}/oceanengine/audit/oauth.html`, { ...params, ...change });
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(text);
  });

  it('refuses a wrong password without a ticket', async () => {
    const html = await (await signIn('demo', 'wrong')).text();
    expect(html).toContain('账号或密码错误');
    expect(html).not.toContain('name="ticket"');
  });

  it('offers a user only the advertisers of their companies', async () => {
    const { offered } = readGrantPage(await (await signIn('ops', 'ops123')).text());
    const advertisers = running.sandbox.state.oceanengine.advertisers;
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(['c01', 'c02']).toContain(advertisers.get(id).companyId);
    const all = readGrantPage(await (await signIn('demo', 'demo123')).text()).offered;
    expect(all.length).toBe(advertisers.size);
  });

  it('asks again when nothing or a foreign advertiser is ticked', async () => {
    const { ticket, offered } = readGrantPage(await (await signIn('ops', 'ops123')).text());
    const none = await fetch(
      pageUrl,
      form([
        ['step', 'grant'],
        ['ticket', ticket],
      ]),
    );
    expect(await none.text()).toContain('请至少选择一个广告账户');
    const foreign = running.sandbox.state.oceanengine.advertisers
      .values()
      .find((a) => !offered.includes(a.id));
    const refused = await fetch(
      pageUrl,
      form([
        ['step', 'grant'],
        ['ticket', ticket],
        ['advertiser_id', String(foreign?.id)],
      ]),
    );
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('所选账户无效');
  });

  it('keeps the redirect_uri query, passes state through and spends the ticket', async () => {
    const login = await signIn('demo', 'demo123');
    const { ticket, offered } = readGrantPage(await login.text());
    const grant = await fetch(
      pageUrl,
      form([
        ['step', 'grant'],
        ['ticket', ticket],
        ['advertiser_id', String(offered[0])],
      ]),
    );
    expect(grant.status).toBe(302);
    const callback = new URL(grant.headers.get('location') ?? '');
    expect(callback.searchParams.get('from')).toBe('oe');
    expect(callback.searchParams.get('state')).toBe('s1');
    expect(callback.searchParams.get('auth_code')).toMatch(/^[0-9a-f]{32}$/);
    const again = await fetch(
      pageUrl,
      form([
        ['step', 'grant'],
        ['ticket', ticket],
        ['advertiser_id', String(offered[0])],
      ]),
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('登录已过期');
  });

  it('escapes what the caller sends back into the page', async () => {
    params.state = '"><script>alert(1)</script>';
    const html = await (await signIn('demo', 'wrong')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('leaves state out of the callback when the app sent none', async () => {
    const app = running.app('tencent');
    const bare = { client_id: String(app.appId), redirect_uri: 'http://platform.test/cb' };
    const url = withQuery(`${running.base}${app.paths.authorize}`, bare);
    const login = await fetch(
      url,
      form([
        ...Object.entries(bare),
        ['step', 'login'],
        ['username', 'demo'],
        ['password', 'demo123'],
      ]),
    );
    const { ticket, offered } = readGrantPage(await login.text());
    const grant = await fetch(
      url,
      form([
        ['step', 'grant'],
        ['ticket', ticket],
        ['advertiser_id', String(offered[0])],
      ]),
    );
    const callback = new URL(grant.headers.get('location') ?? '');
    expect(callback.searchParams.has('state')).toBe(false);
    expect(callback.searchParams.get('authorization_code')).toBeTruthy();
  });
});
