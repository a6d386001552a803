import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CreationConfigRow, CreationItemRow } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import { CreationTaskPage } from './creation-task-page';

componentEnv();

const counts = { pending: 0, running: 0, succeeded: 9, failed: 1, cancelled: 0, unknown: 0 };
const CONFIG: CreationConfigRow = {
  config_id: '7d3c4f8e-6a1b-4c1d-9a55-1f0a3b2c4d5e',
  task_id: 42,
  medium: 'bytedance',
  title: '批量创建 10 个广告',
  template_id: null,
  status: 'partially_failed',
  counts,
  total: 10,
  percent: 100,
  eta_seconds: null,
  parents: 1,
  created_by: 1,
  created_by_name: '优化师',
  created_at: '2026-11-27 10:00:00',
  finished_at: '2026-11-27 10:01:00',
};
const FAILED: CreationItemRow = {
  item_id: 501,
  seq: 3,
  key: 'r3',
  advertiser_id: '1001',
  parent_name: '项目1',
  name: '广告3',
  titles: ['一个合格的标题'],
  materials: [{ file_id: 7, name: 'a.mp4', type: 'video' }],
  budget: 300,
  bid: 20,
  status: 'failed',
  error_code: '40001',
  error_message: '出价超出范围',
  attempts: 1,
  parent_id: '9001',
  object_id: null,
  child_ids: [],
  updated_at: '2026-11-27 10:01:00',
};
const page = <T,>(list: T[]) => ({
  list,
  page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
});

function Where() {
  const location = useLocation();
  return <output aria-label="地址">{location.pathname}</output>;
}

function renderPage() {
  const calls = stubApi({
    'GET /api/bytedance/v3/delivery/task/configs': () => page([CONFIG]),
    'GET /api/bytedance/v3/delivery/task/list': () => page([FAILED]),
    'GET /api/bytedance/v3/delivery/users': () => ({ list: [{ id: 1, name: '优化师' }] }),
    'POST /api/bytedance/v3/delivery/task/retry': () => ({ task_id: 42, retried: 1 }),
    'POST /api/bytedance/v3/delivery/task/edit': () => ({ task_id: 42, retried: 1 }),
    'GET /api/tasks/42': () => ({
      id: 42,
      type: 'creation',
      title: CONFIG.title,
      status: 'partially_failed',
      created_by: 1,
      created_by_name: '优化师',
      params: {},
      progress: { total: 10, done: 10, counts, percent: 100, eta_seconds: null },
      created_at: CONFIG.created_at,
      started_at: null,
      finished_at: null,
      cancelled_at: null,
    }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <MemoryRouter initialEntries={['/tasks']}>
          <Routes>
            <Route path="/tasks" element={<CreationTaskPage definition={BYTEDANCE_WIZARD} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('CreationTaskPage (spec 002 §7 task/configs, task/list)', () => {
  it('lists my tasks with progress and opens the created objects on the delivery screen', async () => {
    const calls = renderPage();
    expect(await screen.findByText('成功 9 · 失败 1 · 共 10')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('scope')).toBe('mine');
    fireEvent.click(screen.getByRole('tab', { name: '全部任务' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('scope') === 'all')).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: '查看创建的对象' }));
    expect(screen.getByLabelText('地址').textContent).toBe('/transConfig/launchV3/0/0/0/0/0/42');
  });

  it('drills into the items, fixes a failed one and sends it again', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '明细' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('出价超出范围（40001）')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '修改' }));
    const edit = (await screen.findByText('修改失败项 #3')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(edit).getByRole('spinbutton', { name: '出价' }), {
      target: { value: '15' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: '修改并重试' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/task/edit'))?.body).toEqual({
        task_id: 42,
        item_id: 501,
        fields: { bid: 15 },
      }),
    );
  });

  it('retries the failed items of a finished task', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '重试失败项' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/task/retry'))?.body).toEqual({
        task_id: 42,
      }),
    );
  });
});
