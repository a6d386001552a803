import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  pageInfo,
  type AssetBatchRow,
  type AssetItemRow,
  type TaskProgress,
} from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../test-api';
import { BatchTable } from './batch-table';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = (
  counts: Partial<TaskProgress['counts']>,
  eta: number | null = null,
): TaskProgress => {
  const all = {
    pending: 0,
    running: 0,
    succeeded: 0,
    failed: 0,
    cancelled: 0,
    unknown: 0,
    ...counts,
  };
  const total = Object.values(all).reduce((a, b) => a + b, 0);
  const done = all.succeeded + all.failed + all.cancelled;
  return { total, done, counts: all, percent: Math.floor((done / total) * 100), eta_seconds: eta };
};

const batch = (id: number, status: AssetBatchRow['status'], p: TaskProgress): AssetBatchRow => ({
  id,
  title: '创建应用资产：三国志',
  status,
  created_by: 1,
  created_by_name: '运营小王',
  progress: p,
  created_at: '2025-03-12T02:00:00Z',
  started_at: '2025-03-12T02:00:01Z',
  finished_at: status === 'running' ? null : '2025-03-12T02:00:09Z',
  asset: {
    kind: 'app',
    name: `三国志${id}`,
    app_type: 'ios',
    package_name: 'com.example.game',
    download_url: 'https://apps.apple.com/cn/app/id1',
    app_id: null,
    package_id: null,
  },
});

const item = (id: number, fields: Partial<AssetItemRow>): AssetItemRow => ({
  id,
  seq: id,
  advertiser_id: `17000000000000${id}`,
  advertiser_name: `账户${id}`,
  status: 'succeeded',
  attempts: 1,
  error_code: null,
  error_message: null,
  started_at: null,
  finished_at: '2025-03-12T02:00:09Z',
  asset_id: `178000000000000${id}`,
  existing: false,
  ...fields,
});

function renderTable(props: { canRetry: boolean; expanded?: number[] }) {
  const onExpandedChange = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <BatchTable
          kind="asset"
          mine={false}
          canRetry={props.canRetry}
          expandedKeys={props.expanded ?? []}
          onExpandedChange={onExpandedChange}
        />
      </App>
    </QueryClientProvider>,
  );
  return { onExpandedChange };
}

const ROWS = [
  batch(2, 'running', progress({ succeeded: 1, pending: 2 }, 30)),
  batch(1, 'partially_failed', progress({ succeeded: 1, failed: 1 })),
];

// antd tables render slowly in jsdom on a busy machine.
describe('BatchTable', { timeout: 30_000 }, () => {
  it('shows each batch with its status, progress and ETA, and retries the failed items', async () => {
    const calls = stubApi({
      'GET /bytedance/event/assets_batch_list': () => ({
        list: ROWS,
        page_info: pageInfo(1, 20, 2),
      }),
      'POST /bytedance/event/assets_task_retry': () => ({ retried: 1 }),
    });
    const { onExpandedChange } = renderTable({ canRetry: true });

    const running = (await screen.findByText('三国志2', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(running).getByText('执行中')).toBeTruthy();
    expect(within(running).getByText('成功 1 · 处理中 2 · 共 3 · 预计剩余约 30 秒')).toBeTruthy();
    expect(within(running).queryByRole('button', { name: /重试失败项/ })).toBeNull();

    const failed = screen.getByText('三国志1').closest('tr') as HTMLElement;
    expect(within(failed).getByText('部分失败')).toBeTruthy();
    expect(within(failed).getByText('iOS · com.example.game')).toBeTruthy();
    expect(within(failed).getByText('成功 1 · 失败 1 · 共 2')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: /重试失败项/ }));

    await vi.waitFor(() => expect(onExpandedChange).toHaveBeenCalledWith([1]), SLOW);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/bytedance/event/assets_task_retry',
      body: { batch_id: 1 },
    });
    expect(await screen.findByText('已重新提交 1 个失败的账户', {}, SLOW)).toBeTruthy();
    expect(calls[0]?.query.get('mine')).toBe('0');
  });

  it('offers no retry to a user without the ability', async () => {
    stubApi({
      'GET /bytedance/event/assets_batch_list': () => ({
        list: ROWS,
        page_info: pageInfo(1, 20, 2),
      }),
    });
    renderTable({ canRetry: false });
    await screen.findByText('三国志1', {}, SLOW);
    expect(screen.queryByRole('button', { name: /重试失败项/ })).toBeNull();
  });

  it('shows the accounts of an opened batch with the medium’s reason for a failure', async () => {
    const calls = stubApi({
      'GET /bytedance/event/assets_batch_list': () => ({
        list: [ROWS[1]],
        page_info: pageInfo(1, 20, 1),
      }),
      'GET /bytedance/event/assets_task_list': () => ({
        list: [
          item(1, { existing: true }),
          item(2, {
            status: 'failed',
            asset_id: null,
            error_code: '40001',
            error_message: '参数错误: 资产名称已存在：三国志1',
          }),
        ],
        page_info: pageInfo(1, 20, 2),
      }),
    });
    renderTable({ canRetry: true, expanded: [1] });
    expect(
      await screen.findByText('参数错误: 资产名称已存在：三国志1（40001）', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('账户2')).toBeTruthy();
    expect(screen.getByText('（账户中已有，未重复创建）')).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/bytedance/event/assets_task_list')?.query.get('batch_id'),
    ).toBe('1');

    fireEvent.click(screen.getByRole('radio', { name: '失败' }));
    await vi.waitFor(
      () => expect(calls.some((c) => c.query.get('status') === 'failed')).toBe(true),
      SLOW,
    );
  });

  it('says so when the list cannot be loaded, and loads again on request', async () => {
    const calls = stubApi({});
    renderTable({ canRetry: true });
    expect(await screen.findByText('数据加载失败', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), SLOW);
  });
});
