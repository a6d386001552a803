import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';
import { freePortSync } from './support/free-port';

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromiumLaunch = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'support/chromium-launch.json'), 'utf8'),
) as LaunchOptions;
// This file is evaluated by the runner and again by every worker; the runner picks free ports (or
// takes E2E_PORT / E2E_SANDBOX_PORT) and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(freePortSync());
/** The embedded media sandbox's loopback port (e2e/support/sandbox-admin.ts). */
process.env.E2E_SANDBOX_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

const DATA_DIR_PREFIX = 'toufang-e2e-';

/** Removes data dirs of earlier runs (kept after a run for debugging), sparing recent ones. */
function removeStaleDataDirs(): void {
  const cutoff = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

// Likewise the runner makes the fresh data dir, so specs can reach it as E2E_DATA_DIR.
if (!process.env.E2E_DATA_DIR) {
  removeStaleDataDirs();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), DATA_DIR_PREFIX));
}
// The server must seed the default demo passwords (e2e/support/demo-users.ts), not a local file's.
delete process.env.DEMO_PASSWORDS_FILE;

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // One server and one database for the whole run: specs share state, so they run in order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Limits, not waits: a passing step takes what it takes. A flow with a second browser (sign-in as
  // an administrator beside the user) on a loaded 2-core machine needs more than 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Playwright's own browser builds are never downloaded here; Debian's Chromium is used, with
    // the flags it needs to run headless in a container (ARCHITECTURE §4), shared with the benches.
    launchOptions: chromiumLaunch,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app turns antd's animations off for a system that asks for reduced motion: a step acts
    // on a dropdown or a dialog once it is there, not once it has finished moving in.
    reducedMotion: 'reduce',
    // The sidebar closes itself below 992 px (spec 000 §2); test the desktop layout.
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Against an already running product (E2E_BASE_URL) nothing is started.
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node apps/server/dist/main.js',
        cwd: repoRoot,
        url: `http://127.0.0.1:${port}/api/health`,
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: process.env.E2E_DATA_DIR,
          E2E: '1',
          // The specs set the embedded sandbox's fault knobs at this port's /_admin/faults.
          SANDBOX_PORT: String(sandboxPort),
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        },
        reuseExistingServer: false,
        timeout: 120_000,
        // Let the server close its database cleanly instead of being killed.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
