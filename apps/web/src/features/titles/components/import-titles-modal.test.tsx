import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ImportTitlesModal } from './import-titles-modal';

beforeAll(stubMatchMedia);
// The first render of a page of antd components takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LINES = [
  {
    line: 1,
    title: '新的标题一号',
    characters: 6,
    status: 'new',
    media: ['bytedance', 'kuaishou', 'tencent'],
    reason: '',
  },
  {
    line: 2,
    title: '新的标题一号',
    characters: 6,
    status: 'duplicate_file',
    media: ['bytedance', 'kuaishou', 'tencent'],
    reason: '与第 1 行重复',
  },
  {
    line: 4,
    title: '超'.repeat(31),
    characters: 31,
    status: 'too_long',
    media: [],
    reason: '巨量引擎标题最多 30 个字（当前 31）',
  },
];
const SUMMARY = { total: 3, new: 1, duplicate: 1, too_long: 1 };

let calls: { url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  // jsdom has no ResizeObserver; antd's select observes its size.
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
      const body =
        init?.body instanceof FormData ? init.body : (JSON.parse(init?.body as string) as unknown);
      calls.push({ url, body });
      const data = url.endsWith('/import/preview')
        ? { file_name: 'titles.txt', lines: LINES, summary: SUMMARY }
        : { created: 1, lines: LINES, summary: SUMMARY };
      return Promise.resolve(
        new Response(
          JSON.stringify({ code: 0, data, msg: '', message: 'success', message_cn: '成功' }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

describe('ImportTitlesModal', () => {
  it('previews each line as 新增 / 重复 / 超长, then imports only the new titles', async () => {
    const onImported = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ImportTitlesModal
            games={[{ value: 1001, label: '星河战纪（1001）' }]}
            onImported={onImported}
            onClose={vi.fn()}
          />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '游戏' }));
    fireEvent.click(await screen.findByText('星河战纪（1001）'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'titles.txt')] } });
    const previewButton = await screen.findByRole('button', { name: /预\s*览/ });
    await waitFor(() => expect(previewButton).toHaveProperty('disabled', false));
    fireEvent.click(previewButton);

    expect(await screen.findByText('titles.txt：共 3 行：新增 1，重复 1，超长 1')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('新增')).toBeTruthy();
    expect(within(table).getByText('重复')).toBeTruthy();
    expect(within(table).getByText('超长')).toBeTruthy();
    expect(within(table).getByText('与第 1 行重复')).toBeTruthy();
    const sent = calls[0]?.body as FormData;
    expect(sent.get('gad_cfg_game_id')).toBe('1001');
    expect((sent.get('file') as File).name).toBe('titles.txt');

    fireEvent.click(screen.getByRole('button', { name: /导入 1 个新标题/ }));
    expect(await screen.findByText('已导入 1 个标题')).toBeTruthy();
    expect(calls[1]?.body).toEqual({ gad_cfg_game_id: 1001, titles: ['新的标题一号'], tags: [] });
    expect(onImported).toHaveBeenCalled();
  });
});
