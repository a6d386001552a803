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

// This run's own names, so a retry on the same server finds only its files and objects.
const RUN = randomBytes(3).toString('hex');
const FILES = [`旧版素材一-${RUN}.png`, `旧版素材二-${RUN}.png`];
const TITLES = [`旧版批量标题一${RUN}`, `旧版批量标题二${RUN}`];
/** Ocean Engine v2: landscape images its default placements take. */
const TT_FILES = [`头条旧版素材一-${RUN}.png`, `头条旧版素材二-${RUN}.png`];
const TT_TITLES = [`头条旧版标题一${RUN}`, `头条旧版标题二${RUN}`];
/** Creating on the medium runs as a task; the flow waits for it, not for a time. */
const TASK = { timeout: 180_000 };
const SLOW = { timeout: 30_000 };

test.describe('程序化批量V2 on Tencent’s legacy API (spec 002 §4 wizard, §7 count/submit/task)', () => {
  test.describe.configure({ timeout: 360_000 });

  test.beforeAll(async ({ request }) => {
    await uploadApprovedImages(
      request,
      FILES.map((name, i) => ({ name, width: 1280 - i * 10, height: 720 })),
    );
  });

  test('an operator creates campaigns, adgroups and ads from a template and sees the task done', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
    await page.goto('/#/transConfigQq/aiCreateQqV2/0');
    await expect(page.getByText('第 1 / 8 步')).toBeVisible(SLOW);
    // The operator's template: the adgroup's bid, the 横版大图 creative spec, the landing page and
    // this run's names.
    await startFromTemplate(page, request, {
      base: '/api/tencent/v2/delivery',
      type: 'v2',
      name: `腾讯旧版模板_${RUN}`,
      content: {
        campaign: { campaign_name: `旧版计划_${RUN}_[序号]` },
        adgroup: { adgroup_name: `旧版广告组_${RUN}_[序号]`, bid_amount: 20 },
        ad: {
          ad_name: `旧版广告_${RUN}_[素材名]_[序号]`,
          adcreative_template_id: 711,
          page_url: `https://example.com/${RUN}`,
        },
      },
    });

    // 1 accounts: the first the picker lists.
    const accounts = page.getByRole('list', { name: '全部账户' }).getByRole('checkbox');
    await expect(accounts.first()).toBeVisible(SLOW);
    await accounts.nth(0).check();
    await expect(page.getByRole('tab', { name: '已选（1）' })).toBeVisible();
    const next = page.getByRole('button', { name: '下一步' });
    await next.click();

    // 2 conversion base: none; 3 the campaign with its defaults (iOS, 不限 budget).
    await expect(page.getByText('第 2 / 8 步')).toBeVisible();
    await next.click();
    await expect(page.getByText('第 3 / 8 步')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'iOS应用' })).toBeChecked();
    await next.click();

    // 4 the adgroup: placements default to 优量汇; the bid is the template's.
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '优量汇' })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: '出价', exact: true })).toHaveValue('20');
    // The account's 定向包, searched by a part of its name on the medium.
    const packages = page.getByRole('combobox', { name: /定向包$/ });
    await packages.click();
    await packages.fill('定向包2');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1, SLOW);
    await expect(options.first()).toHaveText(/^定向包2：年龄/);
    await options.first().click();
    await expect(
      page.getByLabel('定向包', { exact: true }).getByTitle(/^定向包2：年龄/),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-legacy-adgroup.png', fullPage: true });
    await next.click();

    // 5 images from the library and titles; the template's creative spec and landing page.
    await expect(page.getByText('第 5 / 8 步')).toBeVisible();
    await pickMaterialsAndTitles(page, RUN, FILES, TITLES);
    await expect(page.getByRole('spinbutton', { name: '创意规格ID' })).toHaveValue('711');
    await next.click();

    // 6 the template's names and distribution; 7 the preview with the server's count and the
    // account's 定向包 on its row.
    await expect(page.getByText('第 6 / 8 步')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '广告组名称' })).toHaveValue(
      `旧版广告组_${RUN}_[序号]`,
    );
    const counted = page.waitForResponse((r) => r.url().endsWith('/tencent/v2/delivery/count'));
    await next.click();
    const counts = ((await (await counted).json()) as Envelope<CountAnswer>).data;
    expect(counts).toMatchObject({
      parents: 1,
      rows: 1,
      parent_label: '推广计划',
      row_label: '广告组',
    });
    await expect(page.getByText('将创建 1 个推广计划 / 1 个广告组')).toBeVisible();
    const previewRow = page.getByRole('row').filter({ hasText: `旧版广告组_${RUN}_1` });
    await expect(previewRow).toBeVisible();
    await expect(previewRow.getByLabel('账户所选')).toContainText(/定向包：定向包2/);
    await page.screenshot({ path: '/tmp/creation-legacy-preview.png', fullPage: true });
    await next.click();

    // 8 submit; the task runs to its end on the sandbox.
    await page.getByRole('button', { name: '提交创建' }).click();
    await expect(page.getByText('全部创建成功')).toBeVisible(TASK);

    // 批量任务V2 shows the task done, its item created.
    await page.getByRole('button', { name: '查看任务明细' }).click();
    await expect(page).toHaveURL(/#\/transConfigQq\/releaseQqV2\?task=\d+$/);
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('progressbar') });
    await expect(drawer).toContainText('成功 1 · 共 1', TASK);
    await expect(drawer.getByText(`旧版广告组_${RUN}_1`)).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-legacy-task.png', fullPage: true });
    await drawer.getByRole('button', { name: label('关闭') }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('cell', { name: '已完成' }).first()).toBeVisible();
  });
});

test.describe('程序化批量 on Ocean Engine’s v2 API (spec 002 §4 wizard, §7 count/submit/task)', () => {
  test.describe.configure({ timeout: 360_000 });

  test.beforeAll(async ({ request }) => {
    await uploadApprovedImages(
      request,
      TT_FILES.map((name, i) => ({ name, width: 640 - i * 10, height: 360 })),
    );
  });

  test('an operator creates campaigns and ads from a template and finds them on launchv2', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
    await page.goto('/#/transConfig/aiCreateTt/0');
    await expect(page.getByText('第 1 / 8 步')).toBeVisible(SLOW);
    // The operator's template: the ad's download link, budget and bid, this run's names.
    await startFromTemplate(page, request, {
      base: '/api/bytedance/delivery',
      type: 'v2',
      name: `头条旧版模板_${RUN}`,
      content: {
        campaign: { campaign_name: `头条旧版广告组_${RUN}_[序号]` },
        ad: {
          name: `头条旧版计划_${RUN}_[素材名]_[序号]`,
          download_url: `https://example.com/${RUN}.ipa`,
          package: 'com.example.game',
          budget: 500,
          cpa_bid: 20,
        },
      },
    });

    // 1 accounts: the first the picker lists; 2 no conversion base; 3 the campaign's defaults.
    const accounts = page.getByRole('list', { name: '全部账户' }).getByRole('checkbox');
    await expect(accounts.first()).toBeVisible(SLOW);
    await accounts.nth(0).check();
    await expect(page.getByRole('tab', { name: '已选（1）' })).toBeVisible();
    const next = page.getByRole('button', { name: '下一步' });
    await next.click();
    await expect(page.getByText('第 2 / 8 步')).toBeVisible();
    await next.click();
    await expect(page.getByText('第 3 / 8 步')).toBeVisible();
    await next.click();

    // 4 the ad as the template set it.
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '出价', exact: true })).toHaveValue('20');
    await next.click();

    // 5 images from the library and titles; 6 the template's names, one image an ad.
    await expect(page.getByText('第 5 / 8 步')).toBeVisible();
    await pickMaterialsAndTitles(page, RUN, TT_FILES, TT_TITLES);
    await next.click();
    await expect(page.getByText('第 6 / 8 步')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '计划名称' })).toHaveValue(
      `头条旧版计划_${RUN}_[素材名]_[序号]`,
    );

    // 7 the preview with the server's count.
    const counted = page.waitForResponse((r) => r.url().endsWith('/bytedance/delivery/count'));
    await next.click();
    const counts = ((await (await counted).json()) as Envelope<CountAnswer>).data;
    expect(counts).toMatchObject({
      parents: 1,
      rows: 2,
      parent_label: '广告组',
      row_label: '计划',
    });
    await expect(page.getByText('将创建 1 个广告组 / 2 个计划')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: `头条旧版计划_${RUN}_头条旧版素材一-${RUN}_` }),
    ).toBeVisible();
    await next.click();

    // 8 submit; the progress runs to its end on the sandbox.
    await page.getByRole('button', { name: '提交创建' }).click();
    await expect(page.getByRole('progressbar', { name: '创建进度' })).toBeVisible();
    await expect(page.getByText('全部创建成功')).toBeVisible(TASK);
    await expect(page.getByText('已完成 2 / 2')).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-tt-v2-submitted.png', fullPage: true });

    // The campaign on the legacy delivery screen, filtered by the task.
    await page.getByRole('button', { name: '在投放管理中查看' }).click();
    await expect(page).toHaveURL(/#\/transConfig\/launchv2\/0\/0\/0\/0\/0\/\d+$/);
    await expect(page.getByRole('row').filter({ hasText: `头条旧版广告组_${RUN}_1` })).toBeVisible(
      SLOW,
    );
    await page.screenshot({ path: '/tmp/creation-tt-v2-launch.png', fullPage: true });
  });
});
