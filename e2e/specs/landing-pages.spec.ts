import { randomBytes } from 'node:crypto';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';

// This run's own page name: the e2e server's database is shared by every attempt of one run.
const RUN = randomBytes(3).toString('hex');
const NAME = `新服活动页${RUN}`;
const TEXT = `星河战纪新服开启 ${RUN} <限时>`;
const APK = 'https://cdn.download.example/xinghe.apk';

/**
 * Landing pages (docs/architecture/landing-pages.md): an operator builds a page on 建站 from a text
 * and a download button, sees it in the phone preview, publishes it, opens the public address (no
 * web app, no session), taps the download button, and sees the view and the click counted.
 */
test('an operator builds and publishes a landing page and sees its views counted', async ({
  page,
  browser,
}) => {
  const { username, password } = demoUsers.operator;
  await signIn(page, username, password);
  await page.goto('/#/landing/nonStream');
  await page.getByRole('button', { name: '新建落地页' }).click();

  const editor = page.getByRole('dialog', { name: /新建落地页|编辑落地页/ });
  await editor.getByLabel('落地页名称').fill(NAME);
  await editor.getByLabel('页面标题').fill('星河战纪');
  await editor.getByRole('button', { name: '+ 文本' }).click();
  await editor.getByLabel('文本', { exact: true }).fill(TEXT);
  await editor.getByRole('button', { name: '+ 下载按钮' }).click();
  await editor.getByLabel('按钮文字').fill('立即下载');

  // Saving without any download address is refused, naming the component.
  await editor.getByRole('button', { name: '保存并发布' }).click();
  await expect(
    editor.getByText('第 2 个组件（下载按钮）：下载按钮至少需要安卓或 iOS 下载地址之一'),
  ).toBeVisible();

  await editor.getByLabel('安卓下载地址').fill(APK);
  const preview = editor.frameLocator('iframe[title="手机预览"]');
  await expect(preview.getByText(TEXT)).toBeVisible();
  await expect(preview.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', APK);
  await page.screenshot({ path: test.info().outputPath('landing-builder.png') });

  await editor.getByRole('button', { name: '保存并发布' }).click();
  const published = page.getByRole('dialog').filter({ hasText: '已发布' });
  const link = published.getByRole('link', { name: /\/lp\// });
  const url = (await link.getAttribute('href')) ?? '';
  expect(url).toMatch(/\/lp\/[a-z0-9]{12}$/);
  await published.getByRole('button', { name: /知道了|OK|确定/ }).click();
  await editor.getByRole('button', { name: /^关\s*闭$/ }).click();

  // A visitor: another browser, no session; the download address is answered here.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.route(APK, (route) => route.fulfill({ status: 200, body: 'apk' }));
  const viewed = visitor.waitForResponse((r) => r.url().endsWith('/track') && r.ok());
  await visitor.goto(url);
  await expect(visitor.getByText(TEXT)).toBeVisible();
  await expect(visitor).toHaveTitle('星河战纪');
  await viewed;
  await visitor.screenshot({ path: test.info().outputPath('landing-public.png') });
  // The tap leaves the page for the download; its click is sent as it goes (keepalive).
  const clicked = visitor.waitForRequest(
    (r) => r.url().endsWith('/track') && (r.postData() ?? '').includes('click'),
  );
  await visitor.getByRole('link', { name: '立即下载' }).click();
  await clicked;
  await visitorContext.close();

  // The list counts them: 1 view, 1 click, 100% click rate (the server writes them in batches).
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').nth(3)).toHaveText('1', { timeout: 2_000 });
    await expect(row.getByRole('cell').nth(4)).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('已发布');
  await expect(row.getByRole('cell').nth(5)).toHaveText('100.00%');
  await page.screenshot({ path: test.info().outputPath('landing-list.png') });
});
