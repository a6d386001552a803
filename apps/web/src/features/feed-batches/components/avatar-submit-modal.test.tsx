import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo, type AvatarUserRow } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../test-api';
import { AvatarSubmitModal } from './avatar-submit-modal';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNTS: AvatarUserRow[] = [
  {
    advertiser_id: '1700000000000001',
    name: '三国志-01',
    alias: '主账户',
    company: null,
    avatar: {
      status: 'denied',
      reason: '头像与账户主体或品牌信息不符',
      image_in_use: null,
      image_in_review: null,
    },
    avatar_error: null,
  },
  {
    advertiser_id: '1700000000000002',
    name: '三国志-02',
    alias: null,
    company: null,
    avatar: null,
    avatar_error: '账户授权已失效，请重新授权',
  },
];

function renderModal() {
  const calls = stubApi({
    'GET /advertiser/picker': () => ({
      advertiser_ids: ACCOUNTS.map(({ advertiser_id, name, alias }) => ({
        advertiser_id,
        advertiser_name: name,
        alias,
      })),
      latest_using: [],
      page_info: { current_page: 1, res_cnt: ACCOUNTS.length, total_page: 1 },
    }),
    'GET /bytedance/avatar/users': (call) => {
      const list = ACCOUNTS.filter((a) => a.advertiser_id === call.query.get('keyword'));
      return { list, page_info: pageInfo(1, 1, list.length) };
    },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <AvatarSubmitModal open onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('AvatarSubmitModal', { timeout: 30_000 }, () => {
  it('shows the chosen accounts with their current avatar read from the medium', async () => {
    const calls = renderModal();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择账户' }));
    expect(await screen.findAllByTitle('主账户（1700000000000001）', {}, SLOW)).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    expect(await screen.findByText('审核被拒', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('读取失败', {}, SLOW)).toBeTruthy();
    const reads = calls.filter((c) => c.path === '/bytedance/avatar/users');
    expect(reads.map((c) => c.query.get('with_avatar'))).toEqual(['1', '1']);
  });

  it('asks for an image and accounts before sending anything', async () => {
    const calls = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: '提交任务' }, SLOW));
    expect(await screen.findByText('请选择头像图片', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('请至少选择一个账户')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a file of another format at once', async () => {
    renderModal();
    await screen.findByRole('button', { name: '提交任务' }, SLOW);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const gif = new File(['GIF89a'], 'moving.gif', { type: 'image/gif' });
    fireEvent.change(input ?? document.body, { target: { files: [gif] } });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveProperty(
      'textContent',
      '头像图片仅支持 jpg、jpeg、png、bmp 格式',
    );
  });
});
