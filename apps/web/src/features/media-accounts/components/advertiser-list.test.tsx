import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo } from '@toufang/contracts';
import type { AdvertiserRow, AdvertiserSyncProgress } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ACCOUNT_DEFINITIONS } from '../medium-definitions';
import { AdvertiserList } from './advertiser-list';

beforeAll(stubMatchMedia);
// The first render of a page of antd components takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ROW: AdvertiserRow = {
  id: 7,
  medium: 'bytedance',
  advertiser_id: '1700000000000000017',
  name: '沙箱账户甲',
  alias: null,
  note: '主推',
  company: '甲公司',
  role: 'advertiser',
  parent_advertiser_id: null,
  game: { id: 3, gad_cfg_game_id: 1001, game_name: '三国' },
  status: 1,
  raw_status: 'STATUS_ENABLE',
  balance: '12345.67',
  health: 'expiring',
  authorization_id: 2,
  authorization_ends_at: '2026-12-01T00:00:00.000Z',
  authorization_error: null,
  authorized_by: '管理员',
  authorized_at: '2026-11-01T00:00:00.000Z',
  synced_at: null,
};

const RUNNING: AdvertiserSyncProgress = {
  medium: 'bytedance',
  state: 'running',
  total: 4,
  done: 1,
  failed: 0,
  accounts: 6,
  errors: [],
  started_at: '2026-11-01T00:00:00.000Z',
  finished_at: null,
};

let calls: { method: string; url: string; body: unknown }[];
let sync: AdvertiserSyncProgress | null;

function envelope(data: unknown, code = 0, message: unknown = 'success') {
  return new Response(JSON.stringify({ code, data, message, msg: '', message_cn: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  calls = [];
  sync = null;
  setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
  // jsdom has no ResizeObserver; antd's ellipsis and editable text observe their size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method: init?.method ?? 'GET', url: url.pathname + url.search, body });
      if (url.pathname === '/api/auth/transfer') {
        return Promise.resolve(
          envelope({ url: `${window.location.origin}/#medium-authorize`, expires_at: '' }),
        );
      }
      if (url.pathname === '/api/bytedance/auth/sync_advertisers') {
        sync = RUNNING;
        return Promise.resolve(envelope(RUNNING));
      }
      if (url.pathname === '/api/config/options') {
        return Promise.resolve(envelope({ games: [], departments: [] }));
      }
      const rows = url.pathname === '/api/auth/advertisers' ? [ROW] : [];
      return Promise.resolve(
        envelope({ list: rows, page_info: pageInfo(1, 20, rows.length), sync }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

function Search() {
  return <output aria-label="地址参数">{useLocation().search}</output>;
}

function renderList(entry = '/userList/user/adAcc') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[entry]}>
        <App>
          <AdvertiserList definition={ACCOUNT_DEFINITIONS.bytedance} />
          <Search />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdvertiserList', () => {
  it('lists the accounts with their health, balance and game', async () => {
    renderList();
    const row = (await screen.findByText('沙箱账户甲')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('即将过期')).toBeTruthy();
    expect(cells.getByText('12,345.67')).toBeTruthy();
    expect(cells.getByText('三国（1001）')).toBeTruthy();
    expect(cells.getByText('广告主ID 1700000000000000017')).toBeTruthy();
    expect(cells.getByRole('button', { name: '重新授权' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['账户', '别名', '备注', '授权状态', '余额（元）', '状态', '操作']),
    );
  });

  it('says how the authorization went, then clears the query', async () => {
    renderList('/userList/user/adAcc?auth=ok&medium=bytedance&count=2');
    expect(await screen.findByText('巨量引擎授权成功，共 2 个账户')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('地址参数').textContent).toBe(''));
  });

  it('shows the reason of a failed authorization', async () => {
    renderList('/userList/user/adAcc?auth=error&message=授权链接无效');
    expect(await screen.findByText('授权失败：授权链接无效')).toBeTruthy();
  });

  it('starts the round trip and sends the browser to the medium', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: /授权账户/ }));
    await waitFor(() => expect(window.location.hash).toBe('#medium-authorize'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/transfer',
      body: { medium: 'bytedance' },
    });
  });

  it('starts a sync and shows its progress from the polled list', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: /同步账户/ }));
    expect(await screen.findByText('正在同步账户：已读取 1 / 4 个授权，6 个账户')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: /同步中/ })).toHaveProperty('disabled', true);
  });

  it('sends the typed keyword once typing stops', async () => {
    renderList();
    await screen.findByText('沙箱账户甲');
    fireEvent.change(screen.getByPlaceholderText('账户名称 / 别名 / 广告主ID'), {
      target: { value: '甲' },
    });
    await waitFor(
      () =>
        expect(calls.some((c) => c.url.startsWith('/api/auth/advertisers?keyword=%E7%94%B2'))).toBe(
          true,
        ),
      { timeout: 2000 },
    );
  });
});
