import type { Locator, Page } from '@playwright/test';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { openUserMenu, sideMenu, topMenu } from '../support/ui';

const { star } = demoUsers;

/** Picks an option of the antd select labelled `name` inside `scope`. */
async function choose(scope: Locator | Page, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The body rows of the page's list (antd's measure row left out). */
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * spec 000 §2, spec 002 §2 and §4: a 聚星 partner (the demo's star user, whose only role is star)
 * lands on 聚星达人, sees the star pages only and no 首页, follows star tasks by status and opens a
 * supplement order's detail, all read from the media sandbox's Kuaishou.
 */
test('a star-only user sees only the Kuaishou star pages', async ({ page }) => {
  await signIn(page, star.username, star.password);

  await expect(page).toHaveURL(/#\/landing\/ksstar\/star/);
  await expect(page).toHaveTitle('聚星达人 - 游戏广告投放平台');
  await expect(topMenu(page).getByRole('menuitem')).toHaveText(['落地页与工具']);
  await expect(sideMenu(page).getByRole('link')).toHaveText(['聚星达人', '聚星补单', '聚星任务']);
  const userMenu = await openUserMenu(page, '星图专员');
  await expect(userMenu.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
  await expect(userMenu.getByRole('menuitem', { name: /首页/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 聚星达人: the creators of the chosen Kuaishou account, narrowed by industry.
  await expect(page.getByRole('combobox', { name: '快手账户' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  await choose(page, '行业', '科技数码');
  await expect(page.getByText('共 60 条')).toHaveCount(0);
  const industries = rows(page).locator('td:nth-child(3)');
  await expect(industries.first()).toHaveText('科技数码');
  await expect(industries.filter({ hasNotText: '科技数码' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('authors.png'), fullPage: true });

  // 聚星任务: the account's tasks in Chinese statuses, filtered to 已完成.
  await sideMenu(page).getByRole('link', { name: '聚星任务' }).click();
  await expect(page).toHaveURL(/#\/landing\/ksstar\/taskks/);
  await expect(rows(page).first()).toBeVisible();
  await choose(page, '任务状态', '已完成');
  const statuses = rows(page).locator('td:nth-child(4)');
  await expect(statuses.first()).toHaveText('已完成');
  await expect(statuses.filter({ hasNotText: '已完成' })).toHaveCount(0);
  await choose(page, '任务状态', '计费中');
  await expect(statuses.first()).toHaveText('计费中');
  await expect(statuses.filter({ hasNotText: '计费中' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('tasks.png'), fullPage: true });

  // 聚星补单 → 补单详情 of a delivered order, with its videos.
  await sideMenu(page).getByRole('link', { name: '聚星补单' }).click();
  await expect(page).toHaveURL(/#\/landing\/ksstar\/order/);
  await choose(page, '补单状态', '已完成');
  await expect(rows(page).first().locator('td:nth-child(4)')).toHaveText('已完成');
  await page.screenshot({ path: test.info().outputPath('orders.png'), fullPage: true });
  const orderId = (await rows(page).first().locator('td').first().innerText()).trim();
  await rows(page).first().getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/landing/ksstar/order/${orderId}\\?advertiser_id=\\d+`),
  );
  await expect(page.locator('.ant-card-head-title').first()).toHaveText('补单详情');
  await expect(page.locator('.ant-descriptions').getByText(orderId)).toBeVisible();
  await expect(page.getByText('交付作品')).toBeVisible();
  // The delivered videos' ids follow the order's.
  await expect(
    page.getByRole('cell', { name: new RegExp(`^${orderId}\\d$`) }).first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-detail.png'), fullPage: true });

  // Any other page opened by address is refused.
  await page.goto('/#/home/main');
  await expect(page.getByText('无权访问该页面')).toBeVisible();
});
