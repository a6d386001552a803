import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { AdIdBulkSearch } from './ad-id-bulk-search';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 20_000 });

const FOUND = {
  ad_id: 'B0000001V',
  medium: 'bytedance',
  name: '达人1',
  remark: '',
  category_id: 3,
  category_name: '星图达人',
  base_id: 7,
  base_name: '三国-安卓-头条',
  game_name: '三国志战略版',
  platform: 'APP_ANDROID',
  batch_id: 1,
  click_url: 'https://track.example.com/click?base_id=7&game_id=1&ad_id=B0000001V',
  created_by: '系统管理员',
  created_at: '2026-11-27T02:00:00.000Z',
};

let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(init?.body as string));
      const data = { found: [FOUND], missing: ['BZZZZZZZ9'], invalid: ['hello'] };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, data, msg: '', message: 'success' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

describe('AdIdBulkSearch', () => {
  it('sends the pasted ad IDs and shows the found, the missing and the malformed', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <AdIdBulkSearch />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '广告ID列表' }), {
      target: { value: 'B0000001V\nBZZZZZZZ9，hello\n' },
    });
    expect(screen.getByText('已输入 3 个')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));

    expect(await screen.findByText('1 个广告ID不存在或无权查看')).toBeTruthy();
    expect(screen.getByText('BZZZZZZZ9')).toBeTruthy();
    expect(screen.getByText('1 个不是有效的广告ID（位数、开头字母或校验位不对）')).toBeTruthy();
    expect(sent).toEqual([{ ad_ids: ['B0000001V', 'BZZZZZZZ9', 'hello'] }]);
    const table = screen.getByRole('table');
    expect(within(table).getByText('达人1')).toBeTruthy();
    expect(within(table).getByText('星图达人')).toBeTruthy();
  });
});
