import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './api';
import { clearCreateDates, FIRST_LOAD, reportPage, visiblePanel } from './delivery-screen';
import { demoUsers } from './demo-users';
import { expect } from './fixtures';
import { signIn } from './login';
import { setSandboxFaults } from './sandbox-admin';
import { label } from './ui';

// The delivery screens of Kuaishou and Tencent v3 as their specs drive them: one screen built from
// each medium's definition, so one set of flows, given each medium's routes and tabs.

const { admin } = demoUsers;

export interface AccountRow {
  advertiser_id: string;
  advertiser_name: string;
}

/** A neutral report row (contracts DeliveryObjectRow), the fields the flows read. */
export interface ObjectRow {
  id: string;
  name: string;
  advertiser_id: string;
  status: string | null;
  opt_status: 'ENABLE' | 'DISABLE' | null;
  audit_denied: boolean;
  budget: { budget_mode: string | null; budget: number | null };
}

/** A medium's screen and the object tab its write flows use. */
export interface MediumScreen {
  route: string;
  /** The report of the accounts and of the tab the account names open. */
  accounts: string;
  firstLevel: { title: string; report: string };
  /** The tab the write flows use: its title, report, id body key and deleted status. */
  writes: { title: string; report: string; idKey: string; deletedStatus: string };
  /** The sandbox call of that tab's day budget (its fault rule's endpoint). */
  budgetCall: string;
  /** The medium's own words for its transient error, which a failed row shows. */
  faultReason: string;
}

export const signInAdmin = (request: APIRequestContext) =>
  apiLogin(request, admin.username, admin.password);

/** The first account with objects on the first tab after 账户, and its first object. */
export async function accountWithObjects(
  request: APIRequestContext,
  token: string,
  screen: MediumScreen,
): Promise<{ account: AccountRow; object: ObjectRow }> {
  const accounts = await reportPage<AccountRow>(request, token, screen.accounts);
  for (const account of accounts.list) {
    const objects = await reportPage<ObjectRow>(request, token, screen.firstLevel.report, {
      advertiser_ids: [account.advertiser_id],
    });
    const object = objects.list[0];
    if (object) return { account, object };
  }
  throw new Error(`the demo has no account with ${screen.firstLevel.title}`);
}

/** Signs the administrator in and opens a tab of the screen. */
export async function openScreenTab(page: Page, screen: MediumScreen, tab: string): Promise<void> {
  await signIn(page, admin.username, admin.password);
  await page.goto(`/#${screen.route}`);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Opens a name's next tab and waits for its parent tag; every create date is shown there. */
export async function drill(page: Page, opens: string, name: string, to: string): Promise<void> {
  await visiblePanel(page)
    .getByRole('button', { name: `查看${opens}：${name}` })
    .click(FIRST_LOAD);
  await expect(page.getByRole('tab', { name: to, selected: true })).toBeVisible();
  await clearCreateDates(page);
}

/** The write tab's objects as the medium has them now: refresh=1 re-syncs their accounts first. */
async function fromMedium(
  request: APIRequestContext,
  token: string,
  screen: MediumScreen,
  ids: readonly string[],
): Promise<ObjectRow[]> {
  const { list } = await reportPage<ObjectRow>(request, token, screen.writes.report, {
    [screen.writes.idKey]: ids,
    refresh: 1,
  });
  return list;
}

/** Opens a tab (the write tab by default) narrowed to some objects through 批量查询. */
async function openObjects(
  page: Page,
  screen: MediumScreen,
  ids: readonly string[],
  title: string = screen.writes.title,
) {
  await openScreenTab(page, screen, title);
  await visiblePanel(page).getByRole('button', { name: '批量查询' }).click();
  const dialog = page.getByRole('dialog', { name: `批量查询${title}ID` });
  await dialog.getByRole('textbox', { name: '批量查询ID' }).fill(ids.join('\n'));
  await dialog.getByRole('button', { name: label('查询') }).click();
  await clearCreateDates(page);
}

/** Switches an object off on the screen and reads it back from the medium. */
export async function switchOffAndReadBack(
  page: Page,
  request: APIRequestContext,
  screen: MediumScreen,
): Promise<void> {
  const token = await signInAdmin(request);
  const { list } = await reportPage<ObjectRow>(request, token, screen.writes.report, {
    per_page: 200,
  });
  const object = list.find((r) => r.opt_status === 'ENABLE');
  if (!object) throw new Error(`the demo has no ${screen.writes.title} switched on`);

  await openObjects(page, screen, [object.id]);
  const row = visiblePanel(page).getByRole('row').filter({ hasText: object.id });
  await row.getByRole('switch', { name: '开关：启用' }).click(FIRST_LOAD);
  await expect(page.getByText('更新成功')).toBeVisible();
  await expect(row.getByRole('switch', { name: '开关：暂停' })).toBeVisible();

  const [after] = await fromMedium(request, token, screen, [object.id]);
  expect(after?.opt_status).toBe('DISABLE');
}

/**
 * 批量修改 of two objects' day budgets of two accounts while the medium refuses the budget calls of
 * the first one's account: that row fails with the medium's error, the other is applied, 批量重试
 * sends the failed row again once the medium accepts, and the medium has both budgets.
 */
export async function batchBudgetWithRetry(
  page: Page,
  request: APIRequestContext,
  screen: MediumScreen,
  screenshot: string,
): Promise<void> {
  const token = await signInAdmin(request);
  const { list } = await reportPage<ObjectRow>(request, token, screen.writes.report, {
    per_page: 200,
  });
  const daily = list.filter(
    (r) => r.budget.budget_mode === 'BUDGET_MODE_DAY' && r.status !== screen.writes.deletedStatus,
  );
  const first = daily[0];
  const second = daily.find((r) => first && r.advertiser_id !== first.advertiser_id);
  if (!first || !second) throw new Error('the demo has no two day-budget objects of two accounts');
  const ids = [first.id, second.id];
  // Above both budgets (a raise clears the media's spend floors), in whole hundreds of yuan.
  const budget =
    Math.ceil((Math.max(first.budget.budget ?? 0, second.budget.budget ?? 0) + 1000) / 100) * 100;

  await openObjects(page, screen, ids);
  for (const id of ids) {
    await visiblePanel(page)
      .getByRole('row')
      .filter({ hasText: id })
      .getByRole('checkbox')
      .check(FIRST_LOAD);
  }
  await setSandboxFaults([
    { endpoint: screen.budgetCall, advertisers: [first.advertiser_id], errorRate: 1 },
  ]);
  await visiblePanel(page)
    .getByRole('button', { name: /批量修改/ })
    .click();
  await page.getByRole('menuitem', { name: '修改预算' }).click();
  const dialog = page.getByRole('dialog', { name: '修改预算' });
  await dialog.getByRole('spinbutton', { name: '修改预算' }).fill(String(budget));
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(/将修改 2 条/)).toBeVisible();
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByRole('button', { name: '批量重试' })).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('成功 1 · 失败 1')).toBeVisible();
  await expect(dialog.getByText(screen.faultReason).first()).toBeVisible();
  await page.screenshot({ path: screenshot });

  await setSandboxFaults([]);
  await dialog.getByRole('button', { name: '批量重试' }).click();
  await expect(page.getByText('更新成功')).toBeVisible({ timeout: 60_000 });
  const after = await fromMedium(request, token, screen, ids);
  expect(after.map((r) => r.budget.budget)).toEqual([budget, budget]);
}

/**
 * The 预算/出价 dialog of one object: a raised day budget saved from the row's 编辑 column and read
 * back from the medium; 批量编辑 of the same row opens with the medium's batch sizes. Screenshots of
 * both dialogs go to `shots` (a path prefix).
 */
export async function singleBudgetAndReadBack(
  page: Page,
  request: APIRequestContext,
  screen: MediumScreen,
  shots: string,
): Promise<void> {
  const token = await signInAdmin(request);
  const { list } = await reportPage<ObjectRow>(request, token, screen.writes.report, {
    per_page: 200,
  });
  const object = list.find(
    (r) => r.budget.budget_mode === 'BUDGET_MODE_DAY' && r.status !== screen.writes.deletedStatus,
  );
  if (!object) throw new Error(`the demo has no ${screen.writes.title} with a day budget`);
  // A raise clears the media's spend floors; whole hundreds of yuan.
  const budget = Math.ceil(((object.budget.budget ?? 0) + 1000) / 100) * 100;

  await openObjects(page, screen, [object.id]);
  const row = visiblePanel(page).getByRole('row').filter({ hasText: object.id });
  await row.getByRole('checkbox').check(FIRST_LOAD);
  await visiblePanel(page).getByRole('button', { name: '批量编辑' }).click();
  const batch = page.getByRole('dialog', { name: `批量编辑${screen.writes.title}` });
  await expect(batch.getByText(/按媒体每次调用的上限分批提交/)).toBeVisible();
  await page.screenshot({ path: `${shots}-batch-edit.png` });
  await batch.getByRole('button', { name: label('取消') }).click();
  await expect(batch).toBeHidden();

  await row.getByRole('button', { name: '预算/出价' }).click();
  const dialog = page.getByRole('dialog', { name: `修改${screen.writes.title}预算/出价` });
  await expect(dialog.getByText(`${object.name}（${object.id}）`)).toBeVisible();
  await dialog.getByRole('spinbutton', { name: '预算（元）' }).fill(String(budget));
  await page.screenshot({ path: `${shots}-budget-bid.png` });
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('更新成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const [after] = await fromMedium(request, token, screen, [object.id]);
  expect(after?.budget.budget).toBe(budget);
}

/** A tab whose denied objects offer 审核建议. */
export interface AdviceTab {
  title: string;
  report: string;
}

/**
 * 审核建议 of an object the medium's review denied: the link beside its status opens the drawer with
 * the medium's reasons. A screenshot of the drawer goes to `screenshot`.
 */
export async function openDeniedAdvice(
  page: Page,
  request: APIRequestContext,
  screen: MediumScreen,
  tab: AdviceTab,
  screenshot: string,
): Promise<void> {
  const token = await signInAdmin(request);
  const { list } = await reportPage<ObjectRow>(request, token, tab.report, { per_page: 200 });
  const denied = list.find((r) => r.audit_denied);
  if (!denied) throw new Error(`the demo has no denied ${tab.title}`);

  await openObjects(page, screen, [denied.id], tab.title);
  const row = visiblePanel(page).getByRole('row').filter({ hasText: denied.id });
  await row.getByRole('button', { name: '审核建议' }).click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: `审核建议 - ${denied.name}` });
  await expect(drawer.getByText('拒绝原因').first()).toBeVisible();
  await expect(drawer.getByText('审核建议不存在')).toHaveCount(0);
  await page.screenshot({ path: screenshot });
}
