import type { Locator, Page } from '@playwright/test';
import { apiLogin, apiPost, type Envelope } from '../support/api';
import { DELIVERY_REPORTS, reportPage } from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { randomPng } from '../support/random-png.mjs';
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

  test('creates a rule, dry-runs it, runs it, and a second run inside the cooldown leaves the ad alone', async ({
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
    await expect(page.getByRole('tabpanel').getByText('共 2 条')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('autorule-runs.png'), fullPage: true });
  });

  test('keeps ads running by building from a creation template: dry run, run, the creation task', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const promotions = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion);
    const account = promotions.list[0]?.advertiser_id;
    if (!account) throw new Error('the demo has no promotion');
    const suffix = uniqueSuffix();
    const prefix = `规则补建${suffix}`;
    const templateName = `补建模板${suffix}`;

    // Two approved images, and a template of one promotion per image.
    const fileIds: number[] = [];
    for (const i of [0, 1]) {
      const response = await request.post('/api/material/file/upload', {
        headers: { 'X-Token': token },
        multipart: {
          is_public: '1',
          file: {
            name: `${prefix}-${i}.png`,
            mimeType: 'image/png',
            buffer: randomPng(640 - i * 10, 360),
          },
        },
      });
      const body = (await response.json()) as Envelope<{ fid: number }>;
      if (body.code !== 0) throw new Error(`upload: ${body.message_cn}`);
      fileIds.push(body.data.fid);
    }
    const reviewer = await apiLogin(
      request,
      demoUsers.reviewer.username,
      demoUsers.reviewer.password,
    );
    await apiPost(request, reviewer, '/api/material/file/review', {
      file_ids: fileIds,
      review_status: 'approved',
    });
    await apiPost(request, token, '/api/bytedance/v3/delivery/template/save', {
      template_name: templateName,
      template_desc: '',
      template_type: 'v3',
      app_type: 'android',
      content: {
        medium: 'bytedance',
        accounts: [account],
        materials: { file_ids: fileIds },
        titles: { list: ['春季新版本上线快来体验', '全新玩法等你来挑战'] },
        rules: { materials_number: 1 },
        project: {
          name: `${prefix}_组[序号]`,
          download_url: 'https://example.com/app.apk',
          package: 'com.example.game',
          delivery_setting: { budget: 500, cpa_bid: 20 },
        },
        promotion: { name: `${prefix}_[素材名]_[序号]` },
      },
    });

    await signIn(page, admin.username, admin.password);
    await page.goto('/#/transConfig/batchAutoRuleTt');
    await page.getByRole('button', { name: '新建规则' }).click(FIRST_LOAD);
    const editor = page.getByRole('dialog');
    await editor.getByLabel('规则名称').fill(`保持在投-${suffix}`);
    await editor.getByText('按名称筛选', { exact: true }).click();
    await editor.getByRole('combobox', { name: '监控账户' }).fill(account);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: account })
      .first()
      .click();
    await editor.getByLabel('名称关键词').fill(prefix);
    await choose(page, editor.getByRole('combobox', { name: '时间范围1' }), '累计');
    await choose(page, editor.getByRole('combobox', { name: '比较1' }), '≥');
    await editor.getByLabel('阈值1').fill('0');
    await editor
      .getByRole('button', { name: label('删除') })
      .last()
      .click();
    await choose(
      page,
      editor.getByRole('combobox', { name: '执行动作' }),
      '按模板新建（保持在投数量）',
    );
    await choose(page, editor.getByRole('combobox', { name: '创建模板' }), templateName);
    await editor.getByLabel('保持在投数量').fill('2');
    await editor.getByRole('switch', { name: '启用规则' }).click();
    await expect(editor.getByTestId('rule-summary')).toContainText(
      `名称包含「${prefix}」的广告（含以后新建）：每个账户中累计消耗 ≥ 0.00 元且已启用的广告少于 2 个时，` +
        `按模板「${templateName}」新建广告，补足至 2 个；`,
    );

    await editor.getByRole('button', { name: '试运行' }).click();
    await expect(
      editor.getByText(/^试运行：检查 1 个对象，满足条件 1 个，将执行 1 个/),
    ).toBeVisible(RUN);
    await expect(
      editor.getByText(`在投 0 个 → 将按模板「${templateName}」新建 2 个`),
    ).toBeVisible();
    await editor.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('规则已保存')).toBeVisible();

    // The run builds the two promotions through the wizard's creation task.
    await runNow(page, `保持在投-${suffix}`, 1);
    const run = page
      .getByRole('row')
      .filter({ hasText: `保持在投-${suffix}` })
      .first();
    await expect(run.getByText('已完成')).toBeVisible({ timeout: 120_000 });
    await run.getByRole('button', { name: label('明细') }).click();
    const item = page.getByRole('dialog').getByRole('row').filter({ hasText: account });
    await expect(item.getByText(`在投 0 个 → 将按模板「${templateName}」新建 2 个`)).toBeVisible();
    await expect(item.getByText(/^创建任务 #\d+$/)).toBeVisible();
    await expect(item.getByText('在投数 0')).toBeVisible();
    await page.keyboard.press('Escape');
    const created = await reportPage<PromotionRow & { name: string }>(
      request,
      token,
      DELIVERY_REPORTS.promotion,
      { keyword: prefix },
    );
    expect(created.list.map((r) => r.name).filter((n) => n.includes(prefix))).toHaveLength(2);
  });
});
