import type { Page } from '@playwright/test';

/** Where the web app persists its session (apps/web session store, spec 000 §3). */
const SESSION_STORAGE_KEY = 'toufang-session';

/** The session token the page holds, read from its local storage; throws when signed out. */
export async function pageToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  const parsed = JSON.parse(raw ?? '{}') as { state?: { token?: string | null } };
  const token = parsed.state?.token;
  if (!token) throw new Error('the page holds no session token');
  return token;
}
