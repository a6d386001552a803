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

/** The Tencent v3 screen: routes and reports of contracts DELIVERY_SCREENS.launchQqV3. */
const TENCENT_V3: MediumScreen = {
  route: '/transConfigQq/launchQqV3',
  accounts: '/api/tencent/advertiser/reports',
  firstLevel: { title: '广告', report: '/api/tencent/v3/adgroup/reports' },
  writes: {
    title: '广告',
    report: '/api/tencent/v3/adgroup/reports',
    idKey: 'adgroup_id',
    deletedStatus: 'ADGROUP_STATUS_DELETED',
  },
  budgetCall: 'POST /tencent/v3.0/adgroups/update_daily_budget',
  faultReason: '系统繁忙',
};

const CREATIVES = '/api/tencent/v3/dynamic_creative/reports';

/**
 * 投放管理 of Tencent Ads v3 (spec 001 §2 applied to Tencent): no campaign level, the switch the
 * operator sets (configured_status) beside the status the medium derives (system_status).
 */
test.describe('投放管理 /transConfigQq/launchQqV3', () => {
  test.slow();

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('drills from an account to its adgroups and creatives and filters by the switch', async ({
    page,
    request,
  }) => {
    const token = await signInAdmin(request);
    const { account, object: adgroup } = await accountWithObjects(request, token, TENCENT_V3);
    const creatives = await reportPage<ObjectRow>(request, token, CREATIVES, {
      adgroup_id: [adgroup.id],
    });
    const suspended = await reportPage<ObjectRow>(request, token, TENCENT_V3.writes.report, {
      configured_status: ['AD_STATUS_SUSPEND'],
    });

    await openScreenTab(page, TENCENT_V3, '账户');
    await expect(page.getByRole('tab')).toHaveText(['账户', '广告', '创意']);
    await drill(page, '广告', account.advertiser_name, '广告');
    await drill(page, '创意', adgroup.name, '创意');
    await expect(
      visiblePanel(page).getByText(`广告：${adgroup.name}（${adgroup.id}）`),
    ).toBeVisible();
    await expect(
      visiblePanel(page).getByText(`共 ${creatives.page_info.total_number} 条`),
    ).toBeVisible();

    // The adgroups the operator paused: 操作状态 暂停 is Tencent's AD_STATUS_SUSPEND.
    await page.getByRole('tab', { name: '广告', exact: true }).click();
    await visiblePanel(page).getByRole('button', { name: '移除上级筛选' }).click();
    await visiblePanel(page).getByRole('button', { name: '更多筛选' }).click();
    await visiblePanel(page).getByRole('combobox', { name: '操作状态' }).click();
    await page.getByTitle('暂停', { exact: true }).last().click();
    await page.keyboard.press('Escape');
    await expect(
      visiblePanel(page).getByText(`共 ${suspended.page_info.total_number} 条`),
    ).toBeVisible();
  });

  test('switches an adgroup off and the medium has it suspended', async ({ page, request }) => {
    await switchOffAndReadBack(page, request, TENCENT_V3);
  });

  test('shows the adgroups the medium refused and retries them', async ({
    page,
    request,
  }, info) => {
    await batchBudgetWithRetry(
      page,
      request,
      TENCENT_V3,
      info.outputPath('tencent-batch-modify-failed.png'),
    );
  });

  test('edits an adgroup’s budget in 预算/出价 and reads it back from the medium', async ({
    page,
    request,
  }, info) => {
    await singleBudgetAndReadBack(page, request, TENCENT_V3, info.outputPath('tencent'));
  });

  test('opens the audit advice of a denied creative', async ({ page, request }, info) => {
    await openDeniedAdvice(
      page,
      request,
      TENCENT_V3,
      { title: '创意', report: CREATIVES },
      info.outputPath('tencent-advice.png'),
    );
  });
});
