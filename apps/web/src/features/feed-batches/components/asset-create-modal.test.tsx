import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PickerAccount } from '@toufang/contracts';
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

const account = (id: string, name: string): PickerAccount => ({
  advertiser_id: id,
  advertiser_name: name,
  alias: null,
});
const pickerPage = (list: PickerAccount[]) => ({
  advertiser_ids: list,
  latest_using: [],
  page_info: { current_page: 1, res_cnt: list.length, total_page: 1 },
});
const ACCOUNTS = [
  account('1700000000000001', '三国志-01'),
  account('1700000000000002', '三国志-02'),
];

function renderModal(routes: Record<string, (call: ApiCall) => unknown> = {}) {
  const calls = stubApi({
    'GET /advertiser/picker': () => pickerPage(ACCOUNTS),
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

/** Opens the shared account picker of the dialog. */
const openPicker = () => fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择账户' }));
/** antd renders visible items beside the accessible listbox options. */
const option = async (label: string) =>
  (await screen.findAllByTitle(label, {}, SLOW)).at(-1) as HTMLElement;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('AssetCreateModal', { timeout: 30_000 }, () => {
  it('creates an app asset batch over every account 全选本页 picks', async () => {
    const { calls, onClose, onCreated } = renderModal();
    fireEvent.click(screen.getByLabelText('iOS'));
    type('资产名称', ' 三国志 iOS ');
    type('应用包名', 'com.example.sgz');
    type('下载链接', 'https://apps.apple.com/cn/app/id1234567890');
    openPicker();
    await option('三国志-02（1700000000000002）');
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    expect(await screen.findByText('2', { selector: 'strong' }, SLOW)).toBeTruthy();
    // The batch screens ask for the accounts one may deliver to (spec 002 §7 from_delivery).
    const picker = calls.find((c) => c.path === '/advertiser/picker');
    expect(picker?.query.get('from_delivery')).toBe('1');

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
    // The Android fields show once the form has its initial values.
    await screen.findByLabelText('应用ID', {}, SLOW);
    type('下载链接', 'ftp://example.com/a.apk');
    fireEvent.click(screen.getByRole('button', { name: '创建任务' }));
    expect(await screen.findByText('请输入资产名称', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('请至少选择一个账户')).toBeTruthy();
    expect(screen.getByText('下载链接须为 http 或 https 开头的完整网址')).toBeTruthy();
    expect(await screen.findByText('Android 应用须填写应用ID', {}, SLOW)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('creates a mini-game asset batch by instance id', async () => {
    const { calls, onCreated } = renderModal();
    fireEvent.click(screen.getByRole('tab', { name: '小程序资产' }));
    type('小程序AppID', 'tt7d2a0b97e21cb1a001');
    type('资产名称', '三国志小游戏');
    type('小程序资产ID', '1831263424525322');
    openPicker();
    fireEvent.click(await option('三国志-01（1700000000000001）'));
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
    renderModal({ 'GET /advertiser/picker': () => pickerPage([]) });
    openPicker();
    expect(await screen.findByText('暂无已授权的巨量引擎账户', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全选本页' })).toBeNull();
  });
});
