import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentEnv, stubApi } from '../test/component-env';
import { ACCOUNTS, Harness, choose, picked } from './account-asset-harness';

componentEnv();

describe('AccountAssetPicker (Tencent pickers per account)', () => {
  it('lists each account’s own pages and keeps each pick on its account', async () => {
    const calls = stubApi({
      'GET /api/tencent/page/list': ({ url }) => {
        const id = url.searchParams.get('advertiser_id');
        return {
          list:
            id === '301'
              ? [{ page_id: 11, page_name: '官方落地页1' }]
              : [{ page_id: 22, page_name: '官方落地页2' }],
          page_info: { page: 1, per_page: 100, total_number: 1, total_page: 1 },
        };
      },
    });
    render(<Harness kind="page" />);
    expect(screen.getByText('传奇一号（301）')).toBeTruthy();
    expect(screen.getByText('二号（302）')).toBeTruthy();
    await choose('传奇一号（301） 落地页', '官方落地页1（11）');
    await choose('二号（302） 落地页', '官方落地页2（22）');
    expect(picked()).toEqual({
      '301': { page_id: 11, page_name: '官方落地页1' },
      '302': { page_id: 22, page_name: '官方落地页2' },
    });
    const accounts = calls.map((c) => c.url.searchParams.get('advertiser_id')).sort();
    expect(accounts).toEqual(['301', '302']);
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('100');
  });

  it('reads conversions of the adgroup’s goal and keeps the goal with the pick', async () => {
    const calls = stubApi({
      'GET /api/tencent/conversion/list': () => ({
        list: [
          {
            conversion_id: 5,
            conversion_name: '激活',
            optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
          },
        ],
        page_info: { page: 1, per_page: 100, total_number: 1, total_page: 1 },
      }),
    });
    render(
      <Harness
        kind="conversion"
        goal="OPTIMIZATIONGOAL_APP_ACTIVATE"
        accounts={ACCOUNTS.slice(0, 1)}
      />,
    );
    await choose('传奇一号（301） 转化', '激活（激活）');
    expect(calls[0]?.url.searchParams.get('optimization_goal')).toBe(
      'OPTIMIZATIONGOAL_APP_ACTIVATE',
    );
    expect(picked()['301']).toEqual({
      conversion_id: 5,
      conversion_name: '激活',
      conversion_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    });
  });

  it('picks audiences to target and to exclude, a processing one not offered', async () => {
    stubApi({
      'GET /api/tencent/custom_audience/list': () => ({
        list: [
          { audience_id: 1, name: '号码包1', status: 'SUCCESS', user_count: 20000 },
          { audience_id: 2, name: '拓展人群2', status: 'SUCCESS', user_count: 30000 },
          { audience_id: 3, name: '行为人群3', status: 'PROCESSING', user_count: 0 },
        ],
        page_info: { page: 1, per_page: 100, total_number: 3, total_page: 1 },
      }),
    });
    render(<Harness kind="audiences" accounts={ACCOUNTS.slice(0, 1)} />);
    await choose('传奇一号（301） 定向人群', '号码包1（20,000 人）');
    await choose('传奇一号（301） 排除人群', '拓展人群2（30,000 人）');
    expect(picked()['301']).toMatchObject({ custom_audience: [1], excluded_custom_audience: [2] });
    const processing = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === '行为人群3（计算中）',
    );
    expect(processing?.className).toContain('disabled');
  });

  it('shows the empty state, the medium’s refusal, and asks for accounts first', async () => {
    stubApi({
      'GET /api/tencent/brand/list': () => ({
        list: [],
        page_info: { page: 1, per_page: 100, total_number: 0, total_page: 0 },
      }),
    });
    const { unmount } = render(<Harness kind="brand" accounts={ACCOUNTS.slice(0, 1)} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '传奇一号（301） 品牌形象' }));
    await waitFor(() => expect(screen.getByText('该账户暂无品牌形象')).toBeTruthy());
    unmount();
    render(<Harness kind="targeting" accounts={ACCOUNTS.slice(0, 1)} />);
    // No route: the read fails and says so.
    const table = screen.getByLabelText('定向包');
    await waitFor(() => expect(within(table).getByText(/读取定向包失败/)).toBeTruthy());
    render(<Harness kind="page" accounts={[]} />);
    expect(screen.getByText('请先在第一步选择账户')).toBeTruthy();
  });
});
