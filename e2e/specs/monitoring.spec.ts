import type { Locator, Page } from '@playwright/test';
import { apiLogin } from '../support/api';
import { DELIVERY_REPORTS, reportPage } from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { dismissVersionNotice, label } from '../support/ui';
import { uniqueSuffix } from '../support/users';

const { admin } = demoUsers;

/** The embedded product syncs the demo accounts after it starts; the first page waits for it. */
const FIRST_LOAD = { timeout: 90_000 };

interface PromotionRow {
  promotion_id: string;
  status: string | null;
}

/** Picks an option of an antd Select by its title. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/**
 * 监控规则 (spec 002 §2 `/landing/monitor`): an operator sets a rule on an ad, checks it, sees the
 * incident it opened and the header's bell count it, reads the notification, and deletes the rule.
 */
test.describe('监控规则 /landing/monitor', () => {
  test.slow();

  test('creates a monitoring rule, sees its incident and the bell, and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const promotions = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion);
    const promotion = promotions.list.find((r) => r.status !== 'DELETED');
    if (!promotion) throw new Error('the demo has no promotion');
    const id = promotion.promotion_id;
    const name = `累计消耗告警-${uniqueSuffix()}`;

    await signIn(page, admin.username, admin.password);
    await dismissVersionNotice(page);
    await page.goto('/#/landing/monitor');
    await page.getByRole('button', { name: '新建监控规则' }).click(FIRST_LOAD);
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
    await expect(editor.getByTestId('monitor-summary')).toHaveText(
      `每 30 分钟检查巨量引擎广告 ${id}：当累计消耗 ≥ 0.00 元 时告警，站内通知负责人，恢复时再通知。`,
    );
    // A robot address of the wrong host is refused before anything is saved.
    await editor.getByRole('button', { name: '添加群机器人' }).click();
    await editor.getByLabel('Webhook 地址1').fill('https://example.com/hook');
    await editor.getByRole('button', { name: label('保存') }).click();
    const refused = page.getByRole('alert').filter({ hasText: '机器人 1：企业微信机器人地址应为' });
    await expect(refused).toBeVisible();
    await refused.getByRole('button').click();
    await expect(refused).toBeHidden();
    await editor.getByRole('button', { name: '移除机器人1' }).click();
    await editor.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('监控规则已保存')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(`检查巨量引擎广告 ${id}`)).toBeVisible();

    // A check now opens the incident and notifies in-app.
    await row.getByRole('button', { name: '立即检查' }).click();
    await expect(
      page.getByText('已检查 1 个对象：1 个满足告警条件，新告警 1 个，恢复 0 个'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: '告警记录', selected: true })).toBeVisible();
    const incident = page.getByRole('row').filter({ hasText: name });
    await expect(incident.getByText('告警中')).toBeVisible();
    await expect(incident.getByText(/^累计消耗 [\d.]+ 元 ≥ 0\.00 元/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('monitor-incidents.png'), fullPage: true });

    const bell = page.getByRole('button', { name: /^监控通知（\d+ 条未读）$/ });
    await expect(bell).toBeVisible({ timeout: 70_000 });
    await bell.click();
    const popover = page.getByRole('tooltip').filter({ hasText: '监控通知' });
    const note = popover.getByRole('listitem').filter({ hasText: `【监控告警】${name}` });
    await expect(note).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('monitor-bell.png') });
    await popover.getByRole('button', { name: '全部已读' }).click();
    await expect(popover.getByRole('button', { name: '全部已读' })).toBeDisabled();

    // The rule goes, with a confirmation.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: '规则' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: label('删除') })
      .click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确认删除该监控规则？' });
    await confirm.getByRole('button', { name: label('删除') }).click();
    await expect(page.getByText('监控规则已删除')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
