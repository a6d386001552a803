import { randomBytes, randomInt } from 'node:crypto';
import type {
  BaseAppData,
  BaseCreateAnswer,
  CategoryCreateAnswer,
  MediaAppListData,
  MediaAppQuotaData,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { apiGet, apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { advanceSandboxClock } from '../support/sandbox-admin';
import { label } from '../support/ui';

// This run's own game, package and category, so a retry on the same server starts afresh.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `分包测试${RUN}`;
const PACKAGE = `com.subpkg.e2e${RUN}`;
const CATEGORY = `快手达人${RUN}`;
const ROWS = 20;
const SLOW = { timeout: 60_000 };

async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (let i = 1; i <= ROWS; i += 1) ws.addRow([`达人${RUN}-${i}`, '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Kuaishou sub-packages (docs/architecture/apps.md): an administrator opens 分包管理 of an approved
 * Android app from 快手应用, cuts a package for each ad ID of a batch, follows the builds to their
 * end, checks the download links and finds the app on the package warning list.
 */
test('an administrator cuts channel packages of a Kuaishou app for a batch of ad IDs', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
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
    '/api/kuaishou/app/get_create_app_quota',
  );
  const account = quota.list.find((q) => q.left !== 0);
  if (!account) throw new Error('no Kuaishou account of the demo has app quota left');
  await apiPost(request, token, '/api/kuaishou/app/create_base', {
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_name: GAME,
    package_name: PACKAGE,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    icon_url: 'https://cdn.example.com/icon.png',
    privacy_url: 'https://www.example.com/privacy',
    advertiser_ids: [account.advertiser_id],
  });
  const appRow = async () =>
    (
      await apiGet<MediaAppListData>(request, token, '/api/kuaishou/app/get_game_info', {
        keyword: PACKAGE,
      })
    ).list[0];
  await expect.poll(async () => (await appRow())?.media_app_id ?? null, SLOW).not.toBeNull();
  // The medium scans a new app before it may be cut: let the scan finish and read it back.
  await advanceSandboxClock(3 * 60_000);
  await apiPost(request, token, '/api/kuaishou/app/auto_refresh_data', {
    advertiser_ids: [account.advertiser_id],
  });
  await expect.poll(async () => (await appRow())?.review_status, SLOW).toBe('approved');

  const apps = await apiGet<BaseAppData>(
    request,
    token,
    `/api/amt/appidquery?medium=kuaishou&gad_cfg_game_id=${GAME_ID}&platform=APP_ANDROID`,
  );
  const base = await apiPost<BaseCreateAnswer>(request, token, '/api/amt/createbase', {
    medium: 'kuaishou',
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_id: apps.list.find((a) => a.package_name === PACKAGE)?.app_id,
    name: `${GAME}-安卓-磁力引擎`,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    click_url: 'https://track.example.com/click',
  });
  const category = await apiPost<CategoryCreateAnswer>(request, token, '/api/category/create', {
    medium: 'kuaishou',
    name: CATEGORY,
  });
  const uploaded = await request.post('/api/batch/adid_category_batch_create', {
    headers: { 'X-Token': token },
    multipart: {
      category_id: String(category.id),
      base_id: String(base.base_id),
      file: {
        name: `达人${RUN}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sheet(),
      },
    },
  });
  expect(((await uploaded.json()) as { code: number }).code).toBe(0);

  await signIn(page, username, password);
  await page.goto('/#/project/projectKs');
  const row = page.getByRole('row').filter({ hasText: PACKAGE });
  await row.getByRole('link', { name: '分包管理' }).click();
  await expect(page).toHaveURL(/#\/project\/packageTask\/\d+$/);
  await expect(page.getByText('暂无分包，点击「分包」为广告ID生成渠道包')).toBeVisible(SLOW);

  await page.getByRole('button', { name: label('分包') }).click();
  const dialog = page.getByRole('dialog', { name: '分包' });
  await dialog.getByRole('combobox', { name: '广告ID批次' }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(new RegExp(`^达人${RUN}\\.xlsx`))
    .click();
  await dialog.getByRole('button', { name: '开始分包' }).click();
  await expect(page.getByText(`已提交 ${ROWS} 个广告ID分包`)).toBeVisible(SLOW);

  // The medium builds each package after it answers: the page follows the builds to their end.
  const working = page.locator('.ant-statistic').filter({ hasText: '排队 / 分包中' });
  await expect(working).toContainText(String(ROWS), SLOW);
  await advanceSandboxClock(60_000);
  await expect(working).toContainText(/\b0\b/, SLOW);
  const succeeded = page.locator('.ant-statistic').filter({ hasText: '分包成功' });
  const failed = page.locator('.ant-statistic').filter({ hasText: '分包失败' });
  const count = async (stat: typeof succeeded) =>
    Number(/\d+/.exec((await stat.locator('.ant-statistic-content').textContent()) ?? '')?.[0]);
  expect((await count(succeeded)) + (await count(failed))).toBe(ROWS);
  await expect(page.getByRole('row').filter({ hasText: '分包成功' }).first()).toBeVisible();

  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${ROWS} 个` })).toBeVisible();
  await page.getByRole('tab', { name: '分包列表' }).click();

  // The app's own link is not reachable from the server: the check names it and the warning lists it.
  await page.getByRole('button', { name: '检查下载链接' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(/^1 个下载链接不可用/, SLOW);
  await expect(page.getByText(/母包：下载链接/)).toBeVisible();
  await page.getByRole('button', { name: /知道了|OK|确\s*定/ }).click();
  await page.goto('/#/project/projectKs');
  const warning = page.getByRole('alert').filter({ hasText: '分包预警' });
  await expect(warning).toBeVisible(SLOW);
  await expect(warning.getByRole('link', { name: GAME })).toBeVisible();
});
