import { demoUsers } from '../support/demo-users';
import { FIRST_LOAD } from '../support/delivery-screen';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { openUserMenu } from '../support/ui';

const { operator } = demoUsers;

/**
 * spec 000 §2: an operator lands on 首页 /home/main (no sidebar), sees the figures of their
 * accounts as charts and the panel of our landing pages, drills from an account into its delivery screen with the account filter
 * applied, and comes back through the user menu's 首页.
 */
test('an operator lands on the dashboard, sees charts and drills into the delivery screen', async ({
  page,
}) => {
  test.slow();
  await signIn(page, operator.username, operator.password);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page).toHaveTitle('首页 - 游戏广告投放平台');
  await expect(page.getByRole('complementary')).toHaveCount(0);

  await expect(page.getByRole('img', { name: '每日消耗趋势图' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('img', { name: '按媒体的消耗分布图' })).toBeVisible();
  await expect(page.getByLabel('今日消耗')).toContainText(/¥/);
  await expect(page.getByText('授权提醒')).toBeVisible();
  await expect(page.getByText('素材待审核')).toBeVisible();
  // Our own landing pages' views and clicks, beside the media's figures.
  await expect(page.locator('.ant-card').filter({ hasText: '自建落地页' })).toContainText(
    '访问合计',
  );
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

  // The accounts with the most cost; the first one's delivery screen, filtered to it.
  const breakdown = page.locator('.ant-card').filter({ hasText: '消耗分布' });
  await breakdown.getByText('账户', { exact: true }).click();
  await expect(page.getByRole('img', { name: '按账户的消耗分布图' })).toBeVisible();
  const firstRow = breakdown.getByRole('row').nth(1);
  const link = firstRow.getByRole('link', { name: '查看投放' });
  const href = await link.getAttribute('href');
  const advertiserId = /advertiser=(\d+)/.exec(href ?? '')?.[1];
  expect(advertiserId).toBeDefined();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/stat_cost/.*\\?advertiser=${advertiserId}$`));
  await expect(page).toHaveTitle('投放管理 - 游戏广告投放平台');
  await expect(page.getByRole('complementary')).toBeVisible();
  // The account's objects: the level below the accounts asks for that account only.
  const report = page.waitForRequest((request) => {
    if (request.method() !== 'POST' || !/\/reports$/.test(request.url())) return false;
    const body = (request.postDataJSON() ?? {}) as { advertiser_ids?: unknown };
    return JSON.stringify(body.advertiser_ids ?? []).includes(advertiserId ?? '-');
  });
  await page.getByRole('tab').nth(1).click();
  await report;

  const userMenu = await openUserMenu(page, '投放优化师');
  await userMenu.getByRole('menuitem', { name: /首页/ }).click();
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByRole('img', { name: '每日消耗趋势图' })).toBeVisible(FIRST_LOAD);
});
