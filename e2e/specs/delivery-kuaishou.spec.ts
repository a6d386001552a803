import { reportPage, visiblePanel } from '../support/delivery-screen';
import { expect, test } from '../support/fixtures';
import {
  accountWithObjects,
  batchBudgetWithRetry,
  openDeniedAdvice,
  singleBudgetAndReadBack,
  drill,
  openScreenTab,
  signInAdmin,
  switchOffAndReadBack,
  type MediumScreen,
  type ObjectRow,
} from '../support/medium-screen';
import { setSandboxFaults } from '../support/sandbox-admin';

/** The Kuaishou screen: routes and reports of contracts DELIVERY_SCREENS.launchKs. */
const KUAISHOU: MediumScreen = {
  route: '/transConfigKs/launchKs',
  accounts: '/api/kuaishou/advertiser/reports',
  firstLevel: { title: '广告计划', report: '/api/kuaishou/campaign/reports' },
  writes: {
    title: '广告组',
    report: '/api/kuaishou/unit/reports',
    idKey: 'unit_id',
    deletedStatus: '10',
  },
  budgetCall: 'POST /kuaishou/rest/openapi/v1/ad_unit/update/day_budget',
  faultReason: '系统繁忙',
};

/**
 * 投放管理 of Kuaishou (spec 001 §2 applied to Kuaishou): the feed's screen built from its
 * definition, over the sandbox's accounts as the server mirrors them.
 */
test.describe('投放管理 /transConfigKs/launchKs', () => {
  test.slow();

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('drills from an account to its campaigns and units and filters units by status', async ({
    page,
    request,
  }) => {
    const token = await signInAdmin(request);
    const { account, object: campaign } = await accountWithObjects(request, token, KUAISHOU);
    const units = await reportPage<ObjectRow>(request, token, KUAISHOU.writes.report, {
      campaign_id: [campaign.id],
    });
    const denied = await reportPage<ObjectRow>(request, token, KUAISHOU.writes.report, {
      status: ['12'],
    });

    await openScreenTab(page, KUAISHOU, '账户');
    await drill(page, '广告计划', account.advertiser_name, '广告计划');
    await expect(
      visiblePanel(page).getByText(`账户：${account.advertiser_name}（${account.advertiser_id}）`),
    ).toBeVisible();
    await drill(page, '广告组', campaign.name, '广告组');
    await expect(
      visiblePanel(page).getByText(`广告计划：${campaign.name}（${campaign.id}）`),
    ).toBeVisible();
    await expect(
      visiblePanel(page).getByText(`共 ${units.page_info.total_number} 条`),
    ).toBeVisible();

    // Every unit the medium denied, whatever its campaign: 审核未通过 is Kuaishou's 12.
    await visiblePanel(page).getByRole('button', { name: '移除上级筛选' }).click();
    await visiblePanel(page).getByRole('combobox', { name: '状态' }).click();
    await page.getByTitle('审核未通过', { exact: true }).last().click();
    await page.keyboard.press('Escape');
    await expect(
      visiblePanel(page).getByText(`共 ${denied.page_info.total_number} 条`),
    ).toBeVisible();
    const first = denied.list[0];
    if (first) {
      const row = visiblePanel(page).getByRole('row').filter({ hasText: first.id });
      await expect(row.getByText('审核未通过')).toBeVisible();
    }
  });

  test('switches a unit off and the medium has it paused', async ({ page, request }) => {
    await switchOffAndReadBack(page, request, KUAISHOU);
  });

  test('shows the units the medium refused and retries them', async ({ page, request }, info) => {
    await batchBudgetWithRetry(
      page,
      request,
      KUAISHOU,
      info.outputPath('kuaishou-batch-modify-failed.png'),
    );
  });

  test('edits a unit’s budget in 预算/出价 and reads it back from the medium', async ({
    page,
    request,
  }, info) => {
    await singleBudgetAndReadBack(page, request, KUAISHOU, info.outputPath('kuaishou'));
  });

  test('opens the audit advice of a denied unit', async ({ page, request }, info) => {
    await openDeniedAdvice(
      page,
      request,
      KUAISHOU,
      { title: '广告组', report: '/api/kuaishou/unit/reports' },
      info.outputPath('kuaishou-advice.png'),
    );
  });
});
