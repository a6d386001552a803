import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { FIXED_START, listAll, startOceanEngine } from '../testing/oceanengine-client';

// The delivery engine's state: snapshots keep objects and rows (the seeded history regenerated),
// the demo world stays small, and benches can generate large worlds.

const HOUR = 3_600_000;

describe('delivery world state', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'media-sandbox-world-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps objects, writes and report rows across a restart', async () => {
    const first = await startOceanEngine({ dataDir });
    const id = first.advertisers[0] ?? 0;
    const promotions = await listAll(first, 'v3.0/promotion/list/', { advertiser_id: id });
    const target = promotions.find((p) => p.status === 'OK');
    await first.post('v3.0/promotion/status/update/', {
      advertiser_id: id,
      data: [{ promotion_id: target?.promotion_id, opt_status: 'DISABLE' }],
    });
    await first.advance(5 * HOUR);
    // Rows of whole days, and today's hours that are complete (the last two fill in late, and a
    // frozen clock still moves by the restart's wall time).
    const rows = async (s: typeof first, dimension: string, start: string, end: string) => {
      const answer = await s.get('v3.0/report/custom/get/', {
        advertiser_id: id,
        dimensions: [dimension, 'cdp_promotion_id'],
        metrics: ['stat_cost', 'show_cnt', 'convert_cnt'],
        start_time: start,
        end_time: end,
        page_size: 1000,
      });
      return (answer.data.rows as { dimensions: Record<string, string> }[]).filter(
        (r) => dimension === 'stat_time_day' || r.dimensions[dimension]! <= '2025-03-12 12:00:00',
      );
    };
    const read = (s: typeof first) =>
      Promise.all([
        listAll(s, 'v3.0/promotion/list/', { advertiser_id: id }),
        Promise.all([
          rows(s, 'stat_time_day', '2025-02-01', '2025-03-11'),
          rows(s, 'stat_time_hour', '2025-03-12', '2025-03-12'),
        ]),
        s.get('2/advertiser/fund/get/', { advertiser_id: id }),
      ]);
    const [listBefore, reportBefore, fundBefore] = await read(first);
    const summary = first.running.sandbox.state.summary();
    await first.running.close();

    const second = await startOceanEngine({ dataDir });
    try {
      const [listAfter, reportAfter, fundAfter] = await read(second);
      expect(listAfter).toEqual(listBefore);
      expect(listAfter.find((p) => p.promotion_id === target?.promotion_id)?.opt_status).toBe(
        'DISABLE',
      );
      expect(reportAfter).toEqual(reportBefore);
      expect(reportAfter[1].length).toBeGreaterThan(0);
      expect(fundAfter.data.balance).toBe(fundBefore.data.balance);
      expect(second.running.sandbox.state.summary()['sim.oceanengine.series']).toBe(
        summary['sim.oceanengine.series'],
      );
    } finally {
      await second.running.close();
    }
  });

  it('keeps the demo world small in memory and on disk', async () => {
    const sandbox = await buildSandbox({
      seed: 'size',
      clockSpeed: 0,
      startAt: FIXED_START,
      dataDir,
    });
    const world = sandbox.sim.world('oceanengine');
    for (const account of world.accounts()) world.touch(account.advertiserId, sandbox.clock.now());
    await sandbox.close();
    const summary = sandbox.sim.summary().oceanengine as {
      advertisers: number;
      level1: number;
      level2: number;
      seriesBytes: number;
    };
    const bytes = statSync(path.join(dataDir, 'state.json')).size;
    console.info(
      `demo world: ${summary.advertisers} advertisers, ${summary.level1} projects, ${summary.level2} promotions, ` +
        `${(summary.seriesBytes / 1e6).toFixed(1)} MB of rows in memory, snapshot ${(bytes / 1e6).toFixed(1)} MB`,
    );
    expect(summary.level2).toBeGreaterThanOrEqual(summary.advertisers * 25);
    expect(summary.seriesBytes).toBeLessThan(40e6);
    expect(bytes).toBeLessThan(10e6);
  });

  it('generates bench worlds through the admin API', async () => {
    const sandbox = await buildSandbox({ seed: 'bench', clockSpeed: 0, startAt: FIXED_START });
    try {
      const answer = await sandbox.app.inject({
        method: 'POST',
        url: '/_admin/world/generate',
        payload: {
          medium: 'oceanengine',
          advertisers: 3,
          projectsPerAdvertiser: 5,
          promotionsPerProject: 10,
        },
      });
      expect(answer.statusCode).toBe(200);
      const made = answer.json<{ advertiserIds: number[]; level2: number; managerId: number }>();
      expect(made.advertiserIds).toHaveLength(3);
      expect(made.level2).toBe(150);
      const promotions = sandbox.state.oceanengine.promotions.listByAdvertiser(
        made.advertiserIds[0] ?? 0,
      );
      expect(promotions).toHaveLength(50);
      expect(sandbox.state.oceanengine.advertisers.get(made.advertiserIds[0] ?? 0).parentId).toBe(
        made.managerId,
      );
      const summary = (await sandbox.app.inject({ url: '/_admin/world/summary' })).json();
      expect(summary.oceanengine.advertisers).toBeGreaterThan(40);
      const refused = await sandbox.app.inject({
        method: 'POST',
        url: '/_admin/world/generate',
        payload: {
          medium: 'weibo',
          advertisers: 1,
          projectsPerAdvertiser: 1,
          promotionsPerProject: 1,
        },
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await sandbox.close();
    }
  });
});
