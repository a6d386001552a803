import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoruleBatchRow, AutoruleItemRow, Paged } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { BatchList } from './batch-list';

const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const batch = (patch: Partial<AutoruleBatchRow>): AutoruleBatchRow => ({
  id: 1,
  rule_id: 3,
  rule_name: '无转化暂停',
  medium: 'bytedance',
  trigger: 'schedule',
  task_id: 40,
  task_status: 'partially_failed',
  checked: 3,
  matched: 2,
  acted: 2,
  succeeded: 1,
  failed: 1,
  cancelled: 0,
  data_notes: ['今日：11-27 00:00 至 11-27 12:00，按完整小时判断（巨量引擎报表约延迟 2 小时）'],
  error: null,
  created_by: null,
  owner_name: '优化师',
  exec_at: '2026-11-27T04:00:00.000Z',
  finished_at: '2026-11-27T04:00:05.000Z',
  ...patch,
});

const ITEM: AutoruleItemRow = {
  id: 11,
  batch_id: 1,
  object_id: '7001',
  object_name: '广告甲',
  advertiser_id: '1001',
  outcome: 'act',
  before: '已启用',
  after: '已暂停',
  reason: '今日消耗 150.00 元 > 100.00 元；今日转化数 0 < 1',
  snapshot: { 'cost@today': 150, 'conversions@today': 0 },
  task_item_id: 90,
  created_task_id: null,
  copies: [],
  task_item_status: 'succeeded',
  error_message: null,
  resume_at: null,
  resumed_at: null,
  resume_note: null,
  resume_task_item_status: null,
};

const page = <T,>(list: T[]): Paged<T> => ({
  list,
  page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
});

function renderList() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <BatchList medium="bytedance" ruleId={undefined} onClearRule={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

describe('BatchList (执行记录)', () => {
  it('finds the runs that checked an object and shows what they did to it', async () => {
    const calls = stubApi({
      'GET /autorule/batch/list': () => page([batch({})]),
      'GET /autorule/task/list': () =>
        page([
          ITEM,
          {
            ...ITEM,
            id: 12,
            object_id: '7002',
            after: '已暂停（次日 0 点恢复）',
            resume_at: '2026-11-27T16:00:00.000Z',
            resumed_at: '2026-11-27T16:00:00.000Z',
            resume_task_item_status: 'succeeded',
          },
          {
            ...ITEM,
            id: 13,
            object_id: '7003',
            after: '已暂停（次日 0 点恢复）',
            resume_at: '2026-11-27T16:00:00.000Z',
            resumed_at: '2026-11-27T16:00:00.000Z',
            resume_note: '对象已被启用，无需恢复',
          },
        ]),
    });
    renderList();
    expect(await screen.findByText('部分失败', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('3 / 2 / 2')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('对象ID（为什么被暂停？）'), {
      target: { value: '7001' },
    });
    await waitFor(
      () =>
        expect(
          calls.some(
            (c) => c.path === '/autorule/batch/list' && c.query.get('object_id') === '7001',
          ),
        ).toBe(true),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: /明\s*细/ }));
    const drawer = await screen.findByRole('dialog', undefined, SLOW);
    expect(await within(drawer).findByText('已启用 → 已暂停', undefined, SLOW)).toBeTruthy();
    expect(within(drawer).getAllByText('今日消耗 150.00 元；今日转化数 0')).toHaveLength(3);
    // 今日暂停: how the switch-on at midnight went.
    expect(within(drawer).getByText('恢复投放：成功')).toBeTruthy();
    expect(within(drawer).getByText('未恢复：对象已被启用，无需恢复')).toBeTruthy();
    expect(calls.find((c) => c.path === '/autorule/task/list')?.query.get('object_id')).toBe(
      '7001',
    );
  });

  it('retries the failed writes of a finished run', async () => {
    const calls = stubApi({
      'GET /autorule/batch/list': () => page([batch({})]),
      'POST /autorule/retry': () => ({ retried: 1 }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: '重试失败' }, SLOW));
    expect(await screen.findByText('已重新提交 1 个失败的对象', undefined, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.path === '/autorule/retry')?.body).toEqual({ batch_id: 1 });
  });

  it('cancels a running run only after confirmation', async () => {
    const calls = stubApi({
      'GET /autorule/batch/list': () => page([batch({ task_status: 'running', failed: 0 })]),
      'POST /autorule/cancel': () => ({ cancelled: 1 }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }, SLOW));
    expect(await screen.findByText('确认取消本次执行？', undefined, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.path === '/autorule/cancel')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '取消执行' }));
    expect(await screen.findByText('已取消 1 个尚未执行的对象', undefined, SLOW)).toBeTruthy();
  });

  it('shows what stopped a failed run', async () => {
    stubApi({
      'GET /autorule/batch/list': () =>
        page([
          batch({
            task_id: null,
            task_status: 'failed',
            error: '以下账户不在您的数据权限内或未授权：1001',
          }),
        ]),
    });
    renderList();
    expect(
      await screen.findByText(
        '执行失败：以下账户不在您的数据权限内或未授权：1001',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });
});
