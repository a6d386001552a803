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
import { label } from '../support/ui';

const { admin } = demoUsers;

interface PromotionRow {
  promotion_id: string;
  name: string;
  status: string | null;
  budget_mode: string | null;
  budget: number | null;
  cpa_bid: number | null;
  project: { project_custom: string | null } | null;
}

const yuan = (value: number) =>
  `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Every change lands in the change history, viewable per row. An ad's budget changed
 * through its 预算/出价 dialog shows in its 变更记录 as before → after, with who made it.
 */
test.describe('投放管理 change history', () => {
  test.slow();

  test('shows an ad’s budget change in its 变更记录', async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      per_page: 200,
    });
    // The last one: other specs edit the first day-budget ads.
    const target = list
      .filter(
        (r) =>
          r.budget_mode === 'BUDGET_MODE_DAY' &&
          r.budget !== null &&
          r.status !== 'DELETED' &&
          (r.cpa_bid !== null || r.project?.project_custom === 'ON'),
      )
      .at(-1);
    if (!target?.budget) throw new Error('the demo has no day-budget promotion');
    const before = target.budget;
    const after = before + 123;

    await openDeliveryTab(page, '广告');
    await queryPromotionIds(page, [target.promotion_id]);
    await clearCreateDates(page);
    const row = visiblePanel(page).getByRole('row').filter({ hasText: target.promotion_id });

    await row.getByRole('button', { name: '预算/出价' }).click(FIRST_LOAD);
    const edit = page.getByRole('dialog', { name: /^修改广告预算/ });
    await edit.getByRole('spinbutton', { name: '预算（元）' }).fill(String(after));
    await edit.getByRole('button', { name: label('确定') }).click();
    await expect(page.getByText('更新成功')).toBeVisible({ timeout: 60_000 });
    await expect(edit).toBeHidden();
    await expect(page.getByText('更新成功')).toBeHidden();

    await row.getByRole('button', { name: '变更记录' }).click();
    const drawer = page.getByRole('dialog', { name: `变更记录 - 广告：${target.name}` });
    const change = drawer.getByRole('row').filter({ hasText: '修改预算' }).first();
    await expect(change).toContainText(`预算：${yuan(before)} → ${yuan(after)}`);
    // The demo administrator's name (apps/server/src/seed/demo.seed.ts).
    await expect(change).toContainText('系统管理员');
    await expect(change).toContainText('成功');
    // Kept with the run's results, to see the drawer as the user does.
    await page.screenshot({ path: testInfo.outputPath('change-history.png') });

    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();
  });
});
