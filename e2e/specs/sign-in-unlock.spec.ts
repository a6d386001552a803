import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, openSecondPage, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { createUser } from '../support/users';

const { admin } = demoUsers;
/** Wrong passwords from one address before each further attempt must wait (docs/adr/0008). */
const FREE_FAILURES = 3;

/**
 * Repeated wrong passwords slow a user down instead of locking them out for good, and an
 * administrator can lift the delay from 用户账号 (docs/adr/0008).
 */
test('an administrator unlocks a user held back after wrong passwords', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiLogin(request, admin.username, admin.password);
  const user = await createUser(request, adminToken, { prefix: 'typo' });

  await page.goto('/#/login');
  await page.getByPlaceholder('用户名').fill(user.username);
  /** Submits the form and waits for the server's answer to the attempt. */
  const attempt = async (password: string) => {
    await page.getByPlaceholder('密码').fill(password);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    // Unanchored: a slow answer shows antd's loading icon, whose label may linger in the name.
    await page.getByRole('button', { name: /登\s*录$/ }).click();
    await answered;
  };
  for (let i = 0; i < FREE_FAILURES; i++) {
    await attempt(`wrong-${i}-pass`);
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  }
  // The right password now waits too: it is not even checked.
  await attempt(user.password);
  await expect(page.getByRole('alert')).toHaveText(/^登录尝试过于频繁，请 \d+ 秒后再试$/);

  const adminPage = await openSecondPage(browser);
  await signIn(adminPage, admin.username, admin.password);
  await adminPage.goto('/#/info');
  await adminPage.getByPlaceholder('用户名 / 姓名 / 手机号').fill(user.username);
  await expect(adminPage.getByRole('row')).toHaveCount(2);
  const row = adminPage.getByRole('row').filter({ hasText: user.username });
  await expect(row.getByText(`密码错误 ${FREE_FAILURES} 次`)).toBeVisible();
  await row.getByRole('button', { name: '解锁' }).click();
  const confirm = adminPage.getByRole('tooltip').filter({ hasText: '确认解锁该账号？' });
  await expect(confirm).toContainText('此操作会记入审计日志');
  await confirm.getByRole('button', { name: '确认解锁' }).click();
  await expect(adminPage.getByText('已解锁')).toBeVisible();
  await expect(row.getByText(/密码错误/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: '解锁' })).toHaveCount(0);
  await adminPage.context().close();

  await attempt(user.password);
  await expect(page).not.toHaveURL(/#\/login/);
});
