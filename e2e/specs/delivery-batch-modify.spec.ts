import type { Page } from '@playwright/test';
import { apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { setSandboxFaults } from '../support/sandbox-admin';
import { label } from '../support/ui';

const { admin } = demoUsers;

interface PromotionRow {
  promotion_id: string;
  name: string;
  advertiser_id: string;
  status: string | null;
  budget_mode: string | null;
  budget: number | null;
}

const PROMOTION_REPORTS = '/api/bytedance/v3/promotion/reports';
const ALL_DATES = { create_start_date: '2000-01-01', create_end_date: '2099-12-31' };
const BUDGET_UPDATE = 'POST /oceanengine/open_api/v3.0/promotion/budget/update/';
const FIRST_LOAD = { timeout: 30_000 };

const panel = (page: Page) => page.getByRole('tabpanel');

/**
 * spec 001 §4 "Batch modify": the rows the medium did not apply show their error, 批量重试 sends
 * only those again, and the new budgets land on the medium.
 */
test.describe('投放管理 batch modify (spec 001 §4, §5)', () => {
  test.slow();

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('shows the rows the medium did not apply and retries them', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await apiPost<{ list: PromotionRow[] }>(request, token, PROMOTION_REPORTS, {
      per_page: 200,
      ...ALL_DATES,
    });
    const daily = list.filter((r) => r.budget_mode === 'BUDGET_MODE_DAY' && r.status !== 'DELETED');
    const first = daily[0];
    const second = daily.find((r) => first && r.advertiser_id !== first.advertiser_id);
    if (!first || !second) throw new Error('the demo has no two day-budget promotions');
    const ids = [first.promotion_id, second.promotion_id];

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/launchV3');
    await page.getByRole('tab', { name: '广告' }).click();
    await panel(page).getByRole('button', { name: '批量查询' }).click();
    const query = page.getByRole('dialog', { name: '批量查询广告ID' });
    await query.getByRole('textbox', { name: '批量查询ID' }).fill(ids.join('\n'));
    await query.getByRole('button', { name: label('查询') }).click();
    const from = panel(page).getByPlaceholder('创建日期起');
    await from.hover();
    await panel(page).locator('.ant-picker-clear').first().click();
    for (const id of ids) {
      await panel(page)
        .getByRole('row')
        .filter({ hasText: id })
        .getByRole('checkbox')
        .check(FIRST_LOAD);
    }

    // The medium answers success for every budget call but applies none of them.
    await setSandboxFaults([{ endpoint: BUDGET_UPDATE, noopRate: 1 }]);
    await panel(page)
      .getByRole('button', { name: /批量修改/ })
      .click();
    await page.getByRole('menuitem', { name: '修改预算' }).click();
    const dialog = page.getByRole('dialog', { name: '修改预算' });
    await dialog.getByRole('spinbutton', { name: '修改预算' }).fill('8888');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByRole('columnheader', { name: '修改后' })).toBeVisible();
    await expect(dialog.getByText('8,888.00').or(dialog.getByText('8888')).first()).toBeVisible();
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(dialog.getByRole('button', { name: '批量重试' })).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText(/未生效/).first()).toBeVisible();

    await setSandboxFaults([]);
    await dialog.getByRole('button', { name: '批量重试' }).click();
    await expect(page.getByText('更新成功')).toBeVisible({ timeout: 60_000 });

    const after = await apiPost<{ list: PromotionRow[] }>(request, token, PROMOTION_REPORTS, {
      promotion_ids: ids,
      ...ALL_DATES,
    });
    expect(after.list.map((r) => r.budget)).toEqual([8888, 8888]);
  });
});
