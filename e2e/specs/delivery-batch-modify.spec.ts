import { apiLogin } from '../support/api';
import {
  clearCreateDates,
  DELIVERY_REPORTS,
  FIRST_LOAD,
  openDeliveryTab,
  queryPromotionIds,
  reportPage,
  visiblePanel,
} from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { setSandboxFaults } from '../support/sandbox-admin';

const { admin } = demoUsers;

interface PromotionRow {
  promotion_id: string;
  name: string;
  advertiser_id: string;
  status: string | null;
  budget_mode: string | null;
  budget: number | null;
}

const BUDGET_UPDATE = 'POST /oceanengine/open_api/v3.0/promotion/budget/update/';

/**
 * spec 001 §4 "Batch modify": the rows the medium did not apply show their error, 批量重试 sends
 * only those again, and the new budgets land on the medium.
 */
test.describe('投放管理 batch modify (spec 001 §4, §5)', () => {
  test.slow();

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('shows the rows the medium did not apply and retries them', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      per_page: 200,
    });
    const daily = list.filter((r) => r.budget_mode === 'BUDGET_MODE_DAY' && r.status !== 'DELETED');
    const first = daily[0];
    const second = daily.find((r) => first && r.advertiser_id !== first.advertiser_id);
    if (!first || !second) throw new Error('the demo has no two day-budget promotions');
    const ids = [first.promotion_id, second.promotion_id];

    await openDeliveryTab(page, '广告');
    await queryPromotionIds(page, ids);
    await clearCreateDates(page);
    for (const id of ids) {
      await visiblePanel(page)
        .getByRole('row')
        .filter({ hasText: id })
        .getByRole('checkbox')
        .check(FIRST_LOAD);
    }

    // The medium answers success for every budget call but applies none of them.
    await setSandboxFaults([{ endpoint: BUDGET_UPDATE, noopRate: 1 }]);
    await visiblePanel(page)
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
    await expect(dialog.getByText('成功 0 · 失败 2')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('batch-modify-failed.png') });

    await setSandboxFaults([]);
    await dialog.getByRole('button', { name: '批量重试' }).click();
    await expect(page.getByText('更新成功')).toBeVisible({ timeout: 60_000 });

    const after = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      promotion_ids: ids,
    });
    expect(after.list.map((r) => r.budget)).toEqual([8888, 8888]);
  });

  test('changes the budget of 20 ads in at most 15 clicks', async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      per_page: 200,
    });
    const ads = list
      .filter((r) => r.budget_mode === 'BUDGET_MODE_DAY' && r.status !== 'DELETED')
      .slice(0, 20);
    if (ads.length < 20) throw new Error('the demo has no 20 day-budget promotions');
    // Above every current budget by more than the medium's smallest change (100 元).
    const budget = Math.ceil((Math.max(...ads.map((r) => r.budget ?? 0)) + 1000) / 100) * 100;

    // Every press of a mouse button on the screen counts, from the screen's first paint.
    await page.addInitScript(() => {
      const counted = window as unknown as { clicks: number };
      counted.clicks = 0;
      window.addEventListener(
        'pointerdown',
        (event) => {
          if (event.isTrusted) counted.clicks += 1;
        },
        true,
      );
    });
    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/launchV3');
    await expect(page).toHaveTitle('投放管理 - 游戏广告投放平台');
    await page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
    });

    await page.getByRole('tab', { name: '广告' }).click();
    await queryPromotionIds(
      page,
      ads.map((r) => r.promotion_id),
    );
    await clearCreateDates(page);
    const panel = visiblePanel(page);
    await panel.getByRole('button', { name: '选择全部 20 条符合筛选的数据' }).click(FIRST_LOAD);
    await expect(panel.getByText('已选 20 条')).toBeVisible();

    await panel.getByRole('button', { name: /批量修改/ }).click();
    await page.getByRole('menuitem', { name: '修改预算' }).click();
    const dialog = page.getByRole('dialog', { name: '修改预算' });
    await expect(dialog.getByText('已选 20 条')).toBeVisible();
    const input = dialog.getByRole('spinbutton', { name: '修改预算' });
    await input.click();
    await input.fill(String(budget));
    await page.screenshot({ path: testInfo.outputPath('batch-modify-edit.png') });
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText(/将修改 20 条/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('batch-modify-preview.png') });
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(dialog.getByText('成功 20 · 失败 0')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('batch-modify-result.png') });
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect(dialog).toBeHidden();

    const clicks = await page.evaluate(() => (window as unknown as { clicks: number }).clicks);
    testInfo.annotations.push({ type: 'clicks', description: String(clicks) });
    console.log(`budget change on 20 ads: ${clicks} clicks`);
    expect(clicks).toBeLessThanOrEqual(15);

    const after = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      promotion_ids: ads.map((r) => r.promotion_id),
    });
    expect(after.list.map((r) => r.budget)).toEqual(ads.map(() => budget));
  });
});
