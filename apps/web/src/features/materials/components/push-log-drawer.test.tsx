import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  pageInfo,
  type MaterialFile,
  type MaterialPushRecord,
  type TaskItemRow,
  type TaskRow,
} from '@toufang/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { PushLogDrawer } from './push-log-drawer';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILE: MaterialFile = {
  fid: 5,
  dir_id: 0,
  name: '主推视频.mp4',
  type: 'video',
  format: 'mp4',
  md5: '5'.padStart(32, '0'),
  size: 4096,
  width: 720,
  height: 1280,
  duration: 15,
  rotation: null,
  codec: null,
  is_public: 1,
  gad_cfg_game_id: null,
  media: ['bytedance', 'kuaishou', 'tencent'],
  designer: { id: 1, nick_name: '设计师' },
  uploader: { id: 1, nick_name: '设计师' },
  tags: [],
  is_new: 1,
  sort: 0,
  review_status: 'approved',
  reject_reason: null,
  reject_image_url: null,
  reviewer: null,
  reviewed_by: null,
  reviewed_at: null,
  push_refusal: null,
  created_at: '2026-11-20T02:00:00.000Z',
  deleted_at: null,
  purge_at: null,
  url: '',
  thumb_url: null,
};

const SOURCE = '1700000000000001';
const TARGET = { advertiser_id: '1700000000000002', advertiser_name: '三国志-02', alias: null };

const record = (id: number, patch: Partial<MaterialPushRecord>): MaterialPushRecord => ({
  id,
  file_id: FILE.fid,
  platform: 'bytedance',
  advertiser_id: SOURCE,
  advertiser_name: '三国志-01',
  status: 'succeeded',
  media_file_id: 'v0abc',
  media_material_id: '7001',
  media_ready: true,
  reused: false,
  error_code: null,
  error_message: null,
  attempts: 1,
  task_id: 1,
  pushed_by_name: '运营',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  pushed_at: '2026-11-20T02:00:00.000Z',
  ...patch,
});

const item: TaskItemRow = {
  id: 1,
  seq: 1,
  group_key: 'g',
  status: 'succeeded',
  attempts: 1,
  error_code: null,
  error_message: null,
  request: { fileId: FILE.fid, name: FILE.name, kind: 'video', md5: FILE.md5 },
  result: { media_file_id: 'v0abc', media_material_id: '7001', reused: false, ready: true },
  medium: 'bytedance',
  advertiser_id: TARGET.advertiser_id,
  object_type: 'video_file',
  object_id: 'v0abc',
  created_at: '',
  started_at: null,
  finished_at: null,
};

function renderDrawer() {
  const calls = stubApi({
    'GET /material/file/pushlog': () => {
      const list = [
        record(1, {}),
        record(2, { platform: 'tencent', advertiser_id: '30001', advertiser_name: '腾讯-01' }),
        record(3, { platform: 'kuaishou', advertiser_id: '40001', advertiser_name: '快手-01' }),
      ];
      return { list, page_info: pageInfo(1, 20, list.length) };
    },
    'GET /advertiser/picker': () => ({
      advertiser_ids: [TARGET],
      latest_using: [],
      page_info: { current_page: 1, res_cnt: 1, total_page: 1 },
    }),
    'POST /material/bind': () => ({ task_id: 12, item_count: 1 }),
    'GET /tasks/12': (): Partial<TaskRow> => ({
      id: 12,
      status: 'succeeded',
      progress: {
        total: 1,
        done: 1,
        counts: { pending: 0, running: 0, succeeded: 1, failed: 0, cancelled: 0, unknown: 0 },
        percent: 100,
        eta_seconds: null,
      },
    }),
    'GET /tasks/12/items': () => ({ list: [item], page_info: pageInfo(1, 1000, 1) }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <PushLogDrawer file={FILE} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('PushLogDrawer copy to other accounts', { timeout: 30_000 }, () => {
  it('offers each medium’s own action and disables Tencent’s, naming the medium', async () => {
    renderDrawer();
    const kuaishou = await screen.findByRole('button', { name: '复制到其他账户 40001' }, SLOW);
    expect(kuaishou.textContent?.replace(/\s/g, '')).toBe('共享视频到其他账户');
    expect(kuaishou).toHaveProperty('disabled', false);
    const tencent = await screen.findByRole('button', { name: '复制到其他账户 30001' }, SLOW);
    expect(tencent).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(tencent.parentElement as HTMLElement);
    expect(
      await screen.findByText(
        '腾讯广告没有在账户间共享素材的接口，请把素材直接推送到目标账户',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('binds an Ocean Engine file to a chosen account and shows the result', async () => {
    const calls = renderDrawer();
    fireEvent.click(await screen.findByRole('button', { name: `复制到其他账户 ${SOURCE}` }, SLOW));
    expect(await screen.findByText('推送到同主体账户 · 巨量引擎', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/目标账户须与源账户属于同一主体/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '目标账户' }));
    fireEvent.click((await screen.findAllByTitle('三国志-02（1700000000000002）', {}, SLOW))[0]!);
    expect(await screen.findByText('已选 1 个账户（最多 50 个）', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('成功 1 · 共 1', {}, SLOW)).toBeTruthy();
    const bind = calls.find((c) => c.method === 'POST' && c.path === '/material/bind');
    expect(bind?.body).toEqual({
      platform: 'bytedance',
      advertiser_id: SOURCE,
      file_id: [FILE.fid],
      target_advertiser_ids: [TARGET.advertiser_id],
    });
  });
});
