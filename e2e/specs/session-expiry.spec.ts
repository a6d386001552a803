import { demoUsers } from '../support/demo-users';
import { countAnswersWithCode } from '../support/api-watch';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { pageToken } from '../support/session';
import { label, reloginDialog } from '../support/ui';

const { admin } = demoUsers;

/** spec 000 §4, §8: code -100 shows one re-login confirm at a time; re-login goes to the login page. */
test('calls failing with an expired session show a single re-login confirm', async ({
  page,
  request,
}) => {
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText('系统管理员', { exact: true }).first()).toBeVisible();
  const expiredAnswers = countAnswersWithCode(page, -100);

  // The session ends outside this page (e.g. signed out elsewhere).
  const token = await pageToken(page);
  const logout = await request.get('/api/auth/logout', { headers: { 'X-Token': token } });
  expect(((await logout.json()) as { code: number }).code).toBe(0);

  // 权限管理 loads the ability groups and the abilities at once; 短信发件箱 one more list.
  await page.goto('/#/privilige');
  await expect(reloginDialog(page)).toBeVisible();
  await page.goto('/#/smsOutbox');
  await expect.poll(expiredAnswers).toBeGreaterThanOrEqual(3);
  await expect(reloginDialog(page)).toHaveCount(1);
  await expect(reloginDialog(page)).toContainText('提示');

  // Cancelling closes it; the next failing call asks again (one at a time, not once ever).
  await reloginDialog(page)
    .getByRole('button', { name: label('取消') })
    .click();
  await expect(reloginDialog(page)).toHaveCount(0);
  await page.goto('/#/info');
  await expect.poll(expiredAnswers).toBeGreaterThanOrEqual(4);
  await expect(reloginDialog(page)).toHaveCount(1);

  await reloginDialog(page).getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Finfo$/);
  await expect(page.getByRole('button', { name: label('登录') })).toBeVisible();
  await expect(reloginDialog(page)).toHaveCount(0);
});
