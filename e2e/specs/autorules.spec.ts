import type { Locator, Page } from '@playwright/test';
import { apiLogin, apiPost } from '../support/api';
import { DELIVERY_REPORTS, reportPage } from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';
import { uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

/** The embedded product syncs the demo accounts after it starts; the first page waits for it. */
const FIRST_LOAD = { timeout: 90_000 };
/** A run's writes go through the in-process task worker to the embedded sandbox. */
const RUN = { timeout: 30_000 };

interface PromotionRow {
  promotion_id: string;
  advertiser_id: string;
  opt_status: string | null;
  status: string | null;
}

/** Picks an option of an antd Select by its title. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Runs the rule of the list row now, through its confirmation; `acted` objects are changed. */
async function runNow(page: Page, name: string, acted: number): Promise<void> {
  await page.getByRole('tab', { name: '规则' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: '立即执行' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: '立即执行该规则？' });
  await confirm.getByRole('button', { name: label('执行') }).click();
  await expect(
    page.getByText(`已执行：检查 1 个对象，满足条件 1 个，执行 ${acted} 个`),
  ).toBeVisible(RUN);
  await expect(page.getByRole('tab', { name: '执行记录', selected: true })).toBeVisible();
}

/**
 * 自动规则 of Ocean Engine (spec 001 §2 `/transConfig/batchAutoRuleTt`, §7 "Automatic rules"): an
 * operator writes a rule, sees what it would do, runs it, reads what it did to the ad and why, and
 * sees the cooldown keep a second run off the ad that someone switched on again.
 */
test.describe('自动规则 /transConfig/batchAutoRuleTt', () => {
  test.slow();

  // Known defect: on the embedded server the second 立即执行 (after the ad was enabled again)
  // leaves `POST /autorule/submit` unanswered, so this flow is not run until that is fixed.
  test.fixme('creates a rule, dry-runs it, runs it, and a second run inside the cooldown leaves the ad alone', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const promotions = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion);
    // The last enabled one: other flows take the first.
    const promotion = promotions.list
      .filter((r) => r.opt_status === 'ENABLE' && r.status !== 'DELETED')
      .at(-1);
    if (!promotion) throw new Error('the demo has no enabled promotion');
    const id = promotion.promotion_id;
    const name = `累计花费暂停-${uniqueSuffix()}`;

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/batchAutoRuleTt');
    await page.getByRole('button', { name: '新建规则' }).click(FIRST_LOAD);
    const editor = page.getByRole('dialog');
    await expect(editor.getByText('请输入规则名称')).toBeVisible();
    await editor.getByLabel('规则名称').fill(name);
    await editor.getByText('指定对象', { exact: true }).click();
    await editor.getByLabel('对象ID').fill(id);
    await choose(page, editor.getByRole('combobox', { name: '时间范围1' }), '累计');
    await choose(page, editor.getByRole('combobox', { name: '比较1' }), '≥');
    await editor.getByLabel('阈值1').fill('0');
    await editor
      .getByRole('button', { name: label('删除') })
      .last()
      .click();
    // Saved as 停用: the flow runs it by hand; the schedule would run it again.
    await editor.getByRole('switch', { name: '启用规则' }).click();
    await expect(editor.getByTestId('rule-summary')).toHaveText(
      `每 30 分钟检查巨量引擎广告 ${id}：当累计消耗 ≥ 0.00 元 时，暂停该广告；同一对象 60 分钟内不重复执行，` +
        '每天最多执行 24 次，每次最多改动 50 个对象；按完整小时的数据判断（巨量引擎报表约延迟 2 小时）。',
    );

    await editor.getByRole('button', { name: '试运行' }).click();
    await expect(
      editor.getByText('试运行：检查 1 个对象，满足条件 1 个，将执行 1 个（未做任何修改）'),
    ).toBeVisible(RUN);
    const preview = editor.getByRole('row').filter({ hasText: id });
    await expect(preview.getByText('将执行')).toBeVisible();
    await expect(preview.getByText('已启用 → 已暂停')).toBeVisible();
    await editor.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('规则已保存')).toBeVisible();
    const ruleRow = page.getByRole('row').filter({ hasText: name });
    await expect(ruleRow.getByText(`检查巨量引擎广告 ${id}`)).toBeVisible();

    // The run: the ad is paused through the delivery writes, and the run says why.
    await runNow(page, name, 1);
    const first = page.getByRole('row').filter({ hasText: name }).first();
    await expect(first.getByText('已完成')).toBeVisible(RUN);
    await first.getByRole('button', { name: label('明细') }).click();
    const drawer = page.getByRole('dialog');
    const item = drawer.getByRole('row').filter({ hasText: id });
    await expect(item.getByText('已执行')).toBeVisible();
    await expect(item.getByText('已启用 → 已暂停')).toBeVisible();
    await expect(item.getByText('成功')).toBeVisible();
    await expect(item.getByText(/^累计消耗 [\d.]+ 元$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('autorule-run-items.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Someone switches the ad on again; the rule's cooldown keeps the next run's hands off it.
    await apiPost(request, token, '/api/bytedance/v3/promotion/updatestatus', {
      promotions: [{ advertiser_id: promotion.advertiser_id, promotion_id: id }],
      opt_status: 'ENABLE',
    });
    await runNow(page, name, 0);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: label('明细') })
      .click();
    const skipped = page.getByRole('dialog').getByRole('row').filter({ hasText: id });
    await expect(skipped.getByText('已跳过')).toBeVisible();
    await expect(
      skipped.getByText(/^冷却中：本规则于 .+ 已处理该对象，60 分钟内不重复执行/),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const now = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      promotion_ids: [id],
    });
    expect(now.list.map((r) => r.opt_status)).toEqual(['ENABLE']);

    // "Why did my ad pause?": the runs that checked it.
    await page.getByPlaceholder('对象ID（为什么被暂停？）').fill(id);
    await expect(page.getByText('共 2 条')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('autorule-runs.png'), fullPage: true });
  });
});
