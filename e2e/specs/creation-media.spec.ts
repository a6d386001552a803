import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
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
import { setSandboxFaults } from '../support/sandbox-admin';
import { label } from '../support/ui';

// Bulk creation on Kuaishou and Tencent v3 (spec 002 §4 wizard, §7 count/submit/task/edit/retry):
// the same wizard and task pages as Ocean Engine's, driven by each medium's definition.

// This run's own names, so a retry on the same server finds only its files and objects.
const RUN = randomBytes(3).toString('hex');
/** Landscape 960×720: under Kuaishou’s 2 MB for images, and Tencent’s 横版大图 711 takes it. */
const FILES = [`多媒体素材一-${RUN}.png`, `多媒体素材二-${RUN}.png`];
const TITLES = [`多媒体标题一${RUN}`, `多媒体标题二${RUN}`];
/** Creating on the medium runs as a task; a flow waits for it, not for a time. */
const TASK = { timeout: 120_000 };
const SLOW = { timeout: 30_000 };

/** Steps 1–2: the first `count` accounts the picker lists, no conversion base; their ids. */
async function pickAccounts(page: Page, count: number): Promise<string[]> {
  await expect(page.getByText('第 1 / 8 步')).toBeVisible(SLOW);
  const accounts = page.getByRole('list', { name: '全部账户' }).getByRole('checkbox');
  await expect(accounts.first()).toBeVisible(SLOW);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    await accounts.nth(i).check();
    const text = await page
      .getByRole('list', { name: '全部账户' })
      .getByRole('listitem')
      .nth(i)
      .innerText();
    const id = /（(\d+)）\s*$/.exec(text)?.[1];
    if (!id) throw new Error(`no advertiser id in "${text}"`);
    ids.push(id);
  }
  await expect(page.getByRole('tab', { name: `已选（${count}）` })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 2 / 8 步')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第 3 / 8 步')).toBeVisible();
  return ids;
}

/** Steps 6→7: the preview shows the server's count; returns it. */
async function previewCount(page: Page, countPath: string): Promise<CountAnswer> {
  const counted = page.waitForResponse((r) => r.url().endsWith(countPath));
  await page.getByRole('button', { name: '下一步' }).click();
  const counts = ((await (await counted).json()) as Envelope<CountAnswer>).data;
  await expect(
    page.getByText(
      `将创建 ${counts.parents} 个${counts.parent_label} / ${counts.rows} 个${counts.row_label}`,
    ),
  ).toBeVisible();
  return counts;
}

/** The task's drawer on the task page 查看任务明细 opens. */
function taskDrawer(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('progressbar') });
}

/** Closes the drawer and opens the task's objects on the delivery screen (查看创建的对象). */
async function openCreatedObjects(page: Page, deliveryPath: RegExp): Promise<void> {
  const drawer = taskDrawer(page);
  await drawer.getByRole('button', { name: label('关闭') }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: '已完成' }).first()).toBeVisible();
  await page.getByRole('button', { name: '查看创建的对象' }).first().click();
  await expect(page).toHaveURL(deliveryPath);
}

test.describe('程序化批量 on Kuaishou and Tencent v3 (spec 002 §4, §7)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ request }) => {
    await uploadApprovedImages(
      request,
      FILES.map((name, i) => ({ name, width: 960 - i * 20, height: 720 })),
    );
  });

  test.afterEach(async () => {
    await setSandboxFaults([]);
  });

  test('Kuaishou: one unit fails on the medium, is edited and retried, then all are created', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
    await page.goto('/#/transConfigKs/ksaiCreate/0');
    // The operator's template: the unit's download link and target cost, both materials in one
    // unit, this run's names.
    await startFromTemplate(page, request, {
      base: '/api/kuaishou/delivery',
      type: 'ks',
      name: `快手模板_${RUN}`,
      content: {
        campaign: { campaign_name: `快手计划_${RUN}_[序号]` },
        unit: {
          url: `https://example.com/${RUN}.apk`,
          cpa_bid: 20,
          unit_name: `快手广告组_${RUN}_[序号]`,
        },
        creative: { creative_name: `快手创意_${RUN}_[素材名]` },
        rules: { materials_number: 2 },
      },
    });
    const [, faulty] = await pickAccounts(page, 2);
    const next = page.getByRole('button', { name: '下一步' });

    // 3 the campaign with its defaults; 4 the unit as the template set it.
    await next.click();
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '下载链接' })).toHaveValue(
      `https://example.com/${RUN}.apk`,
    );
    await next.click();

    // 5 materials and titles; 6 the template's distribution and names.
    await expect(page.getByText('第 5 / 8 步')).toBeVisible();
    await pickMaterialsAndTitles(page, RUN, FILES, TITLES);
    await next.click();
    await expect(page.getByText('第 6 / 8 步')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '每个广告组素材数' })).toHaveValue('2');
    const counts = await previewCount(page, '/kuaishou/delivery/count');
    expect(counts).toMatchObject({ parents: 2, rows: 2 });
    await page.screenshot({ path: '/tmp/creation-ks-preview.png', fullPage: true });
    await next.click();

    // The medium refuses every unit of the second account while the fault stands.
    await setSandboxFaults([
      { endpoint: 'POST /kuaishou/**/gw/dsp/unit/create', advertisers: [faulty!], errorRate: 1 },
    ]);
    await page.getByRole('button', { name: '提交创建' }).click();
    await expect(page.getByText('创建完成，1 个未成功')).toBeVisible(TASK);
    await setSandboxFaults([]);

    // The task page shows the failed unit with the medium's reason.
    await page.getByRole('button', { name: '查看任务明细' }).click();
    await expect(page).toHaveURL(/#\/transConfigKs\/releaseKs\?task=\d+$/);
    const drawer = taskDrawer(page);
    await expect(drawer).toContainText('成功 1 · 失败 1 · 共 2', TASK);
    const failed = drawer.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: faulty! });
    await expect(failed).toContainText('失败');
    await page.screenshot({ path: '/tmp/creation-ks-failed.png', fullPage: true });

    // 修改: a new unit name, sent again.
    await failed.getByRole('button', { name: '修改' }).click();
    const edit = page.getByRole('dialog', { name: /^修改失败项/ });
    await expect(edit.getByText(/^失败原因：.+/)).toBeVisible();
    await edit.getByRole('textbox', { name: '名称', exact: true }).fill(`快手广告组_${RUN}_改`);
    await edit.getByRole('button', { name: label('修改并重试') }).click();
    await expect(edit).toBeHidden();
    await expect(drawer).toContainText('成功 2 · 共 2', TASK);
    await expect(drawer.getByText(`快手广告组_${RUN}_改`)).toBeVisible();
    await page.screenshot({ path: '/tmp/creation-ks-retried.png', fullPage: true });

    // The two campaigns on the delivery screen.
    await openCreatedObjects(page, /#\/transConfigKs\/launchKs\/0\/0\/0\/0\/0\/0\/\d+$/);
    await expect(page.getByRole('row').filter({ hasText: `快手计划_${RUN}_` })).toHaveCount(
      2,
      SLOW,
    );
    await page.screenshot({ path: '/tmp/creation-ks-delivery.png', fullPage: true });
  });

  test('Tencent v3: an adgroup with a creative per material, created and on the delivery screen', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
    await page.goto('/#/transConfigQq/aiCreateQqV3/0');
    // The operator's template: the bid, the 横版大图 creative and its landing page, one material a
    // creative, this run's names.
    await startFromTemplate(page, request, {
      base: '/api/tencent/delivery',
      type: 'v3',
      name: `腾讯模板_${RUN}`,
      content: {
        adgroup: { bid_amount: 20, adgroup_name: `腾讯广告_${RUN}_[序号]` },
        creative: {
          dynamic_creative_template_id: 711,
          page_url: `https://example.com/${RUN}`,
          dynamic_creative_name: `腾讯创意_${RUN}_[素材名]`,
        },
        rules: { material_num: 1 },
      },
    });
    await pickAccounts(page, 1);
    const next = page.getByRole('button', { name: '下一步' });

    // 3 the adgroup's carrier (defaults); 4 targeting and the template's bid.
    await next.click();
    await expect(page.getByText('第 4 / 8 步')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '出价', exact: true })).toHaveValue('20');
    await next.click();

    // 5 materials and titles; the template's creative and landing page; 6 its rules; 7 the preview.
    await expect(page.getByText('第 5 / 8 步')).toBeVisible();
    await pickMaterialsAndTitles(page, RUN, FILES, TITLES);
    await next.click();
    await expect(page.getByText('第 6 / 8 步')).toBeVisible();
    const counts = await previewCount(page, '/tencent/delivery/count');
    expect(counts).toMatchObject({ parents: 1, rows: 2 });
    await page.screenshot({ path: '/tmp/creation-qq-preview.png', fullPage: true });
    await next.click();

    await page.getByRole('button', { name: '提交创建' }).click();
    await expect(page.getByText('全部创建成功')).toBeVisible(TASK);
    await page.getByRole('button', { name: '查看任务明细' }).click();
    await expect(page).toHaveURL(/#\/transConfigQq\/releaseQqV3\?task=\d+$/);
    await expect(taskDrawer(page)).toContainText('成功 2 · 共 2', TASK);

    await openCreatedObjects(page, /#\/transConfigQq\/launchQqV3\/0\/0\/0\/0\/0\/\d+$/);
    await expect(page.getByRole('row').filter({ hasText: `腾讯广告_${RUN}_` })).toHaveCount(
      1,
      SLOW,
    );
    await page.screenshot({ path: '/tmp/creation-qq-delivery.png', fullPage: true });
  });
});
