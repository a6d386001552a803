import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { Providers, SLOW, stubApi, stubResizeObserver } from '../edit/test-support';
import { tabAccess } from '../tab-access';
import { feedEditTab, feedTab } from '../test/feed-tabs';
import { MATERIAL, PROJECT, PROMOTION } from '../test/fake-api';
import { DeliveryBatchTools, DeliveryRowEdit } from './delivery-edit-slots';

// The delivery screen's edit tools follow the one (tab, action) ability table the server declares
// its routes by (spec 001 §6, contracts delivery-abilities.ts).

beforeAll(stubMatchMedia);
beforeEach(() => {
  stubResizeObserver();
  stubApi({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS: Record<string, object[]> = {
  account: [],
  project: [PROJECT],
  promotion: [{ ...PROMOTION, deep_cpabid: 80, roi_goal: 1.5 }],
  material: [{ ...MATERIAL, material_status: 'MATERIAL_STATUS_OK' }],
};

function renderTools(key: string, privileges: string[]) {
  const access = tabAccess(BYTEDANCE_DELIVERY, privileges).get(key);
  if (access === undefined) throw new Error(`no ${key} tab`);
  const rows = ROWS[key] ?? [];
  const [tab, edit] = [feedTab(key), feedEditTab(key)];
  render(
    <Providers>
      <DeliveryBatchTools
        tab={tab}
        edit={edit}
        access={access}
        selectedRows={rows}
        clearSelection={() => undefined}
        refresh={() => undefined}
        total={rows.length}
        selectAll={() => Promise.resolve()}
      />
      {rows.map((row, index) => (
        <DeliveryRowEdit
          key={index}
          tab={tab}
          edit={edit}
          access={access}
          row={row}
          refresh={() => {}}
        />
      ))}
    </Providers>,
  );
}

const disabled = (name: RegExp) => screen.getByRole('button', { name }).hasAttribute('disabled');

async function modifyItems(): Promise<Record<string, boolean>> {
  fireEvent.click(screen.getByRole('button', { name: /批量修改/ }));
  const menu = await screen.findByRole('menu', {}, SLOW);
  return Object.fromEntries(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent ?? '', item.getAttribute('aria-disabled') !== 'true']),
  );
}

describe('delivery edit tools follow the ability table', () => {
  it('gives an ad budget/bid editor (ad:update) the budget items, 批量编辑 and 预算/出价 only', async () => {
    renderTools('promotion', ['bytedance:v3:promotion:reports', 'ad:update']);
    expect(disabled(/批量编辑/)).toBe(false);
    expect(disabled(/预算\/出价/)).toBe(false);
    expect(disabled(/^复制$/)).toBe(true);
    expect([disabled(/批量开启/), disabled(/批量暂停/)]).toEqual([true, true]);
    expect(await modifyItems()).toMatchObject({
      修改预算: true,
      修改出价: true,
      修改深度转化出价: true,
      修改ROI系数: true,
      修改智能放量: false,
    });
  });

  it('gives an ad editor (creative:update) 智能放量 and 复制, not budgets or bids', async () => {
    renderTools('promotion', ['bytedance:v3:promotion:reports', 'creative:update']);
    expect(disabled(/批量编辑/)).toBe(true);
    expect(disabled(/预算\/出价/)).toBe(true);
    expect(disabled(/^复制$/)).toBe(false);
    expect(await modifyItems()).toMatchObject({
      修改预算: false,
      修改出价: false,
      修改智能放量: true,
    });
  });

  it('switches and deletes projects with campaign:updatestatus, materials with ad:updatestatus', async () => {
    renderTools('project', ['bytedance:v3:project:reports', 'campaign:updatestatus']);
    expect([disabled(/批量开启/), disabled(/批量暂停/), disabled(/批量删除/)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(disabled(/批量修改/)).toBe(true);
    cleanup();
    renderTools('material', ['bytedance:v3:promotion:reports', 'ad:updatestatus']);
    expect([disabled(/批量开启/), disabled(/批量删除/)]).toEqual([false, false]);
    expect(await modifyItems()).toEqual({ 修改素材状态: true });
  });
});
