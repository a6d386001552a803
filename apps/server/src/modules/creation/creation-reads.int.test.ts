import { CREATION_READS, ERROR_CODES, type CreationRead, type Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoGenerateConfigIds } from '@toufang/media-sandbox';
import { createUser } from '../../test/factories';
import { startCreationWorld, type CreationWorld } from './creation-test-world';

// The creation wizards' supporting reads through HTTP against the media sandbox (spec 002 §7, §9):
// the defaults the wizards rely on reach the medium, the answers are mapped, and the account
// scope, the ability and the medium's refusals are answered in Chinese with nothing changed.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

function read<T>(name: CreationRead, query: Record<string, string>, token = w.rootToken) {
  const { path } = CREATION_READS[name];
  return w.t.call<T>({
    method: 'GET',
    url: `/api${path}?${new URLSearchParams(query).toString()}`,
    token,
  });
}

describe('creation reads', () => {
  const account = () => w.accounts.bytedance[0] ?? '';

  it('lists approved promotion cards by default, paged by the medium', async () => {
    const answer = await read<Paged<{ component_type: string; status: string }>>('componentList', {
      advertiser_id: account(),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.page_info.per_page).toBe(100);
    for (const c of answer.data.list)
      expect(c).toMatchObject({ component_type: 'PROMOTION_CARD', status: 'PASS' });
    const rejected = await read<Paged<{ status: string }>>('componentList', {
      advertiser_id: account(),
      type: 'PROMOTION_CARD',
      status: 'REJECT',
    });
    expect(rejected.data.list.every((c) => c.status === 'REJECT')).toBe(true);
  });

  it('lists approved playables 500 a page and selling points 1000 a page by default', async () => {
    const playables = await read<Paged<{ status: string }>>('playableList', {
      advertiser_id: account(),
    });
    expect(playables.code, JSON.stringify(playables)).toBe(0);
    expect(playables.data.page_info.per_page).toBe(500);
    expect(playables.data.list.length).toBeGreaterThan(0);
    expect(playables.data.list.every((p) => p.status === 'AUDIT_SUCCESS')).toBe(true);
    const points = await read<Paged<string>>('sellingPoints', { advertiser_id: account() });
    expect(points.data.page_info.per_page).toBe(1000);
    expect(points.data.list.every((p) => typeof p === 'string')).toBe(true);
  });

  it('reads a 抖音号’s videos and a suggested bid', async () => {
    const awemes = await read<Paged<{ aweme_id: string }>>('awemeAccounts', {
      advertiser_id: account(),
    });
    expect(awemes.code, JSON.stringify(awemes)).toBe(0);
    const awemeId = awemes.data.list[0]?.aweme_id ?? '';
    const videos = await read<{ list: unknown[]; cursor: number; has_more: boolean }>(
      'awemeVideos',
      { advertiser_id: account(), aweme_id: awemeId, count: '5' },
    );
    expect(videos.code, JSON.stringify(videos)).toBe(0);
    expect(videos.data.list.length).toBeLessThanOrEqual(5);
    expect(videos.data.cursor).toBe(videos.data.list.length);
    const bid = await read<{ min: number; max: number }>('bidSuggest', {
      advertiser_id: account(),
      pricing: 'OCPM',
    });
    expect(bid.code, JSON.stringify(bid)).toBe(0);
    expect(bid.data.max).toBeGreaterThan(bid.data.min);
  });

  it('answers the medium’s refusal in Chinese', async () => {
    const answer = await read('awemeVideos', { advertiser_id: account(), aweme_id: '42' });
    expect(answer.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(answer.message_cn).toContain('抖音号 42 未授权');
  });

  it('answers a Kuaishou unit that does not exist as missing', async () => {
    const answer = await read('unitDetail', {
      advertiser_id: w.accounts.kuaishou[0] ?? '',
      unit_id: '999999999',
    });
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(answer.message_cn).toContain('广告组');
  });

  it('refuses bad input, an account outside the scope and a caller without the ability', async () => {
    const bad = await read('playableList', { advertiser_id: account(), per_page: '501' });
    expect(bad.code).not.toBe(0);
    expect(JSON.stringify(bad)).toContain('每页最多 500 条');
    const outside = await read('siteList', { advertiser_id: '123456789' });
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    const refused = await read('siteList', { advertiser_id: account() }, token);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('lists Kuaishou 魔力建站 pages, found by id or name', async () => {
    const advertiser = w.accounts.kuaishou[0] ?? '';
    const all = await read<Paged<{ id: number; name: string; url: string; audit_status: number }>>(
      'magicSiteList',
      { advertiser_id: advertiser, per_page: '100' },
    );
    expect(all.code, JSON.stringify(all)).toBe(0);
    expect(all.data.list.length).toBeGreaterThanOrEqual(2);
    expect(all.data.page_info.total_number).toBe(all.data.list.length);
    const first = all.data.list[0];
    if (!first) throw new Error('no pages');
    expect([1, 2, 3, 4]).toContain(first.audit_status);
    const byId = await read<Paged<{ id: number }>>('magicSiteList', {
      advertiser_id: advertiser,
      keyword: String(first.id),
    });
    expect(byId.data.list.map((p) => p.id)).toEqual([first.id]);
  });

  it('lists each medium’s landing pages for /landing/land with one item shape', async () => {
    const user = await createUser(w.t.database.db, { abilities: ['landing:pages'] });
    const token = await w.t.login(user.username, user.password);
    const sites = async (medium: string, advertiser: string, as = token) =>
      w.t.call<Paged<{ site_id: string; status: string; url?: string }>>({
        method: 'GET',
        url: `/api/landing/media/sites?medium=${medium}&advertiser_id=${advertiser}`,
        token: as,
      });
    // The landing ability alone reaches no account: the scope still applies.
    expect((await sites('bytedance', account())).code).toBe(
      ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code,
    );

    const tt = await sites('bytedance', account(), w.rootToken);
    expect(tt.code, JSON.stringify(tt)).toBe(0);
    const site = tt.data.list[0];
    if (!site) throw new Error('no sites');
    expect(['SITE_ONLINE', 'SITE_OFFLINE']).toContain(site.status);
    const preview = await w.t.call<{ url: string }>({
      method: 'GET',
      url: `/api/landing/media/site/preview?medium=bytedance&advertiser_id=${account()}&site_id=${site.site_id}`,
      token: w.rootToken,
    });
    expect(preview.data.url).toContain(`/site/${site.site_id}/preview`);

    const ks = await sites('kuaishou', w.accounts.kuaishou[0] ?? '', w.rootToken);
    expect(ks.code, JSON.stringify(ks)).toBe(0);
    const page = ks.data.list[0];
    expect(page?.url).toContain(`/lp/${page?.site_id}/`);
    expect(['1', '2', '3', '4']).toContain(page?.status);
  });
});

describe('the v3 promotion’s brand and derived-creative reads', () => {
  const account = () => w.accounts.bytedance[0] ?? '';

  it('reads the CDP brands, the creative strategies of some directions and a config', async () => {
    const brands = await read<{ brands: { cdp_brand_id: number }[]; categories: unknown[] }>(
      'cdpBrand',
      { advertiser_id: account() },
    );
    expect(brands.code, JSON.stringify(brands)).toBe(0);
    expect(brands.data.brands.length).toBeGreaterThan(0);
    expect(brands.data.categories.length).toBeGreaterThan(0);

    const strategies = await read<Paged<{ strategy_id: number; type: string }>>('strategyList', {
      advertiser_id: account(),
      strategy_types: 'Horizontal2Vertical,Vertical2Horizontal',
      per_page: '4',
    });
    expect(strategies.code, JSON.stringify(strategies)).toBe(0);
    expect(strategies.data.page_info).toMatchObject({ per_page: 4, total_number: 6 });
    expect(strategies.data.list).toHaveLength(4);
    for (const s of strategies.data.list)
      expect(['Horizontal2Vertical', 'Vertical2Horizontal']).toContain(s.type);

    const configId = autoGenerateConfigIds(Number(account()))[0] ?? 0;
    const config = await read<{ config_id: number; strategy_data: unknown[] }>(
      'autoGenerateConfig',
      { advertiser_id: account(), config_id: String(configId) },
    );
    expect(config.code, JSON.stringify(config)).toBe(0);
    expect(config.data.config_id).toBe(configId);
    expect(config.data.strategy_data.length).toBeGreaterThan(0);
  });

  it('refuses bad input and answers a config of another account as the medium’s refusal', async () => {
    const direction = await read('strategyList', {
      advertiser_id: account(),
      strategy_types: 'Sideways',
    });
    expect(direction.code).not.toBe(0);
    expect(JSON.stringify(direction)).toContain('衍生方向应为横转竖、竖转横、横转横或竖转竖');
    const noConfig = await read('autoGenerateConfig', { advertiser_id: account() });
    expect(JSON.stringify(noConfig)).toContain('请选择衍生配置');
    const letters = await read('autoGenerateConfig', { advertiser_id: account(), config_id: 'x1' });
    expect(JSON.stringify(letters)).toContain('衍生配置ID应为数字');
    const foreign = await read('autoGenerateConfig', { advertiser_id: account(), config_id: '1' });
    expect(foreign.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(foreign.message_cn).toContain('衍生配置 1');
  });

  it('refuses a caller without the creation ability', async () => {
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    for (const name of ['cdpBrand', 'strategyList'] as const) {
      const refused = await read(name, { advertiser_id: account() }, token);
      expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
    const refused = await read(
      'autoGenerateConfig',
      { advertiser_id: account(), config_id: '1' },
      token,
    );
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('native anchors and carousels to pick from', () => {
  const account = () => w.accounts.bytedance[0] ?? '';

  it('lists approved anchors and carousels with our paging', async () => {
    const anchors = await read<Paged<{ anchor_id: string; status: string }>>('anchorList', {
      advertiser_id: account(),
      status: 'AUDIT_SUCCESS',
    });
    expect(anchors.code, JSON.stringify(anchors)).toBe(0);
    expect(anchors.data.page_info.per_page).toBe(20);
    expect(anchors.data.list.every((a) => a.status === 'AUDIT_SUCCESS')).toBe(true);
    const carousels = await read<Paged<{ id: number; images: unknown[] }>>('carouselTemplates', {
      advertiser_id: account(),
      per_page: '1',
    });
    expect(carousels.code, JSON.stringify(carousels)).toBe(0);
    expect(carousels.data.list).toHaveLength(1);
    expect(carousels.data.page_info.total_page).toBe(carousels.data.page_info.total_number);
  });

  it('refuses bad input and a caller without the creation ability', async () => {
    const status = await read('anchorList', { advertiser_id: account(), status: 'PASS' });
    expect(status.code).not.toBe(0);
    expect(JSON.stringify(status)).toContain('锚点状态不正确');
    const long = await read('carouselTemplates', {
      advertiser_id: account(),
      keyword: '图'.repeat(51),
    });
    expect(JSON.stringify(long)).toContain('图集名称最多 50 个字');
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    for (const name of ['anchorList', 'carouselTemplates'] as const) {
      const refused = await read(name, { advertiser_id: account() }, token);
      expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
  });
});

describe('星广联投 tasks and 星图 materials', () => {
  const account = () => w.accounts.bytedance[0] ?? '';
  interface Task {
    star_task_id: number;
    star_task_status: string;
    star_task_name: string;
  }

  it('lists tasks by status, their 达人 and the videos that can be promoted', async () => {
    const all = await read<Paged<Task>>('starDeliveryTasks', { advertiser_id: account() });
    expect(all.code, JSON.stringify(all)).toBe(0);
    expect(all.data.page_info.per_page).toBe(20);
    const task = all.data.list[0];
    if (!task) throw new Error('no star tasks');
    const same = await read<Paged<Task>>('starDeliveryTasks', {
      advertiser_id: account(),
      status: task.star_task_status,
    });
    expect(same.data.list.every((t) => t.star_task_status === task.star_task_status)).toBe(true);
    expect(same.data.list.map((t) => t.star_task_id)).toContain(task.star_task_id);

    const authors = await read<Paged<{ aweme_id: string }>>('starDeliveryAuthors', {
      advertiser_id: account(),
      star_task_id: String(task.star_task_id),
    });
    expect(authors.code, JSON.stringify(authors)).toBe(0);
    expect(authors.data.list.length).toBeGreaterThan(0);

    type Videos = { list: { star_video_status: string }[]; cursor: number; has_more: boolean };
    const deliverable = await read<Videos>('starDeliveryVideos', {
      advertiser_id: account(),
      star_task_id: String(task.star_task_id),
    });
    expect(deliverable.code, JSON.stringify(deliverable)).toBe(0);
    expect(deliverable.data.list.every((v) => v.star_video_status === 'VISIBLE')).toBe(true);
    const submitted = await read<Videos>('starDeliveryVideos', {
      advertiser_id: account(),
      star_task_id: String(task.star_task_id),
      range: 'ALL_SUBMITTED_ITEM',
      count: '50',
    });
    expect(submitted.data.list.length).toBeGreaterThanOrEqual(deliverable.data.list.length);
  });

  it('lists the library’s 星图 videos only', async () => {
    const videos = await read<Paged<{ source: string }>>('starMaterialVideos', {
      advertiser_id: account(),
      per_page: '100',
    });
    expect(videos.code, JSON.stringify(videos)).toBe(0);
    expect(videos.data.list.every((v) => v.source === 'STAR')).toBe(true);
  });

  it('refuses a task the account does not have, bad input and a caller without the ability', async () => {
    const foreign = await read('starDeliveryAuthors', {
      advertiser_id: account(),
      star_task_id: '1',
    });
    expect(foreign.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(foreign.message_cn).toContain('星广联投任务 1 不存在');
    const status = await read('starDeliveryTasks', { advertiser_id: account(), status: 'DONE' });
    expect(JSON.stringify(status)).toContain('任务状态不正确');
    const noTask = await read('starDeliveryVideos', { advertiser_id: account() });
    expect(JSON.stringify(noTask)).toContain('请选择星广联投任务');
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    const refused = await read('starDeliveryTasks', { advertiser_id: account() }, token);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('a v3 project’s fields', () => {
  const account = () => w.accounts.bytedance[0] ?? '';

  it('reads the fields asked for, live from the medium, and answers a missing project', async () => {
    const [first] = w.running.sandbox.state.oceanengine.projects.listByAdvertiser(
      Number(account()),
    );
    if (!first) throw new Error('the account has no project');
    const some = await read<Record<string, unknown>>('projectFields', {
      advertiser_id: account(),
      project_id: String(first.id),
      fields: 'name,delivery_setting',
    });
    expect(some.code, JSON.stringify(some)).toBe(0);
    expect(Object.keys(some.data).sort()).toEqual(['delivery_setting', 'name', 'project_id']);
    expect(some.data).toMatchObject({ project_id: String(first.id), name: first.wire.name });
    const all = await read<Record<string, unknown>>('projectFields', {
      advertiser_id: account(),
      project_id: String(first.id),
    });
    expect(all.data).toMatchObject({
      landing_type: first.wire.landing_type,
      ad_type: first.wire.ad_type,
    });
    const missing = await read('projectFields', { advertiser_id: account(), project_id: '42' });
    expect(missing.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(missing.message_cn).toContain('项目');
    const bad = await read('projectFields', {
      advertiser_id: account(),
      project_id: String(first.id),
      fields: 'name,secret',
    });
    expect(JSON.stringify(bad)).toContain('项目字段不正确');
  });
});
