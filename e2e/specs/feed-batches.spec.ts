import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

/**
 * The embedded product authorizes and syncs the demo accounts after it starts; its PGlite runs on
 * the server's only thread, so the first pages wait until that is done.
 */
const FIRST_LOAD = { timeout: 90_000 };
/** A batch runs on the in-process worker against the embedded sandbox. */
const BATCH_RUN = { timeout: 30_000 };

/** A one-colour greyscale PNG of `size`×`size` (what the avatar dialog reads and previews). */
function png(size: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    let c = 0xffffffff;
    for (const b of body) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE((c ^ 0xffffffff) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((size + 1) * size, 90);
  for (let y = 0; y < size; y += 1) rows[y * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Picks the first `count` accounts the dialog's advertiser picker lists (passing over accounts
 * whose current avatar shows `skip`); answers their ids.
 */
async function pickAccounts(dialog: Locator, count: number, skip?: string): Promise<string[]> {
  const page = dialog.page();
  const combobox = dialog.getByRole('combobox', { name: '选择账户' });
  const options = page.locator(
    '.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-selected)',
  );
  const ids: string[] = [];
  const passed = new Set<string>();
  while (ids.length < count) {
    // The list shows the accounts cached by an earlier pick, then again as they are read anew: read
    // it until it offers one, opening it again if it closed meanwhile.
    let title: string | undefined;
    await expect(async () => {
      if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
      const titles = await options.evaluateAll((items) =>
        items.map((item) => item.getAttribute('title') ?? ''),
      );
      title = titles.find((text) => text !== '' && !passed.has(text));
      expect(title, `fewer than ${count} accounts to pick`).toBeDefined();
    }).toPass(FIRST_LOAD);
    if (title === undefined) throw new Error(`fewer than ${count} accounts to pick`);
    passed.add(title);
    const id = /（(\d+)）$/.exec(title)?.[1] ?? '';
    await options.and(page.getByTitle(title, { exact: true })).click();
    if (skip) {
      const avatar = dialog.locator('.ant-table-tbody tr', { hasText: id }).locator('td').nth(1);
      await expect(avatar).not.toHaveText('读取中…', FIRST_LOAD);
      if ((await avatar.innerText()).includes(skip)) {
        await page
          .locator('.ant-select-dropdown:visible')
          .getByTitle(title, { exact: true })
          .click();
        continue;
      }
    }
    ids.push(id);
  }
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(`已选 ${count} 个账户`)).toBeVisible();
  return ids;
}

async function createAppAssets(page: Page, name: string, packageName: string, count: number) {
  await page.getByRole('button', { name: '创建资产' }).click();
  const dialog = page.getByRole('dialog', { name: '创建资产' });
  const ios = dialog.getByLabel('iOS');
  // The dialog may still be opening: click until the choice holds.
  await expect(async () => {
    await ios.click();
    await expect(ios).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await dialog.getByLabel('资产名称').fill(name);
  await dialog.getByLabel('应用包名').fill(packageName);
  await dialog.getByLabel('下载链接').fill('https://apps.apple.com/cn/app/id1234567890');
  const ids = await pickAccounts(dialog, count);
  await dialog.getByRole('button', { name: '创建任务' }).click();
  await expect(page.getByText(`已创建资产任务，共 ${count} 个账户`)).toBeVisible();
  await expect(dialog).toBeHidden();
  return ids;
}

/** The batch's row in the table (batches are listed newest first). */
const batchRow = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({ hasText: name }).first();

test.describe('授权任务 (spec 000 §2 /userList/task)', () => {
  test.setTimeout(240_000);

  test.beforeEach(async ({ page }) => {
    await signIn(page, admin.username, admin.password);
    await page.goto('/#/userList/task');
    await expect(page.getByText('授权任务', { exact: true })).toBeVisible(FIRST_LOAD);
  });

  test('creates an asset in two accounts and follows the batch to its end', async ({ page }) => {
    const name = `e2e资产${uniqueSuffix()}`;
    const ids = await createAppAssets(page, name, `com.e2e.a${uniqueSuffix()}`, 2);

    const row = batchRow(page, name);
    await expect(row).toContainText('成功 2 · 共 2', BATCH_RUN);
    await expect(row).toContainText('已完成');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // The new batch opens with its accounts, each with the asset the medium created.
    const items = page.locator('.ant-table-expanded-row').first();
    for (const id of ids) {
      const item = items.locator('tr.ant-table-row').filter({ hasText: id });
      await expect(item).toContainText('成功');
      await expect(item).toContainText('资产ID');
    }
    await page.screenshot({
      path: test.info().outputPath('feed-batches-assets.png'),
      fullPage: true,
    });

    // 我的任务 lists the same batch for its creator.
    await page.goto('/#/userList/userTask');
    await expect(page.getByText('我的任务', { exact: true })).toBeVisible();
    await expect(batchRow(page, name)).toContainText('已完成');
  });

  test('shows a taken name as a failed account with the reason, and retries it', async ({
    page,
  }) => {
    const name = `e2e重名${uniqueSuffix()}`;
    await createAppAssets(page, name, `com.e2e.first${uniqueSuffix()}`, 1);
    await expect(batchRow(page, name)).toContainText('已完成', BATCH_RUN);

    // The same name with another package: the first account has it already, the second not.
    await createAppAssets(page, name, `com.e2e.other${uniqueSuffix()}`, 2);
    const row = batchRow(page, name);
    await expect(row).toContainText('成功 1 · 失败 1 · 共 2', BATCH_RUN);
    await expect(row).toContainText('部分失败');
    const items = page.locator('.ant-table-expanded-row').first();
    await expect(items).toContainText(`资产名称已存在：${name}`);

    await row.getByRole('button', { name: '重试失败项' }).click();
    await expect(page.getByText('已重新提交 1 个失败的账户')).toBeVisible();
    // Still taken: the retry ends as the first try did, after a second attempt.
    await expect(row).toContainText('部分失败', BATCH_RUN);
    const failed = items.locator('tr.ant-table-row').filter({ hasText: '资产名称已存在' });
    await expect(failed.locator('td').nth(4)).toHaveText('2', BATCH_RUN);
    await page.screenshot({
      path: test.info().outputPath('feed-batches-retry.png'),
      fullPage: true,
    });
  });

  test('sets an uploaded avatar on an account, which then waits for review', async ({ page }) => {
    await page.getByRole('button', { name: '设置头像' }).click();
    const dialog = page.getByRole('dialog', { name: '设置头像' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: png(120),
    });
    await expect(dialog.getByRole('img', { name: '头像预览' })).toBeVisible();
    await expect(dialog.getByText('avatar.png（120×120')).toBeVisible();
    // An account whose last avatar is still in review would refuse another one.
    await pickAccounts(dialog, 1, '审核中');
    await expect(dialog.getByRole('columnheader', { name: '当前头像' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('feed-batches-avatar-dialog.png') });
    await dialog.getByRole('button', { name: '提交任务' }).click();
    await expect(page.getByText('已提交头像任务，共 1 个账户', { exact: false })).toBeVisible();

    await expect(page.getByRole('tab', { name: '头像任务', selected: true })).toBeVisible();
    const row = batchRow(page, 'avatar.png');
    await expect(row).toContainText('已完成', BATCH_RUN);
    await expect(page.locator('.ant-table-expanded-row').first()).toContainText('审核中');
    await page.screenshot({
      path: test.info().outputPath('feed-batches-avatar.png'),
      fullPage: true,
    });
  });
});
