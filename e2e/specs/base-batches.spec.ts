import { randomBytes, randomInt } from 'node:crypto';
import type { BaseAppData, BaseCreateAnswer, GameRow, MediaAppQuotaData } from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { apiGet, apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { dismissVersionNotice, label } from '../support/ui';
import { createRole, createUser } from '../support/users';

// This run's own game, package and category: a game has one base per medium and platform, and a
// category name is unique per medium, so a retry on the same server needs its own.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `批量广告ID测试${RUN}`;
const PACKAGE = `com.more.e2e${RUN}`;
const CATEGORY = `应用商店${RUN}`;
const BASE = `${GAME}-安卓-巨量引擎`;
const SLOW = { timeout: 60_000 };

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('广告ID');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * 批量广告ID of a base (`/transConfig/collect/more`, docs/architecture/ad-ids.md "The pages"): a
 * UA lead who keeps conversion bases, and holds no channel-ID ability, opens a base's 批量广告ID
 * from its detail, uploads a sheet of channels straight onto the base and copies a channel's link;
 * on the way it stops the base reporting 付费 (`/convert/updatestatus`).
 */
test('a UA lead makes a base’s ad IDs from its 批量广告ID page', async ({ page, request }) => {
  const adminToken = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const game = await apiPost<GameRow>(request, adminToken, '/api/config/game/add', {
    gad_cfg_game_id: GAME_ID,
    game_name: GAME,
    platforms: ['APP_ANDROID'],
  });
  const quota = await apiGet<MediaAppQuotaData>(
    request,
    adminToken,
    '/api/bytedance/app/get_create_app_quota',
  );
  const account = quota.list.find((q) => q.left !== 0);
  if (!account) throw new Error('no Ocean Engine account of the demo has app quota left');
  await apiPost(request, adminToken, '/api/bytedance/app/create_base', {
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
      adminToken,
      `/api/amt/appidquery?medium=bytedance&gad_cfg_game_id=${GAME_ID}&platform=APP_ANDROID`,
    );
    return apps.list.find((a) => a.package_name === PACKAGE)?.app_id ?? 0;
  };
  await expect.poll(appOf, SLOW).toBeGreaterThan(0);
  const base = await apiPost<BaseCreateAnswer>(request, adminToken, '/api/amt/createbase', {
    medium: 'bytedance',
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_id: await appOf(),
    name: BASE,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    click_url: 'https://track.example.com/click',
  });
  await apiPost(request, adminToken, '/api/category/create', {
    medium: 'bytedance',
    name: CATEGORY,
  });
  const roleId = await createRole(request, adminToken, `转化基础${RUN}`, ['amt:linkbase']);
  const lead = await createUser(request, adminToken, { prefix: 'baselead', roleIds: [roleId] });
  await apiPost(request, adminToken, '/api/user/game/assign', {
    user_id: lead.id,
    game_ids: [game.id],
  });

  await dismissVersionNotice(page);
  await signIn(page, lead.username, lead.password);
  await page.goto(`/#/transConfig/collect/detail?id=${base.base_id}`);
  await expect(page.getByText(`转化基础：${BASE}`)).toBeVisible(SLOW);
  // The base stops reporting 付费: the next push makes only 激活 and 注册.
  const pay = page.getByRole('switch', { name: '回传付费' });
  await expect(pay).toBeChecked();
  await pay.click();
  await expect(pay).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: '回传付费' })).not.toBeChecked(SLOW);
  await page.getByRole('button', { name: '批量广告ID' }).click();
  await expect(page).toHaveURL(new RegExp(`/transConfig/collect/more\\?id=${base.base_id}$`));
  await expect(page.getByText(`批量广告ID：${BASE}`)).toBeVisible();
  await expect(page.getByText('该转化基础还没有广告ID批次')).toBeVisible();

  await page.getByRole('button', { name: '上传表格生成广告ID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excel 批量生成广告ID（巨量引擎）' });
  await expect(dialog.getByRole('combobox', { name: '转化基础' })).toBeDisabled();
  await expect(dialog.getByTitle(`${BASE}（${GAME}）`)).toBeVisible();
  await dialog.getByRole('combobox', { name: '渠道分类' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(CATEGORY).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `商店${RUN}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['名称', '备注'],
      ['应用宝', ''],
      ['小米商店', '首发'],
    ]),
  });
  await dialog.getByRole('button', { name: '生成广告ID' }).click();
  await expect(dialog.getByText('已生成 2 个广告ID')).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: label('完成') }).click();

  const batch = page.getByRole('row').filter({ hasText: `商店${RUN}.xlsx` });
  await expect(batch).toContainText(CATEGORY);
  await batch.getByRole('button', { name: '查看广告ID' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `商店${RUN}.xlsx（2 个广告ID）` });
  const store = drawer.getByRole('row').filter({ hasText: '小米商店' });
  await expect(store).toContainText(
    new RegExp(`click\\?base_id=${base.base_id}&game_id=${GAME_ID}&ad_id=B\\w{8}&`),
  );
  await page.screenshot({ path: '/tmp/base-batches.png', fullPage: true });
});
