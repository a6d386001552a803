import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { apiLogin, apiPost, type Envelope } from '../support/api';
import {
  ALL_DATES,
  clearCreateDates,
  DELIVERY_REPORTS,
  FIRST_LOAD,
  openDeliveryTab,
  queryPromotionIds,
  reportPage,
  visiblePanel,
} from '../support/delivery-screen';
import { demoUsers } from '../support/demo-users';
import { expect, test } from '../support/fixtures';
import { sandboxPromotionCount } from '../support/sandbox-admin';
import { label } from '../support/ui';

const { admin } = demoUsers;

interface PromotionRow {
  promotion_id: string;
  name: string;
  advertiser_id: string;
  status: string | null;
  pricing: string | null;
  creative_count: number;
  project: { project_id: string; pricing: string | null } | null;
}

interface CopyAnswer {
  promotion_id: string | null;
  name: string;
}

const PROMOTION_REPORTS = DELIVERY_REPORTS.promotion;
const COPY = '/api/bytedance/v3/promotion/copy';
/** A creation runs against the medium and reads its object back before answering. */
const WRITE = { timeout: 60_000 };

// The spec's words (spec 001 §5 "Copy", §9 "Titles limit 10 in copy").
const PRICING_REFUSAL = '只有推广目的为行动转化-应用推广的计划才可复制!';
const TITLE_LIMIT = 10;
const TITLE_LIMIT_ERROR = `标题最多${TITLE_LIMIT}个`;
/** Names of the copies this spec makes; they are never picked as a source. */
const COPY_NAME_PREFIX = '复制验证-';

const pricingOf = (row: PromotionRow) => row.project?.pricing ?? row.pricing;

/** Every ad of the demo accounts that is not deleted, whenever it was created. */
async function livePromotions(request: APIRequestContext, token: string) {
  const { list } = await reportPage<PromotionRow>(request, token, PROMOTION_REPORTS, {
    per_page: 500,
  });
  return list.filter((row) => row.status !== 'DELETED');
}

/** The row's 复制 action; the id cell's copy-to-clipboard icon is a button named 复制 too. */
const copyAction = (row: Locator) =>
  row.getByRole('button', { name: label('复制') }).filter({ hasText: label('复制') });

/**
 * Opens the 广告 tab over every create date, narrowed to one ad by 批量查询, and waits for the
 * report that lists it.
 */
async function showPromotion(page: Page, promotionId: string) {
  await openDeliveryTab(page, '广告');
  await clearCreateDates(page);
  const listed = page.waitForResponse((response) => {
    const request = response.request();
    if (!response.url().endsWith(PROMOTION_REPORTS) || request.method() !== 'POST') return false;
    const ids = (request.postDataJSON() as { promotion_ids?: unknown } | null)?.promotion_ids;
    return Array.isArray(ids) && ids.includes(promotionId);
  }, FIRST_LOAD);
  await queryPromotionIds(page, [promotionId]);
  await listed;
  const row = visiblePanel(page).getByRole('row').filter({ hasText: promotionId });
  await expect(row).toBeVisible();
  return row;
}

/** Every copy call the page sends, answered or not. */
function watchCopies(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(COPY)) sent.push(request);
  });
  return sent;
}

/** spec 001 §4 "Copy ad", §5 "Copy" and §8 "copy refused for CPC". */
test.describe('投放管理 copy ad (spec 001 §4, §5)', () => {
  test.slow();

  test('refuses to copy an ad priced CPC', async ({ page, request }) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const cpc = (await livePromotions(request, token)).find(
      (row) => pricingOf(row) === 'PRICING_CPC',
    );
    if (!cpc) throw new Error('the demo lists no CPC-priced promotion');
    const before = await sandboxPromotionCount();

    const row = await showPromotion(page, cpc.promotion_id);
    const copies = watchCopies(page);
    await copyAction(row).click();

    await expect(page.getByText(PRICING_REFUSAL)).toBeVisible();
    await expect(page.getByRole('dialog', { name: '复制广告' })).toHaveCount(0);
    expect(copies).toHaveLength(0);
    expect(await sandboxPromotionCount()).toBe(before);
  });

  test('copies an OCPM ad with at most 10 titles', async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, admin.username, admin.password);
    const source = (await livePromotions(request, token)).find(
      (row) =>
        pricingOf(row) === 'PRICING_OCPM' &&
        row.creative_count > 0 &&
        !row.name.startsWith(COPY_NAME_PREFIX),
    );
    if (!source?.project) throw new Error('the demo lists no OCPM promotion with creatives');
    const name = `${COPY_NAME_PREFIX}${Date.now().toString(36)}`;
    const before = await sandboxPromotionCount();

    const row = await showPromotion(page, source.promotion_id);
    const copies = watchCopies(page);
    await copyAction(row).click();
    const dialog = page.getByRole('dialog', { name: '复制广告' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${source.name}（${source.promotion_id}）`)).toBeVisible();

    await dialog.getByRole('textbox', { name: '广告名称' }).fill(name);
    const titles = dialog.getByRole('combobox', { name: '标题' });
    for (let i = 1; i <= TITLE_LIMIT + 1; i += 1) {
      await titles.fill(`复制标题${i}`);
      await titles.press('Enter');
    }
    const tags = dialog.getByText(/^复制标题\d+$/);
    await expect(tags).toHaveCount(TITLE_LIMIT + 1);

    await dialog.getByRole('button', { name: label('复制') }).click();
    await expect(dialog.getByText(TITLE_LIMIT_ERROR)).toBeVisible();
    expect(copies).toHaveLength(0);
    // Kept with the run's results, to see the dialog as the user does.
    await dialog.screenshot({ path: testInfo.outputPath('copy-dialog.png') });

    // Backspace in the empty tag box drops the last title: ten are left.
    await titles.press('Backspace');
    await expect(tags).toHaveCount(TITLE_LIMIT);
    await expect(dialog.getByText(`复制标题${TITLE_LIMIT + 1}`, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(TITLE_LIMIT_ERROR)).toHaveCount(0);

    const answered = page.waitForResponse((response) => response.url().endsWith(COPY), WRITE);
    await dialog.getByRole('button', { name: label('复制') }).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({
      promotion_id: source.promotion_id,
      name,
      titles: Array.from({ length: TITLE_LIMIT }, (_, i) => `复制标题${i + 1}`),
    });
    const envelope = (await response.json()) as Envelope<CopyAnswer>;
    expect(envelope.code).toBe(0);
    expect(envelope.data.name).toBe(name);
    const copyId = envelope.data.promotion_id;
    if (!copyId) throw new Error(`the copy created no promotion: ${JSON.stringify(envelope)}`);
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(copies).toHaveLength(1);

    // The copy is on the medium: one more promotion there, and once the platform has re-synced
    // the account (refresh re-syncs the advertisers of the listed rows) it lists the copy in the
    // source's project with the source's creatives.
    expect(await sandboxPromotionCount()).toBe(before + 1);
    const refreshed = await apiPost<{ refreshed?: { succeeded: number } }>(
      request,
      token,
      PROMOTION_REPORTS,
      { advertiser_ids: [source.advertiser_id], refresh: 1, ...ALL_DATES },
    );
    expect(refreshed.refreshed?.succeeded).toBe(1);
    const { list } = await reportPage<PromotionRow>(request, token, PROMOTION_REPORTS, {
      promotion_ids: [copyId],
    });
    expect(list.map((r) => [r.name, r.project?.project_id, r.creative_count])).toEqual([
      [name, source.project.project_id, source.creative_count],
    ]);
  });
});
