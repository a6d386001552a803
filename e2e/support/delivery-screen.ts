import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiPost } from './api';
import { demoUsers } from './demo-users';
import { signIn } from './login';
import { label } from './ui';

// The feed delivery screen `/#/transConfig/launchV3` (spec 001 §2) as its specs drive it.

/** The report calls of its four tabs. */
export const DELIVERY_REPORTS = {
  account: '/api/bytedance/advertiser/reports',
  project: '/api/bytedance/v3/project/reports',
  promotion: '/api/bytedance/v3/promotion/reports',
  material: '/api/bytedance/v3/promotion/material/reports',
} as const;

/** Wide enough for every object the demo seeds, whenever it was created. */
export const ALL_DATES = { create_start_date: '2000-01-01', create_end_date: '2099-12-31' };

/** The embedded product syncs the demo accounts after it starts: first pages may take a while. */
export const FIRST_LOAD = { timeout: 30_000 };

export type DeliveryTabTitle = '账户' | '项目' | '广告' | '素材';

/** A page of a tab's report as the API answers it, over every create date. */
export function reportPage<Row>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ list: Row[]; page_info: { total_number: number } }> {
  return apiPost(request, token, path, { per_page: 100, ...ALL_DATES, ...body });
}

/** Signs the demo administrator in and opens a tab of the screen. */
export async function openDeliveryTab(page: Page, tab: DeliveryTabTitle): Promise<void> {
  const { admin } = demoUsers;
  await signIn(page, admin.username, admin.password);
  await page.goto('/#/transConfig/launchV3');
  await expect(page).toHaveTitle('投放管理 - 游戏广告投放平台');
  await page.getByRole('tab', { name: tab }).click();
}

/** The tab on screen (visited tabs stay in the DOM, hidden). */
export const visiblePanel = (page: Page) => page.getByRole('tabpanel');

/** Widens the create-date filter of the visible tab to every date (the default is 6 months). */
export async function clearCreateDates(page: Page): Promise<void> {
  const panel = visiblePanel(page);
  await panel.getByPlaceholder('创建日期起').hover();
  await panel.locator('.ant-picker-clear').first().click();
}

/** Narrows the 广告 tab on screen to some ads through 批量查询. */
export async function queryPromotionIds(page: Page, ids: readonly string[]): Promise<void> {
  await visiblePanel(page).getByRole('button', { name: '批量查询' }).click();
  const dialog = page.getByRole('dialog', { name: '批量查询广告ID' });
  await dialog.getByRole('textbox', { name: '批量查询ID' }).fill(ids.join('\n'));
  await dialog.getByRole('button', { name: label('查询') }).click();
}
