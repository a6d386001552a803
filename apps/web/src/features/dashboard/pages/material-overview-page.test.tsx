import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { MaterialFile, MaterialOverview } from '@toufang/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../delivery/test/fake-api';
import { setUpDeliveryDom } from '../../delivery/test/dom-setup';
import { MaterialOverviewPage } from './material-overview-page';

// 素材概览 over a fake API: the totals, the rankings in 万 with links to 素材详情, the tiring
// files and the filters' parameters. Charts draw on a canvas jsdom has not: the chart component
// is replaced by its accessible box.

vi.mock('../components/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

setUpDeliveryDom();
vi.setConfig({ testTimeout: 30_000 });

const file = (fid: number, name: string) =>
  ({
    fid,
    name,
    type: 'video',
    designer: { id: 5, nick_name: '小王' },
    url: `http://cdn.test/${fid}.mp4`,
    thumb_url: null,
  }) as MaterialFile;

const OVERVIEW: MaterialOverview = {
  start_date: '2026-11-14',
  end_date: '2026-11-20',
  new_files: {
    total: 12,
    days: [{ date: '2026-11-20', count: 12 }],
    designers: [{ designer: { id: 5, nick_name: '小王' }, count: 12 }],
  },
  review: {
    approved: 3,
    rejected: 1,
    pass_rate: 0.75,
    pending: 4,
    designers: [
      {
        designer: { id: 5, nick_name: '小王' },
        approved: 3,
        rejected: 1,
        pass_rate: 0.75,
      },
    ],
  },
  top_by_cost: [
    { file: file(1, '爆款视频'), cost: 123_456_700, conversions: 25_000, conversion_cost: 4_938 },
  ],
  top_by_conversions: [],
  fatigue: {
    curve: [{ age: 0, cost: 1_000, conversions: 10, conversion_cost: 100 }],
    files: [
      {
        file: file(1, '爆款视频'),
        cost: 6_000,
        conversions: 40,
        early_conversion_cost: 10_000,
        late_conversion_cost: 20_000,
        change: 1,
      },
    ],
  },
};

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/dashboard/material') {
        asked.push(url.searchParams);
        return Promise.resolve(envelope(OVERVIEW));
      }
      if (url.pathname === '/api/user/designers') {
        return Promise.resolve(
          envelope({ designers: [{ id: 5, nick_name: '小王', username: 'wang' }] }),
        );
      }
      return Promise.resolve(envelope(null));
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <MaterialOverviewPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

describe('the material overview page', () => {
  it('shows the totals, the ranking in 万 and the tiring files', async () => {
    expect((await screen.findByLabelText('新增素材')).textContent).toContain('12');
    expect(screen.getByLabelText('审核通过率').textContent).toContain('75%');
    expect(screen.getByLabelText('待审核').textContent).toContain('4');
    expect(screen.getByRole('img', { name: '每日新增素材图' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '设计师审核通过率图' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '素材衰退图：按投放天数的转化成本' })).toBeTruthy();

    const top = screen.getByRole('table', { name: '消耗最高的素材' });
    const row = within(top).getByRole('row', { name: /爆款视频/ });
    expect(row.textContent).toContain('¥123.46万');
    expect(row.textContent).toContain('2.5万');
    expect(within(row).getByRole('link', { name: '爆款视频' }).getAttribute('href')).toBe(
      '/creative/material/video/1/2026-11-14/2026-11-20',
    );
    const tiring = within(screen.getByRole('table', { name: '衰退素材' })).getByRole('row', {
      name: /爆款视频/,
    });
    expect(tiring.textContent).toContain('+100%');
    expect(tiring.textContent).toContain('¥200');
  });

  it('asks for the last 7 days until a range is picked', async () => {
    await screen.findByLabelText('新增素材');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect([...(asked[0]?.keys() ?? [])]).toEqual([]);
  });
});
