import { demoUsers } from '../support/demo-users';
import { expect, openSecondPage, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { randomPng } from '../support/random-png.mjs';
import { label } from '../support/ui';
import { uniqueSuffix } from '../support/users';

const REASON = '画面右下角有未授权的商标，请去掉后重新上传';

/**
 * spec 002 §2 `/creative/materialAudit`, §3 "Material review": a designer's upload waits for review;
 * the reviewer rejects it with a reason and a screenshot; the designer reads both in the library.
 */
test('a reviewer rejects a file with a reason and the designer sees it in the library', async ({
  page,
  browser,
}) => {
  // Unique per attempt: a retry runs against the same database.
  const file = `审核流程-主图-${uniqueSuffix()}.png`;
  const designer = demoUsers.designer;
  await signIn(page, designer.username, designer.password);
  await page.goto('/#/creative/material');
  await page.getByRole('button', { name: '上传素材' }).click();
  const upload = page.getByRole('dialog', { name: /^上传素材到/ });
  await upload
    .locator('input[type=file]:not([webkitdirectory])')
    .setInputFiles([{ name: file, mimeType: 'image/png', buffer: randomPng(200, 120) }]);
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect(upload.getByText('共 1 个，成功 1 个')).toBeVisible();
  await upload.getByRole('button', { name: '关 闭' }).click();
  const designerRow = page.getByRole('row').filter({ hasText: file });
  await expect(designerRow).toContainText('待审核');

  const reviewerPage = await openSecondPage(browser);
  const reviewer = demoUsers.reviewer;
  await signIn(reviewerPage, reviewer.username, reviewer.password);
  await reviewerPage.goto('/#/creative/materialAudit');
  await expect(reviewerPage.getByRole('tab', { name: /^待审核（\d+）$/ })).toBeVisible();
  const row = reviewerPage.getByRole('row').filter({ hasText: file });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('素材审核员');
  const thumb = row.getByRole('img', { name: file });
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await reviewerPage.screenshot({ path: '/tmp/material-review-queue.png', fullPage: true });

  await row.getByRole('button', { name: label('驳回') }).click();
  const dialog = reviewerPage.getByRole('dialog', { name: '驳回素材' });
  await dialog.getByLabel('驳回原因').fill(REASON);
  await dialog
    .locator('input[type=file]')
    .setInputFiles([{ name: '问题截图.png', mimeType: 'image/png', buffer: randomPng(80, 60) }]);
  await expect(dialog.getByRole('img', { name: '驳回截图' })).toBeVisible();
  await reviewerPage.screenshot({ path: '/tmp/material-review-reject.png' });
  await dialog.getByRole('button', { name: label('驳回') }).click();
  await expect(reviewerPage.getByText('已驳回 1 个素材')).toBeVisible();
  await expect(row).toHaveCount(0);

  await reviewerPage.getByRole('tab', { name: /^已驳回/ }).click();
  await expect(reviewerPage.getByRole('row').filter({ hasText: file })).toContainText(REASON);
  await reviewerPage.close();

  await page.reload();
  await expect(designerRow).toContainText('已驳回');
  await expect(designerRow).toContainText(`驳回原因：${REASON}`);
  await expect(designerRow.getByRole('img', { name: '驳回截图' })).toBeVisible();
  await page.screenshot({ path: '/tmp/material-review-library.png', fullPage: true });
});
