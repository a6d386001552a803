import {
  ERROR_CODES,
  type LandingPageItem,
  type LandingPageListData,
  type LandingPageSaveBody,
  type LandingSubmissionItem,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Our landing pages through HTTP on a real database (docs/architecture/landing-pages.md): drafts,
// publishing, the public page served without the web app, and the views, clicks and form
// submissions it counts, with the abilities enforced.

const TODAY = '2026-05-20';

let t: TestApp;
let builder: string;
let lister: string;
let outsider: string;

const token = async (abilities: string[]) => {
  const user = await createUser(t.database.db, { abilities });
  return t.login(user.username, user.password);
};
const post = <T>(call: string, payload: object, as = builder) =>
  t.call<T>({ method: 'POST', url: `/api/landing/page/${call}`, payload, token: as });
const get = <T>(url: string, as = builder) => t.call<T>({ method: 'GET', url, token: as });

const draft = (over: Partial<LandingPageSaveBody> = {}): LandingPageSaveBody => ({
  name: `活动页-${Math.random().toString(36).slice(2, 8)}`,
  title: '星河战纪 新服开启',
  components: [
    { id: 'img1', type: 'image', src: 'https://cdn.example/banner.png', alt: '主图' },
    { id: 'txt1', type: 'text', text: '<b>万人同服</b> & 登录送好礼' },
    {
      id: 'dl1',
      type: 'download',
      label: '立即下载',
      android_url: 'https://cdn.example/game.apk',
      ios_url: 'https://apps.example/id123',
    },
    {
      id: 'form1',
      type: 'form',
      title: '预约领礼包',
      fields: [
        { key: 'name', label: '姓名', kind: 'text', required: true },
        { key: 'phone', label: '手机号', kind: 'phone', required: true },
      ],
      submit_label: '立即预约',
    },
  ],
  ...over,
});

async function createPage(over: Partial<LandingPageSaveBody> = {}): Promise<number> {
  const res = await post<{ id: number }>('create', draft(over));
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data.id;
}

async function publish(id: number): Promise<string> {
  const res = await post<{ public_path: string }>('publish', { id });
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data.public_path;
}

const detail = async (id: number) =>
  (await get<LandingPageItem>(`/api/landing/page/detail?id=${id}`)).data;

const publicPage = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

const send = (path: string, call: 'track' | 'form', payload: object, ip = '203.0.113.7') =>
  t.call<unknown>({ method: 'POST', url: `${path}/${call}`, payload, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date(`${TODAY}T04:00:00Z`)) });
  builder = await token(['mango:sites']);
  lister = await token(['landing:pages']);
  outsider = await token(['material:list']);
});
afterAll(() => t.close());

describe('landing page drafts', () => {
  it('creates, lists and saves a draft; the list says it is not published', async () => {
    const id = await createPage({ name: '草稿页' });
    const list = await get<LandingPageListData>('/api/landing/page/list?keyword=草稿页');
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({
      id,
      state: 'draft',
      public_path: null,
      stats: { views: 0, clicks: 0, submits: 0 },
    });
    expect(list.data).toMatchObject({ start_date: '2026-05-14', end_date: TODAY });

    const saved = await post('update', { id, ...draft({ name: '草稿页改', components: [] }) });
    expect(saved.code).toBe(0);
    expect(await detail(id)).toMatchObject({ name: '草稿页改', components: [] });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const id = await createPage({ name: '不变的页' });
    const bad = await post('update', {
      id,
      ...draft({
        name: '被改的页',
        components: [{ id: 'img1', type: 'image', src: 'javascript:alert(1)', alt: '' }],
      }),
    });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(bad.message)).toContain(
      '图片地址须为 http:// 或 https:// 开头的完整地址',
    );
    const unknown = await post('update', {
      id,
      ...draft({ conversion_base_id: 999_999, ad_id: 999_999 }),
    });
    expect(unknown.message).toEqual(['所选转化基础不存在', '所选广告ID不存在']);
    expect((await detail(id)).name).toBe('不变的页');
    expect((await post('update', { id: 999_999, ...draft() })).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );
  });
});

describe('the public page', () => {
  it('is served only once published, escaped, cached with an ETag, without the web app', async () => {
    const id = await createPage();
    const { slug } = await detail(id);
    expect((await publicPage(`/lp/${slug}`)).statusCode).toBe(404);

    const path = await publish(id);
    expect(path).toBe(`/lp/${slug}`);
    const res = await publicPage(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<title>星河战纪 新服开启</title>');
    expect(res.body).toContain('&lt;b&gt;万人同服&lt;/b&gt; &amp; 登录送好礼');
    expect(res.body).not.toContain('<div id="root">');
    const etag = String(res.headers.etag);
    expect((await publicPage(path, { 'if-none-match': etag })).statusCode).toBe(304);

    const script = await publicPage('/lp/_/page.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('keeps serving the published version while the draft changes, until published again', async () => {
    const id = await createPage();
    const path = await publish(id);
    await post('update', { id, ...draft({ title: '改过的标题' }) });
    expect((await detail(id)).state).toBe('changed');
    expect((await publicPage(path)).body).toContain('<title>星河战纪 新服开启</title>');
    await publish(id);
    expect((await detail(id)).state).toBe('published');
    expect((await publicPage(path)).body).toContain('<title>改过的标题</title>');

    expect((await post('unpublish', { id })).code).toBe(0);
    expect((await publicPage(path)).statusCode).toBe(404);
    expect((await detail(id)).public_path).toBeNull();
  });

  it('counts views and clicks per day beside the page, and limits each address', async () => {
    const id = await createPage();
    const path = await publish(id);
    expect((await send(path, 'track', { event: 'view' })).code).toBe(0);
    expect((await send(path, 'track', { event: 'view' }, '203.0.113.8')).code).toBe(0);
    expect((await send(path, 'track', { event: 'click' })).code).toBe(0);
    expect((await send(path, 'track', { event: 'open' })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
    expect((await send('/lp/nosuchpage1', 'track', { event: 'view' })).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );

    // Views and clicks are written in batches (landing-public.int.test.ts).
    await t.services.landingPublic.counter.flush();
    const stats = await get<{ list: { date: string; views: number; clicks: number }[] }>(
      `/api/landing/page/stats?id=${id}`,
    );
    expect(stats.data.list).toEqual([{ date: TODAY, views: 2, clicks: 1, submits: 0 }]);
    expect((await detail(id)).stats).toEqual({ views: 2, clicks: 1, submits: 0 });

    const ip = '198.51.100.9';
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await send(path, 'track', { event: 'view' }, ip)).code);
    expect(answers.slice(0, 30).every((code) => code === 0)).toBe(true);
    expect(answers[30]).toBe(ERROR_CODES.RATE_LIMITED.code);
    await t.services.landingPublic.counter.flush();
    expect((await detail(id)).stats.views).toBe(32);
  });

  it('stores valid form submissions and refuses the rest', async () => {
    const id = await createPage();
    const path = await publish(id);
    const missing = await send(path, 'form', {
      component_id: 'form1',
      values: { name: '张三', phone: '123' },
    });
    expect(missing.message).toEqual(['手机号须为 11 位手机号']);
    const extra = await send(
      path,
      'form',
      {
        component_id: 'form1',
        values: { name: '张三', phone: '13800000000', qq: '1' },
      },
      '203.0.113.20',
    );
    expect(extra.message).toEqual(['表单没有字段 qq']);
    const empty = await send(path, 'form', { component_id: 'form1', values: {} }, '203.0.113.21');
    expect(empty.message).toEqual(['请填写姓名', '请填写手机号']);
    expect((await send(path, 'form', { component_id: 'img1', values: {} })).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );
    const ok = await send(
      path,
      'form',
      {
        component_id: 'form1',
        values: { name: ' 张三 ', phone: '13800000000' },
      },
      '203.0.113.22',
    );
    expect(ok.code).toBe(0);

    const subs = await get<Paged<LandingSubmissionItem>>(`/api/landing/page/submissions?id=${id}`);
    expect(subs.data.list).toHaveLength(1);
    expect(subs.data.list[0]).toMatchObject({
      component_id: 'form1',
      values: { name: '张三', phone: '13800000000' },
    });
    expect((await detail(id)).stats.submits).toBe(1);
  });
});

describe('abilities', () => {
  it('the builder needs mango:sites; the published list needs landing:pages', async () => {
    const id = await createPage({ name: '权限页' });
    await publish(id);
    for (const as of [lister, outsider]) {
      expect((await post('create', draft(), as)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
      expect((await post('publish', { id }, as)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
      expect((await get('/api/landing/page/list', as)).code).toBe(
        ERROR_CODES.ABILITY_REQUIRED.code,
      );
    }
    const published = await get<LandingPageListData>(
      '/api/landing/page/published?keyword=权限页',
      lister,
    );
    expect(published.data.list.map((p) => p.id)).toEqual([id]);
    expect((await get('/api/landing/page/link-options?kind=base', lister)).code).toBe(
      ERROR_CODES.ABILITY_REQUIRED.code,
    );
    const options = await get<{ list: unknown[] }>('/api/landing/page/link-options?kind=adid');
    expect(options.code).toBe(0);
    expect(options.data.list).toEqual([]);
    expect((await get('/api/landing/page/published', outsider)).code).toBe(
      ERROR_CODES.ABILITY_REQUIRED.code,
    );
    expect(
      (await get('/api/landing/media/sites?medium=bytedance&advertiser_id=1', outsider)).code,
    ).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('deleting takes the page down and its numbers with it', async () => {
    const id = await createPage();
    const path = await publish(id);
    await send(path, 'track', { event: 'view' }, '203.0.113.30');
    expect((await post('delete', { id })).data).toEqual({ deleted: 1 });
    expect((await publicPage(path)).statusCode).toBe(404);
    expect((await get(`/api/landing/page/detail?id=${id}`)).code).toBe(ERROR_CODES.NOT_FOUND.code);
  });
});
