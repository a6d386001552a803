import { randomBytes } from 'node:crypto';
import type { Envelope } from '../support/api';
import { uploadApprovedImages } from '../support/approved-materials';
import {
  type CountAnswer,
  pickMaterialsAndTitles,
  startFromTemplate,
} from '../support/creation-wizard';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

// This run's own names, so a retry on the same server finds only its files.
const RUN = randomBytes(3).toString('hex');
const FILES = [`创建素材一-${RUN}.png`, `创建素材二-${RUN}.png`];
const TITLES = [`批量创建标题一${RUN}`, `批量创建标题二${RUN}`];
/** Creating on the medium runs as a task; a flow waits for it, not for a time. */
const TASK = { timeout: 180_000 };
const SLOW = { timeout: 30_000 };

test.describe('程序化批量V3 (spec 002 §4 wizard, §7 preview/submit/task)', () => {
  // The task creates on the sandbox under its rate limits; the flow waits for it to end.
  test.describe.configure({ timeout: 360_000 });

  test.beforeAll(async ({ request }) => {
    await uploadApprovedImages(
      request,
      FILES.map((name, i) => ({ name, width: 640 - i * 10, height: 360 })),
    );
  });

  test('an operator creates ads in bulk from the delivery screen and sees them created', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);

    // The delivery screen's project tab opens the wizard.
    await page.goto('/#/transConfig/launchV3');
    await page.getByRole('tab', { name: '项目' }).click();
    await page.getByRole('button', { name: '程序化批量V3' }).click();
    await expect(page).toHaveURL(/#\/transConfig\/aiCreateTtV3\/0$/);
    await expect(page.getByText('第 1 / 8 步')).toBeVisible();
    // The operator's template: the download link, the bid and this run's names (unique in each
    // account).
    await startFromTemplate(page, request, {
      base: '/api/bytedance/v3/delivery',
      type: 'v3',
      name: `投放模板_${RUN}`,
      content: {
        project: {
          download_url: `https://example.com/${RUN}.ipa`,
          delivery_setting: { cpa_bid: 20 },
          name: `创建验证_${RUN}_[序号]`,
        },
        promotion: { name: `创建验证_${RUN}_[素材名]_[序号]` },
      },
    });

    // 1 accounts: the first two the picker lists.
    const accounts = page.getByRole('list', { name: '全部账户' }).getByRole('checkbox');
    await expect(accounts.first()).toBeVisible(SLOW);
    await accounts.nth(0).check();
    await accounts.nth(1).check();
    await expect(page.getByRole('tab', { name: '已选（2）' })).toBeVisible();
    const next = page.getByRole('button', { name: '下一步' });
    await next.click();

    // 2 conversion base: none; 3 project settings: the defaults of spec 002 §3.
    await expect(page.getByText('第 2 / 8 步')).toBeVisible();
    await next.click();
    await expect(page.getByText('第 3 / 8 步')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'iOS' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: '下载链接' })).toHaveValue(
      `https://example.com/${RUN}.ipa`,
    );
    await next.click();

    // 4 targeting and the template's bid.
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '目标转化出价' })).toHaveValue('20');
    // Each account's 抖音号, read from that account on the medium, for its promotions' identity.
    const awemes = page.getByRole('combobox', { name: / 抖音号$/ });
    await expect(awemes).toHaveCount(2);
    for (const i of [0, 1]) {
      await awemes.nth(i).click();
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
      await expect(option).toBeVisible(SLOW);
      // The keyboard picks the active (first) option wherever the step's other per-account
      // pickers, still loading, move the open list.
      await awemes.nth(i).press('Enter');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    }
    await page.screenshot({ path: '/tmp/creation-settings.png', fullPage: true });
    await next.click();

    // 5 materials from the library and titles.
    await expect(page.getByText('第 5 / 8 步')).toBeVisible();
    await pickMaterialsAndTitles(page, RUN, FILES, TITLES);
    await page.screenshot({ path: '/tmp/creation-materials.png', fullPage: true });
    await next.click();

    // 6 the template's naming and the default distribution; 7 preview with the server's count.
    await expect(page.getByText('第 6 / 8 步')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '项目名称' })).toHaveValue(
      `创建验证_${RUN}_[序号]`,
    );
    const counted = page.waitForResponse((r) => r.url().endsWith('/bytedance/v3/delivery/count'));
    await next.click();
    const counts = ((await (await counted).json()) as Envelope<CountAnswer>).data;
    expect(counts.rows).toBeGreaterThan(0);
    await expect(
      page.getByText(
        `将创建 ${counts.parents} 个${counts.parent_label} / ${counts.rows} 个${counts.row_label}`,
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `创建素材一-${RUN}` })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-preview.png', fullPage: true });
    await next.click();

    // 8 submit, then the task runs to its end.
    await page.getByRole('button', { name: '提交创建' }).click();
    await expect(page.getByText('全部创建成功')).toBeVisible(TASK);
    await expect(page.getByText(/^已完成 (\d+) \/ \1$/)).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-submitted.png', fullPage: true });

    // The task's items, each created on the medium.
    await page.getByRole('button', { name: '查看任务明细' }).click();
    await expect(page).toHaveURL(/#\/transConfig\/release\/v2\/experience\?task=\d+$/);
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('progressbar') });
    await expect(drawer).toContainText(/成功 (\d+) · 共 \1/, TASK);
    const items = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await expect(items.first()).toBeVisible();
    await expect(items.filter({ hasText: '失败' })).toHaveCount(0);
    await expect(items.filter({ hasText: `创建验证_${RUN}_` }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-task.png', fullPage: true });
    await drawer
      .getByRole('button', { name: label('关闭') })
      .or(drawer.getByLabel('Close'))
      .first()
      .click();
    await expect(page.getByRole('cell', { name: '已完成' }).first()).toBeVisible();
  });
});

test.describe('程序化批量V3 模板收藏与预设 (spec 002 §3 Preinstall, §7 template/collect)', () => {
  test('an operator keeps a targeting preset and finds a collected template under 我的收藏', async ({
    page,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
    await page.goto('/#/transConfig/aiCreateTtV3/0');
    await expect(page.getByText('第 1 / 8 步')).toBeVisible();
    const accounts = page.getByRole('list', { name: '全部账户' }).getByRole('checkbox');
    await expect(accounts.first()).toBeVisible(SLOW);
    await accounts.nth(0).check();
    const next = page.getByRole('button', { name: '下一步' });
    await next.click();
    await expect(page.getByText('第 2 / 8 步')).toBeVisible();
    await next.click();
    await page.getByRole('textbox', { name: '下载链接' }).fill(`https://example.com/${RUN}.ipa`);
    await next.click();
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();

    // The targeting group saved as the operator's preset, changed, then the preset applied again.
    const gender = page.getByRole('radiogroup', { name: '性别' });
    await gender.getByText('男', { exact: true }).click();
    // 地域: a whole province ticked in the region picker travels with the preset.
    await page.getByRole('radiogroup', { name: '地域类型' }).getByText('按省市区县').click();
    await page.getByRole('tree', { name: '省市区县' }).getByTitle('广东省').click();
    const regions = page.getByLabel('已选地域', { exact: true });
    await expect(regions).toHaveText('广东省（全省）');
    await page.getByRole('button', { name: /存为预设：投放范围与定向/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '保存为我的「定向」预设？' })
      .getByRole('button', { name: label('保存') })
      .click();
    await expect(page.getByText('已保存为我的「定向」预设')).toBeVisible();
    await gender.getByText('女', { exact: true }).click();
    await expect(gender.getByRole('radio', { name: '女' })).toBeChecked();
    await page.getByRole('button', { name: '清空地域' }).click();
    await expect(regions).toHaveText('');
    await page.getByRole('button', { name: /套用预设：投放范围与定向/ }).click();
    await expect(page.getByText('已套用「定向」预设')).toBeVisible();
    await expect(gender.getByRole('radio', { name: '男' })).toBeChecked();
    await expect(regions).toHaveText('广东省（全省）');

    // The draft saved as a template, collected, and found alone under 我的收藏.
    const name = `收藏模板_${RUN}`;
    await page.getByRole('button', { name: '保存为模板' }).click();
    const saveDialog = page.getByRole('dialog', { name: '保存为模板' });
    await saveDialog.getByRole('textbox', { name: '模板名称' }).fill(name);
    await saveDialog.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText(`当前模板：${name}`)).toBeVisible();
    await page.getByRole('button', { name: '从模板创建' }).click();
    const list = page.getByRole('dialog', { name: '从模板创建' });
    const row = list.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /^收藏$/ }).click();
    await expect(page.getByText(`已收藏「${name}」`)).toBeVisible();
    await expect(row.getByRole('button', { name: /取消收藏/ })).toBeVisible();
    await list.getByText('我的收藏').click();
    await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-collect.png', fullPage: true });
    await list
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: label('使用') })
      .click();
    await expect(page.getByText(`已载入模板「${name}」`)).toBeVisible();
  });
});
