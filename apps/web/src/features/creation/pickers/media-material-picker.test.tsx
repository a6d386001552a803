import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PickerAccount } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { MediaMaterialPicker, type MediaMaterialsValue } from './media-material-picker';

componentEnv();

const ACCOUNTS: PickerAccount[] = [
  { advertiser_id: '301', advertiser_name: '传奇一号', alias: null },
  { advertiser_id: '302', advertiser_name: '传奇二号', alias: null },
];

function Harness({ starTasks }: { starTasks?: Record<string, string | null> }) {
  const [value, setValue] = useState<MediaMaterialsValue>({});
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <MediaMaterialPicker
        accounts={ACCOUNTS}
        starTasks={starTasks}
        value={value}
        onChange={setValue}
      />
      <output aria-label="选中">{JSON.stringify(value)}</output>
    </QueryClientProvider>
  );
}
const picked = () =>
  JSON.parse(screen.getByLabelText('选中').textContent ?? '{}') as MediaMaterialsValue;

const page = (list: unknown[]) => ({
  list,
  page_info: { page: 1, per_page: 100, total_number: list.length, total_page: 1 },
});

async function chooseAweme(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '抖音号' }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

describe('MediaMaterialPicker (媒体素材 per account)', () => {
  it('picks an account’s 抖音主页视频 and 星图 videos into that account only', async () => {
    const calls = stubApi({
      'GET /api/bytedance/aweme/accounts': () => page([{ aweme_id: '71', aweme_name: '官方号' }]),
      'GET /api/bytedance/aweme/videos': ({ url }) => ({
        list:
          url.searchParams.get('cursor') === '0'
            ? [
                {
                  item_id: '7000000000000000001',
                  video_id: 'v01',
                  title: '抖音视频1',
                  cover_url: '',
                  duration: 12,
                  width: 720,
                  height: 1280,
                },
              ]
            : [
                {
                  item_id: '7000000000000000002',
                  video_id: 'v02',
                  title: '抖音视频2',
                  cover_url: '',
                  duration: 8,
                  width: 1280,
                  height: 720,
                },
              ],
        cursor: url.searchParams.get('cursor') === '0' ? 1 : 2,
        has_more: url.searchParams.get('cursor') === '0',
      }),
      'GET /api/bytedance/v3/starmaterial/videos': () =>
        page([{ video_id: 'vs1', filename: '星图视频A.mp4', width: 720, height: 1280 }]),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '选择 传奇一号（301） 的媒体素材' }));
    const dialog = await screen.findByRole('dialog');
    await chooseAweme('官方号（71）');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '抖音视频1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /加载更多/ }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '抖音视频2' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: '星图视频' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '星图视频A.mp4' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /完\s*成/ }));

    const value = picked();
    expect(Object.keys(value)).toEqual(['301']);
    expect(value['301']?.map((v) => [v.source, v.item_id, v.video_id])).toEqual([
      ['AWEME', '7000000000000000001', 'v01'],
      ['AWEME', '7000000000000000002', 'v02'],
      ['STAR', null, 'vs1'],
    ]);
    expect(calls.every((c) => c.url.searchParams.get('advertiser_id') === '301')).toBe(true);
    // The row shows the account's choices, each removable.
    expect(screen.getByText('抖音主页视频：抖音视频1')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('移除 抖音视频1'));
    await waitFor(() => expect(picked()['301']).toHaveLength(2));
  });

  it('says when the account has no 抖音号 and when a read fails', async () => {
    stubApi({
      'GET /api/bytedance/aweme/accounts': () => page([]),
      // No route for the 星图 read: the server's refusal.
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '选择 传奇二号（302） 的媒体素材' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '抖音号' }));
    expect(await screen.findByText('该账户暂无授权的抖音号')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: '星图视频' }));
    expect(await within(dialog).findByText(/读取星图视频失败/)).toBeTruthy();
  });

  it('picks an account’s 图集 by its id', async () => {
    stubApi({
      'GET /api/bytedance/aweme/accounts': () => page([]),
      'GET /api/bytedance/v3/carousel/templates': () =>
        page([
          { id: 5500000001, file_name: '图集1', images: [{ url: '', width: 720, height: 1280 }] },
        ]),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '选择 传奇二号（302） 的媒体素材' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: '图集' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '图集1（1 张）' }));
    expect(picked()['302']?.map((v) => [v.source, v.carousel_id])).toEqual([
      ['CAROUSEL', '5500000001'],
    ]);
  });

  it('picks a 达人 video of the account’s 星广联投 task, and says when it has none', async () => {
    const calls = stubApi({
      'GET /api/bytedance/aweme/accounts': () => page([]),
      'GET /api/bytedance/v3/stardelivery/authors': () =>
        page([{ aweme_id: '740003010000', aweme_name: '达人1', valid_item_count: 1 }]),
      'GET /api/bytedance/v3/stardelivery/videos': () => ({
        list: [
          {
            item_id: 7400030100000,
            video_id: 'v0star7400030100000',
            video_title: '达人1的作品1',
            video_cover_url: '',
            duration: 20,
            aweme_id: '740003010000',
          },
        ],
        cursor: 1,
        has_more: false,
      }),
    });
    render(<Harness starTasks={{ '301': '7400030100', '302': null }} />);
    fireEvent.click(screen.getByRole('button', { name: '选择 传奇一号（301） 的媒体素材' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: '星广任务视频' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '达人1的作品1' }));
    expect(picked()['301']?.map((v) => [v.source, v.item_id, v.video_id, v.star_task_id])).toEqual([
      ['STAR_TASK', '7400030100000', 'v0star7400030100000', '7400030100'],
    ]);
    const videoReads = calls.filter((c) => c.url.pathname.endsWith('/stardelivery/videos'));
    expect(videoReads[0]?.url.searchParams.get('star_task_id')).toBe('7400030100');
    fireEvent.click(within(dialog).getByRole('button', { name: /完\s*成/ }));

    fireEvent.click(screen.getByRole('button', { name: '选择 传奇二号（302） 的媒体素材' }));
    const other = await screen.findByRole('dialog');
    fireEvent.click(within(other).getByRole('tab', { name: '星广任务视频' }));
    expect(await within(other).findByText(/该账户未选择星广联投任务/)).toBeTruthy();
  });
});
