import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';
import { createUser, uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

/** spec 000 §2 administration pages, §6 administration capabilities. */
test.describe('administration pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, admin.username, admin.password);
  });

  test('用户账号: the keyword search filters the table', async ({ page, request }) => {
    const adminToken = await apiLogin(request, admin.username, admin.password);
    const wanted = await createUser(request, adminToken, { prefix: 'findme' });
    const other = await createUser(request, adminToken, { prefix: 'other' });

    await page.goto('/#/info');
    await expect(page.getByRole('row').filter({ hasText: other.username })).toBeVisible();
    await page.getByPlaceholder('用户名 / 姓名 / 手机号').fill(wanted.username);

    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: other.username })).toHaveCount(0);
    await expect(rows.filter({ hasText: wanted.username })).toBeVisible();
    await expect(rows).toHaveCount(2); // the header and the one match
    await expect(page.getByText('共 1 条')).toBeVisible();
  });

  test('新增用户: creates a user, and a taken user name is reported under the field', async ({
    page,
  }) => {
    const username = `added_${uniqueSuffix()}`;
    await page.goto('/#/info');
    await page.getByRole('button', { name: '新增用户' }).click();
    await expect(page).toHaveURL(/#\/user\/showAcc\/add$/);

    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('姓名').fill('新同事');
    await page.getByLabel('密码', { exact: true }).fill('Welcome2025');
    await page.getByLabel('确认密码').fill('Welcome2025');
    // antd's Select lists its options in a virtual list; searching and Enter picks like a user.
    const roles = page.getByLabel('角色');
    await roles.fill('设计师');
    await roles.press('Enter');
    await roles.press('Escape');
    await expect(page.locator('.ant-form-item').filter({ has: roles })).toContainText('设计师');
    await page.getByRole('button', { name: label('提交') }).click();

    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(page).toHaveURL(/#\/info$/);
    await page.getByPlaceholder('用户名 / 姓名 / 手机号').fill(username);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('新同事');
    await expect(row).toContainText('设计师');

    // The same user name again: the server's answer lands under 用户名.
    await page.getByRole('button', { name: '新增用户' }).click();
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('姓名').fill('重名同事');
    await page.getByLabel('密码', { exact: true }).fill('Welcome2025');
    await page.getByLabel('确认密码').fill('Welcome2025');
    await page.getByRole('button', { name: label('提交') }).click();

    const usernameField = page.getByLabel('用户名');
    await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
    const usernameItem = page.locator('.ant-form-item').filter({ has: usernameField });
    await expect(usernameItem).toContainText('用户名已存在');
    await expect(page.getByText('用户名已存在')).toHaveCount(1);
    await expect(page).toHaveURL(/#\/user\/showAcc\/add$/);
  });

  test('配置管理: adds a game and a department', async ({ page }) => {
    const suffix = uniqueSuffix();
    const gameId = String(100_000 + Math.floor(Math.random() * 900_000));
    const gameName = `测试游戏${suffix.slice(-5)}`;
    const departmentName = `测试部门${suffix.slice(-5)}`;

    await page.goto('/#/manager');
    await page.getByRole('button', { name: '新增游戏' }).click();
    const gameForm = page.getByRole('dialog', { name: '新增游戏' });
    await gameForm.getByLabel('游戏ID').fill(gameId);
    await gameForm.getByLabel('游戏名称').fill(gameName);
    await gameForm.getByRole('checkbox', { name: '安卓' }).check();
    await gameForm.getByRole('checkbox', { name: '小游戏' }).check();
    await gameForm.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(gameForm).toBeHidden();
    const gameRow = page.getByRole('row').filter({ hasText: gameName });
    await expect(gameRow).toContainText(gameId);
    await expect(gameRow).toContainText('安卓');
    await expect(gameRow).toContainText('小游戏');
    await expect(gameRow).toContainText('启用');

    await page.getByRole('tab', { name: '部门' }).click();
    await page.getByRole('button', { name: '新增部门' }).click();
    const departmentForm = page.getByRole('dialog', { name: '新增部门' });
    await departmentForm.getByLabel('部门名称').fill(departmentName);
    await departmentForm.getByRole('button', { name: label('保存') }).click();
    await expect(departmentForm).toBeHidden();
    const departmentRow = page.getByRole('row').filter({ hasText: departmentName });
    await expect(departmentRow).toBeVisible();
    await expect(departmentRow).toContainText('启用');
  });

  test('权限管理: shows groups with their abilities, adds a group and deletes it', async ({
    page,
  }) => {
    const groupName = `测试分组${uniqueSuffix().slice(-5)}`;
    await page.goto('/#/privilige');
    await expect(page.getByRole('tab', { name: '权限分组', selected: true })).toBeVisible();

    const groups = page.locator('.ant-card').filter({ hasText: '分组列表' }).first();
    await groups.getByText('系统管理', { exact: true }).click();
    const abilities = page.getByRole('table');
    await expect(abilities.getByRole('row').filter({ hasText: 'user:roles' })).toContainText(
      '用户与角色管理',
    );
    await expect(
      abilities.getByRole('row').filter({ hasText: 'user:ability:groups' }),
    ).toBeVisible();

    await page.getByRole('button', { name: '新增分组' }).click();
    const groupForm = page.getByRole('dialog', { name: '新增分组' });
    await groupForm.getByLabel('分组名称').fill(groupName);
    await groupForm.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('分组已新增')).toBeVisible();
    await expect(groupForm).toBeHidden();
    await expect(groups.getByText(groupName, { exact: true })).toBeVisible();

    await groups.getByText(groupName, { exact: true }).click();
    await expect(page.getByText('该分组下暂无权限')).toBeVisible();

    await page.getByRole('button', { name: `删除分组 ${groupName}` }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确认删除？' });
    await expect(confirm).toContainText('删除分组后，其中的权限将变为未分组');
    await confirm.getByRole('button', { name: label('删除') }).click();
    await expect(page.getByText('分组已删除')).toBeVisible();
    await expect(groups.getByText(groupName, { exact: true })).toHaveCount(0);
  });
});
