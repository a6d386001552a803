import type { Locator, Page } from '@playwright/test';

/**
 * A button label as antd renders it: two-character labels get a space between the characters
 * ("确 定"), so every gap may hold white space.
 */
export function label(text: string): RegExp {
  const chars = [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${chars.join('\\s*')}$`);
}

/** The version notice dialog (spec 000 §1, §4: 版本更新 2025.10.13). */
export function versionNoticeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^版本更新/ });
}

/**
 * Closes the version notice whenever it shows up in front of an action or an assertion, for flows
 * that are not about the notice: every user's first sign-in opens it (spec 000 §4).
 */
export async function dismissVersionNotice(page: Page): Promise<void> {
  await page.addLocatorHandler(versionNoticeDialog(page), async (dialog) => {
    await dialog.getByRole('button', { name: label('知道了') }).click();
  });
}

/** The re-login confirm of code -100 (spec 000 §8). */
export function reloginDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: '登录状态已过期，请重新登录' });
}

/** Opens the user drop-down in the header (it opens on hover) and returns its menu. */
export async function openUserMenu(page: Page, displayName: string | RegExp): Promise<Locator> {
  await page.getByRole('banner').getByText(displayName, { exact: true }).hover();
  const menu = page.getByRole('menu').filter({ has: page.getByText('退出登录') });
  await menu.waitFor();
  return menu;
}

/** The top menu in the header (spec 000 §2 shell layout). */
export function topMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('menu');
}

/** The left sidebar's menu tree. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('complementary').getByRole('menu');
}
