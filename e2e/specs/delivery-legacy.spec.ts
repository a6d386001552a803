import { apiLogin } from '../support/api';
import { FIRST_LOAD, reportPage, visiblePanel } from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { signIn } from '../support/login';
import { expect, test } from '../support/fixtures';
import {
  accountWithObjects,
  batchBudgetWithRetry,
  drill,
  openScreenTab,
  signInAdmin,
  switchOffAndReadBack,
  type MediumScreen,
  type ObjectRow as MediumRow,
} from '../support/medium-screen';
import { setSandboxFaults } from '../support/sandbox-admin';
import type { APIRequestContext, Page } from '@playwright/test';

// The legacy screens (launchv2: 广告组 → 计划 → 创意 over Ocean Engine v2; launchQqV2: 推广计划 →
// 广告 → 广告创意 over Tencent v1.3) on the demo, whose sync mirrors the legacy families of its
// accounts: drill down and filters, a batch budget change the medium refuses then accepts on
// 批量重试, a switch and a creative's title read back from the sandbox.

const { admin } = demoUsers;

/** launchv2: routes and reports of contracts DELIVERY_SCREENS.launchv2; writes on 计划 (ad). */
const LAUNCH_V2: MediumScreen = {
  route: '/transConfig/launchv2',
  accounts: '/api/bytedance/advertiser/reports',
  firstLevel: { title: '广告组', report: '/api/bytedance/v2/campaign/reports' },
  writes: {
    title: '计划',
    report: '/api/bytedance/v2/ad/reports',
    idKey: 'ad_id',
    deletedStatus: 'AD_STATUS_DELETE',
  },
  budgetCall: 'POST /oceanengine/open_api/2/ad/update/budget/',
  faultReason: '系统错误',
};

/** launchQqV2: routes and reports of contracts DELIVERY_SCREENS.launchQqV2; writes on 广告. */
const LAUNCH_QQ_V2: MediumScreen = {
  route: '/transConfigQq/launchQqV2',
  accounts: '/api/tencent/advertiser/reports',
  firstLevel: { title: '推广计划', report: '/api/tencent/campaign/reports' },
  writes: {
    title: '广告',
    report: '/api/tencent/adgroup/reports',
    idKey: 'adgroup_id',
    deletedStatus: 'STATUS_DELETED',
  },
  // v1.3 changes one adgroup a call: its budget through adgroups/update.
  budgetCall: 'POST /tencent/v1.3/adgroups/update',
  faultReason: '系统繁忙',
};

/** A status value of the write tab's status filter (its body key) and the label it shows. */
interface StatusChoice {
  key: string;
  value: string;
  label: string;
}

/**
 * 账户 → the first level → the write tab of one account's first object, then the write tab without
 * its parent, narrowed by the 账户ID filter to that account and then by a status: the totals the
 * API counts.
 */
async function drillAndFilter(
  page: Page,
  request: APIRequestContext,
  screen: MediumScreen,
  opens: string,
  status: StatusChoice,
): Promise<void> {
  const token = await signInAdmin(request);
  const { account, object } = await accountWithObjects(request, token, screen);
  // Both legacy screens' first level is the campaign.
  const children = await reportPage<MediumRow>(request, token, screen.writes.report, {
    campaign_id: [object.id],
  });
  const ofAccount = await reportPage<MediumRow>(request, token, screen.writes.report, {
    advertiser_ids: [account.advertiser_id],
  });
  const withStatus = await reportPage<MediumRow>(request, token, screen.writes.report, {
    advertiser_ids: [account.advertiser_id],
    [status.key]: [status.value],
  });

  await openScreenTab(page, screen, '账户');
  await drill(page, screen.firstLevel.title, account.advertiser_name, screen.firstLevel.title);
  await expect(
    visiblePanel(page).getByText(`账户：${account.advertiser_name}（${account.advertiser_id}）`),
  ).toBeVisible();
  await drill(page, opens, object.name, screen.writes.title);
  await expect(
    visiblePanel(page).getByText(`${screen.firstLevel.title}：${object.name}（${object.id}）`),
  ).toBeVisible();
  await expect(
    visiblePanel(page).getByText(`共 ${children.page_info.total_number} 条`),
  ).toBeVisible(FIRST_LOAD);

  await visiblePanel(page).getByRole('button', { name: '移除上级筛选' }).click();
  const picker = visiblePanel(page).getByRole('combobox', { name: '账户ID' });
  await picker.click();
  await picker.pressSequentially(account.advertiser_id);
  await page
    .locator(
      `.ant-select-dropdown:visible .ant-select-item-option[title$="（${account.advertiser_id}）"]`,
    )
    .first()
    .click(FIRST_LOAD);
  await page.keyboard.press('Escape');
  await expect(
    visiblePanel(page).getByText(`共 ${ofAccount.page_info.total_number} 条`),
  ).toBeVisible(FIRST_LOAD);

  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith(screen.writes.report) &&
      JSON.stringify((response.request().postDataJSON() as Record<string, unknown>)[status.key]) ===
        JSON.stringify([status.value]),
  );
  await visiblePanel(page).getByRole('combobox', { name: '状态' }).click();
  await page.getByTitle(status.label, { exact: true }).last().click();
  await page.keyboard.press('Escape');
  await filtered;
  await expect(
    visiblePanel(page).getByText(`共 ${withStatus.page_info.total_number} 条`),
  ).toBeVisible(FIRST_LOAD);
  const first = withStatus.list[0];
  if (first) {
    const row = visiblePanel(page).getByRole('row').filter({ hasText: first.id });
    await expect(row.getByText(status.label, { exact: true })).toBeVisible();
  }
}

interface ObjectRow {
  id: string;
  name: string;
  advertiser_id: string;
  opt_status: string | null;
  status: string | null;
  campaign: { id: string; name: string } | null;
  ad: { id: string; name: string } | null;
  material_id: string | null;
  extra: Record<string, string | null>;
}

test.describe('投放管理V2 (legacy screens)', () => {
  test.slow();

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('launchv2 drills from an account to its ads and filters them by account and status', async ({
    page,
    request,
  }) => {
    await drillAndFilter(page, request, LAUNCH_V2, '计划', {
      key: 'status',
      value: 'AD_STATUS_DISABLE',
      label: '计划暂停',
    });
  });

  test('launchv2 switches an ad off and the medium has it paused', async ({ page, request }) => {
    await switchOffAndReadBack(page, request, LAUNCH_V2);
  });

  test('launchv2 shows the ads the medium refused and retries them', async ({
    page,
    request,
  }, info) => {
    await batchBudgetWithRetry(
      page,
      request,
      LAUNCH_V2,
      info.outputPath('launchv2-batch-failed.png'),
    );
  });

  test('launchv2 edits a creative’s title and reads it back', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const path = '/api/bytedance/v2/creative/reports';
    const creatives = (await reportPage<ObjectRow>(request, token, path)).list.filter(
      (row) => row.ad && row.status !== 'CREATIVE_STATUS_DELETE',
    );
    // 2/creative/custom_creative/update/ sends the ad's whole list: an ad of at most 10 creatives.
    // The oldest such creative is the demo's custom creative, not one a creation flow made since.
    const perAd = (adId: string) => creatives.filter((row) => row.ad?.id === adId).length;
    const creative = creatives
      .filter((row) => perAd(row.ad?.id ?? '') <= 10)
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))[0];
    if (!creative) throw new Error('the demo has no v2 creative');
    // Unique per attempt, within Ocean Engine's 5–30 字.
    const title = `新服开启标题${Date.now().toString(36)}`;

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/launchv2');
    await page.getByRole('tab', { name: '创意' }).click();
    await visiblePanel(page).getByPlaceholder('创意名称或ID').fill(creative.id);
    const row = visiblePanel(page).locator('tr', { hasText: creative.id });
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: '修改标题' }).click();
    const dialog = page.getByRole('dialog', { name: '修改标题' });
    const input = dialog.getByRole('textbox', { name: '修改标题' });
    await expect(input).toHaveValue(creative.name);
    await input.fill('好'.repeat(31));
    await expect(dialog.getByText('巨量引擎标题最多 30 个字（当前 31）')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('launchv2-creative-title-refused.png') });
    await input.fill(title);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(dialog.getByText('成功', { exact: true })).toBeVisible(FIRST_LOAD);
    await page.screenshot({ path: test.info().outputPath('launchv2-creative-title-done.png') });
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    // The list is read again: the row shows the title the server read back from the sandbox.
    await expect(row.getByText(title)).toBeVisible(FIRST_LOAD);
    const after = await reportPage<ObjectRow>(request, token, path, { creative_id: [creative.id] });
    expect(after.list[0]?.name).toBe(title);
  });

  test('launchQqV2 lists adgroups with their v1.3 delivery state', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const adgroups = await reportPage<ObjectRow>(request, token, '/api/tencent/adgroup/reports');
    // The oldest adgroup is the demo's, whose ads carry the sandbox CDN's covers; not one a
    // creation flow made since.
    const adgroup = [...adgroups.list].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))[0];
    if (!adgroup) throw new Error('the demo has no v1.3 adgroup');

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfigQq/launchQqV2');
    await page.getByRole('tab', { name: '广告', exact: true }).click();
    await visiblePanel(page).getByPlaceholder('广告名称或ID').fill(adgroup.id);
    const row = visiblePanel(page).locator('tr', { hasText: adgroup.name });
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: `查看广告创意：${adgroup.name}` }).click();
    await expect(page.getByText(`广告：${adgroup.name}（${adgroup.id}）`)).toBeVisible(FIRST_LOAD);

    // Each ad (广告创意) shows its adcreative's material: the title, the file and its cover.
    const ads = await reportPage<ObjectRow>(request, token, '/api/tencent/ad/reports', {
      adgroup_id: [adgroup.id],
    });
    const ad = ads.list.find((a) => a.extra.title && a.material_id);
    if (!ad?.extra.title || !ad.material_id) throw new Error('the adgroup has no ad with a title');
    const adRow = visiblePanel(page).locator('tr', { hasText: ad.name });
    await expect(adRow.getByText(ad.extra.title)).toBeVisible(FIRST_LOAD);
    await expect(adRow.getByText(ad.material_id, { exact: true })).toBeVisible();
    const thumbnail = adRow.getByRole('button', { name: `预览素材：${ad.extra.title}` });
    await expect(thumbnail).toBeVisible();
    // The cover is a picture the sandbox's CDN serves, loaded through the page's CSP.
    const cover = thumbnail.locator('img');
    await expect
      .poll(
        () => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        FIRST_LOAD,
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath('launchqqv2-ads.png') });

    // 素材预览 shows the file itself: the sandbox's video plays (or its picture loads).
    await thumbnail.click();
    const preview = page.getByRole('dialog');
    await expect(preview).toContainText('素材预览');
    const media = preview.locator('video, img').first();
    await expect
      .poll(
        () =>
          media.evaluate((el) =>
            el instanceof HTMLVideoElement
              ? el.readyState
              : (el as HTMLImageElement).complete
                ? (el as HTMLImageElement).naturalWidth
                : 0,
          ),
        FIRST_LOAD,
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath('launchqqv2-preview.png') });
  });

  test('launchQqV2 drills from an account to its adgroups and filters them by account and state', async ({
    page,
    request,
  }) => {
    await drillAndFilter(page, request, LAUNCH_QQ_V2, '广告', {
      key: 'system_status',
      value: 'STATUS_SUSPEND',
      label: '暂停中',
    });
  });

  test('launchQqV2 switches an adgroup off and the medium has it suspended', async ({
    page,
    request,
  }) => {
    await switchOffAndReadBack(page, request, LAUNCH_QQ_V2);
  });

  test('launchQqV2 shows the adgroups the medium refused and retries them', async ({
    page,
    request,
  }, info) => {
    await batchBudgetWithRetry(
      page,
      request,
      LAUNCH_QQ_V2,
      info.outputPath('launchqqv2-batch-failed.png'),
    );
  });
});
