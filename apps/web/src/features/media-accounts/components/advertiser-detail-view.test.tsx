import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdvertiserDetail, AdvertiserRow } from '@toufang/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ACCOUNT_DEFINITIONS } from '../medium-definitions';
import { AdvertiserDetailView } from './advertiser-detail-view';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 20_000 });

const account = (over: Partial<AdvertiserRow>): AdvertiserRow => ({
  id: 5,
  medium: 'kuaishou',
  advertiser_id: '90001',
  name: '代理商乙',
  alias: '乙代理',
  note: '第一行\n第二行',
  company: '乙公司',
  role: 'agency',
  parent_advertiser_id: null,
  game: null,
  status: 1,
  raw_status: null,
  balance: '100.00',
  health: 'revoked',
  authorization_id: 3,
  authorization_ends_at: '2026-12-01T00:00:00.000Z',
  authorization_error: '授权已失效，请重新授权',
  authorized_by: '运营甲',
  authorized_at: '2026-11-01T00:00:00.000Z',
  synced_at: null,
  ...over,
});

const DETAIL: AdvertiserDetail = {
  advertiser: account({}),
  grant: {
    id: 3,
    health: 'revoked',
    medium_user_id: '90001',
    medium_user_name: null,
    authorized_by: '运营甲',
    authorized_at: '2026-11-01T00:00:00.000Z',
    access_expires_at: '2026-11-02T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
    last_refreshed_at: null,
    last_error_at: '2026-11-05T00:00:00.000Z',
    last_error: '授权已失效，请重新授权',
    scope: ['ad_query', 'report_service'],
  },
  children: [account({ id: 6, advertiser_id: '90002', name: '子账户丙', role: 'advertiser' })],
  children_total: 1,
};

let answer: { code: number; data: unknown; message_cn: string };
const shownErrors = vi.fn();

beforeEach(() => {
  shownErrors.mockReset();
  setFeedback({ showError: shownErrors, confirmRelogin: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: '', msg: '', ...answer }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

function renderDetail(path: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <App>
          <Routes>
            <Route
              path="/userList/adAccKs/:id"
              element={<AdvertiserDetailView definition={ACCOUNT_DEFINITIONS.kuaishou} />}
            />
            <Route
              path="/userList/adAccQq/:id"
              element={<AdvertiserDetailView definition={ACCOUNT_DEFINITIONS.tencent} />}
            />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdvertiserDetailView', () => {
  it('shows the account, its grant and the accounts under it', async () => {
    answer = { code: 0, data: DETAIL, message_cn: '' };
    renderDetail('/userList/adAccKs/5');
    expect(await screen.findByText('快手账号详情：乙代理')).toBeTruthy();
    expect(screen.getByText('授权信息')).toBeTruthy();
    // The grant's tag, and the child's (the same grant).
    expect(screen.getAllByText('已撤销')).toHaveLength(2);
    expect(screen.getByText('report_service')).toBeTruthy();
    expect(screen.getByText('下属账户（1）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '子账户丙' }).getAttribute('href')).toBe(
      '/userList/adAccKs/6',
    );
    expect(screen.getByRole('button', { name: /重新授权/ })).toBeTruthy();
  });

  it("labels the medium's account status, never showing its code", async () => {
    const tencent = account({ medium: 'tencent', raw_status: 'CUSTOMER_STATUS_NORMAL' });
    answer = { code: 0, data: { ...DETAIL, advertiser: tencent }, message_cn: '' };
    renderDetail('/userList/adAccQq/5');
    expect(await screen.findByText('正常')).toBeTruthy();
    expect(screen.queryByText(/CUSTOMER_STATUS/)).toBeNull();
  });

  it('shows 未知 for an account status no label knows, the code only in its tooltip', async () => {
    const kuaishou = account({ raw_status: 'STATUS_FROM_A_NEWER_MEDIUM' });
    answer = { code: 0, data: { ...DETAIL, advertiser: kuaishou }, message_cn: '' };
    renderDetail('/userList/adAccKs/5');
    expect(await screen.findByText('未知')).toBeTruthy();
    expect(document.body.textContent).not.toContain('STATUS_FROM_A_NEWER_MEDIUM');
  });

  it('says so when the account is missing or out of reach, without a second notice', async () => {
    answer = { code: 10004, data: null, message_cn: '广告主不存在' };
    renderDetail('/userList/adAccKs/77');
    expect(await screen.findByText('账户不存在，或你无权查看该账户')).toBeTruthy();
    expect(shownErrors).not.toHaveBeenCalled();
  });

  it('shows another failure the usual way and offers to load again', async () => {
    answer = { code: 50000, data: null, message_cn: '服务器内部错误，请稍后再试' };
    renderDetail('/userList/adAccKs/5');
    expect(await screen.findByText('账户详情加载失败')).toBeTruthy();
    expect(shownErrors).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
  });

  it('opens an account of another medium on that medium page', async () => {
    answer = { code: 0, data: DETAIL, message_cn: '' };
    renderDetail('/userList/adAccQq/5');
    expect(await screen.findByText('快手账号详情：乙代理')).toBeTruthy();
  });
});
