import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo, type StarTaskRow } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { StarTasks } from './star-tasks';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const task = (id: string, status: string): StarTaskRow => ({
  task_id: id,
  task_name: `星河战纪-达人${id}`,
  author_id: '2100000001',
  author_name: `达人${id}`,
  status,
  budget: 12_000,
  cost: 3_000,
  play_num: 123_456,
  create_time: '2026-11-20 10:00:00',
  launch_time: '2026-11-21 10:00:00',
  end_time: null,
});

function renderTasks(
  privileges: string[],
  accounts = [{ advertiser_id: '35370895', name: '星河-01' }],
) {
  useSessionStore.setState({ privileges });
  const calls = stubApi({
    'GET /kuaishou/star/accounts': () => ({ list: accounts }),
    'GET /kuaishou/star/tasks': (call) => {
      const all = [task('61', 'PREPARATION'), task('62', 'COMPLETED'), task('63', 'SUSPENDED')];
      const status = call.query.get('status');
      const list = status ? all.filter((t) => t.status === status) : all;
      return { list, page_info: pageInfo(1, 20, list.length) };
    },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <MemoryRouter initialEntries={['/landing/ksstar/taskks']}>
          <StarTasks />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('聚星任务', () => {
  it(
    'shows the statuses in Chinese for the first account and filters by status',
    TEST,
    async () => {
      const calls = renderTasks([
        'kuaishou:boost:task_list',
        'kuaishou:boost:supplement_order_list',
      ]);
      const table = await screen.findByRole('table', {}, SLOW);
      expect(await within(table).findByText('准备中', {}, SLOW)).toBeTruthy();
      expect(within(table).getByText('已完成')).toBeTruthy();
      expect(within(table).getByText('未知')).toBeTruthy();
      expect(
        within(table).getAllByRole('link', { name: '查看补单' })[0]?.getAttribute('href'),
      ).toBe('/landing/ksstar/order?advertiser_id=35370895&task_id=61');
      const first = calls.find((c) => c.path === '/kuaishou/star/tasks');
      expect(first?.query.get('advertiser_id')).toBe('35370895');

      fireEvent.mouseDown(screen.getByRole('combobox', { name: '任务状态' }));
      fireEvent.click((await screen.findAllByTitle('已完成', {}, SLOW)).at(-1) as HTMLElement);
      await waitFor(() => expect(within(table).queryByText('准备中')).toBeNull(), SLOW);
      expect(calls.at(-1)?.query.get('status')).toBe('COMPLETED');
    },
  );

  it('offers 查看补单 only to a user who may open 聚星补单', TEST, async () => {
    renderTasks(['kuaishou:boost:task_list']);
    const table = await screen.findByRole('table', {}, SLOW);
    expect(await within(table).findByText('准备中', {}, SLOW)).toBeTruthy();
    expect(within(table).queryByRole('link', { name: '查看补单' })).toBeNull();
  });

  it('says so when no Kuaishou account is in the user’s data scope', TEST, async () => {
    const calls = renderTasks(['kuaishou:boost:task_list'], []);
    expect(await screen.findByText(/暂无可查看的快手账户/, {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.path === '/kuaishou/star/tasks')).toBe(false);
  });
});
