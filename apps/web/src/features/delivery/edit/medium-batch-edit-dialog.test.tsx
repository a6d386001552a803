import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import type { DeliveryDefinition } from '../delivery-definition';
import { KUAISHOU_DELIVERY } from '../kuaishou-definition';
import { TENCENT_V3_DELIVERY } from '../tencent-v3-definition';
import { mediumBidTab } from '../test/medium-tabs';
import { BatchEditDialog } from './batch-edit-dialog';
import type { EditRow } from './edit-row';
import {
  answer,
  posts,
  Providers,
  SLOW,
  stubApi,
  stubResizeObserver,
  task,
  type Answer,
  type ApiCall,
} from './test-support';

// 批量编辑 on the Kuaishou and Tencent v3 screens, driven by their definitions: each medium's
// limits per row and the rows it takes per call.

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADVERTISER = '1700000000000001';
const row = (id: string): EditRow => ({
  key: id,
  id,
  name: `广告组${id}`,
  advertiser_id: ADVERTISER,
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 2000,
  cpa_bid: 20,
  deep_cpabid: 60,
});

function renderDialog(
  definition: DeliveryDefinition,
  key: string,
  rows: EditRow[],
  routes: Record<string, (call: ApiCall) => Answer> = {},
) {
  const calls = stubApi(routes);
  const onClose = vi.fn();
  render(
    <Providers>
      <BatchEditDialog
        open
        tab={mediumBidTab(definition, key)}
        rows={rows}
        onClose={onClose}
        pollMs={10}
      />
    </Providers>,
  );
  return { calls, onClose };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

describe('批量编辑 of Kuaishou units', () => {
  it('checks each row against the unit limits: budget from 100 元, bid from 0.2 元', async () => {
    const { calls } = renderDialog(KUAISHOU_DELIVERY, 'unit', [row('1'), row('2')]);
    type('广告组1（1） 预算', '99');
    type('广告组2（2） 出价', '0.1');
    submit();
    expect(await screen.findByText('广告组预算不能小于100', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('出价不能小于0.2')).toBeTruthy();
    expect(screen.getByText('有 2 行填写有误，请检查')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says the medium takes 20 unit budgets a call, campaign budgets one a call, and counts the calls', async () => {
    renderDialog(KUAISHOU_DELIVERY, 'unit', [row('1')]);
    expect(screen.getByText(/预算 20 条、出价 20 条/)).toBeTruthy();
    cleanup();
    renderDialog(KUAISHOU_DELIVERY, 'campaign', [row('1'), row('2')]);
    expect(screen.getByText(/（预算 1 条）/)).toBeTruthy();
    type('广告组1（1） 预算', '3000');
    type('广告组2（2） 预算', '3100');
    await waitFor(() => expect(screen.getByText(/本次共 2 次调用/)).toBeTruthy());
  });

  it('sends the changed budgets as the unit budget write, keyed by unit_id', async () => {
    const { calls, onClose } = renderDialog(KUAISHOU_DELIVERY, 'unit', [row('1'), row('2')], {
      'POST /kuaishou/unit/updatebudget': () => answer([], 7),
      'GET /tasks/7': () => task(7, 'succeeded', 2),
    });
    type('广告组1（1） 预算', '3000');
    type('广告组2（2） 预算', '3100');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(posts(calls, '/kuaishou/unit/updatebudget').map((call) => call.body)).toEqual([
      {
        items: [
          { advertiser_id: ADVERTISER, unit_id: '1', budget_mode: 'BUDGET_MODE_DAY', budget: 3000 },
          { advertiser_id: ADVERTISER, unit_id: '2', budget_mode: 'BUDGET_MODE_DAY', budget: 3100 },
        ],
      },
    ]);
  });
});

describe('批量编辑 of Tencent v3 adgroups', () => {
  it('checks the adgroup limits: budget 50–4,000,000 元', async () => {
    renderDialog(TENCENT_V3_DELIVERY, 'adgroup', [row('1'), row('2')]);
    type('广告组1（1） 预算', '49');
    type('广告组2（2） 预算', '4000001');
    submit();
    expect(await screen.findByText('广告日预算不能小于50', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('广告日预算不能大于4000000')).toBeTruthy();
  });

  it('says the medium takes 100 specs a call and sends bids keyed by adgroup_id', async () => {
    const { calls, onClose } = renderDialog(TENCENT_V3_DELIVERY, 'adgroup', [row('1')], {
      'POST /tencent/v3/adgroup/updatebid': () => answer(),
    });
    expect(screen.getByText(/预算 100 条、出价 100 条/)).toBeTruthy();
    // The row's deep bid is not a write of the tab: no column offers it.
    expect(screen.queryByText('深度转化出价')).toBeNull();
    type('广告组1（1） 出价', '0.1');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(posts(calls, '/tencent/v3/adgroup/updatebid').map((call) => call.body)).toEqual([
      { items: [{ advertiser_id: ADVERTISER, adgroup_id: '1', cpa_bid: 0.1 }] },
    ]);
  });
});
