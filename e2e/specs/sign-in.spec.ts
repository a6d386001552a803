import { apiLogin, type Envelope } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { pageToken } from '../support/session';
import { label, openUserMenu, sideMenu } from '../support/ui';

const { admin, reviewer } = demoUsers;

test.describe('sign-in (spec 000 §4)', () => {
  test('a signed-out visit goes to the login page and returns to the page after signing in', async ({
    page,
  }) => {
    await page.goto('/#/privilige');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fprivilige$/);
    await expect(page).toHaveTitle('登录 - 游戏广告投放平台');

    await page.getByPlaceholder('用户名').fill(admin.username);
    await page.getByPlaceholder('密码').fill(admin.password);
    await page.getByRole('button', { name: label('登录') }).click();

    await expect(page).toHaveURL(/#\/privilige$/);
    await expect(page).toHaveTitle('权限管理 - 游戏广告投放平台');
    await expect(sideMenu(page).getByRole('menuitem', { name: '权限管理' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '权限分组' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('系统管理员')).toBeVisible();
  });

  test('a wrong password shows the server message under the form and stays on the login page', async ({
    page,
  }) => {
    await page.goto('/#/login');
    await page.getByPlaceholder('用户名').fill(reviewer.username);
    await page.getByPlaceholder('密码').fill('not-the-password-1');
    await page.getByRole('button', { name: label('登录') }).click();

    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByPlaceholder('用户名')).toHaveValue(reviewer.username);
  });

  test('a control character in the user name gets a clear validation message', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByPlaceholder('用户名').fill(`${reviewer.username}\u0007`);
    await page.getByPlaceholder('密码').fill(reviewer.password);
    await page.getByRole('button', { name: label('登录') }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/^请求参数有误\s*username：不能包含控制字符（如 NUL）$/);
    await expect(alert).not.toContainText('服务器内部错误');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('logging out returns to the login page and ends the session on the server', async ({
    page,
    request,
  }) => {
    await page.goto('/#/login');
    await page.getByPlaceholder('用户名').fill(admin.username);
    await page.getByPlaceholder('密码').fill(admin.password);
    await page.getByRole('button', { name: label('登录') }).click();
    await expect(page.getByRole('banner').getByText('系统管理员')).toBeVisible();
    const token = await pageToken(page);

    const menu = await openUserMenu(page, '系统管理员');
    await menu.getByRole('menuitem', { name: /退出登录/ }).click();

    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: label('登录') })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    // The login page sends the revoke as it opens: the server ends the session once it is in.
    await expect
      .poll(async () => {
        const response = await request.get('/api/user/info', { headers: { 'X-Token': token } });
        return ((await response.json()) as Envelope<unknown>).code;
      })
      .toBe(-100);

    // A fresh sign-in still works: only that session ended.
    expect(await apiLogin(request, admin.username, admin.password)).not.toBe(token);
  });
});
