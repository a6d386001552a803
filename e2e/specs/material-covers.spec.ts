import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiLogin, apiPost, type Envelope } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { label } from '../support/ui';

// A name of this run's own, so a retry on the same server finds only its file.
const NAME = `封面视频-${randomBytes(3).toString('hex')}.mp4`;
const SLOW = { timeout: 60_000 };

/** A twelve-second mp4 (Ocean Engine suggests one cover per 4 s of video). */
async function video(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-cover-'));
  try {
    const file = path.join(dir, 'v.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10', '-t', '12'],
      ...['-pix_fmt', 'yuv420p', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface PickerPage {
  advertiser_ids: { advertiser_id: string; advertiser_name: string }[];
}

/**
 * Two Ocean Engine accounts of one company: the sandbox names accounts game-platform-NN and a
 * company holds every account of its games, so -01 and -02 of one game share it.
 */
async function sameCompanyPair(
  request: APIRequestContext,
  token: string,
): Promise<[string, string]> {
  const { advertiser_ids: list } = await apiGet<PickerPage>(
    request,
    token,
    '/api/advertiser/picker',
    {
      platform: 'bytedance',
      perpage: 100,
    },
  );
  for (const account of list) {
    const sibling = account.advertiser_name.replace(/-01$/, '-02');
    if (sibling === account.advertiser_name) continue;
    const other = list.find((a) => a.advertiser_name === sibling);
    if (other) return [account.advertiser_id, other.advertiser_id];
  }
  throw new Error('no two Ocean Engine accounts of one company');
}

/**
 * spec 002 §7 `material/bind`, `material/suggestcover`: an administrator copies a pushed video to
 * another account of the company (推送到同主体账户) and sees it there, then picks one of the covers
 * Ocean Engine suggests, which stays chosen when the dialog opens again.
 */
test('a pushed video is copied to an account of its company and gets a chosen cover', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const upload = await request.post('/api/material/file/upload', {
    headers: { 'X-Token': admin },
    multipart: {
      is_public: '1',
      file: { name: NAME, mimeType: 'video/mp4', buffer: await video() },
    },
  });
  const uploaded = (await upload.json()) as Envelope<{ fid: number }>;
  if (uploaded.code !== 0) throw new Error(`upload: ${uploaded.message_cn}`);
  const fid = uploaded.data.fid;
  const reviewer = await apiLogin(
    request,
    demoUsers.reviewer.username,
    demoUsers.reviewer.password,
  );
  await apiPost(request, reviewer, '/api/material/file/review', {
    file_ids: [fid],
    review_status: 'approved',
  });
  const [source, target] = await sameCompanyPair(request, admin);
  await apiPost(request, admin, '/api/material/file/push', {
    file_id: [fid],
    accounts: [{ platform: 'bytedance', advertiser_id: source }],
  });
  await expect
    .poll(async () => {
      const log = await apiGet<{ list: { status: string }[] }>(
        request,
        admin,
        '/api/material/file/pushlog',
        { file_id: fid },
      );
      return log.list.map((r) => r.status);
    }, SLOW)
    .toEqual(['succeeded']);

  await signIn(page, demoUsers.admin.username, demoUsers.admin.password);
  await page.goto('/#/creative/material');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('button', { name: '推送记录' }).click();
  const drawer = page.getByRole('dialog', { name: `推送记录 · ${NAME}` });
  await drawer.getByRole('button', { name: `复制到其他账户 ${source}` }).click();
  const copy = page.getByRole('dialog', { name: '推送到同主体账户 · 巨量引擎' });
  const picker = copy.getByRole('combobox', { name: '目标账户' });
  await picker.click();
  await picker.fill(target);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: target })
    .first()
    .click();
  // Close the list by clicking beside it (Escape would close the dialog as well).
  await copy.getByText(/^将「/).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(copy.getByText('已选 1 个账户（最多 50 个）')).toBeVisible();
  await copy.getByRole('button', { name: label('确定') }).click();
  const progress = page.getByRole('dialog', { name: '复制进度' });
  await expect(progress.getByText('成功 1 · 共 1')).toBeVisible(SLOW);
  await progress.getByRole('button', { name: label('完成') }).click();
  await expect(drawer.getByRole('row').filter({ hasText: target })).toContainText('已推送', SLOW);
  await page.screenshot({ path: test.info().outputPath('material-bind.png') });
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();

  await row.getByRole('button', { name: '封面推荐' }).click();
  const covers = page.getByRole('dialog', { name: `封面推荐 · ${NAME}` });
  const second = covers.getByRole('group', { name: '推荐封面 2' });
  await expect(second).toBeVisible(SLOW);
  await second.getByRole('button', { name: label('选用') }).click();
  await expect(second.getByText('已选用')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('material-cover.png') });
  // Read again from the server: the choice was kept.
  await page.reload();
  await row.getByRole('button', { name: '封面推荐' }).click();
  await expect(covers.getByRole('group', { name: '推荐封面 2' }).getByText('已选用')).toBeVisible(
    SLOW,
  );
  await expect(covers.getByText('已选用')).toHaveCount(1);
});
