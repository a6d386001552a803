import { randomBytes, randomInt } from 'node:crypto';
import type { Locator } from '@playwright/test';
import type { BaseAppData, BaseCreateAnswer, MediaAppQuotaData } from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { apiGet, apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

// This run's own game, package and category: a game has one base per medium and platform, and a
// category name is unique per medium, so a retry on the same server needs its own.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `广告ID测试${RUN}`;
const PACKAGE = `com.adid.e2e${RUN}`;
const CATEGORY = `星图达人${RUN}`;
const SLOW = { timeout: 60_000 };

/** Picks an option of the antd select labelled `name` inside `scope`. */
async function choose(scope: Locator, name: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await scope.page().locator('.ant-select-dropdown:visible').getByTitle(option).click();
}

/** A sheet of 500 ad IDs (名称 / 备注), rows changed by `patch` (index 0 is sheet row 2). */
async function sheet(patch: (rows: string[][]) => void = () => {}): Promise<Buffer> {
  const rows = Array.from({ length: 500 }, (_, i) => [`达人${RUN}-${i + 1}`, '']);
  patch(rows);
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Ad IDs (docs/architecture/ad-ids.md): an administrator uploads a 500-row sheet with two bad rows
 * on 渠道ID, is shown both by row number with nothing created, uploads the fixed sheet, then finds
 * one of the new ad IDs on 广告ID查询 and opens its detail.
 */
test('an administrator batch-creates 500 ad IDs from Excel and finds one by search', async ({
  page,
  request,
}) => {
  const { username, password } = demoUsers.admin;
  const token = await apiLogin(request, username, password);
  await apiPost(request, token, '/api/config/game/add', {
    gad_cfg_game_id: GAME_ID,
    game_name: GAME,
    platforms: ['APP_ANDROID'],
  });
  const quota = await apiGet<MediaAppQuotaData>(
    request,
    token,
    '/api/bytedance/app/get_create_app_quota',
  );
  const account = quota.list.find((q) => q.left !== 0);
  if (!account) throw new Error('no Ocean Engine account of the demo has app quota left');
  await apiPost(request, token, '/api/bytedance/app/create_base', {
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_name: GAME,
    package_name: PACKAGE,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    advertiser_ids: [account.advertiser_id],
  });
  // The app is made by a task on the medium: wait until the base dialog's call offers it.
  const appOf = async () => {
    const apps = await apiGet<BaseAppData>(
      request,
      token,
      `/api/amt/appidquery?medium=bytedance&gad_cfg_game_id=${GAME_ID}&platform=APP_ANDROID`,
    );
    return apps.list.find((a) => a.package_name === PACKAGE)?.app_id ?? 0;
  };
  await expect.poll(appOf, SLOW).toBeGreaterThan(0);
  const appId = await appOf();
  const base = await apiPost<BaseCreateAnswer>(request, token, '/api/amt/createbase', {
    medium: 'bytedance',
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_id: appId,
    name: `${GAME}-安卓-巨量引擎`,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    click_url: 'https://track.example.com/click',
  });
  await apiPost(request, token, '/api/category/create', { medium: 'bytedance', name: CATEGORY });

  await signIn(page, username, password);
  await page.goto('/#/transConfig/media');
  await expect(page.getByText('渠道分类（巨量引擎）')).toBeVisible();
  await page.getByRole('button', { name: 'Excel 批量生成广告ID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excel 批量生成广告ID（巨量引擎）' });
  await choose(dialog, '渠道分类', CATEGORY);
  await choose(dialog, '转化基础', `${GAME}-安卓-巨量引擎（${GAME}）`);
  const upload = async (buffer: Buffer) => {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `达人${RUN}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await dialog.getByRole('button', { name: '生成广告ID' }).click();
  };
  await upload(
    await sheet((rows) => {
      rows[41] = ['', '缺名称'];
      rows[300] = [`达人${RUN}-7`, ''];
    }),
  );
  await expect(dialog.getByText('表格中有 2 行有误，未创建任何广告ID')).toBeVisible(SLOW);
  const bad = dialog.getByRole('table').getByRole('row');
  await expect(bad.nth(1)).toHaveText('43名称不能为空');
  await expect(bad.nth(2)).toHaveText('302名称与第 8 行重复');

  await upload(await sheet());
  await expect(dialog.getByText('已生成 500 个广告ID')).toBeVisible(SLOW);
  const range = await dialog.getByText(/^广告ID B\w{8} 至 B\w{8}/).textContent();
  const adId = /广告ID (B\w{8}) 至/.exec(range ?? '')?.[1];
  if (!adId) throw new Error(`no ad ID in: ${range}`);
  await dialog.getByRole('button', { name: label('完成') }).click();
  const batch = page.getByRole('row').filter({ hasText: `达人${RUN}.xlsx` });
  await expect(batch).toContainText(CATEGORY);
  await expect(batch).toContainText('500');
  await page.screenshot({ path: '/tmp/ad-ids-channel.png', fullPage: true });

  await page.goto('/#/landing/adid');
  await page.getByRole('textbox', { name: '广告ID或名称' }).fill(adId.toLowerCase());
  await page.getByRole('button', { name: adId, exact: true }).click();
  const detail = page.locator('.ant-card').filter({ hasText: `广告ID详情：${adId}` });
  await expect(detail).toContainText(`达人${RUN}-1`);
  await expect(detail).toContainText(CATEGORY);
  await expect(detail).toContainText(`${GAME}-安卓-巨量引擎（ID ${base.base_id}）`);
  await expect(detail).toContainText(
    new RegExp(`click\\?base_id=${base.base_id}&game_id=${GAME_ID}&ad_id=${adId}&`),
  );
  await expect(detail).toContainText('未创建广告');
  await expect(page).toHaveURL(new RegExp(`ad_id=${adId}`));
  await page.screenshot({ path: '/tmp/ad-ids.png', fullPage: true });
});
