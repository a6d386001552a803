import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardHealth, DashboardLanding, DashboardOverview } from '@toufang/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { envelope } from '../../delivery/test/fake-api';
import { setUpDeliveryDom } from '../../delivery/test/dom-setup';
import { DashboardPage } from './dashboard-page';

// The page over a fake API: the cards in 万/亿, the breakdown's drill links to the screens the
// user may open, the empty trend, and the health panels. Charts draw on a canvas jsdom has not:
// the chart component is replaced by its accessible box.

vi.mock('../components/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

setUpDeliveryDom();
vi.setConfig({ testTimeout: 30_000 });

const figures = (cost: number, conversions: number, pay = 0) => ({
  cost,
  conversions,
  pay_amount: pay,
  conversion_cost: conversions > 0 ? Math.round(cost / conversions) : null,
  roi: cost > 0 ? pay / cost : null,
});

const OVERVIEW: DashboardOverview = {
  start_date: '2026-11-14',
  end_date: '2026-11-20',
  today: '2026-11-20',
  totals: figures(1_234_567_800, 4000, 2_469_135_600),
  trend: [{ date: '2026-11-20', ...figures(1_234_567_800, 4000, 2_469_135_600) }],
  compare: {
    today: { date: '2026-11-20', ...figures(12_345_600, 100) },
    yesterday: { date: '2026-11-19', ...figures(10_000_000, 125) },
    last_week: { date: '2026-11-13', ...figures(0, 0) },
  },
  breakdowns: [
    {
      dimension: 'medium',
      total: 2,
      slices: [
        {
          key: 'bytedance',
          label: '巨量引擎',
          medium: 'bytedance',
          gad_cfg_game_id: null,
          ...figures(900_000, 9),
        },
        {
          key: 'tencent',
          label: '腾讯广告',
          medium: 'tencent',
          gad_cfg_game_id: null,
          ...figures(100_000, 1),
        },
      ],
    },
    {
      dimension: 'account',
      total: 31,
      slices: [
        {
          key: '1790000000000000101',
          label: '甲一',
          medium: 'bytedance',
          gad_cfg_game_id: null,
          ...figures(900_000, 9),
        },
      ],
    },
    { dimension: 'game', total: 0, slices: [] },
    { dimension: 'designer', total: 0, slices: [] },
    { dimension: 'operator', total: 0, slices: [] },
  ],
  movers: { cost: [], conversion_cost: [] },
};

const HEALTH: DashboardHealth = {
  authorizations: [
    {
      id: 1,
      medium: 'kuaishou',
      account: '快手主体',
      status: 'expiring',
      ends_at: '2026-11-22T00:00:00.000Z',
      last_error: null,
      advertiser_count: 3,
    },
  ],
  low_balance: [],
  tasks: { running: [], failed: [] },
  reviews: { pending: 7, assigned_to_me: 2 },
};

const LANDING: DashboardLanding = {
  start_date: '2026-11-19',
  end_date: '2026-11-20',
  totals: { views: 123_456, clicks: 1_234, click_rate: 0.01 },
  days: [
    { date: '2026-11-19', views: 23_456, clicks: 234, click_rate: 0.01 },
    { date: '2026-11-20', views: 100_000, clicks: 1_000, click_rate: 0.01 },
  ],
  pages: [
    {
      id: 5,
      name: '星河战纪 预约页',
      published: false,
      ad_id: 'KS00012',
      views: 123_456,
      clicks: 1_234,
      click_rate: 0.01,
    },
  ],
  page_count: 3,
};

function stubApi(overview: DashboardOverview, landing: DashboardLanding = LANDING) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const { pathname } = new URL(input, 'http://localhost');
      if (pathname === '/api/dashboard/overview') return Promise.resolve(envelope(overview));
      if (pathname === '/api/dashboard/health') return Promise.resolve(envelope(HEALTH));
      if (pathname === '/api/dashboard/landing') return Promise.resolve(envelope(landing));
      return Promise.resolve(envelope(null));
    }),
  );
}

function renderPage(privileges: string[]) {
  useSessionStore.setState({ privileges });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <DashboardPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => stubApi(OVERVIEW));

/** The card a title belongs to. */
const breakdown = (title: HTMLElement): HTMLElement => {
  const card = title.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error('no card');
  return card;
};

describe('the dashboard page', () => {
  it('prints today against yesterday and last week in 万 and 亿', async () => {
    renderPage(['dashboard:index']);
    const cost = (await screen.findByLabelText('今日消耗')).textContent;
    expect(cost).toContain('¥12.35万');
    expect(cost).toContain('较昨日 +23.5%');
    expect(cost).toContain('较上周同日 -');
    expect(screen.getByLabelText('今日转化成本').textContent).toContain('较昨日 +54.3%');
    expect(screen.getByText('消耗合计').textContent).toContain('¥1234.57万');
    expect(screen.getByRole('img', { name: '每日消耗趋势图' })).toBeDefined();
  });

  it('drills from a medium and an account only into the screens the user may open', async () => {
    renderPage(['dashboard:index', 'bytedance:v3:project:reports']);
    const table = within(breakdown(await screen.findByText('消耗分布')));
    const links = table.getAllByRole('link', { name: '查看投放' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(
      '/transConfig/launchV3/0/2026-11-14/2026-11-20/0/stat_cost/0',
    );
    await userEvent.click(screen.getByText('账户', { selector: '.ant-segmented-item-label' }));
    const account = within(breakdown(screen.getByText('消耗分布'))).getByRole('link', {
      name: '查看投放',
    });
    expect(account.getAttribute('href')).toBe(
      '/transConfig/launchV3/0/2026-11-14/2026-11-20/0/stat_cost/0?advertiser=1790000000000000101',
    );
    expect(screen.getByText('共 31 项，按消耗显示前 1 项')).toBeDefined();
  });

  it('says so when the range has no figures, and shows the health panels', async () => {
    stubApi({
      ...OVERVIEW,
      trend: [{ date: '2026-11-20', ...figures(0, 0) }],
      breakdowns: OVERVIEW.breakdowns.map((b) => ({ ...b, slices: [], total: 0 })),
    });
    renderPage(['dashboard:index']);
    expect(await screen.findAllByText('所选日期内没有投放数据')).toHaveLength(2);
    expect(await screen.findByText('快手主体')).toBeDefined();
    expect(screen.getByText('即将过期')).toBeDefined();
    expect(screen.getByText('没有余额不足的账户')).toBeDefined();
    expect(screen.getByText('没有进行中的任务')).toBeDefined();
  });

  it('shows our landing pages by day and page, each opening the list the user may open', async () => {
    renderPage(['dashboard:index', 'landing:pages']);
    const card = within(breakdown(await screen.findByText('自建落地页')));
    expect(card.getByText('访问合计').textContent).toContain('12.35万');
    expect(card.getByText('整体点击率').textContent).toContain('1.00%');
    expect(card.getByRole('img', { name: '自建落地页每日访问与点击趋势图' })).toBeDefined();
    expect(card.getByText('已下线')).toBeDefined();
    expect(card.getByText('共 3 个落地页，按访问显示前 1 个')).toBeDefined();
    expect(card.getByRole('link', { name: '星河战纪 预约页' }).getAttribute('href')).toBe(
      `/landing/land/others?keyword=${encodeURIComponent('星河战纪 预约页').replace(/%20/g, '+')}`,
    );
    expect(card.getByRole('link', { name: '全部落地页' }).getAttribute('href')).toBe(
      '/landing/land/others',
    );
  });

  it('links the builder to those who hold it, and nothing to those who hold neither', async () => {
    renderPage(['dashboard:index', 'landing:pages', 'mango:sites']);
    const card = within(breakdown(await screen.findByText('自建落地页')));
    expect(card.getByRole('link', { name: '全部落地页' }).getAttribute('href')).toBe(
      '/landing/nonStream',
    );
    cleanup();
    stubApi(OVERVIEW, { ...LANDING, pages: [], page_count: 0 });
    renderPage(['dashboard:index']);
    const empty = within(breakdown(await screen.findByText('自建落地页')));
    expect(await empty.findByText('所选日期内自建落地页没有访问')).toBeDefined();
    expect(empty.queryByRole('link')).toBeNull();
  });
});
