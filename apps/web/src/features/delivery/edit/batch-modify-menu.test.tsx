import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { feedEditTab } from '../test/feed-tabs';
import { BatchModifyMenu, isModifyItemDisabled } from './batch-modify-menu';
import type { EditRow } from './edit-row';
import { Providers, SLOW, stubResizeObserver } from './test-support';

/** A 批量修改 item of the feed's project and ad tabs. */
const item = (key: string) => {
  const found = [...feedEditTab('project').modify, ...feedEditTab('promotion').modify].find(
    (entry) => entry.key === key,
  );
  if (found === undefined) throw new Error(`no ${key} item`);
  return found;
};

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotion = (id: string, fields: Partial<EditRow> = {}): EditRow => ({
  key: id,
  id,
  name: `广告${id}`,
  advertiser_id: '1700000000000001',
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 500,
  cpa_bid: 20,
  ...fields,
});

async function openMenu(rows: EditRow[]) {
  render(
    <Providers>
      <BatchModifyMenu tab={feedEditTab('promotion')} rows={rows} />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('button', { name: /批量修改/ }));
  return screen.findByRole('menu', {}, SLOW);
}

function itemDisabled(menu: HTMLElement, label: string): boolean {
  const item = within(menu).getByText(label).closest('[role="menuitem"]');
  return item?.getAttribute('aria-disabled') === 'true';
}

describe('BatchModifyMenu', () => {
  it('greys out items no selected row has a value for', async () => {
    const menu = await openMenu([promotion('11'), promotion('12', { deep_cpabid: null })]);
    expect(itemDisabled(menu, '修改预算')).toBe(false);
    expect(itemDisabled(menu, '修改出价')).toBe(false);
    expect(itemDisabled(menu, '修改深度转化出价')).toBe(true);
    expect(itemDisabled(menu, '修改ROI系数')).toBe(true);
    expect(itemDisabled(menu, '修改智能放量')).toBe(true);
  });

  it('enables an item as soon as one selected row has the value', async () => {
    const menu = await openMenu([
      promotion('11'),
      promotion('12', { deep_cpabid: 80, roi_goal: 1.2, auto_extend_traffic: 'OFF' }),
    ]);
    expect(itemDisabled(menu, '修改深度转化出价')).toBe(false);
    expect(itemDisabled(menu, '修改ROI系数')).toBe(false);
    expect(itemDisabled(menu, '修改智能放量')).toBe(false);
  });

  it('greys out 修改出价 when every selected promotion is project cost stable', () => {
    const locked = [
      promotion('11', { project_custom: 'ON' }),
      promotion('12', { project_custom: 'ON' }),
    ];
    expect(isModifyItemDisabled(item('bid'), locked)).toBe(true);
    expect(isModifyItemDisabled(item('bid'), [...locked, promotion('13')])).toBe(false);
  });

  it('cannot be opened without a selection', () => {
    render(
      <Providers>
        <BatchModifyMenu tab={feedEditTab('project')} rows={[]} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: /批量修改/ }).hasAttribute('disabled')).toBe(true);
    expect(isModifyItemDisabled(item('end_date'), [])).toBe(true);
  });

  it('opens the dialog of the chosen item', async () => {
    const menu = await openMenu([promotion('11')]);
    fireEvent.click(within(menu).getByText('修改预算'));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('统一修改')).toBeTruthy();
  });
});
