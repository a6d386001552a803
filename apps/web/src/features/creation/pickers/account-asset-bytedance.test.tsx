import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { ACCOUNTS, Harness, choose, picked } from './account-asset-harness';

componentEnv();

const paged = (list: object[]) => ({
  list,
  page_info: { page: 1, per_page: 100, total_number: list.length, total_page: 1 },
});

describe('AccountAssetPicker (Ocean Engine v3 kinds)', () => {
  it('picks each account’s online 橙子建站 site and links its preview', async () => {
    const calls = stubApi({
      'GET /api/bytedance/site/list': ({ url }) => {
        const id = url.searchParams.get('advertiser_id') ?? '';
        return paged([{ site_id: `74${id}`, name: `落地页${id}`, status: 'SITE_ONLINE' }]);
      },
      'GET /api/bytedance/site/preview': ({ url }) => ({
        url: `https://preview.example/${url.searchParams.get('site_id')}`,
      }),
    });
    render(<Harness kind="site" />);
    await choose('传奇一号（301） 落地页', '落地页301（74301）');
    await choose('二号（302） 落地页', '落地页302（74302）');
    expect(picked()).toEqual({
      '301': { site_id: '74301', site_name: '落地页301' },
      '302': { site_id: '74302', site_name: '落地页302' },
    });
    const lists = calls.filter((c) => c.url.pathname.endsWith('/site/list'));
    expect(lists.map((c) => c.url.searchParams.get('status'))).toEqual([
      'SITE_ONLINE',
      'SITE_ONLINE',
    ]);
    await waitFor(() => expect(screen.getAllByRole('link', { name: '预览' })).toHaveLength(2));
    const hrefs = screen.getAllByRole('link', { name: '预览' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://preview.example/74301', 'https://preview.example/74302']);
  });

  it('keeps the kind of mini asset with the pick, and searches games on the medium', async () => {
    const calls = stubApi({
      'GET /api/bytedance/game/list': () =>
        paged([{ instance_id: '7600000000301', name: '小游戏1', app_id: 'tt01' }]),
    });
    render(<Harness kind="microGame" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 字节小游戏', '小游戏1（tt01）');
    expect(picked()['301']).toEqual({
      micro_app_instance_id: '7600000000301',
      micro_app_type: 'BYTE_GAME',
      micro_app_name: '小游戏1',
    });
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('100');
  });

  it('asks for approved 推广卡片 and offers the authorised 抖音号', async () => {
    const calls = stubApi({
      'GET /api/bytedance/component/list': () =>
        paged([{ component_id: '72001', component_name: '卡片1', status: 'PASS' }]),
      'GET /api/bytedance/aweme/accounts': () =>
        paged([{ aweme_id: '71001', aweme_name: '抖音号1', auth_status: 'AUTHORIZED' }]),
    });
    const { unmount } = render(<Harness kind="component" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 推广卡片', '卡片1（72001）');
    expect(picked()['301']).toEqual({ component_id: '72001', component_name: '卡片1' });
    expect(calls[0]?.url.searchParams.get('type')).toBe('PROMOTION_CARD');
    expect(calls[0]?.url.searchParams.get('status')).toBe('PASS');
    unmount();
    render(
      <Harness
        kind="aweme"
        accounts={ACCOUNTS.slice(0, 1)}
        initial={{ '301': { component_id: '72001', component_name: '卡片1' } }}
      />,
    );
    await choose('传奇一号（301） 抖音号', '抖音号1（71001）');
    // The other kinds' choices of the account stay.
    expect(picked()['301']).toMatchObject({
      component_id: '72001',
      aweme_id: '71001',
      aweme_name: '抖音号1',
    });
  });

  it('picks an approved 原生锚点 with its type, and disables one a promotion cannot link', async () => {
    const calls = stubApi({
      'GET /api/bytedance/anchors': () =>
        paged([
          { anchor_id: '69001', anchor_name: '游戏锚点', anchor_type: 'APP_GAME' },
          { anchor_id: '69002', anchor_name: '小游戏锚点', anchor_type: 'MICRO_GAME' },
        ]),
    });
    render(<Harness kind="anchor" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 原生锚点', '游戏锚点（69001）');
    expect(picked()['301']).toEqual({
      anchor_id: '69001',
      anchor_type: 'APP_GAME',
      anchor_name: '游戏锚点',
    });
    expect(calls[0]?.url.searchParams.get('status')).toBe('AUDIT_SUCCESS');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '传奇一号（301） 原生锚点' }));
    const other = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
        o.textContent?.startsWith('小游戏锚点（69002）'),
      );
      if (!found) throw new Error('no option 小游戏锚点');
      return found;
    });
    expect(other.textContent).toContain('该类型不能关联到广告');
    expect(other.className).toContain('ant-select-item-option-disabled');
  });

  it('picks an approved 试玩素材 and keeps its address for the promotion', async () => {
    const calls = stubApi({
      'GET /api/bytedance/playable/list': () =>
        paged([
          {
            playable_id: '73001',
            playable_name: '试玩1',
            playable_url: 'https://cdn.example/playable/73001/index.html',
            status: 'AUDIT_SUCCESS',
          },
        ]),
    });
    render(<Harness kind="playable" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 试玩素材', '试玩1（73001）');
    expect(picked()['301']).toEqual({
      playable_id: '73001',
      playable_url: 'https://cdn.example/playable/73001/index.html',
      playable_name: '试玩1',
    });
    expect(calls[0]?.url.searchParams.get('status')).toBe('AUDIT_SUCCESS');
  });

  it('picks each account’s own CDP 品牌 from the brands read in one answer', async () => {
    const calls = stubApi({
      'GET /api/bytedance/v3/cdp/brand': ({ url }) => {
        const id = url.searchParams.get('advertiser_id') ?? '';
        return {
          brands: [
            { brand_name_id: 1, cdp_brand_id: Number(`66${id}`), cdp_brand_name: `品牌${id}` },
          ],
          categories: [],
        };
      },
    });
    render(<Harness kind="cdpBrand" />);
    await choose('传奇一号（301） 品牌', '品牌301（66301）');
    await choose('二号（302） 品牌', '品牌302（66302）');
    expect(picked()).toEqual({
      '301': { cdp_brand_id: '66301', cdp_brand_name: '品牌301' },
      '302': { cdp_brand_id: '66302', cdp_brand_name: '品牌302' },
    });
    // One read an account, without paging.
    expect(calls.map((c) => c.url.searchParams.get('per_page'))).toEqual([null, null]);
  });

  it('picks a 星广联投 task by its numeric id, and disables an ended one', async () => {
    stubApi({
      'GET /api/bytedance/stardelivery/tasks': () =>
        paged([
          {
            star_task_id: 7400030100,
            star_task_name: '星广任务1',
            star_task_status: 'PENDING_LAUNCH',
          },
          { star_task_id: 7400030101, star_task_name: '星广任务2', star_task_status: 'COMPLETED' },
        ]),
    });
    render(<Harness kind="starTask" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 星广联投任务', '星广任务1（7400030100）');
    expect(picked()['301']).toEqual({ star_task_id: '7400030100', star_task_name: '星广任务1' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '传奇一号（301） 星广联投任务' }));
    const ended = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
        o.textContent?.startsWith('星广任务2（7400030101）'),
      );
      if (!found) throw new Error('no option 星广任务2');
      return found;
    });
    expect(ended.textContent).toContain('已结束，不能关联');
    expect(ended.className).toContain('ant-select-item-option-disabled');
  });
});
