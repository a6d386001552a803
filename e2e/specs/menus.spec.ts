import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { openUserMenu, sideMenu, topMenu } from '../support/ui';

const { admin, designer, operator } = demoUsers;

/** spec 000 §2 shell layout, §5 menu visibility. */
test.describe('menus follow the abilities of the signed-in user', () => {
  test('an administrator sees 系统管理 with its pages', async ({ page }) => {
    await signIn(page, admin.username, admin.password);

    const system = topMenu(page).getByRole('menuitem', { name: '系统管理' });
    await expect(system).toBeVisible();
    await system.hover();
    const dropdown = page.getByRole('menu').filter({ hasText: '用户账号' }).last();
    for (const title of ['用户账号', '权限管理', '配置管理']) {
      await expect(dropdown.getByRole('link', { name: title })).toBeVisible();
    }
    await dropdown.getByRole('link', { name: '用户账号' }).click();

    await expect(page).toHaveURL(/#\/info$/);
    await expect(page).toHaveTitle('用户账号 - 游戏广告投放平台');
    for (const title of ['配置管理', '用户账号', '权限管理', '短信发件箱']) {
      await expect(sideMenu(page).getByRole('link', { name: title })).toBeVisible();
    }

    const userMenu = await openUserMenu(page, '系统管理员');
    await expect(userMenu.getByRole('menuitem', { name: /首页/ })).toBeVisible();
  });

  test('an operator has no 系统管理 and is refused 用户账号 opened by URL', async ({ page }) => {
    await signIn(page, operator.username, operator.password);
    await expect(page.getByRole('banner').getByText('投放优化师')).toBeVisible();

    await expect(topMenu(page).getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: '用户账号' })).toHaveCount(0);

    await page.goto('/#/info');
    await expect(page.getByText('无权访问该页面')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增用户' })).toHaveCount(0);
  });

  test('a designer lands on the material overview, the home page made for them', async ({
    page,
  }) => {
    await signIn(page, designer.username, designer.password);
    await expect(page).toHaveURL(/#\/cview\/main$/);
    await expect(page.getByRole('heading', { name: '素材概览' })).toBeVisible();
    await expect(page.getByText('暂无可访问的页面')).toHaveCount(0);
    await page.goto('/#/creative/material');
    await expect(page.getByRole('button', { name: '上传素材' })).toBeVisible();
  });
});
