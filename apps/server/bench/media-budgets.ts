import { ROLE_ADMIN } from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import type { AuthContext } from '../src/http/access';
import type { TokenSource } from '../src/media/http/token-provider';
import { startTaskWorker } from '../src/modules/tasks/task-worker';
import { benchAdminId, itemSummary, openPlatform, waitForTask } from './bench-platform';
import { requiredEnv } from './bench-step';

// Step `budget` of `npm run bench:media` section (e): a batch budget modify of every promotion of
// the named advertisers submitted as the delivery screen submits it (DeliveryUpdatesService.write →
// the promotion budget task type, 10 rows per advertiser a call, each read back), against the
// budget endpoint's limit, the read-backs at the medium's read limit. Prints one line
// `BENCH_RESULT <json>`.

/** Every live promotion of an advertiser with its budget in yuan. */
async function promotionBudgets(
  platform: Awaited<ReturnType<typeof openPlatform>>,
  token: TokenSource,
  advertiserId: string,
): Promise<{ id: string; budget: number | undefined }[]> {
  const out: { id: string; budget: number | undefined }[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await platform.services.mediaClient.call({
      medium: 'bytedance',
      method: 'GET',
      path: 'v3.0/promotion/list/',
      params: {
        advertiser_id: Number(advertiserId),
        fields: ['promotion_id', 'budget'],
        page,
        page_size: 100,
      },
      data: oceanengine.PromotionListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    out.push(...data.list.map((p) => ({ id: String(p.promotion_id), budget: p.budget })));
    if (page >= data.page_info.total_page) return out;
  }
}

async function budgets(): Promise<void> {
  const platform = await openPlatform();
  try {
    const { services, database, config, log } = platform;
    const appId = platform.media.endpoints.bytedance?.appId ?? '';
    const qps = Number(requiredEnv('BENCH_BUDGET_QPS'));
    services.rateRules.define(`bytedance:${appId}:POST v3.0/promotion/budget/update/`, {
      ratePerSecond: qps,
      burst: 1,
    });
    // Each call's rows are read back through promotion/list: at the platform's conservative
    // default (TASK_DEFAULT_RATE, 10/s) those reads, not the budget endpoint, would set the pace.
    const readQps = Number(requiredEnv('BENCH_READ_QPS'));
    services.rateRules.define(`bytedance:${appId}:GET v3.0/promotion/list/`, {
      ratePerSecond: readQps,
      burst: 1,
    });
    const advertiserIds = requiredEnv('BENCH_BUDGET_ADVERTISERS').split(',');
    const items: {
      advertiser_id: string;
      promotion_id: string;
      budget_mode: 'BUDGET_MODE_DAY';
      budget: number;
    }[] = [];
    for (const advertiserId of advertiserIds) {
      const token = await services.tokenSourceFor('bytedance', advertiserId);
      for (const p of await promotionBudgets(platform, token, advertiserId)) {
        // A change of at least 100 yuan above today's spend (reference §1.4).
        items.push({
          advertiser_id: advertiserId,
          promotion_id: p.id,
          budget_mode: 'BUDGET_MODE_DAY',
          budget: Math.max(p.budget ?? 0, 5_000) + 1_000,
        });
      }
    }
    const userId = await benchAdminId(platform);
    const auth: AuthContext = {
      userId,
      username: 'bench-admin',
      nickName: 'bench-admin',
      ksBoostAdmin: false,
      sessionId: 0,
      roles: [ROLE_ADMIN],
      abilities: new Set(['ad:update']),
    };
    const { tables, updates } = services.deliveryUpdates;
    const budgets = tables.find((d) => d.path === '/api/bytedance/v3/promotion/updatebudget');
    if (!budgets) throw new Error('no promotion budget write');
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const answer = await updates.write(auth, budgets, { items });
    const createMs = performance.now() - started;
    const taskId = answer.task_id ?? 0;
    const runner = await startTaskWorker({ database, services, config, log });
    const task = await waitForTask(platform, taskId, 10 * 60_000);
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    await runner.stop();
    process.stdout.write(
      `BENCH_RESULT ${JSON.stringify({
        taskId,
        status: task.status,
        items: items.length,
        advertisers: advertiserIds.length,
        elapsedMs,
        createMs,
        cpuMs: (cpu.user + cpu.system) / 1000,
        ...(await itemSummary(platform, taskId)),
      })}\n`,
    );
  } finally {
    await platform.close();
  }
}

budgets().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
