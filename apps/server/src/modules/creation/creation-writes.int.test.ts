import { randomUUID } from 'node:crypto';
import {
  CREATION_WRITES,
  ERROR_CODES,
  type CreationCounts,
  type CreationItemRow,
  type CreationSubmitAnswer,
  type CreationWrite,
  type Paged,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { draftFor, namedAs, startCreationWorld, type CreationWorld } from './creation-test-world';

// The creation wizards' keywords and supporting writes through HTTP against the media sandbox
// (spec 002 §7): keyword suggest/list/create/upload on a search project, anchors and carousels
// saved and deleted, a derived-creative config made and read back; bad input, a medium's refusal,
// an account outside the scope and a caller without the ability change nothing.

let w: CreationWorld;
let project = '';
beforeAll(async () => {
  w = await startCreationWorld();
  // A search project of the account on the medium: keywords go to search projects only.
  const projects = w.running.sandbox.state.oceanengine.projects;
  const [first] = projects.listByAdvertiser(Number(account()));
  if (!first) throw new Error('the account has no project');
  projects.update(first.id, (r) => ({ ...r, wire: { ...r.wire, ad_type: 'SEARCH' } }));
  project = String(first.id);
}, 120_000);
afterAll(() => w.close());

const account = () => w.accounts.bytedance[0] ?? '';

function read<T>(path: string, query: Record<string, string>, token = w.rootToken) {
  return w.t.call<T>({
    method: 'GET',
    url: `/api${path}?${new URLSearchParams(query).toString()}`,
    token,
  });
}
function write<T>(name: CreationWrite, payload: object, token = w.rootToken) {
  return w.t.call<T>({ method: 'POST', url: `/api${CREATION_WRITES[name].path}`, payload, token });
}
async function upload<T>(
  fileName: string,
  content: Buffer | string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([content]), fileName);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return w.t.call<T>({
    method: 'POST',
    url: '/api/bytedance/keyword/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: w.rootToken,
  });
}
const wordsOf = async () => {
  const list = await read<{ list: { word: string; match_type: string }[] }>(
    '/bytedance/keyword/list',
    { advertiser_id: account(), project_id: project },
  );
  expect(list.code, JSON.stringify(list)).toBe(0);
  return list.data.list;
};

interface KeywordAnswer {
  created: { keyword_id: string; word: string; match_type: string; status: string }[];
  refused: { word: string; reason: string; row?: number }[];
}

describe('search keywords', () => {
  it('suggests words for seed words, most searched first', async () => {
    const answer = await read<{ list: { keyword: string; msv: number }[] }>(
      '/bytedance/keyword/suggest',
      { advertiser_id: account(), words: '传奇 仙侠', app_name: '热血传奇' },
    );
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.list.length).toBeGreaterThan(10);
    expect(answer.data.list.some((k) => k.keyword.startsWith('热血传奇'))).toBe(true);
    const volumes = answer.data.list.map((k) => k.msv);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('adds keywords to a search project and lists them; the medium’s refusals come back per word', async () => {
    const answer = await write<KeywordAnswer>('keywordCreate', {
      advertiser_id: account(),
      project_id: project,
      keywords: [
        { word: '传奇手游', match_type: 'PRECISION' },
        { word: '传奇下载' },
        { word: '传奇外挂' },
      ],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.created.map((k) => [k.word, k.match_type])).toEqual([
      ['传奇手游', 'PRECISION'],
      ['传奇下载', 'PHRASE'],
    ]);
    expect(answer.data.refused).toEqual([{ word: '传奇外挂', reason: '关键词包含违禁内容' }]);
    expect((await wordsOf()).map((k) => k.word)).toEqual(['传奇手游', '传奇下载']);
  });

  it('refuses a keyword too long or already on the project, and sends nothing', async () => {
    const before = await wordsOf();
    const answer = await write('keywordCreate', {
      advertiser_id: account(),
      project_id: project,
      keywords: [{ word: '新词' }, { word: '传奇手游' }, { word: '长'.repeat(21) }],
    });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(answer.message).toEqual([
      '关键词「传奇手游」重复',
      `关键词「${'长'.repeat(21)}」超过 20 个字`,
    ]);
    expect(await wordsOf()).toEqual(before);
  });

  it('uploads a csv: a bad row refuses the file with each row’s errors', async () => {
    const before = await wordsOf();
    const bad = await upload(
      'keywords.csv',
      '关键词,匹配方式\n仙侠手游,精确匹配\n仙侠手游,\n仙侠,模糊\n',
      { advertiser_id: account(), project_id: project },
    );
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(bad.message).toEqual([
      '第 3 行：与第 2 行的关键词重复',
      '第 4 行：匹配方式「模糊」应为短语匹配、广泛匹配或精确匹配',
    ]);
    expect(await wordsOf()).toEqual(before);
    const wrongType = await upload('keywords.txt', '仙侠', {
      advertiser_id: account(),
      project_id: project,
    });
    expect(wrongType.code).toBe(ERROR_CODES.KEYWORD_FILE_UNREADABLE.code);
    expect(wrongType.message_cn).toContain('请上传 .xlsx 或 .csv 文件');
  });

  it('uploads an xlsx and answers the medium’s refusals with their rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('关键词');
    sheet.addRows([
      ['关键词', '匹配方式'],
      ['仙侠手游', '广泛匹配'],
      ['赌博游戏', ''],
      ['仙侠下载', '精确'],
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload<KeywordAnswer>('keywords.xlsx', data, {
      advertiser_id: account(),
      project_id: project,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.created.map((k) => [k.word, k.match_type])).toEqual([
      ['仙侠手游', 'EXTENSIVE'],
      ['仙侠下载', 'PRECISION'],
    ]);
    expect(answer.data.refused).toEqual([
      { word: '赌博游戏', reason: '关键词包含违禁内容', row: 3 },
    ]);
    expect((await wordsOf()).map((k) => k.word)).toContain('仙侠下载');
  });

  it('answers a project that is not a search project with the medium’s message', async () => {
    const [, other] = w.running.sandbox.state.oceanengine.projects.listByAdvertiser(
      Number(account()),
    );
    if (!other) throw new Error('the account has one project only');
    const answer = await write('keywordCreate', {
      advertiser_id: account(),
      project_id: String(other.id),
      keywords: [{ word: '传奇' }],
    });
    expect(answer.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(answer.message_cn).toContain('仅搜索广告项目可以添加关键词');
  });
});

describe('a search project made by the wizard', () => {
  const draft = (prefix: string, keywords: { word: string; match_type?: string }[]) =>
    draftFor('bytedance', [account()], [w.videos[0]?.fid ?? 0], {
      ...namedAs('bytedance', prefix),
      project: { ...(namedAs('bytedance', prefix).project as object), ad_type: 'SEARCH', keywords },
    });

  it('refuses bad keywords in the count, then creates the project with its keywords', async () => {
    const bad = await w.call<CreationCounts>('bytedance', 'count', {
      preview_data: draft('搜索坏词', [{ word: '传奇' }, { word: '传奇' }]),
    });
    expect(JSON.stringify(bad)).toContain('关键词「传奇」重复');
    const answer = await w.call<CreationSubmitAnswer>('bytedance', 'submit', {
      config_id: randomUUID(),
      preview_data: draft('搜索项目', [
        { word: '传奇手游', match_type: 'PRECISION' },
        { word: '传奇官网' },
      ]),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>('bytedance', 'taskList', {
      task_id: String(answer.data.task_id),
    });
    const item = items.data.list[0];
    expect(item?.status, JSON.stringify(item)).toBe('succeeded');
    const list = await read<{ list: { word: string; match_type: string }[] }>(
      '/bytedance/keyword/list',
      { advertiser_id: account(), project_id: String(item?.parent_id) },
    );
    expect(list.data.list.map((k) => [k.word, k.match_type])).toEqual([
      ['传奇手游', 'PRECISION'],
      ['传奇官网', 'PHRASE'],
    ]);
  });
});

describe('anchors, carousels and derived-creative configs', () => {
  const anchor = {
    name: '传奇锚点',
    android_anchor_title: '立即下载传奇',
    game_description: '经典传奇，重温热血',
    app_tags: ['传奇', '角色扮演'],
    guide_text: '点击下载领礼包',
    icon: { uri: 'web.business.image/icon', width: 300, height: 300 },
  };

  it('saves a game anchor, lists it, deletes it', async () => {
    const saved = await write<{ anchor_id: string }>('anchorSave', {
      advertiser_id: account(),
      ...anchor,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const listed = async () =>
      (
        await read<Paged<{ anchor_id: string; anchor_name: string; status: string }>>(
          '/bytedance/anchors',
          { advertiser_id: account(), keyword: '传奇锚点' },
        )
      ).data.list;
    expect(await listed()).toEqual([
      expect.objectContaining({ anchor_id: saved.data.anchor_id, status: 'CREATE' }),
    ]);
    const again = await write('anchorSave', { advertiser_id: account(), ...anchor });
    expect(again.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(again.message_cn).toContain('锚点名称「传奇锚点」已存在');
    const deleted = await write('anchorDelete', {
      advertiser_id: account(),
      anchor_id: saved.data.anchor_id,
    });
    expect(deleted.code, JSON.stringify(deleted)).toBe(0);
    expect((await listed())[0]?.status).toBe('DELETE');
  });

  it('refuses an anchor breaking the medium’s lengths before anything is sent', async () => {
    const answer = await write('anchorSave', {
      advertiser_id: account(),
      ...anchor,
      name: '新锚点',
      guide_text: '引'.repeat(16),
      icon: { ...anchor.icon, width: 600 },
    });
    expect(answer.code).not.toBe(0);
    expect(JSON.stringify(answer)).toContain('引导文案最多 15 个字');
    const list = await read<Paged<unknown>>('/bytedance/anchors', {
      advertiser_id: account(),
      keyword: '新锚点',
    });
    expect(list.data.list).toEqual([]);
  });

  it('saves a carousel of library images and deletes it', async () => {
    // Images of the library: those the account's promotions show.
    const images = w.running.sandbox.state.oceanengine.promotions
      .listByAdvertiser(Number(account()))
      .flatMap((p) => p.wire.promotion_materials.image_material_list ?? [])
      .flatMap((group) => group.images.map((i) => i.image_id))
      .filter((id, i, all) => all.indexOf(id) === i)
      .slice(0, 3);
    expect(images.length).toBeGreaterThan(0);
    const saved = await write<{ id: string; images: unknown[] }>('carouselSave', {
      advertiser_id: account(),
      name: '春节图集',
      image_ids: images,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.images).toHaveLength(images.length);
    const listed = async () =>
      (
        await read<Paged<{ id: number }>>('/bytedance/v3/carousel/templates', {
          advertiser_id: account(),
          keyword: '春节图集',
        })
      ).data.list.map((c) => String(c.id));
    expect(await listed()).toEqual([saved.data.id]);
    const deleted = await write<{ deleted: string[]; failed: string[] }>('carouselDelete', {
      advertiser_id: account(),
      ids: [saved.data.id, '1'],
    });
    expect(deleted.data).toEqual({ deleted: [saved.data.id], failed: ['1'] });
    expect(await listed()).toEqual([]);
    const foreign = await write('carouselSave', {
      advertiser_id: account(),
      name: '外来图集',
      image_ids: ['web.business.image/none'],
    });
    expect(foreign.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(foreign.message_cn).toContain('不在该广告主的素材库中');
  });

  it('makes a derived-creative config and reads it back', async () => {
    const made = await write<{ config_id: string }>('autoGenerateConfigCreate', {
      advertiser_id: account(),
      strategies: [
        { strategy_id: 7100003, states: [{ key: 'title', type: 'Text', value: '新服开启' }] },
      ],
    });
    expect(made.code, JSON.stringify(made)).toBe(0);
    const config = await read<{
      strategy_data: { strategy_id: number; strategy_state: { state_value: string }[] }[];
    }>('/bytedance/v3/auto_generate_config', {
      advertiser_id: account(),
      config_id: made.data.config_id,
    });
    expect(config.code, JSON.stringify(config)).toBe(0);
    expect(config.data.strategy_data).toEqual([
      expect.objectContaining({
        strategy_id: 7100003,
        strategy_state: [expect.objectContaining({ state_value: '新服开启' })],
      }),
    ]);
    const missing = await write('autoGenerateConfigCreate', {
      advertiser_id: account(),
      strategies: [
        { strategy_id: 7100011, states: [{ key: 'title', type: 'Text', value: '标题' }] },
      ],
    });
    expect(missing.code).toBe(ERROR_CODES.MEDIUM_UNAVAILABLE.code);
    expect(missing.message_cn).toContain('缺少背景图');
  });

  it('refuses an account outside the scope and a caller without the ability', async () => {
    const outside = await write('carouselDelete', { advertiser_id: '123456789', ids: ['1'] });
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    for (const name of Object.keys(CREATION_WRITES) as CreationWrite[]) {
      const refused = await write(name, { advertiser_id: account() }, token);
      expect(refused.code, name).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
  });
});
