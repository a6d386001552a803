import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConvertListItem } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { ConvertList } from './convert-list';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (n: number, patch: Partial<ConvertListItem> = {}): ConvertListItem => ({
  advertiser_id: `170000000000000${n}`,
  advertiser_name: `三国志-0${n}`,
  event_type: 'active',
  label: '激活',
  media_event_id: `112000000${n}`,
  enabled: true,
  push_status: 'succeeded',
  ...patch,
});

function renderList(rows: ConvertListItem[], total = rows.length) {
  const calls = stubApi({
    'GET /convert/convertlist': (call) => ({
      list: call.query.get('page') === '2' ? [item(9, { label: '付费', event_type: 'pay' })] : rows,
      page_info: {
        page: Number(call.query.get('page')),
        per_page: 20,
        total_number: total,
        total_page: Math.ceil(total / 20),
      },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConvertList baseId={7} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('ConvertList', () => {
  it('lists one row per account and event of the base', SLOW, async () => {
    const calls = renderList([
      item(1),
      item(1, { event_type: 'pay', label: '付费', enabled: false, push_status: 'failed' }),
    ]);
    expect(await screen.findAllByText('三国志-01')).toHaveLength(2);
    expect(calls[0]?.query.get('base_id')).toBe('7');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByText('激活')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('回传中')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('付费')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('已停止')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('失败')).toBeTruthy();
  });

  it('says what will appear while nothing is pushed', SLOW, async () => {
    renderList([]);
    expect(await screen.findByText('推送后在这里列出各账户创建的转化')).toBeTruthy();
  });

  it('pages through the conversions of many accounts', SLOW, async () => {
    const calls = renderList([item(1)], 21);
    await screen.findByText('三国志-01');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('三国志-09')).toBeTruthy();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });
});
