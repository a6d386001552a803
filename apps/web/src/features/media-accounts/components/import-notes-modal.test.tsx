import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ImportNotesModal } from './import-notes-modal';

beforeAll(stubMatchMedia);
// The first render of a page of antd components takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let answer: { code: number; data: unknown; message: unknown; message_cn: string };
let sent: FormData | undefined;

beforeEach(() => {
  sent = undefined;
  setFeedback({ showError: vi.fn(), confirmRelogin: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: string, init?: RequestInit) => {
      sent = init?.body instanceof FormData ? init.body : undefined;
      return Promise.resolve(
        new Response(JSON.stringify({ msg: '', ...answer }), {
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

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ImportNotesModal open medium="kuaishou" onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
}

async function chooseAndImport(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['广告主ID,备注\n'], name)] } });
  const button = await screen.findByRole('button', { name: /导\s*入/ });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('ImportNotesModal', () => {
  it('sends the file with the page medium and shows each row result', async () => {
    answer = {
      code: 0,
      data: {
        updated: 2,
        rows: [
          { row: 2, advertiser_id: '1001', result: 'updated', message: '已更新' },
          { row: 3, advertiser_id: '1002', result: 'updated', message: '已更新' },
        ],
      },
      message: 'success',
      message_cn: '成功',
    };
    renderDialog();
    await chooseAndImport('备注.xlsx');
    expect(await screen.findByText('已更新 2 个账户的备注')).toBeTruthy();
    expect(screen.getByText('1002')).toBeTruthy();
    expect(sent?.get('medium')).toBe('kuaishou');
    expect((sent?.get('file') as File | null)?.name).toBe('备注.xlsx');
  });

  it('lists the bad rows when the server refuses the sheet', async () => {
    answer = {
      code: 40012,
      data: null,
      message: ['第 3 行：广告主ID 123 未授权到本平台', '第 5 行：备注 501 个字符，最多 500 个'],
      message_cn: '备注表格有 2 行有误，未做任何修改',
    };
    renderDialog();
    await chooseAndImport('bad.csv');
    expect(await screen.findByText('导入失败，未做任何修改')).toBeTruthy();
    expect(screen.getByText('第 3 行：广告主ID 123 未授权到本平台')).toBeTruthy();
    expect(screen.getByText('第 5 行：备注 501 个字符，最多 500 个')).toBeTruthy();
  });
});
