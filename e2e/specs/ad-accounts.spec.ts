import type { Page } from '@playwright/test';
import { apiGet, apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

interface AccountList {
  list: { id: number; advertiser_id: string; name: string }[];
  page_info: { total_number: number };
}

/** The sandbox's demo user on every medium's authorize page (media sandbox login page). */
const SANDBOX_USER = { username: 'demo', password: 'demo123' };

/**
 * On the medium's authorize page: signs in as the sandbox user and ticks the first plain advertiser
 * (`广告主`) not yet authorized; answers its name and id.
 */
async function grantOneNewAccount(
  page: Page,
  known: ReadonlySet<string>,
): Promise<{ name: string; id: string }> {
  await page.getByLabel('账号').fill(SANDBOX_USER.username);
  await page.getByLabel('密码').fill(SANDBOX_USER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '选择授权账户' })).toBeVisible();

  const rows = page.locator('tbody tr').filter({ has: page.locator('span.tag.plain') });
  const count = await rows.count();
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const id = (await row.locator('td').nth(2).innerText()).trim();
    if (known.has(id)) continue;
    const name = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认授权' }).click();
    return { name, id };
  }
  throw new Error('the sandbox offers no plain advertiser that is not authorized yet');
}

/** The account's row in the list, found by its id. */
const accountRow = (page: Page, id: string) =>
  page.getByRole('row').filter({ hasText: `广告主ID ${id}` });

/** The embedded product syncs the demo accounts after it starts: first pages may take a while. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe('头条账号 (spec 000 §2 /userList/user/adAcc)', () => {
  test.slow();

  test('authorizes an account through the medium, sets its alias and disables it', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const before = await apiGet<AccountList>(request, token, '/api/auth/advertisers', {
      per_page: 1000,
    });
    expect(before.page_info.total_number).toBeGreaterThanOrEqual(6);

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/userList/user/adAcc');
    await expect(page).toHaveTitle('头条账号 - 游戏广告投放平台');
    const demoAccount = before.list[0];
    if (!demoAccount) throw new Error('no demo account');
    await expect(accountRow(page, demoAccount.advertiser_id)).toContainText(
      demoAccount.name,
      FIRST_LOAD,
    );
    await expect(page.getByText(`共 ${before.page_info.total_number} 条`)).toBeVisible();

    // 授权账户: the browser goes to the medium's authorize page and comes back.
    await page.getByRole('button', { name: /授权账户/ }).click();
    await expect(page.getByRole('heading', { name: '授权登录' })).toBeVisible();
    const granted = await grantOneNewAccount(
      page,
      new Set(before.list.map((a) => a.advertiser_id)),
    );
    await expect(page).toHaveURL(/#\/userList\/user\/adAcc$/);
    await expect(page.getByText('巨量引擎授权成功，共 1 个账户')).toBeVisible();
    const row = accountRow(page, granted.id);
    await expect(row).toContainText(granted.name);
    await expect(row).toContainText('正常');
    await expect(page.getByText(`共 ${before.page_info.total_number + 1} 条`)).toBeVisible();

    // 别名: edited in place.
    const alias = `主力投放号${uniqueSuffix().slice(-6)}`;
    await row.getByRole('button', { name: '编辑别名' }).click();
    const aliasBox = row.getByRole('textbox');
    await aliasBox.fill(alias);
    await aliasBox.press('Enter');
    await expect(page.getByText('别名已保存')).toBeVisible();
    await expect(row).toContainText(alias);
    await page.getByPlaceholder('账户名称 / 别名 / 广告主ID').fill(alias);
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(accountRow(page, granted.id)).toBeVisible();

    // 状态: disabling asks first.
    await row.getByRole('switch', { name: '启用状态' }).click();
    await page.getByRole('button', { name: '确认禁用' }).click();
    await expect(page.getByText('已禁用')).toBeVisible();
    await expect(row.getByRole('switch', { name: '启用状态' })).not.toBeChecked();
    await expect(row).toContainText('禁用');

    const after = await apiGet<AccountList & { list: { status: number; alias: string }[] }>(
      request,
      token,
      '/api/auth/advertisers',
      { keyword: granted.id },
    );
    expect(after.list[0]).toMatchObject({ alias, status: 0 });
  });

  for (const medium of [
    { key: 'kuaishou', page: '/userList/adAccKs', name: '磁力引擎' },
    { key: 'tencent', page: '/userList/adAccQq', name: '腾讯广告' },
  ]) {
    test(`authorizes a ${medium.key} account through its authorize page`, async ({
      page,
      request,
    }) => {
      const token = await apiLogin(request, admin.username, admin.password);
      const listPath = `/api/${medium.key}/auth/advertisers`;
      const before = await apiGet<AccountList>(request, token, listPath, { per_page: 1000 });

      await signIn(page, admin.username, admin.password);
      await page.goto(`/#${medium.page}`);
      await expect(page.getByText(`共 ${before.page_info.total_number} 条`)).toBeVisible(
        FIRST_LOAD,
      );
      await page.getByRole('button', { name: /授权账户/ }).click();
      await expect(page.getByRole('heading', { name: '授权登录' })).toBeVisible();
      const granted = await grantOneNewAccount(
        page,
        new Set(before.list.map((a) => a.advertiser_id)),
      );
      // The callback reloads the whole app on the account page before it reads the result.
      await expect(page).toHaveURL(new RegExp(`#${medium.page}$`), FIRST_LOAD);
      await expect(page.getByText(`${medium.name}授权成功，共 1 个账户`)).toBeVisible();
      // Tencent names the id 账户ID, the others 广告主ID.
      const row = page.getByRole('row').filter({ hasText: granted.id });
      await expect(row).toContainText(granted.name);
      await expect(row).toContainText('正常');

      const after = await apiGet<AccountList>(request, token, listPath, { per_page: 1000 });
      expect(after.page_info.total_number).toBe(before.page_info.total_number + 1);
    });
  }

  test('the detail page shows the account and its grant', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const accounts = await apiGet<AccountList>(request, token, '/api/kuaishou/auth/advertisers');
    const account = accounts.list[0];
    if (!account) throw new Error('no demo Kuaishou account');

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/userList/adAccKs');
    await expect(page.getByRole('link', { name: account.name })).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: account.name }).click();
    await expect(page).toHaveURL(new RegExp(`#/userList/adAccKs/${account.id}$`));
    await expect(page.getByText(`快手账号详情：${account.name}`)).toBeVisible();
    await expect(page.getByText('授权信息')).toBeVisible();
    // The id shows as the account's and, for the account that granted, as the grantor's.
    await expect(page.getByRole('cell', { name: account.advertiser_id }).first()).toBeVisible();
    await page.getByRole('button', { name: /返回列表/ }).click();
    await expect(page).toHaveURL(/#\/userList\/adAccKs$/);
  });

  test('同步账户 shows its progress and then the balances', async ({ page }) => {
    await signIn(page, admin.username, admin.password);
    await page.goto('/#/userList/adAccQq');
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: /同步账户/ }).click();
    await expect(page.getByText(/^同步完成：读取 \d+ 个授权/)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: /同步账户/ })).toBeEnabled();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText(/\d+\.\d{2}/);
  });
});
