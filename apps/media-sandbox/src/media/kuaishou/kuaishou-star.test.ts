import { kuaishou } from '@toufang/media-wire';
import { afterEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';
import { AUTHOR_COUNT, DAY_MS, TASK_WINDOW_MS } from './star-world';

// 磁力聚星 over HTTP: creators paged and filtered, star tasks and supplement orders of one
// advertiser moving through their statuses on the simulated clock, an order's detail.

const ORDER = ['PREPARATION', 'PENDING_LAUNCH', 'BILLING_IN_PROGRESS', 'COMPLETED'];

describe('Kuaishou 磁力聚星', () => {
  let s: KuaishouSession;
  afterEach(() => s.running.close());

  const tasks = async (advertiserId: number, extra: Record<string, unknown> = {}) => {
    const res = await s.post('gw/star/v1/task/list', {
      advertiser_id: advertiserId,
      page_size: 100,
      ...extra,
    });
    expect(res.code).toBe(0);
    return kuaishou.StarTaskListDataSchema.parse(res.data);
  };

  it('pages the creators with prices in 厘 and filters them by keyword', async () => {
    s = await startKuaishou();
    const [a = 0] = s.advertisers;
    const res = await s.post('gw/star/v1/author/list', {
      advertiser_id: a,
      page: 2,
      page_size: 25,
    });
    const page = kuaishou.StarAuthorListDataSchema.parse(res.data);
    expect(page.total_count).toBe(AUTHOR_COUNT);
    expect(page.details).toHaveLength(25);
    for (const author of page.details) expect(author.price % 100_000).toBe(0);
    const name = page.details[0]?.author_name ?? '';
    const found = kuaishou.StarAuthorListDataSchema.parse(
      (await s.post('gw/star/v1/author/list', { advertiser_id: a, keyword: name })).data,
    );
    expect(found.details.map((x) => x.author_name)).toContain(name);
    expect(found.total_count).toBeLessThan(AUTHOR_COUNT);
    const tooBig = await s.post('gw/star/v1/author/list', { advertiser_id: a, page_size: 101 });
    expect(tooBig.code).not.toBe(0);
  });

  it('moves star tasks forward on the clock and never back', async () => {
    s = await startKuaishou();
    const [a = 0] = s.advertisers;
    const before = await tasks(a);
    expect(before.total_count).toBeGreaterThan(20);
    const statuses = new Set(before.details.map((t) => t.status));
    expect(statuses.has('COMPLETED')).toBe(true);
    expect(statuses.has('CANCELLED')).toBe(true);
    for (const t of before.details) {
      expect(t.cost).toBeLessThanOrEqual(t.budget);
      if (t.status === 'PREPARATION' || t.status === 'PENDING_LAUNCH') expect(t.cost).toBe(0);
      if (t.status === 'COMPLETED') expect(t.cost).toBe(t.budget);
    }
    const filtered = await tasks(a, { status: 'COMPLETED' });
    expect(filtered.details.every((t) => t.status === 'COMPLETED')).toBe(true);

    await s.advance(2 * DAY_MS);
    const after = new Map((await tasks(a)).details.map((t) => [t.task_id, t]));
    let moved = 0;
    for (const t of before.details) {
      const now = after.get(t.task_id);
      if (!now) continue;
      if (t.status === 'CANCELLED') {
        expect(now.status).toBe('CANCELLED');
        continue;
      }
      if (now.status === 'CANCELLED') {
        expect(['PREPARATION', 'PENDING_LAUNCH']).toContain(t.status);
      } else {
        expect(ORDER.indexOf(String(now.status))).toBeGreaterThanOrEqual(ORDER.indexOf(t.status));
      }
      if (now.status !== t.status) moved += 1;
      expect(now.cost).toBeGreaterThanOrEqual(t.cost);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('lists only the tasks of the last 30 days, of the advertiser asked for', async () => {
    s = await startKuaishou();
    const [a = 0, b = 0] = s.advertisers;
    const mine = await tasks(a);
    const theirs = await tasks(b);
    const ids = new Set(mine.details.map((t) => t.task_id));
    expect(theirs.details.some((t) => ids.has(t.task_id))).toBe(false);
    const oldest = mine.details.at(-1)?.create_time ?? '';
    const newest = mine.details[0]?.create_time ?? '';
    const span = Date.parse(newest.replace(' ', 'T') + '+08:00');
    expect(span - Date.parse(oldest.replace(' ', 'T') + '+08:00')).toBeLessThan(TASK_WINDOW_MS);
  });

  it('answers supplement orders and their detail, refusing another advertiser', async () => {
    s = await startKuaishou();
    const [a = 0, b = 0] = s.advertisers;
    const res = await s.post('gw/star/v1/supplement_order/list', {
      advertiser_id: a,
      page_size: 100,
    });
    const orders = kuaishou.StarOrderListDataSchema.parse(res.data);
    expect(orders.total_count).toBeGreaterThan(0);
    const done = orders.details.find((o) => o.status === 3);
    expect(done).toBeDefined();
    const detail = kuaishou.StarOrderDetailDataSchema.parse(
      (
        await s.post('gw/star/v1/supplement_order/detail', {
          advertiser_id: a,
          order_id: done?.order_id,
        })
      ).data,
    );
    expect(detail.videos).toHaveLength(detail.video_num);
    expect(detail.task_id).toBe(done?.task_id);
    const byTask = kuaishou.StarOrderListDataSchema.parse(
      (
        await s.post('gw/star/v1/supplement_order/list', {
          advertiser_id: a,
          task_id: done?.task_id,
        })
      ).data,
    );
    expect(byTask.details.map((o) => o.order_id)).toEqual([done?.order_id]);
    const foreign = await s.post('gw/star/v1/supplement_order/detail', {
      advertiser_id: b,
      order_id: done?.order_id,
    });
    expect(foreign.code).not.toBe(0);
  });
});
