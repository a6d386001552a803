import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, openSecondPage, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label, openUserMenu, sideMenu, topMenu } from '../support/ui';
import { createUser, uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

/** spec 000 §6: roles are created, given abilities and assigned to users; §5: menus follow. */
test('an administrator grants 用户账号 through a new role and the user then sees the page', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiLogin(request, admin.username, admin.password);
  const user = await createUser(request, adminToken, { prefix: 'grantee' });

  // Without the ability: neither in the menu nor reachable by URL.
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('banner').getByText(user.nickName)).toBeVisible();
  await expect(page.getByRole('link', { name: '用户账号' })).toHaveCount(0);
  await page.goto('/#/info');
  await expect(page.getByText('无权访问该页面')).toBeVisible();

  // The administrator, at another computer, builds a role in 权限管理 → 角色管理.
  const adminPage = await openSecondPage(browser);
  await signIn(adminPage, admin.username, admin.password);
  await adminPage.goto('/#/privilige');
  await adminPage.getByRole('tab', { name: '角色管理' }).click();
  await adminPage.getByRole('button', { name: '新增角色' }).click();

  const roleTitle = `账号管理员${uniqueSuffix().slice(-5)}`;
  const roleForm = adminPage.getByRole('dialog', { name: '新增角色' });
  await roleForm.getByLabel('角色名称').fill(roleTitle);
  await roleForm.getByLabel('角色标识').fill(`acct_${uniqueSuffix()}`);
  await roleForm.getByRole('button', { name: label('保存') }).click();
  await expect(adminPage.getByText('角色已新增')).toBeVisible();
  await expect(roleForm).toBeHidden();

  const roleRow = adminPage.getByRole('row').filter({ hasText: roleTitle });
  await expect(roleRow).toBeVisible();
  await roleRow.getByRole('button', { name: '分配权限' }).click();
  const abilities = adminPage.getByRole('dialog', { name: `分配权限：${roleTitle}` });
  await abilities.getByPlaceholder('按权限标识或名称搜索').fill('user:roles');
  const ability = abilities.getByRole('checkbox', { name: /用户与角色管理/ });
  await ability.check();
  await expect(ability).toBeChecked();
  await abilities.getByRole('button', { name: label('保存') }).click();
  await expect(adminPage.getByText('权限已保存')).toBeVisible();
  await expect(abilities).toBeHidden();

  await roleRow.getByRole('button', { name: '分配用户' }).click();
  const members = adminPage.getByRole('dialog', { name: `分配用户：${roleTitle}` });
  await members.getByPlaceholder('搜索姓名或用户名').first().fill(user.username);
  await members.getByRole('listitem').filter({ hasText: user.username }).click();
  await members.getByRole('button', { name: 'right' }).click();
  await members.getByRole('button', { name: label('保存') }).click();
  await expect(adminPage.getByText('成员已保存')).toBeVisible();
  await expect(roleRow.getByRole('cell').nth(3)).toHaveText('1');
  await adminPage.context().close();

  // The user signs in again and now has the page.
  const userMenu = await openUserMenu(page, user.nickName);
  await userMenu.getByRole('menuitem', { name: /退出登录/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await signIn(page, user.username, user.password);

  await expect(topMenu(page).getByRole('menuitem', { name: '系统管理' })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: '用户账号' }).click();
  await expect(page).toHaveURL(/#\/info$/);
  await expect(page.getByText('用户账号', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: user.username })).toBeVisible();
  await expect(page.getByText('无权访问该页面')).toHaveCount(0);
});
