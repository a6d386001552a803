import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, openSecondPage, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label, reloginDialog } from '../support/ui';
import { createRole, createUser } from '../support/users';

const { admin } = demoUsers;

/** spec 000 §4: users can be disabled; a disabled user's session ends at once (code -100). */
test('a user disabled by an administrator is signed out and cannot sign in again', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiLogin(request, admin.username, admin.password);
  const roleId = await createRole(request, adminToken, '配置维护', ['amt:cfg_data_list']);
  const user = await createUser(request, adminToken, { prefix: 'leaver', roleIds: [roleId] });

  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/#\/manager$/);
  await expect(page.getByRole('tab', { name: '游戏' })).toBeVisible();

  // The administrator disables the account in 用户账号 from another computer.
  const adminPage = await openSecondPage(browser);
  await signIn(adminPage, admin.username, admin.password);
  await adminPage.goto('/#/info');
  await adminPage.getByPlaceholder('用户名 / 姓名 / 手机号').fill(user.username);
  const row = adminPage.getByRole('row').filter({ hasText: user.username });
  await expect(adminPage.getByRole('row')).toHaveCount(2);
  await row.getByRole('switch', { name: '启用状态' }).click();
  const confirm = adminPage.getByRole('tooltip').filter({ hasText: '确认禁用该用户？' });
  await expect(confirm).toContainText('禁用后其登录状态将立即失效');
  await confirm.getByRole('button', { name: '确认禁用' }).click();
  await expect(adminPage.getByText('已禁用')).toBeVisible();
  await expect(row.getByRole('switch', { name: '启用状态' })).not.toBeChecked();
  await expect(row).toContainText('禁用');
  await adminPage.context().close();

  // The user's next action meets the expired session.
  await page.getByRole('tab', { name: '部门' }).click();
  await expect(reloginDialog(page)).toBeVisible();
  await reloginDialog(page).getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fmanager$/);

  await page.getByPlaceholder('用户名').fill(user.username);
  await page.getByPlaceholder('密码').fill(user.password);
  await page.getByRole('button', { name: label('登录') }).click();
  await expect(page.getByRole('alert')).toHaveText('账号已被禁用，请联系管理员');
  await expect(page).toHaveURL(/#\/login/);
});
