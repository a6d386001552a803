import type { Page } from '@playwright/test';

/** antd puts a space between the two characters of a two-character button label ("登 录"). */
const SIGN_IN_BUTTON = /^登\s*录$/;

const onLoginPage = (url: URL): boolean => url.hash.startsWith('#/login');

/** Signs in through the login form (spec 000 §4) and waits until the app has left #/login. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
  await page.waitForURL((url) => !onLoginPage(url));
}
