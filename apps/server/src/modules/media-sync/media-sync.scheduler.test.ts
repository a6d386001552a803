import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { MediaSyncScheduler, type SchedulerDeps } from './media-sync.scheduler';
import type { SyncRequest } from './media-sync.service';
import { processLocks } from './sync-locks';

const TEN_MINUTES = 600_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function schedulerWith(overrides: Partial<SchedulerDeps> = {}) {
  const requests: SyncRequest[] = [];
  let release = deferred();
  const sync = {
    run: vi.fn(async (request: SyncRequest) => {
      requests.push(request);
      await release.promise;
      return {} as never;
    }),
    close: vi.fn(() => Promise.resolve()),
  };
  const housekeeping = vi.fn(() => Promise.resolve());
  const clock = new ManualClock(new Date('2025-06-15T08:03:10Z'));
  const scheduler = new MediaSyncScheduler({
    sync,
    locks: processLocks(),
    housekeeping,
    intervalMs: TEN_MINUTES,
    clock,
    log: quiet,
    ...overrides,
  });
  return {
    scheduler,
    sync,
    housekeeping,
    requests,
    clock,
    finishRun() {
      release.resolve();
      release = deferred();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MediaSyncScheduler', () => {
  it('runs a round that leaves out what was synced since its slot began', async () => {
    const { scheduler, requests, finishRun } = schedulerWith();
    const round = scheduler.tick();
    finishRun();
    await round;
    expect(requests).toEqual([
      { trigger: 'schedule', notSyncedSince: new Date('2025-06-15T08:00:00Z') },
    ]);
  });

  it('does not start a round while the last one is still running', async () => {
    const { scheduler, sync, finishRun } = schedulerWith();
    const first = scheduler.tick();
    const second = scheduler.tick();
    expect(sync.run).toHaveBeenCalledTimes(1);
    finishRun();
    await Promise.all([first, second]);
    const third = scheduler.tick();
    finishRun();
    await third;
    expect(sync.run).toHaveBeenCalledTimes(2);
  });

  it('leaves the housekeeping to the process holding its lock', async () => {
    const held = new Set<string>(['housekeeping']);
    const { scheduler, housekeeping } = schedulerWith({ locks: processLocks(held) });
    await scheduler.housekeep();
    expect(housekeeping).not.toHaveBeenCalled();
    held.clear();
    await scheduler.housekeep();
    expect(housekeeping).toHaveBeenCalledTimes(1);
  });

  it('keeps running after a failed round', async () => {
    const failing = {
      run: vi.fn(() => Promise.reject(new Error('database gone'))),
      close: vi.fn(() => Promise.resolve()),
    };
    const error = vi.fn();
    const { scheduler } = schedulerWith({ sync: failing, log: { ...quiet, error } });
    await scheduler.tick();
    await scheduler.tick();
    expect(failing.run).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('ticks at the slot boundaries and does housekeeping when started', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T08:03:10Z') });
    const { scheduler, sync, housekeeping, finishRun } = schedulerWith();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sync.run).toHaveBeenCalledTimes(1);
    expect(housekeeping).toHaveBeenCalledTimes(1);
    finishRun();
    // 08:03:15 → the next boundary at 08:10:00.
    await vi.advanceTimersByTimeAsync(404_000);
    expect(sync.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sync.run).toHaveBeenCalledTimes(2);
    finishRun();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(TEN_MINUTES * 3);
    expect(sync.run).toHaveBeenCalledTimes(2);
    expect(sync.close).toHaveBeenCalled();
  });

  it('does only the housekeeping when the interval is 0', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T08:03:10Z') });
    const { scheduler, sync, housekeeping } = schedulerWith({ intervalMs: 0 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3 * 5 * 60_000);
    expect(sync.run).not.toHaveBeenCalled();
    expect(housekeeping).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });
});
