import { batchSizeOf } from '@toufang/domain';
import { kuaishou, tencent } from '@toufang/media-wire';
import type { BatchItemResult } from '../src/media/bytedance/writes';
import type { TokenSource } from '../src/media/http/token-provider';
import { createKuaishouWrites, KUAISHOU_WRITE_ENDPOINTS } from '../src/media/kuaishou/writes';
import { createTencentWrites, TENCENT_WRITE_ENDPOINTS } from '../src/media/tencent/writes';
import { benchAdminId, openPlatform, type BenchPlatform } from './bench-platform';
import { authorizeAdvertisers, requiredEnv } from './bench-step';

// Step of `npm run bench:media` sections (f) and (g): a batch day-budget change of every Kuaishou
// unit or Tencent adgroup of the named advertisers, authorized through the platform's OAuth round
// trip, sent through the adapters' write calls in each medium's groups (batch-groups.ts: 20 units
// or 100 adgroups a call, one advertiser a call) with the advertisers in parallel, the platform's
// limiter holding the budget endpoint to BENCH_BUDGET_QPS. Prints one line `BENCH_RESULT <json>`:
// calls made, elapsed time, and what the medium applied, refused or left unknown.
//
//   tsx medium-budgets.ts kuaishou|tencent

type Medium = 'kuaishou' | 'tencent';

async function authorize(platform: BenchPlatform, medium: Medium, ids: readonly string[]) {
  const adminId = await benchAdminId(platform);
  return (await authorizeAdvertisers(platform, adminId, medium, ids)).granted;
}

/** Every live Kuaishou unit of an advertiser (POST list pages of 200). */
async function unitIds(platform: BenchPlatform, token: TokenSource, advertiserId: string) {
  const out: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await platform.services.mediaClient.call({
      medium: 'kuaishou',
      method: 'POST',
      path: 'gw/dsp/unit/list',
      params: { advertiser_id: Number(advertiserId), page, page_size: 200 },
      data: kuaishou.UnitListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    out.push(...data.details.map((u) => String(u.unit_id)));
    if (data.details.length < 200) return out;
  }
}

/** Every live Tencent adgroup of an account (GET pages of 100). */
async function adgroupIds(platform: BenchPlatform, token: TokenSource, accountId: string) {
  const out: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await platform.services.mediaClient.call({
      medium: 'tencent',
      method: 'GET',
      path: 'adgroups/get',
      params: {
        account_id: Number(accountId),
        fields: ['adgroup_id'],
        page,
        page_size: 100,
        pagination_mode: 'PAGINATION_MODE_NORMAL',
      },
      data: tencent.AdgroupGetDataSchema,
      effect: 'read',
      token,
      advertiserId: accountId,
    });
    out.push(...data.list.map((g) => String(g.adgroup_id)));
    if (page >= data.page_info.total_page) return out;
  }
}

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

async function budgets(medium: Medium): Promise<void> {
  const platform = await openPlatform();
  try {
    const { services } = platform;
    const advertiserIds = requiredEnv('BENCH_MEDIUM_ADVERTISERS').split(',');
    const qps = Number(requiredEnv('BENCH_BUDGET_QPS'));
    const granted = await authorize(platform, medium, advertiserIds);
    const appId = platform.media.endpoints[medium]?.appId ?? '';
    const endpoint =
      medium === 'kuaishou'
        ? KUAISHOU_WRITE_ENDPOINTS.unitBudget
        : TENCENT_WRITE_ENDPOINTS.adgroupBudget;
    services.rateRules.define(`${medium}:${appId}:${endpoint.method} ${endpoint.path}`, {
      ratePerSecond: qps,
      burst: 1,
    });
    const size = batchSizeOf(medium, 'promotion', 'budget') ?? 1;
    const targets: { advertiserId: string; token: TokenSource; ids: string[] }[] = [];
    for (const advertiserId of advertiserIds) {
      const token = await services.tokenSourceFor(medium, advertiserId);
      const ids =
        medium === 'kuaishou'
          ? await unitIds(platform, token, advertiserId)
          : await adgroupIds(platform, token, advertiserId);
      targets.push({ advertiserId, token, ids });
    }
    const client = { client: services.mediaClient };
    const ks = createKuaishouWrites(client);
    const tx = createTencentWrites(client);
    // Well above any day's spend: every change clears the medium's spend floor.
    const budgetFen = 20_000_000;
    let calls = 0;
    const results: BatchItemResult[] = [];
    const started = performance.now();
    await Promise.all(
      targets.map(async ({ advertiserId, token, ids }) => {
        for (const group of chunk(ids, size)) {
          calls += 1;
          const changes = group.map((id) => ({ id, budgetFen }));
          results.push(
            ...(medium === 'kuaishou'
              ? await ks.setUnitBudgets(token, advertiserId, changes)
              : await tx.setAdgroupBudgets(token, advertiserId, changes)),
          );
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    const items = targets.reduce((n, t) => n + t.ids.length, 0);
    const refused = results.filter((r) => !r.ok);
    const failures = new Map<string, { n: number; code: string; message: string }>();
    for (const r of refused) {
      const key = `${r.code} ${r.message}`;
      const seen = failures.get(key) ?? { n: 0, code: r.code, message: r.message };
      failures.set(key, { ...seen, n: seen.n + 1 });
    }
    process.stdout.write(
      `BENCH_RESULT ${JSON.stringify({
        medium,
        granted,
        advertisers: targets.length,
        items,
        perCall: size,
        calls,
        elapsedMs,
        applied: results.length - refused.length,
        refused: refused.length,
        failures: [...failures.values()],
        unknown: items - results.length,
      })}\n`,
    );
  } finally {
    await platform.close();
  }
}

const medium = process.argv[2];
if (medium !== 'kuaishou' && medium !== 'tencent') {
  process.stderr.write('usage: medium-budgets.ts kuaishou|tencent\n');
  process.exit(2);
}
budgets(medium).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
