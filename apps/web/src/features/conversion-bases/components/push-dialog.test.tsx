import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BaseItem, BasePushRow } from '@toufang/contracts';
import { BASE_PUSH_DEFINITIONS } from '@toufang/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { PushDialog } from './push-dialog';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE: BaseItem & { medium: 'bytedance' } = {
  id: 7,
  medium: 'bytedance',
  kind: 'app',
  name: '三国志-安卓-巨量引擎',
  gad_cfg_game_id: 1,
  game_name: '三国志战略版',
  platform: 'APP_ANDROID',
  app_id: 3,
  app_name: '三国志战略版',
  package_name: 'com.example.sanguo',
  mini_program_type: null,
  mini_program_id: null,
  start_path: null,
  download_url: 'https://cdn.example.com/sanguo.apk',
  click_url: 'https://track.example.com/click',
  impression_url: null,
  created_by: '管理员',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

const A = { advertiser_id: '1700000000000001', advertiser_name: '三国志-01', alias: null };
const B = { advertiser_id: '1700000000000002', advertiser_name: '三国志-02', alias: null };

const row = (account: typeof A, patch: Partial<BasePushRow>): BasePushRow => ({
  advertiser_id: account.advertiser_id,
  advertiser_name: account.advertiser_name,
  status: 'succeeded',
  asset_id: null,
  track_url_group_id: null,
  events: [],
  error_message: null,
  task_id: 11,
  pushed_by: '管理员',
  pushed_at: null,
  updated_at: '2026-11-20T02:00:00.000Z',
  ...patch,
});

function renderDialog() {
  let reads = 0;
  const calls = stubApi({
    'GET /advertiser/picker': () => ({
      advertiser_ids: [A, B],
      latest_using: [],
      page_info: { current_page: 1, res_cnt: 2, total_page: 1 },
    }),
    'POST /convert/push': (call) => ({
      task_id: 11,
      item_count: (call.body as { advertiser_ids: string[] }).advertiser_ids.length,
    }),
    'GET /convert/read': () => {
      reads += 1;
      const list =
        reads === 1
          ? [row(A, { status: 'pushing' }), row(B, { status: 'pushing' })]
          : [
              row(A, {
                asset_id: '1780000000000001',
                track_url_group_id: '1800000000000001',
                events: [
                  { event_id: '8', event_type: 'active', name: '激活' },
                  { event_id: '9', event_type: 'active_register', name: '注册' },
                ],
                pushed_at: '2026-11-20T02:01:00.000Z',
              }),
              row(B, { status: 'failed', error_message: '资产名称已存在：三国志-安卓-巨量引擎' }),
            ];
      return { base_id: 7, list };
    },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <PushDialog
          base={BASE}
          definition={BASE_PUSH_DEFINITIONS.bytedance}
          platform="巨量引擎"
          onClose={vi.fn()}
        />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

const pushButton = () => screen.getByRole('button', { name: /^推\s*送$/ });

describe('PushDialog (conversion base)', { timeout: 30_000 }, () => {
  it('says what a push makes and sends nothing before an account is chosen', async () => {
    const calls = renderDialog();
    expect(
      await screen.findByText(/在每个账户中创建事件资产、监测链接组、转化事件/, {}, SLOW),
    ).toBeTruthy();
    expect(pushButton()).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('pushes to the chosen accounts, follows them to their end and pushes the failed one again', async () => {
    const calls = renderDialog();
    const picker = await screen.findByRole('combobox', { name: '巨量引擎账户' }, SLOW);
    fireEvent.mouseDown(picker);
    fireEvent.click((await screen.findAllByTitle('三国志-01（1700000000000001）', {}, SLOW))[0]!);
    fireEvent.click((await screen.findAllByTitle('三国志-02（1700000000000002）', {}, SLOW))[0]!);
    fireEvent.click(pushButton());

    expect(await screen.findByText('成功 1 · 失败 1 · 共 2', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1780000000000001')).toBeTruthy();
    expect(screen.getByText('激活、注册')).toBeTruthy();
    expect(screen.getByText('资产名称已存在：三国志-安卓-巨量引擎')).toBeTruthy();
    const first = calls.find((c) => c.method === 'POST' && c.path === '/convert/push');
    expect(first?.body).toEqual({
      base_id: 7,
      advertiser_ids: [A.advertiser_id, B.advertiser_id],
    });

    fireEvent.click(screen.getByRole('button', { name: '重试失败账户（1）' }));
    expect(await screen.findByText('已开始推送到 1 个账户', {}, SLOW)).toBeTruthy();
    const pushes = calls.filter((c) => c.method === 'POST' && c.path === '/convert/push');
    expect(pushes[1]?.body).toEqual({ base_id: 7, advertiser_ids: [B.advertiser_id] });
  });
});
