import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { feedBidTab } from '../test/feed-tabs';
import { BudgetBidEditDialog } from './budget-bid-edit-dialog';
import type { EditRow } from './edit-row';
import {
  answer,
  posts,
  Providers,
  SLOW,
  stubApi,
  stubResizeObserver,
  type Answer,
  type ApiCall,
} from './test-support';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROMOTION: EditRow = {
  key: '71',
  id: '71',
  name: '广告甲',
  advertiser_id: '1700000000000001',
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 500,
  cpa_bid: 20,
};

function renderDialog(
  level: 'project' | 'promotion',
  row: EditRow,
  routes: Record<string, (call: ApiCall) => Answer> = {},
) {
  const calls = stubApi(routes);
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <BudgetBidEditDialog
        open
        tab={feedBidTab(level)}
        row={row}
        onClose={onClose}
        onDone={onDone}
      />
    </Providers>,
  );
  return { calls, onClose, onDone };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('BudgetBidEditDialog', () => {
  it.each([
    ['', '预算不能为空'],
    ['299.99', '预算不能小于300'],
    ['350.125', '预算最多保留2位小数'],
  ])('refuses the budget %j with %s', async (budget, error) => {
    const { calls } = renderDialog('project', { ...PROMOTION, key: '81', id: '81' });
    type('预算（元）', budget);
    save();
    expect(await screen.findByText(error, {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/project/update')).toEqual([]);
  });

  it.each([
    ['0.09', '出价不能小于0.1'],
    ['10000.01', '出价不能大于10000'],
    ['', '出价不能为空'],
  ])('refuses the ad bid %j with %s', async (bid, error) => {
    renderDialog('promotion', PROMOTION);
    type('出价（元）', bid);
    save();
    expect(await screen.findByText(error, {}, SLOW)).toBeTruthy();
  });

  it('steps the budget by 100', async () => {
    renderDialog('promotion', PROMOTION);
    fireEvent.keyDown(screen.getByLabelText('预算（元）'), { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('预算（元）').value).toBe('600'),
    );
  });

  it('shows the first error_message of the answer and stays open', async () => {
    const { onClose } = renderDialog('promotion', PROMOTION, {
      'POST /bytedance/v3/promotion/update': () =>
        answer([
          { ids: ['71'], error_message: '预算修改次数超过当日上限' },
          { ids: ['71'], error_message: '第二条' },
        ]),
    });
    type('预算（元）', '800');
    save();
    expect(await screen.findByText('预算修改次数超过当日上限', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('第二条')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the first problem of a change the server refused', async () => {
    renderDialog('promotion', PROMOTION, {
      'POST /bytedance/v3/promotion/update': () => ({
        envelope: {
          code: 10001,
          data: null,
          message: ['71：广告预算不能大于9999999.99'],
          message_cn: '请求参数有误',
        },
      }),
    });
    type('预算（元）', '800');
    save();
    expect(await screen.findByText('广告预算不能大于9999999.99', {}, SLOW)).toBeTruthy();
  });

  it("shows the medium's reason of a change that failed entirely and stays open", async () => {
    const { onClose } = renderDialog('promotion', PROMOTION, {
      'POST /bytedance/v3/promotion/update': () => ({
        envelope: {
          code: 60202,
          data: answer([{ ids: ['71'], error_message: '预算不能低于当日消耗' }]).data,
          message: ['71：预算不能低于当日消耗'],
          message_cn: '全部失败：71：预算不能低于当日消耗',
        },
      }),
    });
    type('预算（元）', '800');
    save();
    expect(await screen.findByText('预算不能低于当日消耗', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a valid change, says 更新成功 and refreshes', async () => {
    const { calls, onClose, onDone } = renderDialog('promotion', PROMOTION, {
      'POST /bytedance/v3/promotion/update': () => answer(),
    });
    type('预算（元）', '800.5');
    type('出价（元）', '12.34');
    save();
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/promotion/update')[0]?.body).toEqual({
      advertiser_id: '1700000000000001',
      promotion_id: '71',
      budget_mode: 'BUDGET_MODE_DAY',
      budget: '800.5',
      cpa_bid: '12.34',
    });
    expect(onClose).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it('sends a project budget inside delivery_setting and no amount when unlimited', async () => {
    const { calls } = renderDialog(
      'project',
      { ...PROMOTION, key: '81', id: '81' },
      {
        'POST /bytedance/v3/project/update': () => answer(),
      },
    );
    fireEvent.click(screen.getByText('不限'));
    save();
    await screen.findByText('更新成功', {}, SLOW);
    expect(posts(calls, '/bytedance/v3/project/update')[0]?.body).toEqual({
      advertiser_id: '1700000000000001',
      project_id: '81',
      delivery_setting: { budget_mode: 'BUDGET_MODE_INFINITE' },
    });
  });

  it('does not offer the bid of a project-cost-stable ad', async () => {
    const { calls } = renderDialog(
      'promotion',
      { ...PROMOTION, project_custom: 'ON' },
      {
        'POST /bytedance/v3/promotion/update': () => answer(),
      },
    );
    expect(screen.getByText('项目成本稳投')).toBeTruthy();
    expect(screen.queryByLabelText('出价（元）')).toBeNull();
    save();
    await screen.findByText('更新成功', {}, SLOW);
    expect(posts(calls, '/bytedance/v3/promotion/update')[0]?.body).not.toHaveProperty('cpa_bid');
  });

  it('saves the budget of an ad that has no bid, without a bid', async () => {
    const { calls } = renderDialog(
      'promotion',
      { ...PROMOTION, cpa_bid: null },
      { 'POST /bytedance/v3/promotion/update': () => answer() },
    );
    expect(screen.getByText('该广告无出价')).toBeTruthy();
    expect(screen.queryByLabelText('出价（元）')).toBeNull();
    type('预算（元）', '900');
    save();
    await screen.findByText('更新成功', {}, SLOW);
    expect(posts(calls, '/bytedance/v3/promotion/update')[0]?.body).toEqual({
      advertiser_id: '1700000000000001',
      promotion_id: '71',
      budget_mode: 'BUDGET_MODE_DAY',
      budget: '900',
    });
  });

  it("refuses a budget change smaller than the medium's step, and names the rules", async () => {
    const { calls } = renderDialog('promotion', { ...PROMOTION, budget: 3400 });
    expect(screen.getByText(/每次修改幅度 ≥ ¥100.00/)).toBeTruthy();
    type('预算（元）', '3450');
    save();
    expect(
      await screen.findByText('每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）', {}, SLOW),
    ).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/promotion/update')).toEqual([]);
  });
});
