import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { ACCOUNTS, Harness, choose, picked } from './account-asset-harness';

// Searching and paging an account's objects in the Tencent pickers: a read that takes `keyword`
// is searched on the medium; the others filter what is loaded, and 加载更多 reads the next page.

componentEnv();

const ONE = ACCOUNTS.slice(0, 1);
const pageInfo = (page: number, total: number) => ({
  page,
  per_page: 100,
  total_number: total,
  total_page: Math.ceil(total / 100),
});
const type = (label: string, text: string) => {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: text } });
};
const options = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('AccountAssetPicker search and paging', () => {
  it('searches pages by name on the medium and keeps the earlier pick’s name', async () => {
    const calls = stubApi({
      'GET /api/tencent/page/list': ({ url }) => {
        const all = [
          { page_id: 11, page_name: '春节活动页' },
          { page_id: 12, page_name: '日常落地页' },
        ];
        const kw = url.searchParams.get('keyword') ?? '';
        const list = all.filter((p) => p.page_name.includes(kw));
        return { list, page_info: pageInfo(1, list.length) };
      },
    });
    render(
      <Harness
        kind="page"
        accounts={ONE}
        initial={{ '301': { page_id: 99, page_name: '旧活动页' } }}
      />,
    );
    // A pick beyond the loaded objects still shows its name.
    expect(await screen.findByText('旧活动页（99）')).toBeTruthy();
    type('传奇一号（301） 落地页', '春节');
    await waitFor(() => expect(options()).toEqual(['春节活动页（11）']), { timeout: 3000 });
    expect(calls.at(-1)?.url.searchParams.get('keyword')).toBe('春节');
    await choose('传奇一号（301） 落地页', '春节活动页（11）');
    expect(picked()['301']).toMatchObject({ page_id: 11, page_name: '春节活动页' });
    type('传奇一号（301） 落地页', '没有');
    await waitFor(() => expect(screen.getByText('没有名称包含「没有」的官方落地页')).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it('loads brand images a page at a time and searches those loaded', async () => {
    const brands = Array.from({ length: 150 }, (_, i) => ({
      image_id: `img${i + 1}`,
      name: `品牌${i + 1}`,
    }));
    const calls = stubApi({
      'GET /api/tencent/brand/list': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return {
          list: brands.slice((page - 1) * 100, page * 100),
          page_info: pageInfo(page, brands.length),
        };
      },
    });
    render(<Harness kind="brand" accounts={ONE} />);
    type('传奇一号（301） 品牌形象', '品牌120');
    const hint = '已加载的品牌形象中没有「品牌120」，可加载更多';
    await waitFor(() => expect(screen.getByText(hint)).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText('已加载 100 / 共 150 个')).toBeTruthy();
    // The medium cannot search brand images by name: no keyword is sent.
    expect(calls.every((c) => !c.url.searchParams.has('keyword'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(options()).toEqual(['品牌120（img120）']));
    expect(screen.getByText('已加载 150 / 共 150 个')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    fireEvent.click(screen.getByText('品牌120（img120）'));
    expect(picked()['301']).toEqual({ brand_image_id: 'img120', brand_name: '品牌120' });
  });

  it('keeps audiences chosen earlier when more are chosen from a later page', async () => {
    const audiences = Array.from({ length: 120 }, (_, i) => ({
      audience_id: i + 1,
      name: `人群${i + 1}`,
      status: 'SUCCESS',
      user_count: 1000,
    }));
    stubApi({
      'GET /api/tencent/custom_audience/list': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return {
          list: audiences.slice((page - 1) * 100, page * 100),
          page_info: pageInfo(page, audiences.length),
        };
      },
    });
    render(
      <Harness
        kind="audiences"
        accounts={ONE}
        initial={{ '301': { custom_audience: [7], audience_names: { '7': '人群7' } } }}
      />,
    );
    type('传奇一号（301） 定向人群', '人群110');
    await waitFor(() => expect(screen.getByRole('button', { name: '加载更多' })).toBeTruthy(), {
      timeout: 3000,
    });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(options()).toEqual(['人群110（1,000 人）']));
    fireEvent.click(screen.getByText('人群110（1,000 人）'));
    expect(picked()['301']).toMatchObject({
      custom_audience: [7, 110],
      audience_names: { '7': '人群7', '110': '人群110' },
    });
  });
});
