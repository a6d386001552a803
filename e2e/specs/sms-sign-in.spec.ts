import { apiGet, apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, openSecondPage, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

const { admin } = demoUsers;
/** The demo operator's mobile (server demo seed). */
const OPERATOR_MOBILE = '13800000002';

interface OutboxPage {
  list: { mobile: string; content: string }[];
}

/** spec 000 §7: 手机登录 with a code from /public/user/smscode, read from the built-in outbox. */
test('an operator signs in with a code sent to their mobile', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/#/login');
  await page.getByRole('tab', { name: '手机登录' }).click();
  await page.getByPlaceholder('手机号').fill(OPERATOR_MOBILE);
  const sendCode = page.getByRole('button', { name: '获取验证码' });
  await sendCode.click();

  await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible();
  // The button counts down before another code may be asked for.
  const countdown = page.getByRole('button', { name: /^\d+ 秒后重试$/ });
  await expect(countdown).toBeVisible();
  await expect(countdown).toBeDisabled();
  const shown = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(shown, { timeout: 3_000 });

  // No SMS gateway here: the message waits in the outbox an administrator can read. It is sent
  // after the request was answered, so it is waited for.
  const adminToken = await apiLogin(request, admin.username, admin.password);
  let message = '';
  await expect
    .poll(async () => {
      const outbox = await apiGet<OutboxPage>(request, adminToken, '/api/sms/outbox', {
        mobile: OPERATOR_MOBILE,
      });
      message = outbox.list[0]?.content ?? '';
      return message;
    })
    .toMatch(/\d{6}/);
  const code = /\d{6}/.exec(message)?.[0];

  const adminPage = await openSecondPage(browser);
  await signIn(adminPage, admin.username, admin.password);
  await adminPage.goto('/#/smsOutbox');
  await adminPage.getByPlaceholder('手机号').fill(OPERATOR_MOBILE);
  const sent = adminPage.getByRole('row').filter({ hasText: message });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(OPERATOR_MOBILE);
  await adminPage.context().close();

  await page.getByPlaceholder('验证码').fill(code ?? '');
  await page.getByRole('button', { name: label('登录') }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('banner').getByText('投放优化师')).toBeVisible();
});
