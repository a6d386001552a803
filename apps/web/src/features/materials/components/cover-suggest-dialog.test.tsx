import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  pageInfo,
  type CoverSuggestData,
  type MaterialFile,
  type MaterialPushRecord,
} from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { CoverSuggestDialog } from './cover-suggest-dialog';

/** antd renders slowly in jsdom on a busy machine; the dialog asks again every 2 s. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIDEO = {
  fid: 8,
  name: '封面视频.mp4',
  type: 'video',
  width: 720,
  height: 1280,
} as MaterialFile;

const record = (id: number, patch: Partial<MaterialPushRecord>): MaterialPushRecord => ({
  id,
  file_id: VIDEO.fid,
  platform: 'bytedance',
  advertiser_id: '1700000000000001',
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
  created_at: '',
  updated_at: '',
  pushed_at: '',
  ...patch,
});

const COVERS = [1, 2, 3].map((n) => ({
  id: `web.business.image/c${n}`,
  url: `http://cdn.test/cover/${n}.jpeg`,
  width: 720,
  height: 1280,
}));

function renderDialog(records: MaterialPushRecord[]) {
  let asked = 0;
  const calls = stubApi({
    'GET /material/file/pushlog': () => ({
      list: records,
      page_info: pageInfo(1, 200, records.length),
    }),
    'GET /material/suggestcover': (): CoverSuggestData => {
      asked += 1;
      if (asked === 1) return { status: 'running', list: [], chosen: null };
      return { status: 'succeeded', list: COVERS, chosen: null };
    },
    'POST /material/suggestcover': (call): CoverSuggestData => {
      const url = (call.body as { url: string }).url;
      return { status: 'succeeded', list: COVERS, chosen: { id: null, url } };
    },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <CoverSuggestDialog file={VIDEO} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('CoverSuggestDialog', { timeout: 30_000 }, () => {
  it('waits while Ocean Engine makes the covers, then shows them as images', async () => {
    const calls = renderDialog([
      record(1, {}),
      record(2, { platform: 'kuaishou', advertiser_id: '40001', advertiser_name: '快手-01' }),
    ]);
    expect(await screen.findByText('巨量引擎正在生成封面，请稍候…', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('磁力引擎没有封面推荐接口，该媒体账户不提供推荐')).toBeTruthy();
    const covers = await screen.findAllByAltText(/^推荐封面 \d$/, {}, SLOW);
    expect(covers.map((img) => img.getAttribute('src'))).toEqual([
      'http://cdn.test/cover/1.jpeg',
      'http://cdn.test/cover/2.jpeg',
      'http://cdn.test/cover/3.jpeg',
    ]);
    const asked = calls.filter((c) => c.path === '/material/suggestcover');
    expect(asked.length).toBe(2);
    expect(asked[0]?.query.get('file_id')).toBe('8');
    expect(asked[0]?.query.get('advertiser_id')).toBe('1700000000000001');
  });

  it('keeps the cover the user picks and marks it as chosen', async () => {
    const calls = renderDialog([record(1, {})]);
    const second = await screen.findByRole('group', { name: '推荐封面 2' }, SLOW);
    fireEvent.click(within(second).getByRole('button', { name: /选\s*用/ }));
    expect(await within(second).findByText('已选用', {}, SLOW)).toBeTruthy();
    const chose = calls.filter((c) => c.method === 'POST' && c.path === '/material/suggestcover');
    expect(chose.map((c) => c.body)).toEqual([
      { file_id: 8, advertiser_id: '1700000000000001', url: 'http://cdn.test/cover/2.jpeg' },
    ]);
    expect(screen.getAllByText('已选用')).toHaveLength(1);
  });

  it('says the video must be pushed first when no account can suggest covers', async () => {
    const calls = renderDialog([record(3, { platform: 'kuaishou', advertiser_id: '40001' })]);
    expect(
      await screen.findByText(
        '该视频还没有成功推送到巨量引擎或腾讯广告账户，推送后才能获取封面推荐',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('suggestcover'))).toEqual([]);
  });
});
