import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoruleRow, Paged } from '@toufang/contracts';
import { ruleSummary } from '@toufang/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { newRule } from '../rule-draft';
import { AutorulesScreen } from './autorules-screen';

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
  conflicts: [],
};

const page = <T,>(list: T[]): Paged<T> => ({
  list,
  page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
});

const tab = (name: string) =>
  screen.getAllByRole('tab').find((t) => t.textContent === name) as HTMLElement;

/** The button of `root` whose text is `text` (role queries take seconds on antd's tables here). */
function button(root: Element | null, text: string): HTMLElement {
  const found = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('AutorulesScreen (自动规则)', () => {
  it('runs a rule again after its run history was shown, its buttons named as before', async () => {
    const calls = stubApi({
      'GET /autorule/list': () => page([ROW]),
      'GET /autorule/users': () => [{ id: 2, name: '优化师' }],
      'GET /autorule/batch/list': () => page([]),
      'POST /autorule/submit': () => ({
        batch_id: 5,
        task_id: null,
        checked: 1,
        matched: 1,
        acted: 0,
      }),
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <App>
          <AutorulesScreen medium="bytedance" />
        </App>
      </QueryClientProvider>,
    );
    const submits = () => calls.filter((c) => c.path === '/autorule/submit').length;
    for (const n of [1, 2]) {
      fireEvent.click(tab('规则'));
      // Nothing of a loading icon left in the buttons: it would read "loading 立即执行".
      const run = await waitFor(() =>
        button(document.querySelector('.ant-table-tbody'), '立即执行'),
      );
      expect(run.querySelector('.ant-btn-loading-icon')).toBeNull();
      fireEvent.click(run);
      const confirm = await waitFor(() => button(document.querySelector('.ant-popover'), '执 行'));
      expect(confirm.querySelector('.ant-btn-loading-icon')).toBeNull();
      fireEvent.click(confirm);
      await waitFor(() => expect(submits()).toBe(n), SLOW);
      await waitFor(() => expect(tab('执行记录').getAttribute('aria-selected')).toBe('true'), SLOW);
    }
  }, 60_000);
});
