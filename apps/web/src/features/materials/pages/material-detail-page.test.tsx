import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ERROR_CODES,
  MATERIAL_REPORT_FIELD_KEYS,
  type MaterialFile,
  type MaterialFileReportData,
  type MaterialReportMetrics,
} from '@toufang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { MaterialDetailPage } from './material-detail-page';

vi.setConfig({ testTimeout: 60_000 });

const FILE = {
  fid: 7,
  dir_id: 0,
  name: '春节主图.png',
  type: 'image',
  format: 'png',
  md5: 'a'.repeat(32),
  size: 2048,
  width: 160,
  height: 90,
  duration: null,
  rotation: null,
  codec: null,
  is_public: 1,
  gad_cfg_game_id: null,
  media: ['bytedance', 'kuaishou'],
  designer: { id: 3, nick_name: '素材设计师' },
  uploader: { id: 3, nick_name: '素材设计师' },
  tags: [],
  is_new: 0,
  sort: 0,
  review_status: 'approved',
  reject_reason: null,
  reject_image_url: null,
  reviewer: null,
  reviewed_by: null,
  reviewed_at: null,
  push_refusal: null,
  created_at: '2026-03-01T04:00:00.000Z',
  deleted_at: null,
  purge_at: null,
  url: '/api/material/file/object/x?type=png',
  thumb_url: null,
} satisfies MaterialFile;

const metrics = (cost: number, conversions: number): MaterialReportMetrics => ({
  ...(Object.fromEntries(MATERIAL_REPORT_FIELD_KEYS.map((k) => [k, 0])) as MaterialReportMetrics),
  stat_cost: cost,
  convert_cnt: conversions,
});

const REPORT: MaterialFileReportData = {
  file: FILE,
  sdate: '2026-03-01',
  edate: '2026-03-02',
  totals: metrics(1234.5, 15),
  media: [
    { medium: 'bytedance', metrics: metrics(1000, 10) },
    { medium: 'kuaishou', metrics: metrics(234.5, 5) },
  ],
  accounts: [
    {
      medium: 'bytedance',
      advertiser_id: '1700000000001',
      advertiser_name: '巨量一号',
      media_material_id: 'm100',
      metrics: metrics(1000, 10),
    },
    {
      medium: 'kuaishou',
      advertiser_id: '9001',
      advertiser_name: null,
      media_material_id: 'photo1',
      metrics: metrics(234.5, 5),
    },
  ],
  days: [
    { date: '2026-03-01', metrics: metrics(1000, 10) },
    { date: '2026-03-02', metrics: metrics(234.5, 5) },
  ],
};

let requested: URLSearchParams[];

function stubApi(report: 'ok' | 'missing') {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      const answer = (body: object) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
        );
      if (url.pathname === '/api/material/file/report') {
        requested.push(url.searchParams);
        return report === 'ok'
          ? answer({ code: 0, data: REPORT, message: 'success' })
          : answer({ code: ERROR_CODES.NOT_FOUND.code, data: null, message: '素材不存在' });
      }
      if (url.pathname === '/api/material/report/fields') {
        return answer({
          code: 0,
          message: 'success',
          data: {
            fields: [
              { key: 'stat_cost', title: '消耗', format: 'money', description: '' },
              { key: 'convert_cnt', title: '转化数', format: 'count', description: '' },
            ],
          },
        });
      }
      return answer({ code: 0, data: { games: [], departments: [] }, message: 'success' });
    }),
  );
}

beforeAll(stubMatchMedia);
beforeEach(() => {
  setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/creative/material/:type/:id" element={<MaterialDetailPage />} />
            <Route
              path="/creative/material/:type/:id/:sdate/:edate"
              element={<MaterialDetailPage />}
            />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('素材详情 page (spec 002 §2 /creative/material/:type/:id/:sdate/:edate)', () => {
  it('asks for the range of the address and shows totals, media, accounts and days', async () => {
    stubApi('ok');
    renderAt('/creative/material/image/7/2026-03-01/2026-03-02');
    expect(await screen.findByText('素材详情 - 春节主图.png')).toBeTruthy();
    expect(requested[0]?.get('fid')).toBe('7');
    expect(requested[0]?.get('sdate')).toBe('2026-03-01');
    expect(requested[0]?.get('edate')).toBe('2026-03-02');
    expect(within(card('汇总')).getByText('¥1,234.50')).toBeTruthy();
    const media = within(card('分媒体'));
    expect(media.getByText('巨量引擎').closest('tr')?.textContent).toContain('¥1,000.00');
    expect(media.getByText('磁力引擎').closest('tr')?.textContent).toContain('¥234.50');
    const accounts = within(card('分账户'));
    expect(accounts.getByText('巨量一号').closest('tr')?.textContent).toContain('m100');
    // An account without a name shows its id.
    expect(accounts.getAllByText(/9001/).length).toBeGreaterThan(0);
    const days = within(card('每日趋势'));
    expect(days.getByText('2026-03-02').closest('tr')?.textContent).toContain('¥234.50');
  });

  it('says the file is missing or hidden', async () => {
    stubApi('missing');
    renderAt('/creative/material/image/99');
    expect(await screen.findByText('素材不存在，或你无权查看该素材')).toBeTruthy();
  });

  it('refuses an address of an unknown type without asking the server', async () => {
    stubApi('ok');
    renderAt('/creative/material/audio/7');
    expect(await screen.findByText('素材不存在，或你无权查看该素材')).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
