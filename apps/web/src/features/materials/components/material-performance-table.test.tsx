import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  pageInfo,
  type MaterialFile,
  type MaterialReportField,
  type MaterialReportListItem,
  type MaterialReportMetrics,
} from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { MaterialPerformanceTable } from './material-performance-table';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS: MaterialReportField[] = [
  { key: 'stat_cost', title: '消耗', format: 'money', description: '花费' },
  { key: 'convert_cnt', title: '转化数', format: 'count', description: '转化次数' },
  { key: 'conversion_cost', title: '转化成本', format: 'money', description: '消耗 ÷ 转化数' },
];

const metrics = (cost: number, converts: number) =>
  ({
    stat_cost: cost,
    convert_cnt: converts,
    conversion_cost: converts > 0 ? cost / converts : 0,
  }) as MaterialReportMetrics;

const row = (fid: number, name: string, m: MaterialReportMetrics): MaterialReportListItem => ({
  file: { fid, name, type: 'image', url: '', thumb_url: null } as unknown as MaterialFile,
  metrics: m,
  accounts: 2,
});

function renderTable() {
  const calls = stubApi({
    'GET /material/report/fields': () => ({ fields: FIELDS }),
    'GET /material/report/list': (call) => ({
      list: [row(1, '春节横图.png', metrics(1234.5, 10)), row(2, '竖版视频.mp4', metrics(20, 0))],
      page_info: pageInfo(1, 20, 2),
      sdate: call.query.get('sdate') ?? '2026-11-20',
      edate: call.query.get('edate') ?? '2026-11-26',
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <MaterialPerformanceTable
            filters={{ dir_id: 4, name: '春节', type: 'image' }}
            onPreview={() => undefined}
          />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  const lists = () => calls.filter((c) => c.path === '/material/report/list');
  return { lists };
}

const header = (title: string) => screen.getAllByRole('columnheader', { name: title })[0];

describe('MaterialPerformanceTable', () => {
  it('shows each file’s stats over the range, with the library’s filters', async () => {
    const { lists } = renderTable();
    const first = await screen.findByRole('row', { name: /春节横图\.png/ }, SLOW);
    expect(within(first).getByText('¥1,234.50')).toBeTruthy();
    expect(within(first).getByText('10')).toBeTruthy();
    expect(within(first).getByText('¥123.45')).toBeTruthy();
    expect(header('消耗')).toBeTruthy();
    expect(header('转化数')).toBeTruthy();
    const query = lists()[0]?.query;
    expect(query?.get('dir_id')).toBe('4');
    expect(query?.get('keyword')).toBe('春节');
    expect(query?.get('type')).toBe('image');
    expect(query?.get('sort')).toBe('stat_cost');
    expect(query?.get('order')).toBe('desc');
    expect(
      within(first).getByRole('link', { name: '春节横图.png 报表' }).getAttribute('href'),
    ).toBe('/creative/material/image/1/2026-11-20/2026-11-26');
  }, 15_000);

  it('asks the server for another order when a metric’s header is clicked', async () => {
    const { lists } = renderTable();
    await screen.findByRole('row', { name: /春节横图\.png/ }, SLOW);
    fireEvent.click(header('转化数') as HTMLElement);
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('convert_cnt'), SLOW);
    expect(lists().at(-1)?.query.get('order')).toBe('desc');
    fireEvent.click(header('转化数') as HTMLElement);
    await waitFor(() => expect(lists().at(-1)?.query.get('order')).toBe('asc'), SLOW);
  }, 20_000);
});
