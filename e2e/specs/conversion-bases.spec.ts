import { randomBytes, randomInt } from 'node:crypto';
import type { Locator } from '@playwright/test';
import type { AdvertiserPickerPage, MediaAppListData, MediaAppQuotaData } from '@toufang/contracts';
import { apiGet, apiLogin, apiPost } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

// This run's own game and package: a game has one base per medium and platform, so a retry on the
// same server needs a game of its own.
const RUN = randomBytes(3).toString('hex');
const GAME_ID = randomInt(5_000_000, 9_000_000);
const GAME = `转化测试${RUN}`;
const PACKAGE = `com.base.e2e${RUN}`;
const SLOW = { timeout: 60_000 };

/** Picks an option of the antd select labelled `name` inside `scope`. */
async function choose(scope: Locator, name: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await scope.page().locator('.ant-select-dropdown:visible').getByTitle(option).click();
}

/**
 * Conversion bases (docs/architecture/conversion-bases.md): for a game whose Android app is in two
 * Ocean Engine accounts, an administrator opens 广告ID, is told of a tracking address on a bare IP,
 * creates the base, gets its links with the medium's macros and a copy button, and pushes the base
 * to both accounts.
 */
test('an administrator creates an Ocean Engine conversion base, copies its click link and pushes it to two accounts', async ({
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
  // The push dialog offers enabled accounts only (an earlier flow may have disabled one).
  const enabled = await apiGet<AdvertiserPickerPage>(request, token, '/api/advertiser/picker', {
    platform: 'bytedance',
    status: 1,
    perpage: 100,
  });
  const offered = new Set(
    [...enabled.latest_using, ...enabled.advertiser_ids].map((a) => a.advertiser_id),
  );
  const accounts = quota.list
    .filter((q) => q.left !== 0 && offered.has(q.advertiser_id))
    .slice(0, 2);
  if (accounts.length < 2)
    throw new Error('the demo lacks two Ocean Engine accounts with app quota');
  await apiPost(request, token, '/api/bytedance/app/create_base', {
    gad_cfg_game_id: GAME_ID,
    platform: 'APP_ANDROID',
    app_name: GAME,
    package_name: PACKAGE,
    download_url: `https://cdn.example.com/${RUN}.apk`,
    advertiser_ids: accounts.map((a) => a.advertiser_id),
  });
  // An Android asset names the app's ids in each account: wait until the app centres have them.
  await expect
    .poll(async () => {
      const apps = await apiGet<MediaAppListData>(
        request,
        token,
        `/api/bytedance/app/get_game_info?gad_cfg_game_id=${GAME_ID}&per_page=100`,
      );
      return apps.list.filter((a) => a.package_name === PACKAGE && a.package_id).length;
    }, SLOW)
    .toBe(2);

  await signIn(page, username, password);
  await page.goto('/#/transConfig/collect');
  await expect(page.getByText('转化基础（巨量引擎）')).toBeVisible();
  await page.getByRole('button', { name: '新建转化基础' }).click();
  const form = page.getByRole('dialog', { name: '新建转化基础（巨量引擎）' });
  await choose(form, '游戏', `${GAME}（${GAME_ID}）`);
  await choose(form, '应用', new RegExp(PACKAGE));
  await expect(form.getByLabel('下载链接')).toHaveValue(`https://cdn.example.com/${RUN}.apk`);
  await form.getByLabel('点击监测地址').fill('https://10.0.0.1/click');
  await expect(form.getByText('点击监测地址不能直接使用 IP，请使用正式域名')).toBeVisible();
  await form.getByLabel('点击监测地址').fill('https://track.example.com/click');
  await expect(form.getByText(/callback_param=__CALLBACK_PARAM__/)).toBeVisible();
  await form.getByRole('button', { name: label('创建') }).click();
  await expect(form).toHaveCount(0);

  await expect(page).toHaveURL(/#\/transConfig\/collect\/detail\?id=\d+$/);
  await expect(page.getByText(`转化基础：${GAME}-安卓-巨量引擎`)).toBeVisible(SLOW);
  const click = page.getByText(/^https:\/\/track\.example\.com\/click\?base_id=\d+&game_id=/);
  await expect(click).toContainText(`game_id=${GAME_ID}`);
  await expect(click).toContainText('oaid=__OAID__');
  await expect(page.getByText('https://analytics.oceanengine.com/api/v2/conversion')).toBeVisible();
  await page.getByRole('button', { name: '复制点击监测链接' }).click();
  await expect(page.getByText('已复制点击监测链接')).toBeVisible();

  await expect(page.getByText('尚未推送到任何账户')).toBeVisible();
  await page.getByRole('button', { name: '推送到账户' }).click();
  const push = page.getByRole('dialog', { name: `推送到巨量引擎账户：${GAME}-安卓-巨量引擎` });
  const open = page.locator('.ant-select-dropdown:visible');
  for (const [i, account] of accounts.entries()) {
    // A click landing while the dropdown still opens is made again, until the dialog counts it.
    await expect(async () => {
      if ((await open.count()) === 0) {
        await push.getByRole('combobox', { name: '巨量引擎账户' }).click();
      }
      await open
        .locator(
          `.ant-select-item-option:not(.ant-select-item-option-selected)[title*="${account.advertiser_id}"]`,
        )
        .first()
        .click({ timeout: 10_000 });
      await expect(push.getByText(new RegExp(`已选\\s*${i + 1}\\s*个账户`))).toBeVisible({
        timeout: 2_000,
      });
    }).toPass(SLOW);
  }
  await push.getByRole('button', { name: label('推送') }).click();
  await expect(push.getByText('成功 2 · 失败 0 · 共 2')).toBeVisible(SLOW);
  await expect(push.getByText('激活、注册、付费', { exact: true })).toHaveCount(2);
  await push
    .getByRole('button', { name: label('关闭') })
    .last()
    .click();
  // The push record of the account (its events in one cell), then the conversions it made, one
  // row per event in 已创建的转化.
  const pushed = page.getByRole('row').filter({ hasText: accounts[0]?.advertiser_id ?? '' });
  await expect(pushed.filter({ hasText: '激活、注册、付费' })).toContainText('成功');
  await expect(pushed.filter({ hasText: '回传中' })).toHaveCount(3);

  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page.getByRole('row').filter({ hasText: PACKAGE })).toBeVisible();
  await page.screenshot({ path: '/tmp/conversion-bases.png', fullPage: true });
});
