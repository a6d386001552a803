import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pageInfo, type MaterialFile, type TaskItemRow, type TaskRow } from '@toufang/contracts';
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

const file = (fid: number, patch: Partial<MaterialFile> = {}): MaterialFile => ({
  fid,
  dir_id: 0,
  name: `素材${fid}.png`,
  type: 'image',
  format: 'png',
  md5: `${fid}`.padStart(32, '0'),
  size: 1024,
  width: 640,
  height: 360,
  duration: null,
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
  ...patch,
});

const ACCOUNT = { advertiser_id: '1700000000000001', advertiser_name: '三国志-01', alias: null };

const progress = (succeeded: number, failed: number) => ({
  total: succeeded + failed,
  done: succeeded + failed,
  counts: { pending: 0, running: 0, succeeded, failed, cancelled: 0, unknown: 0 },
  percent: 100,
  eta_seconds: null,
});

const item = (id: number, fid: number, patch: Partial<TaskItemRow>): TaskItemRow => ({
  id,
  seq: id,
  group_key: 'g',
  status: 'succeeded',
  attempts: 1,
  error_code: null,
  error_message: null,
  request: { fileId: fid, name: `素材${fid}.png`, kind: 'image', md5: '', kuaishouType: 0 },
  result: null,
  medium: 'bytedance',
  advertiser_id: ACCOUNT.advertiser_id,
  object_type: 'image_file',
  object_id: null,
  created_at: '',
  started_at: null,
  finished_at: null,
  ...patch,
});

function renderDialog(files: MaterialFile[]) {
  const calls = stubApi({
    'GET /advertiser/picker': () => ({
      advertiser_ids: [ACCOUNT],
      latest_using: [],
      page_info: { current_page: 1, res_cnt: 1, total_page: 1 },
    }),
    'POST /material/file/push': () => ({ task_id: 9, item_count: 2 }),
    'GET /tasks/9': (): Partial<TaskRow> => ({
      id: 9,
      status: 'partially_failed',
      progress: progress(1, 1),
    }),
    'GET /tasks/9/items': () => {
      const list = [
        item(1, 1, {
          result: {
            media_file_id: 'web.business.image/abc',
            media_material_id: '7',
            reused: true,
            ready: true,
          },
        }),
        item(2, 2, { status: 'failed', error_message: '媒体繁忙，上传未完成（系统繁忙）' }),
      ];
      return { list, page_info: pageInfo(1, 1000, list.length) };
    },
    'POST /tasks/9/retry': () => ({ retried: 1 }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <PushDialog files={files} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

const pushButton = () => screen.getByRole('button', { name: /^推\s*送$/ });

describe('PushDialog', { timeout: 30_000 }, () => {
  it('refuses files the review has not approved before sending anything', async () => {
    const calls = renderDialog([file(1), file(2, { review_status: 'pending' })]);
    expect(
      await screen.findByText('以下素材未通过审核，不能推送：素材2.png', {}, SLOW),
    ).toBeTruthy();
    expect(pushButton()).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers a medium that does not take a chosen file disabled, with the reason', async () => {
    renderDialog([file(1, { media: ['kuaishou', 'tencent'] })]);
    expect(
      await screen.findByText(
        '素材1.png 不符合巨量引擎的格式或大小要求，不能推送到该媒体',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '巨量引擎账户' })).toBeNull();
  });

  it('pushes to the chosen accounts, shows each result and retries the failed ones', async () => {
    const calls = renderDialog([file(1), file(2)]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '巨量引擎账户' }, SLOW));
    fireEvent.click((await screen.findAllByTitle('三国志-01（1700000000000001）', {}, SLOW))[0]!);
    expect(
      await screen.findByText('已选 1 个账户（最多 200 个），共 2 次推送', {}, SLOW),
    ).toBeTruthy();
    fireEvent.click(pushButton());

    expect(await screen.findByText('成功 1 · 失败 1 · 共 2', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('web.business.image/abc')).toBeTruthy();
    expect(screen.getByText('账户中已有')).toBeTruthy();
    expect(screen.getByText('媒体繁忙，上传未完成（系统繁忙）')).toBeTruthy();
    const push = calls.find((c) => c.method === 'POST' && c.path === '/material/file/push');
    expect(push?.body).toEqual({
      file_id: [1, 2],
      accounts: [{ platform: 'bytedance', advertiser_id: '1700000000000001' }],
      kuaishou_type: 0,
    });

    fireEvent.click(screen.getByRole('button', { name: '重试失败项（1）' }));
    expect(await screen.findByText('已重新推送 1 项', {}, SLOW)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/tasks/9/retry')).toHaveLength(1);
  });
});
