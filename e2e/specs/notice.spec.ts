import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { signIn } from '../support/login';
import { label, versionNoticeDialog } from '../support/ui';
import { createUser } from '../support/users';

/** spec 000 §1, §4: the version notice opens once per user and is marked read when shown. */
test('a user’s first sign-in shows the version notice once; the bell clears when opened', async ({
  page,
  request,
}) => {
  const adminToken = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const user = await createUser(request, adminToken, { prefix: 'notice' });

  await signIn(page, user.username, user.password);
  const dialog = versionNoticeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2025.10.13');
  await expect(dialog).toContainText('图文素材仅创建人可删除');
  await dialog.getByRole('button', { name: label('知道了') }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('banner').getByText(user.nickName)).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(dialog).toHaveCount(0);

  // The icon badge is a separate read (type icon): opening the bell shows the notice and clears it.
  const bell = page.getByRole('banner').getByRole('button', { name: '版本更新' });
  await expect(page.getByRole('banner').locator('.ant-badge-dot')).toHaveCount(1);
  await bell.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label('知道了') }).click();
  await page.reload();
  await expect(page.getByRole('banner').getByText(user.nickName)).toBeVisible();
  await expect(bell).toBeVisible();
  await expect(page.getByRole('banner').locator('.ant-badge-dot')).toHaveCount(0);
});
