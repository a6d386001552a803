import { describe, expect, it } from 'vitest';
import { LandingEventCounter, type PendingCounts } from './landing-event-counter';

describe('LandingEventCounter', () => {
  it('adds events up per page and day and writes each sum once', async () => {
    const written: PendingCounts[] = [];
    const counter = new LandingEventCounter((c) => {
      written.push(c);
      return Promise.resolve();
    }, 60_000);
    counter.add(1, '2026-05-20', 'view');
    counter.add(1, '2026-05-20', 'view');
    counter.add(1, '2026-05-20', 'click');
    counter.add(1, '2026-05-21', 'view');
    counter.add(2, '2026-05-20', 'click');
    expect(counter.size).toBe(5);
    await counter.close();
    expect(written).toEqual([
      { pageId: 1, statDate: '2026-05-20', views: 2, clicks: 1 },
      { pageId: 1, statDate: '2026-05-21', views: 1, clicks: 0 },
      { pageId: 2, statDate: '2026-05-20', views: 0, clicks: 1 },
    ]);
    expect(counter.size).toBe(0);
  });

  it('keeps counts whose write failed, with those added meanwhile, for the next flush', async () => {
    const written: PendingCounts[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const counter = new LandingEventCounter(
      (c) => {
        if (fail) return Promise.reject(new Error('database away'));
        written.push(c);
        return Promise.resolve();
      },
      60_000,
      (e) => errors.push(e),
    );
    counter.add(7, '2026-05-20', 'view');
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([]);
    counter.add(7, '2026-05-20', 'view');
    fail = false;
    await counter.flush();
    expect(written).toEqual([{ pageId: 7, statDate: '2026-05-20', views: 2, clicks: 0 }]);
  });

  it('refuses to close quietly while counts cannot be written', async () => {
    const counter = new LandingEventCounter(() => Promise.reject(new Error('down')), 60_000);
    counter.add(3, '2026-05-20', 'click');
    await expect(counter.close()).rejects.toThrow('1 landing page events not written');
    expect(counter.pending()).toEqual([{ pageId: 3, statDate: '2026-05-20', views: 0, clicks: 1 }]);
  });
});
