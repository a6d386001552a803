import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { TENCENT_V3_DELIVERY } from '../tencent-v3-definition';
import { mediumBidTab } from '../test/medium-tabs';
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

// The 预算/出价 dialog of the Kuaishou and Tencent v3 screens, driven by their definitions: the
// medium's own budget and bid limits, and each changed value sent as one item of the level's write.

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADVERTISER = '1700000000000001';
const ROW: EditRow = {
  key: '61',
  id: '61',
  name: '广告组甲',
  advertiser_id: ADVERTISER,
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 2000,
  cpa_bid: 20,
};

const facts = (todayCost: number) => () => ({
  data: { list: [{ id: ROW.id, today_cost: todayCost, budget_changes_today: 0 }] },
});

function renderDialog(
  definition: typeof KUAISHOU_DELIVERY,
  key: string,
  routes: Record<string, (call: ApiCall) => Answer> = {},
  row: EditRow = ROW,
) {
  const calls = stubApi(routes);
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <BudgetBidEditDialog
        open
        tab={mediumBidTab(definition, key)}
        row={row}
        onClose={onClose}
        onDone={onDone}
      />
    </Providers>,
  );
  return { calls, onClose, onDone };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('the 预算/出价 dialog of Kuaishou', () => {
  it.each([
    ['99.99', '广告组预算不能小于100'],
    ['100000000.01', '广告组预算不能大于100000000'],
  ])('refuses the unit budget %j with %s', async (budget, error) => {
    const { calls } = renderDialog(KUAISHOU_DELIVERY, 'unit');
    type('预算（元）', budget);
    save();
    expect(await screen.findByText(error, {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/kuaishou/unit/updatebudget')).toEqual([]);
  });

  it('refuses a campaign budget under 500 元 and has no bid', async () => {
    renderDialog(KUAISHOU_DELIVERY, 'campaign');
    expect(screen.getByText('修改广告计划预算')).toBeTruthy();
    expect(screen.queryByLabelText('出价（元）')).toBeNull();
    type('预算（元）', '499');
    save();
    expect(await screen.findByText('计划预算不能小于500', {}, SLOW)).toBeTruthy();
  });

  it('refuses a bid under the medium’s 0.2 元', async () => {
    renderDialog(KUAISHOU_DELIVERY, 'unit');
    type('出价（元）', '0.1');
    save();
    expect(await screen.findByText('出价不能小于0.2', {}, SLOW)).toBeTruthy();
  });

  it('refuses lowering the budget under 120 % of today’s spend once read', async () => {
    renderDialog(KUAISHOU_DELIVERY, 'unit', {
      'POST /kuaishou/unit/budgetfacts': facts(1000),
    });
    expect(await screen.findByText(/今日已消耗 ¥1,000\.00$/, {}, SLOW)).toBeTruthy();
    type('预算（元）', '1100');
    save();
    expect(await screen.findByText(/广告组预算不能低于 ¥1,200\.00/, {}, SLOW)).toBeTruthy();
  });

  it('sends the changed budget alone, as one item of the unit budget write', async () => {
    const { calls, onDone, onClose } = renderDialog(KUAISHOU_DELIVERY, 'unit', {
      'POST /kuaishou/unit/updatebudget': () => answer(),
    });
    type('预算（元）', '2500');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), SLOW);
    expect(onClose).toHaveBeenCalled();
    expect(posts(calls, '/kuaishou/unit/updatebudget').map((call) => call.body)).toEqual([
      {
        items: [
          {
            advertiser_id: ADVERTISER,
            unit_id: '61',
            budget_mode: 'BUDGET_MODE_DAY',
            budget: '2500',
          },
        ],
      },
    ]);
    expect(posts(calls, '/kuaishou/unit/updatebid')).toEqual([]);
  });

  it('shows the medium’s refusal and stays open', async () => {
    const { onClose } = renderDialog(KUAISHOU_DELIVERY, 'unit', {
      'POST /kuaishou/unit/updatebid': () =>
        answer([{ ids: ['61'], error_message: '出价低于该优化目标的最低出价' }]),
    });
    type('出价（元）', '25');
    save();
    expect(await screen.findByText('出价低于该优化目标的最低出价', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the 预算/出价 dialog of Tencent v3', () => {
  it.each([
    ['49.99', '广告日预算不能小于50'],
    ['4000000.01', '广告日预算不能大于4000000'],
  ])('refuses the adgroup budget %j with %s', async (budget, error) => {
    renderDialog(TENCENT_V3_DELIVERY, 'adgroup');
    type('预算（元）', budget);
    save();
    expect(await screen.findByText(error, {}, SLOW)).toBeTruthy();
  });

  it('refuses a budget under 1.5 × today’s spend and under spend + 50 元', async () => {
    renderDialog(TENCENT_V3_DELIVERY, 'adgroup', {
      'POST /tencent/v3/adgroup/budgetfacts': facts(1000),
    });
    expect(await screen.findByText(/今日已消耗 ¥1,000\.00$/, {}, SLOW)).toBeTruthy();
    type('预算（元）', '1499');
    save();
    expect(await screen.findByText(/广告日预算不能低于 ¥1,500\.00/, {}, SLOW)).toBeTruthy();
  });

  it('sends a changed bid alone to the adgroup bid write, keyed by adgroup_id', async () => {
    const { calls, onDone } = renderDialog(TENCENT_V3_DELIVERY, 'adgroup', {
      'POST /tencent/v3/adgroup/updatebid': () => answer(),
    });
    type('出价（元）', '0.1');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), SLOW);
    expect(posts(calls, '/tencent/v3/adgroup/updatebid').map((call) => call.body)).toEqual([
      { items: [{ advertiser_id: ADVERTISER, adgroup_id: '61', cpa_bid: '0.1' }] },
    ]);
    expect(posts(calls, '/tencent/v3/adgroup/updatebudget')).toEqual([]);
  });
});
