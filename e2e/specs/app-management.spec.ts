import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

// This run's own package, so a retry on the same server finds only its app.
const RUN = randomBytes(3).toString('hex');
const PACKAGE = `com.xinghe.war${RUN}`;
const GAME = '星河战纪（1001）';
const SLOW = { timeout: 60_000 };

/** Picks an option of the antd select labelled `name` inside `scope`. */
async function choose(scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await scope
    .page()
    .locator('.ant-select-dropdown:visible')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * App management (docs/architecture/apps.md): an operator opens 应用管理 from the menu, is told
 * of a malformed package name as they type, creates an Android app of a game in one Kuaishou
 * account, and sees it listed with the id the account's 应用中心 gave it.
 */
test('an operator creates a Kuaishou app in an account and sees it listed', async ({ page }) => {
  const { username, password } = demoUsers.operator;
  await signIn(page, username, password);
  await page.goto('/#/project');
  await expect(page).toHaveURL(/#\/project\/projectTt$/);
  await page.goto('/#/project/projectKs');
  await expect(
    page.getByRole('heading', { name: '快手应用' }).or(page.getByText('快手应用').first()),
  ).toBeVisible();

  await page.getByRole('button', { name: '新建应用' }).click();
  const form = page.getByRole('dialog', { name: '新建快手应用' });
  await choose(form, '游戏', GAME);
  await form.getByLabel('应用名称').fill('星河战纪');
  await form.getByLabel('应用包名').fill('xinghe');
  await form.getByLabel('下载链接').fill('https://cdn.example.com/xinghe.apk');
  await expect(form.getByText('应用包名格式不正确')).toBeVisible();
  await form.getByLabel('应用包名').fill(PACKAGE);
  await form.getByLabel('图标链接').fill('https://cdn.example.com/xinghe.png');
  await form.getByLabel('隐私政策链接').fill('https://www.example.com/privacy');
  await form.getByRole('combobox', { name: '创建到账户' }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible(SLOW);
  await option.click();
  await page.keyboard.press('Escape');
  await expect(form.getByText(/已选 1 个账户，每个账户最多 50 个应用/)).toBeVisible(SLOW);
  await form.getByRole('button', { name: label('创建') }).click();
  await expect(form).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: PACKAGE });
  await expect(row).toBeVisible();
  // The task creates it in the account's 应用中心; the list reads the row again until it has.
  await expect(row.getByText('审核中')).toBeVisible(SLOW);
  await expect(row.getByText(/^\d{9}$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/app-management.png', fullPage: true });
});
