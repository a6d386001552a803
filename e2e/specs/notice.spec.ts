// The plain test: the fixtures' page would close the notice this spec is about.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { signIn } from '../support/login';
import { versionNoticeDialog } from '../support/ui';
import { createUser } from '../support/users';

/** spec 000 §1: what the 2025.10.13 notice lists. */
const NOTICE_ITEMS = [
  '广告ID页面新增字段展示',
  '账户支持批量选择，素材支持多选',
  '图文素材仅创建人可删除',
  '磁力引擎新增分包预警与分包管理',
  '新增小游戏星图达人媒体',
  '代理商管理新增创建人与操作日志',
];

/** Reloads and waits until the app has asked for the notice again, so its answer is on screen. */
async function reloadAfterNoticeCheck(page: Page): Promise<void> {
  const checked = page.waitForResponse((response) =>
    response.url().includes('/api/user/version/notice?'),
  );
  await page.reload();
  await checked;
  // Let the answer render before judging what is (not) shown.
  await expect(page.getByRole('button', { name: '版本更新' })).toBeVisible();
}

/** spec 000 §4: the layer dialog opens once per user; the bell's dot clears when clicked. */
test('the version notice shows on the first sign-in only, and the bell dot clears', async ({
  page,
  request,
}) => {
  const adminToken = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const user = await createUser(request, adminToken, { prefix: 'newcomer' });

  await signIn(page, user.username, user.password);
  const dialog = versionNoticeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('版本更新 2025.10.13');
  await expect(dialog.getByRole('listitem')).toHaveText(NOTICE_ITEMS);
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();

  // Seen once: a reload does not open it again, but the bell still has its unread dot.
  await reloadAfterNoticeCheck(page);
  await expect(dialog).toBeHidden();
  const bell = page.getByRole('button', { name: '版本更新' });
  // The dot has no text or role of its own; antd's Badge draws it as this element.
  const dot = page.getByRole('banner').locator('.ant-badge-dot');
  await expect(dot).toBeVisible();

  await bell.click();
  await expect(dialog).toBeVisible();
  await expect(dot).toHaveCount(0);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  await reloadAfterNoticeCheck(page);
  await expect(dialog).toBeHidden();
  await expect(dot).toHaveCount(0);
});
