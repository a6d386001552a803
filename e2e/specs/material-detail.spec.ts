import { randomBytes } from 'node:crypto';
import { apiLogin } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { randomPng } from '../support/random-png.mjs';

// A name of this run's own, so a retry on the same server finds only its file.
const NAME = `报表主图-${randomBytes(3).toString('hex')}.png`;

/**
 * 素材详情 (spec 002 §2 `/creative/material/{type}/{id}` and `/{sdate}/{edate}`): an operator
 * opens a library file's report from its row, sees its facts and figures, and picks a date range,
 * which the address keeps.
 */
test('an operator opens a file’s report from the library and picks a date range', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const upload = await request.post('/api/material/file/upload', {
    headers: { 'X-Token': admin },
    multipart: {
      is_public: '1',
      file: { name: NAME, mimeType: 'image/png', buffer: randomPng(160, 90) },
    },
  });
  const { data } = (await upload.json()) as { data: { fid: number } };

  const { username, password } = demoUsers.operator;
  await signIn(page, username, password);
  await page.goto('/#/creative/material');
  await page.getByRole('row').filter({ hasText: NAME }).getByRole('link', { name: '报表' }).click();
  await expect(page).toHaveURL(new RegExp(`#/creative/material/image/${data.fid}$`));
  await expect(page.getByText(`素材详情 - ${NAME}`)).toBeVisible();
  await expect(page.getByText('160×90')).toBeVisible();
  // Not pushed yet: zero figures and the accounts' empty state.
  const totals = page.locator('.ant-card').filter({ hasText: '汇总' });
  await expect(totals.getByText('消耗')).toBeVisible();
  await expect(totals.getByText('¥0.00').first()).toBeVisible();
  await expect(page.getByText('该素材尚未推送到你可查看的账户').first()).toBeVisible();
  const daily = page.locator('.ant-card').filter({ hasText: '每日趋势' });
  await expect(daily.locator('tbody tr.ant-table-row')).toHaveCount(7);

  const picker = page.getByRole('textbox', { name: '统计日期' }).first();
  await picker.click();
  const start = page.locator('.ant-picker-input input').first();
  const end = page.locator('.ant-picker-input input').nth(1);
  await start.fill('2026-01-01');
  await start.press('Enter');
  await end.fill('2026-01-03');
  await end.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`#/creative/material/image/${data.fid}/2026-01-01/2026-01-03$`),
  );
  await expect(daily.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(daily.getByText('2026-01-02')).toBeVisible();
  await page.screenshot({ path: '/tmp/material-detail.png', fullPage: true });
});
