// A counting proxy in front of the media sandbox for bench/media.mjs and bench/creation.mjs: it forwards every request
// and counts, from the sandbox's answers, the promotions each status call applied, the
// promotions created and the promotion budget calls. An answer is counted even when the platform stopped waiting for it (a
// timeout): the sandbox applied the write all the same.
import http from 'node:http';
import { parse } from 'lossless-json';
import { freePort } from './lib.mjs';

const API = '/oceanengine/open_api/v3.0';
export const STATUS_PATH = `${API}/promotion/status/update/`;
export const CREATE_PATH = `${API}/promotion/create/`;
export const BUDGET_PATH = `${API}/promotion/budget/update/`;

const fresh = () => ({
  statusCalls: 0,
  /** When the first status call arrived and the last one was answered (performance.now()). */
  firstStatusAt: null,
  lastStatusAt: null,
  applied: new Map(),
  createCalls: 0,
  created: 0,
  /** When the first creation call was answered and the last one (performance.now()). */
  firstCreateAt: null,
  lastCreateAt: null,
  /** Creation calls the sandbox refused, by its code. */
  createRefusals: new Map(),
  budgetCalls: 0,
  firstBudgetAt: null,
  lastBudgetAt: null,
});

export async function startProxy(target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = fresh();
  const observe = (url, text) => {
    const pathname = url.split('?')[0];
    if (pathname === BUDGET_PATH) {
      counts.budgetCalls += 1;
      counts.lastBudgetAt = performance.now();
      return;
    }
    if (pathname !== STATUS_PATH && pathname !== CREATE_PATH) return;
    let body;
    try {
      // Promotion ids have 19 digits: read as text, so two ids never round to one.
      body = parse(text, null, (n) => {
        const value = Number(n);
        return Number.isInteger(value) && !Number.isSafeInteger(value) ? n : value;
      });
    } catch {
      return;
    }
    if (pathname === STATUS_PATH) {
      counts.statusCalls += 1;
      counts.lastStatusAt = performance.now();
      for (const id of body.code === 0 ? body.data.promotion_ids : []) {
        counts.applied.set(id, (counts.applied.get(id) ?? 0) + 1);
      }
    } else {
      counts.createCalls += 1;
      counts.firstCreateAt ??= performance.now();
      counts.lastCreateAt = performance.now();
      if (body.code === 0) counts.created += 1;
      else counts.createRefusals.set(body.code, (counts.createRefusals.get(body.code) ?? 0) + 1);
    }
  };
  const server = http.createServer((req, res) => {
    if (req.url.split('?')[0] === STATUS_PATH) counts.firstStatusAt ??= performance.now();
    if (req.url.split('?')[0] === BUDGET_PATH) counts.firstBudgetAt ??= performance.now();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const forward = http.request(
        {
          agent,
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const parts = [];
          answer.on('data', (c) => parts.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            observe(req.url, text.toString());
            if (res.destroyed) return;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(text);
          });
        },
      );
      forward.on('error', () => {
        if (!res.headersSent && !res.destroyed) res.writeHead(502).end();
      });
      forward.end(Buffer.concat(chunks));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    reset() {
      Object.assign(counts, fresh());
    },
    /** Promotions a status write reached more than once after it had been applied. */
    duplicates: () => [...counts.applied.values()].reduce((n, c) => n + Math.max(0, c - 1), 0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
        agent.destroy();
      }),
  };
}
