import type { Locator } from '@playwright/test';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

const GAME = '星河战纪（1001）';
const OVER_LONG = '超长'.repeat(16);

/** Picks an option of the antd select labelled `name` inside `scope`. */
async function choose(scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await scope
    .page()
    .locator('.ant-select-dropdown:visible')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * The title library (docs/architecture/titles.md): an operator adds a title, then imports a text
 * file holding a new title, a line repeated in the file, the title already in the library and an
 * over-long line; the preview marks each line and the import stores only the new one.
 */
test('an operator imports a title file and sees new, duplicate and over-long lines', async ({
  page,
}) => {
  const { username, password } = demoUsers.operator;
  await signIn(page, username, password);
  await page.goto('/#/creative/title');
  await expect(page.getByText('暂无标题，点击「新建标题」或「批量导入」添加')).toBeVisible();

  await page.getByRole('button', { name: '新建标题' }).click();
  const form = page.getByRole('dialog', { name: '新建标题' });
  await choose(form, '游戏', GAME);
  await form.getByLabel('标题', { exact: true }).fill('星河开服送648抽');
  await expect(form.getByText('可用媒体：')).toBeVisible();
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(page.getByRole('row').filter({ hasText: '星河开服送648抽' })).toBeVisible();

  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入标题' });
  await choose(dialog, '游戏', GAME);
  const file = ['今日开服领取十连抽', '今日开服领取十连抽', '星河开服送648抽', OVER_LONG, ''].join(
    '\n',
  );
  await dialog.locator('input[type=file]').setInputFiles({
    name: '标题.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file, 'utf8'),
  });
  await dialog.getByRole('button', { name: label('预览') }).click();

  await expect(dialog.getByText('标题.txt：共 4 行：新增 1，重复 2，超长 1')).toBeVisible();
  const line = (n: number) =>
    dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(line(1)).toContainText('新增');
  await expect(line(2)).toContainText('与第 1 行重复');
  await expect(line(3)).toContainText('标题库中已有该标题');
  await expect(line(4)).toContainText('超长');
  await page.screenshot({ path: '/tmp/title-import-preview.png' });

  await dialog.getByRole('button', { name: '导入 1 个新标题' }).click();
  await expect(dialog.getByText('已导入 1 个标题')).toBeVisible();
  await dialog.getByRole('button', { name: label('完成') }).click();

  await expect(page.getByRole('row').filter({ hasText: '今日开服领取十连抽' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: OVER_LONG })).toHaveCount(0);
  await expect(page.getByText('共 2 条')).toBeVisible();
  await page.screenshot({ path: '/tmp/title-library.png', fullPage: true });
});
