import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { dismissVersionNotice, label } from '../support/ui';

const HOST = 'toufang.test';
const launch = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../support/chromium-launch.json'), 'utf8'),
) as LaunchOptions;

let browser: Browser;

/**
 * The product on a LAN host name over plain HTTP, as colleagues reach it. Browsers exempt localhost
 * from `upgrade-insecure-requests`, so this browser resolves a real-looking host name to the e2e
 * server instead: over plain HTTP nothing may send it to https.
 */
test.describe('on a LAN host name over plain HTTP', () => {
  test.beforeAll(async () => {
    browser = await chromium.launch({
      ...launch,
      args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
  });
  test.afterAll(async () => {
    await browser.close();
  });

  test('the login page renders and signing in works', async ({ baseURL }, testInfo) => {
    const origin = `http://${HOST}:${new URL(baseURL ?? '').port}`;
    const context = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await dismissVersionNotice(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));

    await page.goto(`${origin}/#/login`);
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('lan-host-login.png') });

    await page.getByPlaceholder('用户名').fill(demoUsers.admin.username);
    await page.getByPlaceholder('密码').fill(demoUsers.admin.password);
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page.getByRole('banner').getByText('系统管理员')).toBeVisible();
    expect(page.url().startsWith(`${origin}/`)).toBe(true);
    expect(failed).toEqual([]);
    await context.close();
  });
});
