import type { Page, Request } from '@playwright/test';
import { apiLogin, apiPost, apiPut } from '../support/api';
import {
  clearCreateDates,
  DELIVERY_REPORTS,
  FIRST_LOAD,
  openDeliveryTab,
  reportPage,
  visiblePanel,
} from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { label } from '../support/ui';

const { admin } = demoUsers;

interface AccountRow {
  advertiser_id: string;
  advertiser_name: string;
}
interface ProjectRow {
  project_id: string;
  name: string;
  advertiser_id: string;
}
interface PromotionRow {
  promotion_id: string;
  name: string;
  advertiser_id: string;
  opt_status: string | null;
  status: string | null;
  audit_denied: boolean;
  creative_count: number;
}

/** A report call of the screen whose body matches. */
function reportRequest(
  page: Page,
  path: string,
  matches: (body: Record<string, unknown>) => boolean = () => true,
): Promise<Request> {
  return page.waitForRequest((request) => {
    if (!request.url().endsWith(path) || request.method() !== 'POST') return false;
    return matches((request.postDataJSON() ?? {}) as Record<string, unknown>);
  });
}

/** The rendered height of the first body row of the tab on screen. */
async function firstRowHeight(page: Page): Promise<number | undefined> {
  const row = visiblePanel(page).locator('tr.tf-grid-row').first();
  await expect(row).toBeVisible();
  return (await row.boundingBox())?.height;
}

test.describe('投放管理 /transConfig/launchV3 (spec 001 §2)', () => {
  test.slow();

  // spec 001 §3: rows are 50 px on the account tab, 65 on projects and ads, 110 on materials.
  test('drills from an account to its projects, ads and materials', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const promotions = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion);
    const promotion = promotions.list.find((row) => row.creative_count > 0) ?? promotions.list[0];
    if (!promotion) throw new Error('the demo has no promotion');
    const [project] = (
      await reportPage<ProjectRow>(request, token, DELIVERY_REPORTS.project, {
        advertiser_ids: [promotion.advertiser_id],
      })
    ).list.filter((row) => row.advertiser_id === promotion.advertiser_id);
    const accounts = await reportPage<AccountRow>(request, token, DELIVERY_REPORTS.account, {
      keyword: promotion.advertiser_id,
    });
    const account = accounts.list[0];
    if (!account || !project) throw new Error('the demo promotion has no account or project');

    await openDeliveryTab(page, '账户');
    await visiblePanel(page).getByPlaceholder('账户名称或ID').fill(account.advertiser_id);
    const accountLink = page.getByRole('button', { name: `查看项目：${account.advertiser_name}` });
    await expect(accountLink).toBeVisible(FIRST_LOAD);
    expect(await firstRowHeight(page)).toBe(50);
    await accountLink.click();
    await expect(page.getByRole('tab', { name: '项目', selected: true })).toBeVisible();
    await expect(visiblePanel(page).getByText(`账户：${account.advertiser_name}`)).toBeVisible();
    await clearCreateDates(page);
    await expect(visiblePanel(page).getByText(project.name).first()).toBeVisible(FIRST_LOAD);
    expect(await firstRowHeight(page)).toBe(65);

    await visiblePanel(page)
      .getByRole('button', { name: `查看广告：${project.name}` })
      .click();
    await expect(page.getByRole('tab', { name: '广告', selected: true })).toBeVisible();
    await expect(visiblePanel(page).getByText(`项目：${project.name}`)).toBeVisible();

    // Removing the parent tag lists every ad again.
    const unfiltered = reportRequest(
      page,
      DELIVERY_REPORTS.promotion,
      (body) => !('project_id' in body),
    );
    await visiblePanel(page).getByRole('button', { name: '移除上级筛选' }).click();
    await unfiltered;

    await clearCreateDates(page);
    await visiblePanel(page).getByPlaceholder('广告名称或ID').fill(promotion.promotion_id);
    const promotionLink = visiblePanel(page).getByRole('button', {
      name: `查看素材：${promotion.name}`,
    });
    await expect(promotionLink).toBeVisible(FIRST_LOAD);
    expect(await firstRowHeight(page)).toBe(65);
    await promotionLink.click();
    await expect(page.getByRole('tab', { name: '素材', selected: true })).toBeVisible();
    await expect(visiblePanel(page).getByText(`广告：${promotion.name}`)).toBeVisible();
    await clearCreateDates(page);
    expect(await firstRowHeight(page)).toBe(110);
  });

  test('filters by keyword, sorts by a metric and remembers the page size', async ({
    page,
    request,
  }) => {
    await openDeliveryTab(page, '项目');
    await expect(visiblePanel(page).getByText('合计')).toBeVisible(FIRST_LOAD);

    const byKeyword = reportRequest(
      page,
      DELIVERY_REPORTS.project,
      (body) => body.keyword === '不存在的项目',
    );
    await visiblePanel(page).getByPlaceholder('项目名称或ID').fill('不存在的项目');
    await byKeyword;
    await expect(visiblePanel(page).getByRole('img', { name: '暂无数据' })).toBeVisible();
    await visiblePanel(page).getByPlaceholder('项目名称或ID').fill('');

    // spec 001 §3: the first click on a metric puts the largest first.
    const sorted = reportRequest(
      page,
      DELIVERY_REPORTS.project,
      (body) => body.order_field === 'stat_cost' && body.order_type === 'desc',
    );
    await visiblePanel(page).getByRole('columnheader', { name: /消耗/ }).click();
    await sorted;

    const bigger = reportRequest(page, DELIVERY_REPORTS.project, (body) => body.per_page === 50);
    await visiblePanel(page).getByRole('combobox', { name: '每页条数' }).click();
    await page.getByTitle('50 条/页').click();
    await bigger;

    // The page size is the user's, kept on the server per tab.
    const kept = reportRequest(page, DELIVERY_REPORTS.project, (body) => body.per_page === 50);
    await page.reload();
    await kept;
    await expect(visiblePanel(page).getByRole('combobox', { name: '每页条数' })).toBeVisible();
    await expect(visiblePanel(page).getByTitle('50 条/页')).toBeVisible();
    const token = await apiLogin(request, admin.username, admin.password);
    await apiPut(request, token, '/api/user/preferences/report-table', {
      screen: 'launchV3',
      tab: 'project',
      value: {},
    });
  });

  test('keeps the chosen columns after a reload', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    await apiPost(request, token, '/api/report/columns/reset', {
      screen: 'launchV3',
      tab: 'promotion',
    });
    await openDeliveryTab(page, '广告');
    const panel = visiblePanel(page);
    await expect(panel.getByRole('columnheader', { name: /付费ROI/ })).toHaveCount(0);

    await panel.getByRole('button', { name: '自定义列' }).click();
    const dialog = page.getByRole('dialog', { name: '自定义列' });
    await dialog.getByRole('textbox', { name: '搜索列名称' }).fill('付费ROI');
    await dialog.getByRole('checkbox', { name: '付费ROI' }).check();
    await expect(dialog.getByText('已选 9 项')).toBeVisible();
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(panel.getByRole('columnheader', { name: /付费ROI/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: '广告', selected: true })).toBeVisible();
    await expect(visiblePanel(page).getByRole('columnheader', { name: /付费ROI/ })).toBeVisible(
      FIRST_LOAD,
    );
    await apiPost(request, token, '/api/report/columns/reset', {
      screen: 'launchV3',
      tab: 'promotion',
    });
  });

  test('refuses bad batch queries and filters by the distinct ids', async ({ page }) => {
    await openDeliveryTab(page, '广告');
    await visiblePanel(page).getByRole('button', { name: '批量查询' }).click();
    const dialog = page.getByRole('dialog', { name: '批量查询广告ID' });
    await dialog.getByRole('button', { name: label('查询') }).click();
    await expect(dialog.getByText('请输入要查询的ID')).toBeVisible();

    const box = dialog.getByRole('textbox', { name: '批量查询ID' });
    await box.fill('123\n0123');
    await dialog.getByRole('button', { name: label('查询') }).click();
    await expect(
      dialog.getByText('第2行「0123」不是有效的ID，ID须为不以0开头的正整数'),
    ).toBeVisible();

    await box.fill('7400000000000000001\n7400000000000000002\n7400000000000000001');
    await expect(dialog.getByText('重复 1 个')).toBeVisible();
    await expect(dialog.getByText('有效 2 个')).toBeVisible();
    const queried = reportRequest(
      page,
      DELIVERY_REPORTS.promotion,
      (body) => Array.isArray(body.promotion_ids) && body.promotion_ids.length === 2,
    );
    await dialog.getByRole('button', { name: label('查询') }).click();
    await queried;
    await expect(visiblePanel(page).getByText('批量查询：2 个ID')).toBeVisible();
  });

  test('switches a promotion off', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const promotions = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion);
    const promotion = promotions.list.find(
      (row) => row.opt_status === 'ENABLE' && row.status !== 'DELETED',
    );
    if (!promotion) throw new Error('the demo has no enabled promotion');

    await openDeliveryTab(page, '广告');
    await clearCreateDates(page);
    await visiblePanel(page).getByPlaceholder('广告名称或ID').fill(promotion.promotion_id);
    const row = visiblePanel(page).getByRole('row').filter({ hasText: promotion.promotion_id });
    const toggle = row.getByRole('switch', { name: '开关：启用' });
    await toggle.click(FIRST_LOAD);
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(row.getByRole('switch', { name: '开关：暂停' })).not.toBeChecked();

    // Read back from the medium: refresh re-syncs the rows from the sandbox before answering.
    const fromMedium = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      advertiser_ids: [promotion.advertiser_id],
      promotion_ids: [promotion.promotion_id],
      refresh: 1,
    });
    expect(fromMedium.list.map((r) => [r.promotion_id, r.opt_status])).toEqual([
      [promotion.promotion_id, 'DISABLE'],
    ]);
  });

  test('opens the audit advice of a denied promotion', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const denied = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      status: ['AUDIT_DENY'],
    });
    const promotion = denied.list.find((row) => row.audit_denied);
    // The sandbox's seeded world denies a fixed share of its promotions (SANDBOX_SEED).
    if (!promotion) throw new Error('the demo has no promotion the medium denied');

    await openDeliveryTab(page, '广告');
    await clearCreateDates(page);
    await visiblePanel(page).getByPlaceholder('广告名称或ID').fill(promotion.promotion_id);
    const row = visiblePanel(page).getByRole('row').filter({ hasText: promotion.promotion_id });
    await row.getByRole('button', { name: '审核建议' }).click(FIRST_LOAD);
    const drawer = page.getByRole('dialog', { name: `审核建议 - ${promotion.name}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(/拒绝原因|审核建议不存在/).first()).toBeVisible();
  });
});
