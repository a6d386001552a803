import ExcelJS from 'exceljs';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';

const { admin } = demoUsers;

test.describe('投放管理 export (spec 001 §2)', () => {
  test.slow();

  test('exports the table with its columns to Excel', async ({ page }) => {
    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/launchV3');
    await page.getByRole('tab', { name: '广告' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('合计')).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: '导出Excel' }).click();
    const file = await (await download).path();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['广告ID', '广告名称', '消耗', '展示数']));
    expect(sheet.rowCount).toBeGreaterThan(1);
  });
});
