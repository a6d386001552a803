import type { ReportView } from '@toufang/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setFeedback, type ErrorNotice } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ColumnViewsMenu } from './column-views-menu';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 20_000 });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const view = (over: Partial<ReportView>): ReportView => ({
  id: 1,
  screen: 'launchV3',
  tab: 'project',
  name: '视图',
  fields: ['stat_cost'],
  shared: false,
  owner_id: 7,
  owner_nick_name: '小王',
  mine: true,
  editable: true,
  updated_at: '2026-11-24T00:00:00.000Z',
  ...over,
});

let views: ReportView[];
let sent: Sent[];
/** Answers of POST calls by path; success with `null` when absent. */
let answers: Record<string, { code: number; data: unknown; message_cn: string }>;
let showError: Mock<(notice: ErrorNotice) => void>;

const envelope = (body: { code: number; data: unknown; message_cn?: string }) =>
  new Response(JSON.stringify({ message: body.message_cn ?? 'success', msg: '', ...body }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  views = [];
  sent = [];
  answers = {};
  showError = vi.fn();
  setFeedback({ showError, confirmRelogin: vi.fn() });
  // jsdom has no ResizeObserver; antd's ellipsis text observes its size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, body });
      if (method === 'GET' && url.pathname === '/api/report/views') {
        return Promise.resolve(envelope({ code: 0, data: views }));
      }
      if (method === 'GET') return Promise.resolve(envelope({ code: 0, data: null }));
      return Promise.resolve(envelope(answers[url.pathname] ?? { code: 0, data: null }));
    }),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

function renderMenu(onApply = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ColumnViewsMenu
          screen="launchV3"
          tab="project"
          currentFields={['stat_cost', 'ctr']}
          onApply={onApply}
        />
      </App>
    </QueryClientProvider>,
  );
  return onApply;
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /列视图/ }));
  return screen.findByText('保存当前列为视图');
}

const posts = (path: string) => sent.filter((s) => s.method === 'POST' && s.path === path);

describe('ColumnViewsMenu', () => {
  it("lists the user's views and the team's shared ones, with edit and delete only where allowed", async () => {
    views = [
      view({ id: 1, name: '我的视图' }),
      view({
        id: 2,
        name: '团队视图',
        shared: true,
        mine: false,
        editable: false,
        owner_nick_name: '老李',
      }),
    ];
    renderMenu();
    await openMenu();
    const list = await screen.findByRole('list', { name: '列视图列表' });
    expect(within(list).getByText('我的视图')).toBeTruthy();
    expect(within(list).getByText('团队视图')).toBeTruthy();
    expect(within(list).getByText('共享')).toBeTruthy();
    expect(within(list).getByText('老李')).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除视图 我的视图' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除视图 团队视图' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑视图 团队视图' })).toBeNull();
    const query = sent.find((s) => s.path === '/api/report/views');
    expect(query?.method).toBe('GET');
  });

  it("applies a picked view: saves its columns as the user's columns and hands them over", async () => {
    views = [view({ id: 3, name: '看转化', fields: ['convert_cnt', 'conversion_cost'] })];
    const onApply = renderMenu();
    await openMenu();
    fireEvent.click(await screen.findByText('看转化'));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0]?.[0]).toEqual(['convert_cnt', 'conversion_cost']);
    expect(posts('/api/report/columns')[0]?.body).toEqual({
      screen: 'launchV3',
      tab: 'project',
      fields: ['convert_cnt', 'conversion_cost'],
    });
    expect(await screen.findByText('已应用视图「看转化」')).toBeTruthy();
  });

  it('saves the current columns as a named view shared with the team', async () => {
    renderMenu();
    await openMenu();
    fireEvent.click(screen.getByText('保存当前列为视图'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('视图名称'), { target: { value: '日报' } });
    fireEvent.click(within(dialog).getByLabelText('团队共享'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(posts('/api/report/views')).toHaveLength(1));
    expect(posts('/api/report/views')[0]?.body).toEqual({
      screen: 'launchV3',
      tab: 'project',
      name: '日报',
      shared: true,
      fields: ['stat_cost', 'ctr'],
    });
    expect(await screen.findByText('视图已保存')).toBeTruthy();
  });

  it('shows a duplicate name under the name field and keeps the dialog open', async () => {
    answers['/api/report/views'] = { code: 10009, data: null, message_cn: '视图名称已存在' };
    renderMenu();
    await openMenu();
    fireEvent.click(screen.getByText('保存当前列为视图'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('视图名称'), { target: { value: '日报' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('视图名称已存在')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks for a name before sending anything', async () => {
    renderMenu();
    await openMenu();
    fireEvent.click(screen.getByText('保存当前列为视图'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入视图名称')).toBeTruthy();
    expect(posts('/api/report/views')).toHaveLength(0);
  });

  it('renames an own view', async () => {
    views = [view({ id: 5, name: '旧名', shared: true })];
    renderMenu();
    await openMenu();
    fireEvent.click(await screen.findByRole('button', { name: '编辑视图 旧名' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('视图名称');
    expect((name as HTMLInputElement).value).toBe('旧名');
    fireEvent.change(name, { target: { value: '新名' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(posts('/api/report/views/update')).toHaveLength(1));
    expect(posts('/api/report/views/update')[0]?.body).toEqual({
      id: 5,
      name: '新名',
      shared: true,
    });
  });

  it('deletes an own view only after the confirm', async () => {
    views = [view({ id: 9, name: '过期视图' })];
    renderMenu();
    await openMenu();
    fireEvent.click(await screen.findByRole('button', { name: '删除视图 过期视图' }));
    expect(await screen.findByText('确定删除视图「过期视图」吗？')).toBeTruthy();
    expect(posts('/api/report/views/delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(posts('/api/report/views/delete')).toHaveLength(1));
    expect(posts('/api/report/views/delete')[0]?.body).toEqual({ id: 9 });
    expect(await screen.findByText('视图已删除')).toBeTruthy();
  });

  it("shows the server's refusal when a view may not be deleted", async () => {
    views = [view({ id: 4, name: '别人的' })];
    answers['/api/report/views/delete'] = {
      code: 60101,
      data: null,
      message_cn: '只能修改或删除自己创建的视图',
    };
    renderMenu();
    await openMenu();
    fireEvent.click(await screen.findByRole('button', { name: '删除视图 别人的' }));
    fireEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect(showError.mock.calls[0]?.[0].description).toContain('只能修改或删除自己创建的视图');
    expect(screen.queryByText('视图已删除')).toBeNull();
  });
});
