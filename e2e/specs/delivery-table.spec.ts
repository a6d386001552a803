import type { Page } from '@playwright/test';
import { apiLogin, apiPut } from '../support/api';
import {
  clearCreateDates,
  FIRST_LOAD,
  openDeliveryTab,
  visiblePanel,
} from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';

const { admin } = demoUsers;
/** A folder to keep screenshots of the screen in, when set. */
const SHOTS = process.env.E2E_SHOTS;
const PREFERENCE = '/api/user/preferences/report-table';

/**
 * How far the bottom of the table's scrolling body is from the bottom of the window, and the
 * padding the page itself keeps there (the card's and the layout's).
 */
async function spaceUnderBody(page: Page): Promise<{ gap: number; padding: number }> {
  return visiblePanel(page)
    .locator('.tf-grid-scroll')
    .evaluate((scroll) => {
      let padding = 0;
      for (
        let node = scroll.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        padding += parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
        padding += parseFloat(style.marginBottom);
      }
      return { gap: window.innerHeight - scroll.getBoundingClientRect().bottom, padding };
    });
}

test.describe('投放管理 table (spec 001 §2, §3)', () => {
  test.slow();

  test('fills the window height with rows at 1440×900', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    await apiPut(request, token, PREFERENCE, {
      screen: 'launchV3',
      tab: 'project',
      value: { per_page: 100 },
    });
    await openDeliveryTab(page, '项目');
    await clearCreateDates(page);
    const rows = visiblePanel(page).locator('tr.tf-grid-row');
    await expect(rows.first()).toBeVisible(FIRST_LOAD);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/table-height.png` });
    // Nothing but the page's own padding under the rows: no pager, no empty band.
    const { gap, padding } = await spaceUnderBody(page);
    expect(Math.abs(gap - padding)).toBeLessThanOrEqual(2);
    expect(gap).toBeLessThanOrEqual(48);
    // The page itself does not scroll: the table's body does.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBe(0);
    await apiPut(request, token, PREFERENCE, { screen: 'launchV3', tab: 'project', value: {} });
  });

  test('pins 消耗 on the right from its title and keeps it pinned', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    await apiPut(request, token, PREFERENCE, { screen: 'launchV3', tab: 'promotion', value: {} });
    await openDeliveryTab(page, '广告');
    const panel = visiblePanel(page);
    await expect(panel.locator('tr.tf-grid-row').first()).toBeVisible(FIRST_LOAD);
    await panel.getByRole('button', { name: '固定列：消耗' }).click();
    await page.getByRole('menuitem', { name: '固定在右侧' }).click();

    const cost = panel.getByRole('columnheader', { name: /消耗/ });
    await expect(cost).toHaveCSS('position', 'sticky');
    // Kept at the right edge of the table's visible part while the rest scrolls under it.
    const edge = async () => {
      const [cell, scroll] = await Promise.all([
        cost.boundingBox(),
        panel.locator('.tf-grid-scroll').boundingBox(),
      ]);
      return (scroll?.x ?? 0) + (scroll?.width ?? 0) - ((cell?.x ?? 0) + (cell?.width ?? 0));
    };
    expect(await edge()).toBeLessThanOrEqual(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/table-pinned.png` });

    await page.reload();
    await expect(visiblePanel(page).getByRole('button', { name: '消耗：固定在右侧' })).toBeVisible(
      FIRST_LOAD,
    );
    await apiPut(request, token, PREFERENCE, { screen: 'launchV3', tab: 'promotion', value: {} });
  });

  test('filters by an account found in the advertiser picker', async ({ page }) => {
    await openDeliveryTab(page, '项目');
    const panel = visiblePanel(page);
    await expect(panel.locator('tr.tf-grid-row').first()).toBeVisible(FIRST_LOAD);
    await panel.getByRole('combobox', { name: '账户ID' }).click();
    const popup = page.locator('.ant-select-dropdown:visible');
    // Under 常用 or 全部: which depends on the accounts this user's earlier work used.
    const first = popup.locator('.ant-select-item-option').first();
    await expect(first).toBeVisible(FIRST_LOAD);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/advertiser-picker.png` });
    const title = (await first.getAttribute('title')) ?? '';
    const id = /（(\d+)）$/.exec(title)?.[1];
    expect(id).toBeDefined();
    const filtered = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/bytedance/v3/project/reports') &&
        JSON.stringify((request.postDataJSON() as { advertiser_ids?: string[] }).advertiser_ids) ===
          JSON.stringify([id]),
    );
    await first.click();
    await filtered;
    await expect(popup.getByText('已选', { exact: true })).toBeVisible();
  });
});
