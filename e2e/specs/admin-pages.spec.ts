import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';
import { createUser, uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

test.beforeEach(async ({ page }) => {
  await signIn(page, admin.username, admin.password);
});

/** spec 000 §2 用户账号 and /user/showAcc/add; §6 users can be added. */
test('用户账号 searches users and 新增用户 adds one, refusing a taken user name on its field', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin.username, admin.password);
  const existing = await createUser(request, token, { prefix: 'search' });

  await page.goto('/#/info');
  await page.getByPlaceholder('用户名 / 姓名 / 手机号').fill(existing.username);
  await expect(page.getByRole('row').filter({ hasText: existing.username })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'operator' })).toHaveCount(0);

  await page.getByRole('button', { name: '新增用户' }).click();
  await expect(page).toHaveURL(/#\/user\/showAcc\/add$/);
  const fill = async (username: string) => {
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('姓名').fill('李雷');
    await page.getByLabel('密码', { exact: true }).fill('Passw0rd!x');
    await page.getByLabel('确认密码').fill('Passw0rd!x');
    await page.getByRole('button', { name: label('提交') }).click();
  };
  await fill(existing.username);
  await expect(page.getByText('用户名已存在')).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/showAcc\/add$/);

  const fresh = `li_${uniqueSuffix()}`;
  await fill(fresh);
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/info$/);
  await page.getByPlaceholder('用户名 / 姓名 / 手机号').fill(fresh);
  await expect(page.getByRole('row').filter({ hasText: fresh })).toContainText('李雷');
});

/** spec 000 §2 配置管理 (amt:cfg_data_list): games and departments. */
test('配置管理 adds a game and a department', async ({ page }) => {
  await page.goto('/#/manager');
  const gameId = String(100_000 + Math.floor(Math.random() * 800_000));
  const gameName = `测试游戏${uniqueSuffix().slice(-4)}`;
  await page.getByRole('button', { name: '新增游戏' }).click();
  const gameForm = page.getByRole('dialog', { name: '新增游戏' });
  await gameForm.getByLabel('游戏ID').fill(gameId);
  await gameForm.getByLabel('游戏名称').fill(gameName);
  await gameForm.getByRole('checkbox', { name: '安卓' }).check();
  await gameForm.getByRole('button', { name: label('保存') }).click();
  await expect(gameForm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: gameName })).toContainText(gameId);

  await page.getByRole('tab', { name: '部门' }).click();
  const deptName = `增长部${uniqueSuffix().slice(-4)}`;
  await page.getByRole('button', { name: '新增部门' }).click();
  const deptForm = page.getByRole('dialog', { name: '新增部门' });
  await deptForm.getByLabel('部门名称').fill(deptName);
  await deptForm.getByRole('button', { name: label('保存') }).click();
  await expect(deptForm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: deptName })).toBeVisible();
});

/** spec 000 §6: ability groups can be created and deleted; their abilities are listed. */
test('权限管理 lists a group’s abilities and creates then deletes a group', async ({ page }) => {
  await page.goto('/#/privilige');
  await page.getByRole('main').getByText('系统管理', { exact: true }).click();
  await expect(page.getByRole('main').getByText('user:roles', { exact: true })).toBeVisible();

  const groupName = `临时分组${uniqueSuffix().slice(-4)}`;
  await page.getByRole('button', { name: '新增分组' }).click();
  const form = page.getByRole('dialog', { name: '新增分组' });
  await form.getByLabel('分组名称').fill(groupName);
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(page.getByText('分组已新增')).toBeVisible();
  await expect(page.getByText(groupName, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `删除分组 ${groupName}` }).click();
  await expect(page.getByText('删除分组后，其中的权限将变为未分组，确认删除？')).toBeVisible();
  await page
    .getByRole('button', { name: label('删除') })
    .last()
    .click();
  await expect(page.getByText('分组已删除')).toBeVisible();
  await expect(page.getByText(groupName, { exact: true })).toHaveCount(0);
});
