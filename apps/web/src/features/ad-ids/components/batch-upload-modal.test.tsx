import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_CODES } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { CHANNEL_ID_DEFINITIONS } from '../medium-definitions';
import { BatchUploadModal } from './batch-upload-modal';

beforeAll(stubMatchMedia);
// The first render of a page of antd components takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const envelope = (code: number, data: unknown, message: unknown = 'success', cn = '成功') =>
  new Response(JSON.stringify({ code, data, msg: '', message, message_cn: cn }), {
    headers: { 'Content-Type': 'application/json' },
  });

const ROWS_INVALID = () =>
  envelope(
    ERROR_CODES.AD_ID_ROWS_INVALID.code,
    {
      rows: [
        { row: 43, messages: ['名称不能为空'] },
        { row: 302, messages: ['名称与第 8 行重复'] },
      ],
    },
    ['第 43 行：名称不能为空', '第 302 行：名称与第 8 行重复'],
    '表格中有 2 行有误，未创建任何广告ID：第 43 行：名称不能为空；第 302 行：名称与第 8 行重复',
  );
const CREATED = () =>
  envelope(0, { batch_id: 9, count: 500, first_ad_id: 'B0000001X', last_ad_id: 'B00000DWY' });

let uploads: FormData[];
let answer: () => Response;

beforeEach(() => {
  uploads = [];
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
    vi.fn((url: string, init?: RequestInit) => {
      if (url.includes('/category/search')) {
        return Promise.resolve(envelope(0, { list: [{ id: 3, name: '星图达人' }] }));
      }
      if (url.includes('/amt/linkbase')) {
        const base = { id: 7, name: '三国-安卓-头条', game_name: '三国志战略版' };
        const page = { page: 1, per_page: 1000, total_number: 1, total_page: 1 };
        return Promise.resolve(envelope(0, { list: [base], page_info: page }));
      }
      uploads.push(init?.body as FormData);
      return Promise.resolve(answer());
    }),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

async function fillAndSend() {
  const onCreated = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <BatchUploadModal
            definition={CHANNEL_ID_DEFINITIONS.bytedance}
            categoryId={3}
            onCreated={onCreated}
            onClose={vi.fn()}
          />
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '转化基础' }));
  fireEvent.click(await screen.findByText('三国-安卓-头条（三国志战略版）'));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'], '星图.xlsx')] } });
  const send = await screen.findByRole('button', { name: /生成广告ID/ });
  await waitFor(() => expect(send).toHaveProperty('disabled', false));
  fireEvent.click(send);
  return onCreated;
}

describe('BatchUploadModal', () => {
  it('lists the bad rows of a refused sheet by row number and says nothing was created', async () => {
    answer = ROWS_INVALID;
    const onCreated = await fillAndSend();

    expect(await screen.findByText('表格中有 2 行有误，未创建任何广告ID')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['43名称不能为空', '302名称与第 8 行重复']);
    const sent = uploads[0];
    expect(sent?.get('category_id')).toBe('3');
    expect(sent?.get('base_id')).toBe('7');
    expect((sent?.get('file') as File).name).toBe('星图.xlsx');
    expect(onCreated).not.toHaveBeenCalled();
    // The form stays, so the fixed sheet can be sent again.
    expect(screen.getByRole('button', { name: /生成广告ID/ })).toBeTruthy();
  });

  it('shows the ad IDs made and refreshes the page', async () => {
    answer = CREATED;
    const onCreated = await fillAndSend();

    expect(await screen.findByText('已生成 500 个广告ID')).toBeTruthy();
    expect(screen.getByText(/B0000001X 至 B00000DWY/)).toBeTruthy();
    expect(onCreated).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /完\s*成/ })).toBeTruthy();
  });

  it('uploads onto the page’s own base without offering another', async () => {
    answer = CREATED;
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <BatchUploadModal
              definition={CHANNEL_ID_DEFINITIONS.kuaishou}
              categoryId={3}
              base={{ id: 11, label: '三国-安卓-快手（三国志战略版）' }}
              onCreated={vi.fn(() => Promise.resolve())}
              onClose={vi.fn()}
            />
          </App>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('combobox', { name: '转化基础' })).toHaveProperty('disabled', true);
    expect(screen.getByText('三国-安卓-快手（三国志战略版）')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], '商店.xlsx')] } });
    const send = await screen.findByRole('button', { name: /生成广告ID/ });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    expect(await screen.findByText('已生成 500 个广告ID')).toBeTruthy();
    expect(uploads[0]?.get('base_id')).toBe('11');
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => url as string);
    expect(calls.some((url) => url.includes('/amt/linkbase'))).toBe(false);
  });
});
