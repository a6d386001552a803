import { randomBytes } from 'node:crypto';
import type { MaterialOverview } from '@toufang/contracts';
import { apiGet, apiLogin, apiPost, type Envelope } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { FIRST_LOAD } from '../support/delivery-screen';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/login';
import { randomPng } from '../support/random-png.mjs';

// Names of this run's own, so a retry on the same server finds only its files.
const RUN = randomBytes(3).toString('hex');
const FILES = [`概览通过-${RUN}.png`, `概览驳回-${RUN}.png`];

const percent = (rate: number | null) =>
  rate === null ? '-' : `${Number((rate * 100).toFixed(1))}%`;

/**
 * spec 000 §2 `/cview/main` (素材概览, dashboard:material, no sidebar): a designer's uploads of
 * today, one approved and one rejected, show in the charts of new files and review pass rates;
 * narrowing to the designer and to a game shows what the server answers for them.
 */
test('a designer sees the material overview charts and narrows them by designer and game', async ({
  page,
  request,
}) => {
  test.slow();
  const { username, password } = demoUsers.designer;
  const designer = await apiLogin(request, username, password);
  const ids: number[] = [];
  for (const name of FILES) {
    const response = await request.post('/api/material/file/upload', {
      headers: { 'X-Token': designer },
      multipart: { file: { name, mimeType: 'image/png', buffer: randomPng(160, 120) } },
    });
    const body = (await response.json()) as Envelope<{ fid: number }>;
    if (body.code !== 0) throw new Error(`upload ${name}: ${body.message_cn}`);
    ids.push(body.data.fid);
  }
  const reviewer = await apiLogin(
    request,
    demoUsers.reviewer.username,
    demoUsers.reviewer.password,
  );
  await apiPost(request, reviewer, '/api/material/file/review', {
    file_ids: [ids[0]],
    review_status: 'approved',
  });
  await apiPost(request, reviewer, '/api/material/file/review', {
    file_ids: [ids[1]],
    review_status: 'rejected',
    reject_reason: '画面模糊',
  });

  await signIn(page, username, password);
  await page.goto('/#/cview/main');
  await expect(page).toHaveTitle('素材概览 - 游戏广告投放平台');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('img', { name: '每日新增素材图' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('img', { name: '设计师审核通过率图' })).toBeVisible();
  const review = page.locator('.ant-card').filter({ hasText: '审核通过率' }).last();
  await expect(review.getByRole('row').filter({ hasText: '素材设计师' })).toBeVisible();
  await page.getByText('按设计师').click();
  await expect(page.getByRole('img', { name: '设计师新增素材图' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('material-overview.png'), fullPage: true });

  // Narrowed to the designer: the figures are the server's for them.
  const narrowed = page.waitForResponse((response) =>
    /\/api\/dashboard\/material\?.*designer=\d+/.test(response.url()),
  );
  await page.getByRole('combobox', { name: '设计师' }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText('素材设计师', { exact: true })
    .click();
  const mine = ((await (await narrowed).json()) as Envelope<MaterialOverview>).data;
  expect(mine.new_files.total).toBeGreaterThanOrEqual(2);
  expect(mine.review.approved).toBeGreaterThanOrEqual(1);
  expect(mine.review.rejected).toBeGreaterThanOrEqual(1);
  await expect(page.getByLabel('新增素材', { exact: true })).toContainText(
    String(mine.new_files.total),
  );
  await expect(page.getByLabel('审核通过率', { exact: true })).toContainText(
    percent(mine.review.pass_rate),
  );

  // And to a game: the designer's uploads of this run have none, so only files of that game count.
  const games = page.waitForResponse((response) =>
    /\/api\/dashboard\/material\?.*gad_cfg_game_id=\d+/.test(response.url()),
  );
  // The designer's dropdown closes first, so the only open dropdown is the game's.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByRole('combobox', { name: '游戏' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const url = new URL((await games).url());
  const game = await apiGet<MaterialOverview>(request, designer, '/api/dashboard/material', {
    designer: url.searchParams.get('designer') ?? '',
    gad_cfg_game_id: url.searchParams.get('gad_cfg_game_id') ?? '',
  });
  expect(game.new_files.total).toBeLessThan(mine.new_files.total);
  await expect(page.getByLabel('新增素材', { exact: true })).toContainText(
    String(game.new_files.total),
  );
  if (game.new_files.total === 0) {
    await expect(page.getByText('所选日期内没有新增素材')).toBeVisible();
  }
});
