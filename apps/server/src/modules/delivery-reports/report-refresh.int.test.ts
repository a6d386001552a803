import type { AccountReportData, ProjectReportData } from '@toufang/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { runtimeOf, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeThroughApi, startFrozenSandbox } from '../media-sync/test-support';

// `refresh: 1` (ARCHITECTURE §1 "Reports are served from local stats; refresh=1 re-syncs the
// visible rows first"): the advertisers of the page are synced from the medium (the sandbox)
// before the report answers from the mirror.

let running: RunningSandbox;
let t: TestApp;
let root: string;
let granted: string[];

beforeAll(async () => {
  const start = Date.now();
  running = await startFrozenSandbox(start);
  running.sandbox.rateLimiter.setConfig({ defaultQps: 0, rules: [] });
  t = await createTestApp({
    media: runtimeOf(running),
    clock: new ManualClock(new Date(start)),
    env: { TASK_DEFAULT_RATE: '100000' },
  });
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  granted = await authorizeThroughApi(t, root, 'bytedance', (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
}, 120_000);

afterAll(async () => {
  await t.close();
  await running.close();
});

const projectsOf = async (advertiserId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(eq(campaigns.medium, 'bytedance'), eq(campaigns.advertiserId, advertiserId)))
  )[0]?.n ?? 0;

describe('refresh', () => {
  it('syncs the advertisers of the rows from the medium, then answers from the mirror', async () => {
    const [advertiserId = ''] = granted;
    expect(await projectsOf(advertiserId)).toBe(0);
    const before = await t.call<ProjectReportData>({
      method: 'POST',
      url: '/api/bytedance/v3/project/reports',
      payload: {},
      token: root,
    });
    expect(before.data.page_info.total_number).toBe(0);

    const accounts = await t.call<AccountReportData>({
      method: 'POST',
      url: '/api/bytedance/advertiser/reports',
      payload: { refresh: 1 },
      token: root,
    });
    expect(accounts.code).toBe(0);
    expect(accounts.data.list.map((a) => a.advertiser_id)).toEqual([advertiserId]);
    expect(accounts.data.refreshed).toEqual({ advertisers: 1, succeeded: 1, failed: 0 });
    const mirrored = await projectsOf(advertiserId);
    expect(mirrored).toBeGreaterThan(0);

    const after = await t.call<ProjectReportData>({
      method: 'POST',
      url: '/api/bytedance/v3/project/reports',
      payload: { create_start_date: '2000-01-01' },
      token: root,
    });
    expect(after.data.page_info.total_number).toBe(mirrored);
  }, 120_000);
});
