import type { EditObjectAnswer } from '@toufang/contracts';
import { apiGet, apiLogin } from '../support/api';
import {
  clearCreateDates,
  DELIVERY_REPORTS,
  FIRST_LOAD,
  openDeliveryTab,
  queryPromotionIds,
  reportPage,
  visiblePanel,
} from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

const { admin } = demoUsers;

interface PromotionRow {
  promotion_id: string;
  name: string;
  status: string | null;
  budget_mode: string | null;
  budget: number | null;
  cpa_bid: number | null;
  project: { project_custom: string | null } | null;
}

/**
 * The edit page of a promotion (spec 002 §2 `/transConfig/editTtV3/promotion/:id`): opened from
 * the ad's row on the delivery screen, its name and budget changed, the difference previewed,
 * saved on the medium, then seen on the screen and in the row's 变更记录.
 */
test.describe('编辑广告', () => {
  test.slow();

  test('changes a promotion’s name and budget from its edit page', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      per_page: 200,
    });
    // Third from the end: other specs change the first and the last day-budget ads.
    const target = list
      .filter(
        (r) =>
          r.budget_mode === 'BUDGET_MODE_DAY' &&
          r.budget !== null &&
          r.status !== 'DELETED' &&
          r.project?.project_custom !== 'ON',
      )
      .at(-3);
    if (!target?.budget) throw new Error('the demo has no day-budget promotion');
    const name = `编辑页广告${Date.now() % 1_000_000}-${testInfo.retry}`;
    const budget = Math.ceil(target.budget / 100) * 100 + 500;

    await openDeliveryTab(page, '广告');
    await queryPromotionIds(page, [target.promotion_id]);
    await clearCreateDates(page);
    const row = visiblePanel(page).getByRole('row').filter({ hasText: target.promotion_id });
    await row.getByRole('button', { name: '编辑', exact: true }).click(FIRST_LOAD);

    await expect(page).toHaveURL(
      new RegExp(`/transConfig/editTtV3/promotion/${target.promotion_id}$`),
    );
    await expect(page.getByText('编辑广告')).toBeVisible({ timeout: 30_000 });
    const nameInput = page.getByRole('textbox', { name: '广告名称' });
    await expect(nameInput).toHaveValue(target.name);
    await nameInput.fill(name);
    await page.getByRole('spinbutton', { name: '日预算' }).fill(String(budget));
    await page.getByRole('button', { name: '预览修改' }).click();

    const preview = page.getByRole('dialog', { name: '修改预览' });
    await expect(preview.getByRole('row').filter({ hasText: '名称' })).toContainText(
      `${target.name}${name}`,
    );
    await expect(preview.getByRole('row').filter({ hasText: '日预算' })).toContainText(
      `${budget.toFixed(2)} 元`,
    );
    await page.screenshot({ path: testInfo.outputPath('edit-preview.png') });
    await preview.getByRole('button', { name: '确认保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 60_000 });
    await expect(preview).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('edit-saved.png') });

    await page.getByRole('button', { name: label('返回') }).click();
    await expect(page).toHaveTitle('投放管理 - 游戏广告投放平台');
    await page.getByRole('tab', { name: '广告' }).click();
    await queryPromotionIds(page, [target.promotion_id]);
    await clearCreateDates(page);
    const saved = visiblePanel(page).getByRole('row').filter({ hasText: target.promotion_id });
    await expect(saved).toContainText(name, FIRST_LOAD);

    await saved.getByRole('button', { name: '变更记录' }).click();
    const drawer = page.getByRole('dialog', { name: `变更记录 - 广告：${name}` });
    await expect(drawer.getByRole('row').filter({ hasText: '修改名称' }).first()).toContainText(
      `名称：${target.name} → ${name}`,
    );
    await expect(drawer.getByRole('row').filter({ hasText: '修改预算' }).first()).toContainText(
      '成功',
    );
    await page.screenshot({ path: testInfo.outputPath('edit-history.png') });
  });

  test('changes a Kuaishou unit’s audience and placements with the wizard’s fields', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<{ id: string; status: string | null }>(
      request,
      token,
      '/api/kuaishou/unit/reports',
      { per_page: 200 },
    );
    // From the fourth from the end (the Kuaishou screen's own spec writes the first units), one
    // with a day budget: the form asks for one.
    let unit: { id: string } | undefined;
    let before: EditObjectAnswer | undefined;
    for (const row of list
      .filter((r) => r.status !== '10')
      .slice(0, -3)
      .reverse()) {
      const loaded = await apiGet<EditObjectAnswer>(
        request,
        token,
        `/api/edit/editKs/unit/${row.id}`,
      );
      if (loaded.values.budget !== null) {
        unit = row;
        before = loaded;
        break;
      }
    }
    if (!unit || !before) throw new Error('the demo has no Kuaishou unit with a day budget');
    const age24 = before.values.audience?.age.includes('AGE_BETWEEN_24_30') ?? false;
    // A scene the unit lacks: adding one never leaves it without a placement.
    const scenes: [number, string][] = [
      [7, '双列信息流广告'],
      [6, '上下滑大屏广告'],
      [24, '激励视频'],
      [1, '优选广告位'],
    ];
    const added = scenes.find(([v]) => !(before.values.placements ?? []).includes(v));
    if (!added) throw new Error('the unit takes every scene already');

    await signIn(page, admin.username, admin.password);
    await page.goto(`/#/transConfigKs/editKs/unit/${unit.id}`);
    await expect(page.getByText('编辑广告组')).toBeVisible({ timeout: 30_000 });
    const age = page.getByRole('checkbox', { name: '24-30岁' });
    const scene = page.getByRole('checkbox', { name: added[1] });
    await expect(age).toBeChecked({ checked: age24 });
    await age.click();
    await scene.click();
    await page.getByRole('button', { name: '预览修改' }).click();

    const preview = page.getByRole('dialog', { name: '修改预览' });
    await expect(preview.getByRole('row').filter({ hasText: '定向' })).toBeVisible();
    await expect(preview.getByRole('row').filter({ hasText: '广告位' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('unit-edit-preview.png') });
    await preview.getByRole('button', { name: '确认保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 60_000 });

    // Read again from the medium: the unit keeps what was saved.
    await page.reload();
    await expect(page.getByText('编辑广告组')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('checkbox', { name: '24-30岁' })).toBeChecked({ checked: !age24 });
    await expect(page.getByRole('checkbox', { name: added[1] })).toBeChecked();
  });

  test('changes a promotion’s titles and drops one of its files with the wizard’s pickers', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<PromotionRow>(request, token, DELIVERY_REPORTS.promotion, {
      per_page: 200,
    });
    // From the fifth from the end (the other flows take the last ones), one with two files or
    // more: one is removed and one stays.
    let before: EditObjectAnswer | undefined;
    for (const row of list
      .filter((r) => r.status !== 'DELETED')
      .slice(0, -4)
      .reverse()) {
      const loaded = await apiGet<EditObjectAnswer>(
        request,
        token,
        `/api/edit/editTtV3/promotion/${row.promotion_id}`,
      );
      if ((loaded.values.materials ?? []).length >= 2) {
        before = loaded;
        break;
      }
    }
    if (!before) throw new Error('the demo has no promotion with two files');
    const [kept, removed] = before.values.materials ?? [];
    if (!kept || !removed) throw new Error('no files');
    const title = `编辑页新标题${Date.now() % 100_000}-${testInfo.retry}`;

    await signIn(page, admin.username, admin.password);
    await page.goto(`/#/transConfig/editTtV3/promotion/${before.id}`);
    await expect(page.getByText('编辑广告')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: `移除 ${removed.name}` }).click();
    const input = page.getByRole('textbox', { name: '输入标题' });
    await input.fill(title);
    await input.press('Enter');
    await page.getByRole('button', { name: '预览修改' }).click();

    const preview = page.getByRole('dialog', { name: '修改预览' });
    await expect(preview.getByRole('row').filter({ hasText: '素材' })).toContainText(
      `${before.values.materials?.length ?? 0} 个`,
    );
    await expect(preview.getByRole('row').filter({ hasText: '标题' })).toContainText(title);
    await page.screenshot({ path: testInfo.outputPath('creative-edit-preview.png') });
    await preview.getByRole('button', { name: '确认保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 60_000 });

    // Read again from the medium: the promotion has the title and lacks the removed file.
    await page.reload();
    await expect(page.getByText('编辑广告')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByRole('button', { name: `移除 ${kept.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `移除 ${removed.name}` })).toHaveCount(0);
  });

  test('changes an Ocean Engine v2 ad’s audience with the 程序化批量 wizard’s fields', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const { list } = await reportPage<{ id: string; delivery_status: string }>(
      request,
      token,
      '/api/bytedance/v2/ad/reports',
      { per_page: 200 },
    );
    // Near the end of the list: the legacy screens' own spec acts on the first ads.
    const ad = list.filter((r) => r.delivery_status !== 'deleted').at(-2);
    if (!ad) throw new Error('the demo has no Ocean Engine v2 ad');
    const before = await apiGet<EditObjectAnswer>(request, token, `/api/edit/editTt/ad/${ad.id}`);
    const gender = before.values.audience?.gender === 'GENDER_FEMALE' ? '男' : '女';

    await signIn(page, admin.username, admin.password);
    await page.goto(`/#/transConfig/editTt/ad/${ad.id}`);
    await expect(page.getByText('编辑计划')).toBeVisible({ timeout: 30_000 });
    // antd draws the radio's input hidden: its label takes the click.
    const radios = page.getByRole('radiogroup', { name: '性别' });
    await radios.getByText(gender, { exact: true }).click();
    await expect(radios.getByRole('radio', { name: gender, exact: true })).toBeChecked();
    await page.getByRole('button', { name: '预览修改' }).click();
    const preview = page.getByRole('dialog', { name: '修改预览' });
    await expect(preview.getByRole('row').filter({ hasText: '定向' })).toContainText(
      `性别：${gender}`,
    );
    await preview.getByRole('button', { name: '确认保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 60_000 });

    // Read again from the medium: the ad keeps what was saved.
    await page.reload();
    await expect(page.getByText('编辑计划')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: gender, exact: true })).toBeChecked();
  });
});
