import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo, type AvatarUserRow } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver, type ApiCall } from '../test-api';
import { AssetCreateModal } from './asset-create-modal';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (id: string, name: string): AvatarUserRow => ({
  advertiser_id: id,
  name,
  alias: null,
  company: '示例游戏公司',
  avatar: null,
  avatar_error: null,
});
const ACCOUNTS = [
  account('1700000000000001', '三国志-01'),
  account('1700000000000002', '三国志-02'),
];

function renderModal(routes: Record<string, (call: ApiCall) => unknown> = {}) {
  const calls = stubApi({
    'GET /bytedance/avatar/users': () => ({ list: ACCOUNTS, page_info: pageInfo(1, 8, 2) }),
    'POST /bytedance/event/admin_create_assets': () => ({ batch_id: 9, item_count: 2 }),
    'POST /bytedance/event/admin_create_assets_mini_program': () => ({
      batch_id: 10,
      item_count: 1,
    }),
    ...routes,
  });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <AssetCreateModal open onClose={onClose} onCreated={onCreated} />
      </App>
    </QueryClientProvider>,
  );
  return { calls, onClose, onCreated };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('AssetCreateModal', { timeout: 30_000 }, () => {
  it('creates an app asset batch over every account 全选 finds', async () => {
    const { calls, onClose, onCreated } = renderModal();
    expect(await screen.findByText('三国志-02', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('iOS'));
    type('资产名称', ' 三国志 iOS ');
    type('应用包名', 'com.example.sgz');
    type('下载链接', 'https://apps.apple.com/cn/app/id1234567890');
    fireEvent.click(screen.getByRole('button', { name: /全选/ }));
    expect(await screen.findByText('2', { selector: 'strong' }, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.query.get('per_page') === '1000')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '创建任务' }));
    await vi.waitFor(
      () => expect(onCreated).toHaveBeenCalledWith({ batch_id: 9, item_count: 2 }),
      SLOW,
    );
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/bytedance/event/admin_create_assets',
        body: {
          advertiser_ids: ['1700000000000001', '1700000000000002'],
          app_type: 'ios',
          name: '三国志 iOS',
          package_name: 'com.example.sgz',
          download_url: 'https://apps.apple.com/cn/app/id1234567890',
        },
      }),
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('已创建资产任务，共 2 个账户', {}, SLOW)).toBeTruthy();
  });

  it('shows the problems on their fields and sends nothing', async () => {
    const { calls } = renderModal();
    await screen.findByText('三国志-01', {}, SLOW);
    type('下载链接', 'ftp://example.com/a.apk');
    fireEvent.click(screen.getByRole('button', { name: '创建任务' }));
    expect(await screen.findByText('请输入资产名称', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('请至少选择一个账户')).toBeTruthy();
    expect(screen.getByText('下载链接须为 http 或 https 开头的完整网址')).toBeTruthy();
    expect(screen.getByText('Android 应用须填写应用ID')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('creates a mini-game asset batch by instance id', async () => {
    const { calls, onCreated } = renderModal();
    fireEvent.click(screen.getByRole('tab', { name: '小程序资产' }));
    await screen.findByText('三国志-01', {}, SLOW);
    type('小程序AppID', 'tt7d2a0b97e21cb1a001');
    type('资产名称', '三国志小游戏');
    type('小程序资产ID', '1831263424525322');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /Select/i })[1] ?? document.body);
    fireEvent.click(screen.getByRole('button', { name: '创建任务' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled(), SLOW);
    expect(posts(calls)[0]).toMatchObject({
      path: '/bytedance/event/admin_create_assets_mini_program',
      body: {
        advertiser_ids: ['1700000000000001'],
        mini_program_type: 'byte_game',
        mini_program_id: 'tt7d2a0b97e21cb1a001',
        name: '三国志小游戏',
        instance_id: '1831263424525322',
      },
    });
  });

  it('says when the user has no authorized account to choose', async () => {
    renderModal({
      'GET /bytedance/avatar/users': () => ({ list: [], page_info: pageInfo(1, 8, 0) }),
    });
    expect(await screen.findByText('暂无已授权的巨量引擎账户', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /全选/ })).toHaveProperty('disabled', true);
  });
});
