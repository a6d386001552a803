import { randomBytes, randomInt } from 'node:crypto';
import type { GameRow } from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { dismissVersionNotice, label, sideMenu } from '../support/ui';
import { createRole, createUser } from '../support/users';

// This run's own game and category: a game has one base per medium and platform, and a category
// name is unique per medium, so a retry on the same server needs its own.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `端游测试${RUN}`;
const CATEGORY = `下载站${RUN}`;
const SLOW = { timeout: 60_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('表格');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Today in Asia/Shanghai, the media's days. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * 端游媒体 (docs/architecture/conversion-bases.md "Desktop-game media", ad-ids.md "Spend of the
 * link-based media"): a UA lead holding only the desktop-game abilities sets up a PC game's base
 * with a sheet of channels in one step, hands out each channel's link from 批量广告ID, imports the
 * channels' spend (a bad row first, reported by number), sees it in the summary by game and in
 * the ad ID's detail.
 */
test('a UA lead sets up a desktop game on 端游媒体, from base to channel links and spend', async ({
  page,
  request,
}) => {
  // Five screens and four uploads: more than the default minute on a loaded machine.
  test.slow();
  const adminToken = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const game = await apiPost<GameRow>(request, adminToken, '/api/config/game/add', {
    gad_cfg_game_id: GAME_ID,
    game_name: GAME,
    platforms: ['APP_ANDROID'],
  });
  await apiPost(request, adminToken, '/api/category/create', { medium: 'pc', name: CATEGORY });
  const roleId = await createRole(request, adminToken, `端游投放${RUN}`, [
    'tradition:linkbase',
    'tradition:batchlist',
    'amt:adid_category_list',
    'searchadid:detail',
  ]);
  const lead = await createUser(request, adminToken, { prefix: 'pclead', roleIds: [roleId] });
  await apiPost(request, adminToken, '/api/user/game/assign', {
    user_id: lead.id,
    game_ids: [game.id],
  });

  await dismissVersionNotice(page);
  await signIn(page, lead.username, lead.password);
  await page.goto('/#/transConfigPc/pc');
  await expect(page.getByText('转化基础（端游媒体）')).toBeVisible(SLOW);
  for (const item of ['渠道ID', '广告ID', '批量广告ID']) {
    await expect(sideMenu(page).getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }

  // The base and one ad ID a channel, in one submission.
  await page.getByRole('button', { name: '新建转化基础' }).click();
  const dialog = page.getByRole('dialog', { name: '新建转化基础（端游媒体）' });
  await dialog.getByRole('combobox', { name: '游戏' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(GAME)).click();
  await expect(dialog.getByLabel('名称')).toHaveValue(`${GAME}-PC-端游媒体`);
  await dialog.getByLabel('下载链接').fill(`https://game.example.com/${RUN}/download`);
  await dialog.getByLabel('点击监测地址').fill('https://track.example.com/pc');
  await expect(dialog.getByText(/\/pc\?base_id=\{base_id\}&game_id=\d+$/)).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `渠道${RUN}.xlsx`,
    mimeType: XLSX,
    buffer: await workbook([
      ['名称', '备注'],
      ['多玩', '首页'],
      ['17173', ''],
      ['网吧联盟', ''],
    ]),
  });
  await dialog.getByRole('combobox', { name: '渠道分类' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(CATEGORY).click();
  await dialog.getByRole('button', { name: label('创建') }).click();
  await expect(page.getByText(`转化基础：${GAME}-PC-端游媒体`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/transConfigPc\/pc\/detail\?id=\d+/);

  // 批量广告ID: the batch and each channel's link.
  await sideMenu(page).getByRole('menuitem', { name: '批量广告ID', exact: true }).click();
  const batch = page.getByRole('row').filter({ hasText: `渠道${RUN}.xlsx` });
  await expect(batch).toContainText(CATEGORY);
  await batch.getByRole('button', { name: '查看广告ID' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `渠道${RUN}.xlsx（3 个广告ID）` });
  const duowan = drawer.getByRole('row').filter({ hasText: '多玩' });
  await expect(duowan).toContainText(/&ad_id=P\w{8}/);
  const adId = /\bP\w{8}\b/.exec((await duowan.textContent()) ?? '')?.[0];
  if (!adId) throw new Error('no ad ID in the batch');
  await page.screenshot({ path: '/tmp/desktop-game-batch.png', fullPage: true });
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();

  // The channels' spend: one bad row refuses the sheet, the fixed sheet imports.
  await sideMenu(page).getByRole('menuitem', { name: '广告ID', exact: true }).click();
  await page.getByRole('button', { name: '导入消耗' }).click();
  const spend = page.getByRole('dialog', { name: '导入消耗（其他媒体、端游媒体）' });
  const header = ['日期', '广告ID', '消耗（元）', '展示', '点击'];
  const send = async (rows: (string | number)[][]) => {
    await spend.locator('input[type="file"]').setInputFiles({
      name: `消耗${RUN}.xlsx`,
      mimeType: XLSX,
      buffer: await workbook([header, ...rows]),
    });
    // antd may leave the last import's loading icon in the button's name ("loading 导 入").
    await spend.getByRole('button', { name: /^(loading )?导\s*入$/ }).click();
  };
  await send([
    [today(), adId, 1234.5, 10000, 300],
    [today(), 'P123', 10, 0, 0],
  ]);
  await expect(spend.getByText('表格中有 1 行有误，未导入任何消耗')).toBeVisible(SLOW);
  await expect(spend.getByRole('table').getByRole('row').nth(1)).toHaveText('3广告ID格式不正确');
  await send([[today(), adId, 1234.5, 10000, 300]]);
  await expect(spend.getByText('已导入 1 行消耗')).toBeVisible(SLOW);
  await spend.getByRole('button', { name: label('完成') }).click();

  // Beside the other media, by game.
  await page.getByRole('button', { name: '导入记录' }).click();
  const records = page.getByRole('dialog').filter({ hasText: '消耗导入记录' });
  await expect(records.getByRole('row').filter({ hasText: `消耗${RUN}.xlsx` })).toContainText(
    '¥1234.50',
  );
  await records.getByRole('tab', { name: '各媒体消耗汇总' }).click();
  const summary = records.getByRole('row').filter({ hasText: GAME });
  await expect(summary).toContainText('端游媒体');
  await expect(summary).toContainText('手工导入');
  await expect(summary).toContainText('¥1234.50');
  await records.getByRole('button', { name: '关闭', exact: true }).click();

  await page.goto(`/#/landing/adid?ad_id=${adId}`);
  const detail = page.locator('.ant-card').filter({ hasText: `广告ID详情：${adId}` });
  await expect(detail).toContainText('端游媒体');
  await expect(detail).toContainText('消耗（手工导入，共 1 天）');
  await expect(detail).toContainText('¥1234.50');
  await page.screenshot({ path: '/tmp/desktop-game-spend.png', fullPage: true });
});
