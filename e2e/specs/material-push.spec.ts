import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Locator } from '@playwright/test';
import { apiLogin, apiPost, type Envelope } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { randomPng } from '../support/random-png.mjs';
import { label } from '../support/ui';

// Names of this run's own, so a retry on the same server finds only its files.
const RUN = randomBytes(3).toString('hex');
const FILES = ['推送横版一', '推送横版二', '推送竖版三'].map((name) => `${name}-${RUN}.png`);
const SLOW = { timeout: 60_000 };

/**
 * The admin uploads the files (public, so the operator sees them) and the reviewer approves them:
 * only approved files may be pushed.
 */
async function uploadApproved(request: APIRequestContext): Promise<void> {
  const admin = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const ids: number[] = [];
  for (const [i, name] of FILES.entries()) {
    const response = await request.post('/api/material/file/upload', {
      headers: { 'X-Token': admin },
      multipart: {
        is_public: '1',
        file: { name, mimeType: 'image/png', buffer: randomPng(i === 2 ? 90 : 160, 120) },
      },
    });
    const body = (await response.json()) as Envelope<{ fid: number }>;
    if (body.code !== 0) throw new Error(`upload ${name}: ${body.message_cn}`);
    ids.push(body.data.fid);
  }
  const { username, password } = demoUsers.reviewer;
  const reviewer = await apiLogin(request, username, password);
  await apiPost(request, reviewer, '/api/material/file/review', {
    file_ids: ids,
    review_status: 'approved',
  });
}

/**
 * Picks the first account the medium's picker lists that is not chosen yet, until the dialog
 * counts `chosen` accounts: a click that lands while the dropdown still opens is made again.
 */
async function pickAccount(dialog: Locator, medium: string, chosen: number): Promise<void> {
  const page = dialog.page();
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) {
      await dialog.getByRole('combobox', { name: `${medium}账户` }).click();
    }
    const option = open.locator('.ant-select-item-option:not(.ant-select-item-option-selected)');
    await option.first().click({ timeout: 10_000 });
    await expect(dialog.getByText(`已选 ${chosen} 个账户`)).toBeVisible({ timeout: 2_000 });
  }).toPass(SLOW);
  await page.keyboard.press('Escape');
  // The next picker's options are found among the open dropdowns: wait until this one is closed.
  await expect(open).toHaveCount(0);
}

test.describe('pushing files to media accounts', () => {
  test.beforeAll(async ({ request }) => {
    await uploadApproved(request);
  });

  /** spec 002 §7 `material/file/push`, `pushlog`: three files to two accounts of two media. */
  test('an operator pushes three files to two accounts and sees each result', async ({ page }) => {
    const { username, password } = demoUsers.operator;
    await signIn(page, username, password);
    await page.goto('/#/creative/material');
    for (const name of FILES) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: label('推送') }).click();

    const dialog = page.getByRole('dialog', { name: '推送素材到媒体账户' });
    await expect(
      dialog.getByText('已选 3 个素材（图片 3 个，视频 0 个）', { exact: false }),
    ).toBeVisible();
    await pickAccount(dialog, '巨量引擎', 1);
    await pickAccount(dialog, '磁力引擎', 2);
    await expect(dialog.getByText('已选 2 个账户（最多 200 个），共 6 次推送')).toBeVisible();
    await page.screenshot({ path: '/tmp/material-push-dialog.png' });
    await dialog.getByRole('button', { name: label('推送') }).click();

    const progress = page.getByRole('dialog', { name: '推送进度' });
    await expect(progress.getByText('成功 6 · 共 6')).toBeVisible(SLOW);
    const results = progress.getByRole('table');
    await expect(results.getByRole('row').filter({ hasText: '成功' })).toHaveCount(6);
    for (const medium of ['巨量引擎', '磁力引擎']) {
      await expect(results.getByRole('row').filter({ hasText: medium })).toHaveCount(3);
    }
    await page.screenshot({ path: '/tmp/material-push-results.png' });
    await progress.getByRole('button', { name: label('完成') }).click();

    await page
      .getByRole('row')
      .filter({ hasText: FILES[0] })
      .getByRole('button', { name: '推送记录' })
      .click();
    const log = page.getByRole('dialog', { name: `推送记录 · ${FILES[0]}` });
    await expect(log.getByRole('row').filter({ hasText: '已推送' })).toHaveCount(2);
    await expect(log.getByRole('row').filter({ hasText: '巨量引擎' })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: '磁力引擎' })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/material-push-log.png' });
  });
});
