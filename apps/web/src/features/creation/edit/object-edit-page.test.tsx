import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EditObjectAnswer } from '@toufang/contracts';
import { titleRefusal, type EditRoute } from '@toufang/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { ObjectEditPage } from './object-edit-page';

componentEnv();

const PROMOTION: EditObjectAnswer = {
  route: 'editTtV3',
  type: 'promotion',
  id: '7001',
  advertiser_id: '1001',
  label: '广告',
  fields: ['name', 'budget', 'cpaBid'],
  values: {
    name: '广告A',
    budget: 500,
    cpaBid: 20,
    endDate: null,
    audience: null,
    placements: null,
    schedule: null,
    materials: null,
    titles: null,
  },
  start_date: null,
  project_custom: 'OFF',
  creative_list_elsewhere: false,
  shown: [],
  mirror_changes: [],
  name_max: 50,
  budget_rule: { min: 300, max: 9_999_999.99 },
  bid_rule: { min: 0.1, max: 10_000 },
  creative_rule: null,
};

function renderAt(route: EditRoute, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={`/x/${route}/:type/:id`} element={<ObjectEditPage route={route} />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('ObjectEditPage', () => {
  it('says in Chinese which types a route edits, without calling the server', () => {
    const calls = stubApi({});
    renderAt('editTtV3', '/x/editTtV3/material/1');
    expect(
      screen.getByText('该页面不支持编辑「material」，可编辑：项目（project）、广告（promotion）'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('previews the changed fields before → after and saves only those', async () => {
    const calls = stubApi({
      'GET /api/edit/editTtV3/promotion/7001': () => PROMOTION,
      'POST /api/edit/editTtV3/promotion/7001': () => ({
        updated: ['name', 'budget'],
        errors: [],
        object: { ...PROMOTION, values: { ...PROMOTION.values, name: '广告B', budget: 800 } },
      }),
    });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    const name = await screen.findByRole('textbox', { name: '广告名称' });
    expect((name as HTMLInputElement).value).toBe('广告A');
    fireEvent.change(name, { target: { value: '广告B' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '日预算' }), {
      target: { value: '800' },
    });
    fireEvent.click(screen.getByRole('button', { name: '预览修改' }));

    const preview = await screen.findByRole('dialog', { name: '修改预览' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '名称广告A广告B',
      '日预算500.00 元800.00 元',
    ]);
    fireEvent.click(within(preview).getByRole('button', { name: '确认保存' }));
    await screen.findByText('保存成功');
    const post = calls.find((c) => c.url.pathname.endsWith('/7001') && c.body !== undefined);
    expect(post?.body).toEqual({ values: { name: '广告B', budget: 800 } });
  });

  it('says which fields the medium changed since the last sync, loading the medium’s values', async () => {
    stubApi({
      'GET /api/edit/editTtV3/promotion/7001': () => ({
        ...PROMOTION,
        values: { ...PROMOTION.values, name: '媒体上的名称' },
        mirror_changes: [
          { field: 'name', label: '名称', before: '广告A', after: '媒体上的名称' },
          { field: 'budget', label: '日预算', before: '300.00 元', after: '500.00 元' },
        ],
      }),
    });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    const name = await screen.findByRole('textbox', { name: '广告名称' });
    expect((name as HTMLInputElement).value).toBe('媒体上的名称');
    expect(
      screen.getByText('该广告在媒体上已有变更，以下按媒体当前的值加载（本系统的记录已同步更新）'),
    ).toBeTruthy();
    const changes = screen.getByRole('list', { name: '媒体上的变更' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['名称：广告A → 媒体上的名称', '日预算：300.00 元 → 500.00 元']);
  });

  it('shows no change notice when the mirror held what the medium holds', async () => {
    stubApi({ 'GET /api/edit/editTtV3/promotion/7001': () => PROMOTION });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    await screen.findByRole('textbox', { name: '广告名称' });
    expect(screen.queryByRole('list', { name: '媒体上的变更' })).toBeNull();
  });

  it('shows a promotion’s 品牌 and 衍生创意 beside its ids, not as fields', async () => {
    stubApi({
      'GET /api/edit/editTtV3/promotion/7001': () => ({
        ...PROMOTION,
        shown: [
          { label: '品牌', value: '品牌1（6600010）' },
          { label: '衍生创意', value: '开启（配置 8900000001）' },
        ],
      }),
    });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    await screen.findByRole('textbox', { name: '广告名称' });
    expect(screen.getByText('品牌1（6600010）')).toBeTruthy();
    expect(screen.getByText('开启（配置 8900000001）')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '品牌' })).toBeNull();
  });

  it('refuses a value under the limit in the preview and does not save', async () => {
    const calls = stubApi({ 'GET /api/edit/editTtV3/promotion/7001': () => PROMOTION });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    fireEvent.change(await screen.findByRole('spinbutton', { name: '日预算' }), {
      target: { value: '299' },
    });
    fireEvent.click(screen.getByRole('button', { name: '预览修改' }));
    const preview = await screen.findByRole('dialog', { name: '修改预览' });
    await within(preview).findByText('日预算：广告预算不能小于300');
    const save = within(preview).getByRole('button', { name: '确认保存' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.body !== undefined)).toEqual([]);
  });

  it('tells the user to change a custom creative list where it was made (spec 002 §8)', async () => {
    stubApi({
      'GET /api/edit/editTt/ad/88': () => ({
        ...PROMOTION,
        route: 'editTt',
        type: 'ad',
        id: '88',
        label: '计划',
        fields: [],
        creative_list_elsewhere: true,
      }),
    });
    renderAt('editTt', '/x/editTt/ad/88');
    await waitFor(() =>
      expect(
        screen.getAllByText('该广告的创意为自定义创意或直播创意，请到原创建平台修改创意').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByText('此处没有可修改的字段')).toBeTruthy();
  });

  it('edits a Kuaishou unit’s audience and placements with the wizard’s fields', async () => {
    const unit: EditObjectAnswer = {
      ...PROMOTION,
      route: 'editKs',
      type: 'unit',
      id: '5001',
      label: '广告组',
      fields: ['name', 'budget', 'cpaBid', 'audience', 'placements', 'schedule'],
      values: {
        ...PROMOTION.values,
        audience: { gender: 'NONE', age: [] },
        placements: [1],
        schedule: '1'.repeat(336),
      },
    };
    const calls = stubApi({
      'GET /api/edit/editKs/unit/5001': () => unit,
      'POST /api/edit/editKs/unit/5001': () => ({
        updated: ['audience', 'placements'],
        errors: [],
        object: unit,
      }),
    });
    renderAt('editKs', '/x/editKs/unit/5001');
    const gender = await screen.findByRole('radiogroup', { name: '性别' });
    fireEvent.click(within(gender).getByRole('radio', { name: '女' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '24-30岁' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '上下滑大屏广告' }));
    fireEvent.click(screen.getByRole('button', { name: '预览修改' }));
    const preview = await screen.findByRole('dialog', { name: '修改预览' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '定向性别：不限；年龄：不限性别：女；年龄：24-30岁',
      '广告位优选广告位优选广告位、上下滑大屏广告',
    ]);
    fireEvent.click(within(preview).getByRole('button', { name: '确认保存' }));
    await screen.findByText('保存成功');
    const post = calls.find((c) => c.url.pathname.endsWith('/5001') && c.body !== undefined);
    expect(post?.body).toEqual({
      values: {
        audience: { gender: 'GENDER_FEMALE', age: ['AGE_BETWEEN_24_30'] },
        placements: [1, 6],
      },
    });
  });

  it('edits a promotion’s titles and files with the wizard’s pickers, previewed before → after', async () => {
    const promotion: EditObjectAnswer = {
      ...PROMOTION,
      fields: ['name', 'budget', 'cpaBid', 'materials', 'titles'],
      values: {
        ...PROMOTION.values,
        materials: [
          { kind: 'video', media_file_id: 'v01', file_id: 3, name: '春节.mp4', thumb_url: null },
          { kind: 'video', media_file_id: 'v02', file_id: null, name: '视频 v02', thumb_url: null },
        ],
        titles: ['原来的广告标题'],
      },
      creative_rule: {
        kinds: ['video', 'image'],
        materials_min: 1,
        materials_max: 10,
        titles_min: 1,
        titles_max: 10,
        title_medium: 'bytedance',
      },
    };
    const calls = stubApi({
      'GET /api/edit/editTtV3/promotion/7001': () => promotion,
      'POST /api/edit/editTtV3/promotion/7001': () => ({
        updated: ['materials', 'titles'],
        errors: [],
        object: promotion,
      }),
    });
    renderAt('editTtV3', '/x/editTtV3/promotion/7001');
    fireEvent.click(await screen.findByRole('button', { name: '移除 视频 v02' }));
    const input = screen.getByRole('textbox', { name: '输入标题' });
    fireEvent.change(input, { target: { value: '四个字呢' } });
    // The medium's length rule refuses it before it is added.
    expect(await screen.findByText(titleRefusal('四个字呢', 'bytedance') ?? '')).toBeTruthy();
    fireEvent.change(input, { target: { value: '新的广告标题来了' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', charCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '预览修改' }));
    const preview = await screen.findByRole('dialog', { name: '修改预览' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '素材2 个：春节.mp4、视频 v021 个：春节.mp4',
      '标题原来的广告标题原来的广告标题 | 新的广告标题来了',
    ]);
    fireEvent.click(within(preview).getByRole('button', { name: '确认保存' }));
    await screen.findByText('保存成功');
    const post = calls.find((c) => c.url.pathname.endsWith('/7001') && c.body !== undefined);
    expect(post?.body).toEqual({
      values: {
        materials: [promotion.values.materials?.[0]],
        titles: ['原来的广告标题', '新的广告标题来了'],
      },
    });
  });
});
