// Front-end figures of the delivery screen, printed as JSON lines:
//   a) the JS the delivery page `/#/transConfig/launchV3` downloads after the signed-in shell was
//      loaded (target ≤ 300 kB gzip): the scripts requested while navigating there from the shell
//      (signed in, at a page without the delivery code), as transferred (the server sends the
//      build's precompressed siblings: Brotli when the browser offers it, else gzip) and as gzip
//      (the same files asked for with gzip only);
//   b) rendering 500 rows × 20 metric columns after the report arrives (target p95 ≤ 300 ms): the
//      项目 tab with 20 columns saved through /api/report/columns and page size 500; the report
//      calls are answered with generated rows, and the time runs from the moment the page has the
//      response body to the first frame painted after the new page's rows are in the table: the
//      table renders only the rows in its scrolling body's view (virtual rows), so the watch waits
//      for the page's first row at the top and rows covering the whole visible body (or all 500
//      rows when the table renders every row).
// Needs `npm run build` first. BENCH_RENDER_RUNS sets the measured page loads (12);
// BENCH_SCREENSHOT=<file.png> keeps a screenshot of the page after the last measured load.
// Functions passed to page.evaluate and addInitScript run in the page:
/* global window, document, MutationObserver, requestAnimationFrame */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  launchChromium,
  networkQuiet,
  percentile,
  signIn,
  startServer,
  stopServer,
} from './lib.mjs';
import { REPORT_FIELD_KEYS, REPORT_PATH, reportPage } from './web-fixture.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 18191);
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 12);
const WARM_UP = 2;
const JS_TARGET_KB = 300;
const RENDER_TARGET_MS = 300;
const PAGE_SIZE = 500;
const COLUMN_COUNT = 20;
const DELIVERY = '/#/transConfig/launchV3';
const SHELL = '/#/404';
/**
 * The body rows of the 项目 tab's table (the other visited tabs keep theirs in the DOM) and its
 * scrolling area.
 */
const PANEL = '[id$="-panel-project"]';
const PROJECT_ROWS = `${PANEL} .tf-grid-row`;
const PROJECT_BODY = `${PANEL} .tf-grid-scroll`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-web-'));

/**
 * The size of an asset as the server sends it to a client that offers gzip only: its gzip sibling,
 * or the file itself when the build left it uncompressed (too small for gzip to pay).
 */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? 'identity';
        if (encoding === 'gzip' || encoding === 'identity') resolve(bytes);
        else reject(new Error(`${url} served as ${encoding} to a gzip-only client`));
      });
    });
    req.on('error', reject);
  });
}

/** Scripts requested while `navigate` runs: url, encoding and transferred bytes of each. */
async function scriptsDuring(page, navigate) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Map();
  client.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' || e.response.url.endsWith('.js')) {
      const encoding = e.response.headers['content-encoding'] ?? 'identity';
      scripts.set(e.requestId, { url: e.response.url, encoding, bytes: 0 });
    }
  });
  client.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId);
    if (script) script.bytes = e.encodedDataLength;
  });
  await navigate();
  await client.detach();
  return [...scripts.values()];
}

/**
 * The shell is the signed-in layout at `/#/404`, a page of its own without the delivery code (the
 * home page `/` of a user who may see the delivery screen redirects to it); a fresh browser
 * context, so nothing of the delivery page is cached yet.
 */
async function deliveryPageJs(page, base) {
  await page.goto(`${base}${SHELL}`);
  await page.getByText('抱歉，你访问的页面不存在').waitFor();
  await networkQuiet(page);
  const scripts = await scriptsDuring(page, async () => {
    await page.goto(`${base}${DELIVERY}`);
    await page.getByRole('tab', { name: '项目' }).waitFor();
    await networkQuiet(page, 1500);
  });
  const transferred = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const gzip = (await Promise.all(scripts.map((s) => gzipSize(s.url)))).reduce((a, b) => a + b, 0);
  const encodings = [...new Set(scripts.map((s) => s.encoding))];
  return { files: scripts.length, transferred, gzip, encodings };
}

/** Closes the version notice whenever it shows (every user's first sign-in opens it, spec 000 §4). */
async function dismissVersionNotice(page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^版本更新/ }), async (dialog) => {
    await dialog.getByRole('button', { name: /^知\s*道\s*了$/ }).click();
  });
}

/** The page's session token (apps/web session store, persisted in local storage). */
async function pageToken(page) {
  const raw = await page.evaluate(() => localStorage.getItem('toufang-session'));
  const token = JSON.parse(raw ?? '{}').state?.token;
  if (!token) throw new Error('the page holds no session token');
  return token;
}

/** Saves the first 20 report columns as the user's choice of the 项目 tab (custom-columns API). */
async function saveColumns(base, token) {
  const res = await fetch(`${base}/api/report/columns?screen=launchV3&tab=project`, {
    headers: { 'x-token': token },
  });
  if ((await res.json()).code !== 0) throw new Error('report columns unavailable');
  const fields = REPORT_FIELD_KEYS.slice(0, COLUMN_COUNT);
  const saved = await fetch(`${base}/api/report/columns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ screen: 'launchV3', tab: 'project', fields }),
  });
  const body = await saved.json();
  if (body.code !== 0) throw new Error(`saving columns failed: ${JSON.stringify(body)}`);
}

/**
 * Installed before the app runs: keeps the time each report response body is complete in the
 * page, then hands the app an identical response, so its own parsing and rendering are measured.
 */
function recordReportArrivals(reportPath) {
  const arrivals = [];
  window.__benchReportArrivals = arrivals;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(reportPath)) return response;
    const body = await response.arrayBuffer();
    arrivals.push(performance.now());
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/**
 * Arms a watch for the rows of a new page, once its report has arrived: the first row is the
 * page's first key and the rows in the DOM are either all `count` of them (ending with the last
 * key) or, for a virtual table, cover its scrolling body's visible height; then the time after
 * that frame's paint (a task after the frame's rAF) is kept. The DOM is checked on mutations, the
 * geometry in each frame's rAF (where the page lays out anyway), so the watch forces no layout.
 */
function armRowWatch({ first, last, count, ROWS, BODY, arrivals }) {
  window.__benchPainted = undefined;
  window.__benchRendered = undefined;
  let frame;
  const rowsInPlace = () => {
    if (window.__benchReportArrivals.length <= arrivals) return undefined;
    const rows = document.querySelectorAll(ROWS);
    return rows[0]?.getAttribute('data-row-key') === first ? rows : undefined;
  };
  const covered = (rows) => {
    if (rows.length === count) return rows[count - 1]?.getAttribute('data-row-key') === last;
    const body = document.querySelector(BODY);
    if (body === null) return false;
    const bottom = body.getBoundingClientRect().bottom;
    return rows[rows.length - 1].getBoundingClientRect().bottom >= bottom;
  };
  const check = () => {
    frame = undefined;
    const rows = rowsInPlace();
    if (rows === undefined) return;
    if (!covered(rows)) {
      frame = requestAnimationFrame(check);
      return;
    }
    observer.disconnect();
    window.__benchRendered = rows.length;
    setTimeout(() => (window.__benchPainted = performance.now()), 0);
  };
  const observer = new MutationObserver(() => {
    if (frame === undefined && rowsInPlace() !== undefined) frame = requestAnimationFrame(check);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** One page load of the table: from the report body in the page to the 500 rows painted. */
async function measureLoad(page, pageNumber, trigger) {
  const before = await page.evaluate(() => window.__benchReportArrivals.length);
  const { first, last } = reportPage(pageNumber, PAGE_SIZE, COLUMN_COUNT).keys;
  await page.evaluate(armRowWatch, {
    first,
    last,
    count: PAGE_SIZE,
    ROWS: PROJECT_ROWS,
    BODY: PROJECT_BODY,
    arrivals: before,
  });
  await trigger();
  await page.waitForFunction(() => window.__benchPainted !== undefined, null, { timeout: 180_000 });
  const ms = await page.evaluate((index) => {
    const arrivals = window.__benchReportArrivals;
    if (arrivals.length !== index + 1) throw new Error(`${arrivals.length - index} report loads`);
    return { ms: window.__benchPainted - arrivals[index], rendered: window.__benchRendered };
  }, before);
  if (process.env.BENCH_VERBOSE) {
    console.log(`page ${pageNumber}: ${ms.ms.toFixed(1)} ms, ${ms.rendered} rows in the DOM`);
  }
  return ms;
}

async function renderTimes(page) {
  const fieldCounts = new Set();
  await page.route(`**${REPORT_PATH}`, async (route) => {
    const body = route.request().postDataJSON();
    fieldCounts.add(body.report_fields?.length ?? 0);
    const generated = reportPage(body.page ?? 1, body.per_page ?? 20, COLUMN_COUNT);
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(generated.body) });
  });
  await page.reload();
  await page.getByRole('tab', { name: '项目' }).click();
  const panel = page.getByRole('tabpanel', { name: '项目' });
  await page.locator(PROJECT_ROWS).first().waitFor();
  await networkQuiet(page);

  const times = [];
  // Page 1 after switching 20 → 500 a page, then the following pages (new rows each time).
  times.push(
    await measureLoad(page, 1, async () => {
      await panel.getByRole('combobox', { name: '每页条数' }).click();
      await page.getByTitle(`${PAGE_SIZE} 条/页`).click({ noWaitAfter: true });
    }),
  );
  for (let n = 2; times.length < WARM_UP + RUNS; n++) {
    times.push(
      await measureLoad(page, n, () =>
        panel.locator('.ant-pagination-next button').click({ noWaitAfter: true }),
      ),
    );
  }
  if (fieldCounts.has(COLUMN_COUNT) === false || fieldCounts.size !== 1) {
    throw new Error(
      `report_fields sent: ${[...fieldCounts].join(', ')} (expected ${COLUMN_COUNT})`,
    );
  }
  const measured = times
    .slice(WARM_UP)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  const rendered = [...new Set(times.map((t) => t.rendered))].sort((a, b) => a - b);
  return { first: times[0].ms, measured, rendered };
}

let server;
let browser;
try {
  server = await startServer({ port: PORT, dataDir });
  browser = await launchChromium();
  const viewport = { width: 1600, height: 900 };
  const signInContext = await browser.newContext({ viewport });
  const signInPage = await signInContext.newPage();
  await dismissVersionNotice(signInPage);
  await signIn(signInPage, server.base, 'admin', 'Admin@12345');
  await saveColumns(server.base, await pageToken(signInPage));
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const context = await browser.newContext({ viewport, storageState });
  await context.addInitScript(recordReportArrivals, REPORT_PATH);
  const page = await context.newPage();
  await dismissVersionNotice(page);
  const js = await deliveryPageJs(page, server.base);
  console.log(
    JSON.stringify({
      figure: 'delivery page JS after the shell',
      from: SHELL,
      to: DELIVERY,
      files: js.files,
      gzipKb: Number((js.gzip / 1024).toFixed(1)),
      transferredKb: Number((js.transferred / 1024).toFixed(1)),
      transferredEncodings: js.encodings,
      targets: { gzipKb: JS_TARGET_KB },
      met: js.gzip <= JS_TARGET_KB * 1024,
    }),
  );

  const render = await renderTimes(page);
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  const p95 = percentile(render.measured, 95);
  console.log(
    JSON.stringify({
      figure: `render ${PAGE_SIZE} rows × ${COLUMN_COUNT} metric columns after the report arrives`,
      tab: '项目',
      measures:
        "report body in the page → first frame painted with the page's rows in the DOM " +
        '(virtual table: the rows filling the visible body; plain table: all rows)',
      rowsInDom: render.rendered,
      viewport,
      runs: render.measured.length,
      p50Ms: Number(percentile(render.measured, 50).toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      maxMs: Number(render.measured.at(-1).toFixed(1)),
      firstPageFrom20Ms: Number(render.first.toFixed(1)),
      targets: { p95Ms: RENDER_TARGET_MS },
      met: p95 <= RENDER_TARGET_MS,
    }),
  );
} finally {
  await browser?.close();
  if (server) await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
