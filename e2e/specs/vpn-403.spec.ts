import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { startServer, stopServer, waitForOk } from '../support/server-process';
import { label } from '../support/ui';

const { admin } = demoUsers;

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let origin = '';

/**
 * spec 000 §8: HTTP 403 means the caller is outside the allowed networks. A second server allows
 * only 10.255.0.0/16, so this browser (127.0.0.1) gets 403 from every API call, while the static
 * web app is still served for the message to be shown.
 */
test.describe('outside the allowed networks', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-e2e-vpn-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ALLOWED_CIDRS: '10.255.0.0/16',
      LOG_LEVEL: 'warn',
    });
    // /api/health answers 403 here too; the web app itself is the sign of a started server.
    await waitForOk(`${origin}/`, server, 80_000);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('signing in shows the VPN message', async ({ page }) => {
    await page.goto(`${origin}/#/login`);
    await page.getByPlaceholder('用户名').fill(admin.username);
    await page.getByPlaceholder('密码').fill(admin.password);
    await page.getByRole('button', { name: label('登录') }).click();

    await expect(page.getByRole('alert')).toHaveText('当前网络无法访问，请连接公司 VPN 后再试');
    await expect(page).toHaveURL(`${origin}/#/login`);
  });

  test('an API path spelled with percent-escapes is refused as well', async ({ request }) => {
    const response = await request.post(`${origin}/%61pi/auth/login`, {
      data: { username: admin.username, password: admin.password },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain('token');
  });
});
