import { randomBytes, randomInt } from 'node:crypto';
import type {
  AdIdBatchCreateAnswer,
  BaseAppData,
  BaseCreateAnswer,
  CategoryCreateAnswer,
  GameRow,
  MediaAppListData,
  MediaAppQuotaData,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { apiGet, apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { advanceSandboxClock } from '../support/sandbox-admin';
import { dismissVersionNotice, sideMenu } from '../support/ui';
import { createRole, createUser } from '../support/users';

// This run's own game, package and category, so a retry on the same server starts afresh.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `非信息流测试${RUN}`;
const PACKAGE = `com.nonstream.e2e${RUN}`;
const CATEGORY = `应用商店${RUN}`;
// The sandbox fails about one build in twenty: 120 channels all but surely include failed ones.
const ROWS = 120;
const SLOW = { timeout: 60_000 };

async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (let i = 1; i <= ROWS; i += 1) ws.addRow([`商店${RUN}-${i}`, '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * 非信息流广告ID (docs/architecture/ad-ids.md "Non-stream ad IDs"): a UA lead holding only that
 * ability follows the channel packages of a game's Kuaishou ad IDs to the end of their builds,
 * copies one package's link and cuts the failed ones again.
 */
test('a UA lead follows the channel packages of non-stream ad IDs and retries the failed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const game = await apiPost<GameRow>(request, token, '/api/config/game/add', {
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
  const appId = (await appRow())?.id;

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
        name: `商店${RUN}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sheet(),
      },
    },
  });
  const batch = ((await uploaded.json()) as { data: AdIdBatchCreateAnswer }).data;
  await apiPost(request, token, '/api/amt/manual_extend_package', {
    app_id: appId,
    batch_id: batch.batch_id,
  });
  const roleId = await createRole(request, token, `非信息流${RUN}`, ['amt:non_stream_adid']);
  const lead = await createUser(request, token, { prefix: 'nonstream', roleIds: [roleId] });
  await apiPost(request, token, '/api/user/game/assign', {
    user_id: lead.id,
    game_ids: [game.id],
  });

  await dismissVersionNotice(page);
  await signIn(page, lead.username, lead.password);
  await page.goto('/#/landing/nonlink');
  await expect(
    sideMenu(page).getByRole('menuitem', { name: '非信息流广告ID', exact: true }),
  ).toBeVisible(SLOW);
  await page.getByPlaceholder('广告ID、名称、应用或包名').fill(PACKAGE);
  const segments = page.locator('.ant-segmented');
  const segment = (text: string) => segments.getByText(text, { exact: true });
  await expect(segment(`全部（${ROWS}）`)).toBeVisible(SLOW);

  // The medium builds each package after it answers: the page follows the builds to their end.
  await expect(segment(`分包中（${ROWS}）`)).toBeVisible(SLOW);
  await advanceSandboxClock(60_000);
  await expect(segment('分包中（0）')).toBeVisible(SLOW);
  const built = page.getByRole('row').filter({ hasText: '分包成功' }).first();
  await expect(built).toContainText(/\.apk/);
  await expect(built).toContainText(GAME);

  const failedText = await segments.getByText(/^分包失败（\d+）$/).textContent();
  const failed = Number(/\d+/.exec(failedText ?? '')?.[0]);
  expect(failed).toBeGreaterThan(0);
  await segment(`分包失败（${failed}）`).click();
  const failedRows = page.getByRole('row').filter({ hasText: '分包失败' });
  await expect(failedRows).toHaveCount(failed);
  for (let i = 0; i < failed; i += 1) await failedRows.nth(i).getByRole('checkbox').check();
  await page.getByRole('button', { name: '重新分包' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '重新分包' }).click();
  await expect(page.getByText(`已提交 ${failed} 个广告ID重新分包`)).toBeVisible(SLOW);
  await segments.getByText(/^全部/).click();
  await expect(segment(`全部（${ROWS}）`)).toBeVisible();
  await page.screenshot({ path: '/tmp/non-stream-ad-ids.png', fullPage: true });
});
