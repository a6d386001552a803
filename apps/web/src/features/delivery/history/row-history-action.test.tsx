import type { ChangeRow, Paged } from '@toufang/contracts';
import { pageInfo } from '@toufang/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { setUpDeliveryDom } from '../test/dom-setup';
import { envelope, PROMOTION, stubDeliveryApi, type ApiCall } from '../test/fake-api';
import { feedTab } from '../test/feed-tabs';
import { RowHistoryAction } from './row-history-action';

setUpDeliveryDom();
vi.setConfig({ testTimeout: 30_000 });

const CHANGE: ChangeRow = {
  id: 9,
  at: '2026-11-24T02:30:00.000Z',
  user_id: 3,
  user_name: '投放甲',
  task_id: null,
  task_item_id: null,
  medium: 'bytedance',
  advertiser_id: PROMOTION.advertiser_id,
  object_type: 'promotion',
  object_id: PROMOTION.promotion_id,
  action: 'update_budget',
  outcome: 'succeeded',
  error_code: null,
  error_message: null,
  before: { optStatus: 'ENABLE', budgetMode: 'BUDGET_MODE_DAY', budgetFen: 30_000 },
  after: { budgetMode: 'BUDGET_MODE_DAY', budgetFen: 50_000 },
  request: { change: { field: 'budget', budgetMode: 'BUDGET_MODE_DAY', budgetFen: 50_000 } },
  response: { budgetMode: 'BUDGET_MODE_DAY', budgetFen: 50_000 },
};

const FAILED: ChangeRow = {
  ...CHANGE,
  id: 8,
  action: 'update_status',
  outcome: 'failed',
  error_code: '40001',
  error_message: '广告已删除',
  before: { optStatus: 'ENABLE' },
  after: null,
  request: { optStatus: 'DISABLE' },
  response: null,
};

const page = (list: ChangeRow[]): Paged<ChangeRow> => ({
  list,
  page_info: pageInfo(1, 20, list.length),
});

function openHistory() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <RowHistoryAction tab={feedTab('promotion')} row={PROMOTION} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '变更记录' }));
  return screen.findByRole('dialog');
}

const historyCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/changes');

describe('RowHistoryAction', () => {
  it('opens the drawer with the row’s changes, before → after in yuan and the medium’s answer', async () => {
    const calls = stubDeliveryApi({ '/api/changes': () => page([CHANGE, FAILED]) });
    const drawer = await openHistory();

    expect(within(drawer).getByText(`变更记录 - 广告：${PROMOTION.name}`)).toBeTruthy();
    const budgetRow = (await within(drawer).findByText('修改预算')).closest('tr');
    if (!budgetRow) throw new Error('no row of the budget change');
    expect(budgetRow.textContent).toContain('投放甲');
    expect(budgetRow.textContent).toContain('预算：¥300.00 → ¥500.00');
    expect(budgetRow.textContent).toContain('成功');

    const statusRow = within(drawer).getByText('修改状态').closest('tr');
    expect(statusRow?.textContent).toContain('状态：启用 → 暂停');
    expect(statusRow?.textContent).toContain('失败');
    expect(statusRow?.textContent).toContain('广告已删除');

    const [call] = historyCalls(calls);
    const query = new URLSearchParams(call?.search);
    expect(query.get('object_type')).toBe('promotion');
    expect(query.get('object_id')).toBe(PROMOTION.promotion_id);
    expect(query.get('page')).toBe('1');
  });

  it('asks for nothing until opened, then says when the row has no history', async () => {
    const calls = stubDeliveryApi({ '/api/changes': () => page([]) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RowHistoryAction tab={feedTab('promotion')} row={PROMOTION} />
      </QueryClientProvider>,
    );
    expect(historyCalls(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '变更记录' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('暂无变更记录')).toBeTruthy();
    expect(historyCalls(calls)).toHaveLength(1);
  });

  it('shows a failed load with a way to retry', async () => {
    let fail = true;
    const fetchStub = vi.fn(() =>
      Promise.resolve(fail ? envelope(null, 10003, '没有权限') : envelope(page([CHANGE]))),
    );
    vi.stubGlobal('fetch', fetchStub);
    const drawer = await openHistory();
    expect(await within(drawer).findByText('数据加载失败')).toBeTruthy();

    fail = false;
    fireEvent.click(within(drawer).getByRole('button', { name: /重新加载/ }));
    expect(await within(drawer).findByText('修改预算')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
