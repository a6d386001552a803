import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DESIGNER_LIST_PATH,
  pageInfo,
  type MaterialFile,
  type MaterialReviewTasksData,
} from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../../../api/feedback';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { MaterialReviewPage } from './material-review-page';

vi.setConfig({ testTimeout: 60_000 });

const FILE: MaterialFile = {
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
  is_public: 0,
  gad_cfg_game_id: 1001,
  media: ['bytedance'],
  designer: { id: 3, nick_name: '素材设计师' },
  uploader: { id: 3, nick_name: '素材设计师' },
  tags: ['春节'],
  is_new: 1,
  sort: 0,
  review_status: 'pending',
  reject_reason: null,
  reject_image_url: null,
  reviewer: { id: 4, nick_name: '素材审核员' },
  reviewed_by: null,
  reviewed_at: null,
  push_refusal: '素材待审核，审核通过后才能推送',
  created_at: '2026-03-10T04:00:00.000Z',
  deleted_at: null,
  purge_at: null,
  url: '/api/material/file/object/x?type=png',
  thumb_url: '/api/material/file/object/y?type=thumb',
};

interface Call {
  path: string;
  search: URLSearchParams;
  body: unknown;
}

let calls: Call[];
let queue: MaterialFile[];

function stubApi() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path: url.pathname, search: url.searchParams, body });
      const answer = (data: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 0, data, message: 'success' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      if (url.pathname === '/api/material/file/review/tasks') {
        const status = url.searchParams.get('review_status');
        const list = queue.filter((f) => !status || f.review_status === status);
        const count = (s: string) => queue.filter((f) => f.review_status === s).length;
        const data: MaterialReviewTasksData = {
          list,
          page_info: pageInfo(1, 20, list.length),
          counts: {
            pending: count('pending'),
            approved: count('approved'),
            rejected: count('rejected'),
          },
          mine_pending: count('pending'),
        };
        return answer(data);
      }
      if (url.pathname === '/api/material/file/review') {
        const decision = body as {
          file_ids: number[];
          review_status: 'approved' | 'rejected';
          reject_reason?: string;
        };
        queue = queue.map((f) =>
          decision.file_ids.includes(f.fid)
            ? {
                ...f,
                review_status: decision.review_status,
                reject_reason: decision.reject_reason ?? null,
              }
            : f,
        );
        return answer({ reviewed: decision.file_ids.length });
      }
      if (url.pathname === DESIGNER_LIST_PATH) {
        return answer({ designers: [{ id: 3, nick_name: '素材设计师' }] });
      }
      if (url.pathname === '/api/config/options') {
        return answer({
          games: [{ id: 1, gad_cfg_game_id: 1001, game_name: '三国' }],
          departments: [],
        });
      }
      return answer(null);
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
  queue = [FILE, { ...FILE, fid: 8, name: '夏日海报.png' }];
  stubApi();
});
afterEach(() => {
  cleanup();
  setFeedback(undefined);
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <MaterialReviewPage />
      </App>
    </QueryClientProvider>,
  );
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('素材审核 page (spec 002 §2 /creative/materialAudit)', () => {
  it('lists the pending queue with counts per status, the game and the reviewer', async () => {
    renderPage();
    expect(await screen.findByText('春节主图.png')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待审核（2）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已驳回（0）' })).toBeTruthy();
    expect(await within(row('春节主图.png')).findByText(/三国/)).toBeTruthy();
    expect(within(row('春节主图.png')).getByText('素材审核员')).toBeTruthy();
    const first = calls.find((c) => c.path.endsWith('/review/tasks'));
    expect(first?.search.get('review_status')).toBe('pending');
  });

  it('shows the empty state of a status without files', async () => {
    renderPage();
    await screen.findByText('春节主图.png');
    fireEvent.click(screen.getByRole('tab', { name: '已通过（0）' }));
    expect(await screen.findByText('没有已通过的素材')).toBeTruthy();
  });

  it('refuses a rejection without a reason, then rejects with one', async () => {
    renderPage();
    await screen.findByText('春节主图.png');
    fireEvent.click(within(row('春节主图.png')).getByRole('button', { name: /^驳\s*回$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^驳\s*回$/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/material/file/review')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '字幕有错字' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^驳\s*回$/ }));
    expect(await screen.findByText('已驳回 1 个素材')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/material/file/review')?.body).toEqual({
      file_ids: [7],
      review_status: 'rejected',
      reject_reason: '字幕有错字',
    });
    await waitFor(() => expect(screen.queryByText('春节主图.png')).toBeNull());
    expect(screen.getByRole('tab', { name: '已驳回（1）' })).toBeTruthy();
  });

  it('approves the selected files at once after a confirmation', async () => {
    renderPage();
    await screen.findByText('春节主图.png');
    fireEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: '批量通过' }));
    const tip = await screen.findByRole('tooltip');
    fireEvent.click(within(tip).getByRole('button', { name: /^通\s*过$/ }));
    expect(await screen.findByText('已通过 2 个素材')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/material/file/review')?.body).toEqual({
      file_ids: [7, 8],
      review_status: 'approved',
    });
  });
});
