import { test as base } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { dismissVersionNotice } from './ui';

export { expect } from '@playwright/test';

/**
 * `test` whose page closes the version notice by itself: the notice opens on every user's first
 * sign-in (spec 000 §4) and would cover whatever a flow is about. notice.spec.ts uses the plain test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await dismissVersionNotice(page);
    await use(page);
  },
});

/**
 * A page in a browser context of its own (a second person at another computer), with the same
 * notice handling. The context takes the project's options (baseURL, locale, viewport).
 */
export async function openSecondPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissVersionNotice(page);
  return page;
}
