import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoruleRow, Paged } from '@toufang/contracts';
import { ruleSummary } from '@toufang/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { newRule } from '../rule-draft';
import { RuleList } from './rule-list';

const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rule = { ...newRule('bytedance'), name: '无转化暂停' };
rule.scope.advertiser_ids = ['1001'];
const ROW: AutoruleRow = {
  id: 3,
  medium: 'bytedance',
  status: 'enabled',
  rule,
  summary: ruleSummary(rule),
  owner_id: 2,
  owner_name: '优化师',
  last_run_at: null,
  created_at: '2026-11-27T04:00:00.000Z',
  updated_at: '2026-11-27T04:00:00.000Z',
  conflicts: [
    { rule_id: 9, rule_name: '早上恢复', message: '规则「早上恢复」会启用本规则暂停的广告' },
  ],
};

const page = <T,>(list: T[]): Paged<T> => ({
  list,
  page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
});

describe('RuleList (自动规则)', () => {
  it('shows each rule as its sentence with its conflicts, and runs one only after confirmation', async () => {
    const calls = stubApi({
      'GET /autorule/list': () => page([ROW]),
      'GET /autorule/users': () => [{ id: 2, name: '优化师' }],
      'POST /autorule/submit': () => ({
        batch_id: 5,
        task_id: 40,
        checked: 3,
        matched: 1,
        acted: 1,
      }),
    });
    const onShowRuns = vi.fn();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <App>
          <RuleList medium="bytedance" onShowRuns={onShowRuns} />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(ROW.summary, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/规则「早上恢复」会启用本规则暂停的广告/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/autorule/list')?.query.get('platform')).toBe('bytedance');

    fireEvent.click(screen.getByRole('button', { name: '立即执行' }));
    expect(await screen.findByText('立即执行该规则？', undefined, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.path === '/autorule/submit')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^执\s*行$/ }));
    await waitFor(() => expect(onShowRuns).toHaveBeenCalledWith(3), SLOW);
    expect(calls.find((c) => c.path === '/autorule/submit')?.body).toEqual({ rule_id: 3 });
    expect(
      await screen.findByText('已执行：检查 3 个对象，满足条件 1 个，执行 1 个', undefined, SLOW),
    ).toBeTruthy();
  });

  it('switches a rule off', async () => {
    const calls = stubApi({
      'GET /autorule/list': () => page([ROW]),
      'GET /autorule/users': () => [],
      'POST /autorule/status': () => ({ ...ROW, status: 'disabled' }),
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <App>
          <RuleList medium="bytedance" onShowRuns={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('switch', { name: '启用规则无转化暂停' }, SLOW));
    await waitFor(
      () =>
        expect(calls.find((c) => c.path === '/autorule/status')?.body).toEqual({
          id: 3,
          status: 'disabled',
        }),
      SLOW,
    );
  });
});
