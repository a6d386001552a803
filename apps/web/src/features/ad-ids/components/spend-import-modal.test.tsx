import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_CODES } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { SpendImportModal } from './spend-import-modal';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 20_000 });

const envelope = (code: number, data: unknown, message: unknown = 'success', cn = '成功') =>
  new Response(JSON.stringify({ code, data, msg: '', message, message_cn: cn }), {
    headers: { 'Content-Type': 'application/json' },
  });

let uploads: FormData[];
let answer: () => Response;

beforeEach(() => {
  uploads = [];
  setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
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

async function send() {
  const onImported = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SpendImportModal onImported={onImported} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'], '十一月消耗.xlsx')] } });
  const button = await screen.findByRole('button', { name: /导\s*入/ });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  return onImported;
}

describe('SpendImportModal (导入消耗)', () => {
  it('lists the bad rows by number and says nothing was imported', async () => {
    answer = () =>
      envelope(
        ERROR_CODES.SPEND_ROWS_INVALID.code,
        { rows: [{ row: 4, messages: ['广告ID不存在'] }] },
        ['第 4 行：广告ID不存在', '第 9 行：日期不能晚于今天'],
        '表格中有 2 行有误，未导入任何消耗',
      );
    const onImported = await send();
    expect(await screen.findByText('表格中有 2 行有误，未导入任何消耗')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['4广告ID不存在', '9日期不能晚于今天']);
    expect((uploads[0]?.get('file') as File).name).toBe('十一月消耗.xlsx');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows what was imported, and the days it replaced', async () => {
    answer = () =>
      envelope(0, {
        import_id: 3,
        rows: 40,
        replaced: 2,
        ad_ids: 4,
        first_date: '2026-11-01',
        last_date: '2026-11-10',
        cost: 1_234_550,
      });
    const onImported = await send();
    expect(await screen.findByText('已导入 40 行消耗')).toBeTruthy();
    expect(
      screen.getByText(
        '4 个广告ID，2026-11-01 至 2026-11-10，消耗合计 ¥12345.50；其中 2 行覆盖了先前导入的同一天数据。',
      ),
    ).toBeTruthy();
    expect(onImported).toHaveBeenCalled();
  });
});
