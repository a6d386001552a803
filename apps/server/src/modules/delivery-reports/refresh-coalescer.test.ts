import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { RefreshOutcome } from './delivery-reports.service';
import { RefreshCoalescer } from './refresh-coalescer';

/** A sync that runs until the test ends it, counting the runs started. */
function controlledSync() {
  const started: { userId: number; advertiserIds: readonly string[] }[] = [];
  const finishers: (() => void)[] = [];
  const run = (userId: number, advertiserIds: readonly string[]) => {
    started.push({ userId, advertiserIds });
    return new Promise<RefreshOutcome>((resolve) => {
      finishers.push(() =>
        resolve({ advertisers: advertiserIds.length, succeeded: advertiserIds.length, failed: 0 }),
      );
    });
  };
  const finishAll = () => finishers.splice(0).forEach((finish) => finish());
  return { started, run, finishAll };
}

describe('RefreshCoalescer', () => {
  it('starts one sync for 50 concurrent refreshes of the same advertisers', async () => {
    const sync = controlledSync();
    const coalescer = new RefreshCoalescer(sync.run);
    const calls = Array.from({ length: 50 }, (_, i) => coalescer.refresh(i % 3, ['11', '12']));
    expect(sync.started).toHaveLength(1);
    sync.finishAll();
    const outcomes = await Promise.all(calls);
    expect(new Set(outcomes).size).toBe(1);
    expect(outcomes[0]).toEqual({ advertisers: 2, succeeded: 2, failed: 0 });
  });

  it('joins a running refresh that covers the advertisers asked for', async () => {
    const sync = controlledSync();
    const coalescer = new RefreshCoalescer(sync.run);
    const wide = coalescer.refresh(1, ['11', '12', '13']);
    const narrow = coalescer.refresh(2, ['12', '12', '13']);
    expect(sync.started).toHaveLength(1);
    sync.finishAll();
    expect(await narrow).toBe(await wide);
  });

  it('tells a user whose own refresh of other advertisers is still running', async () => {
    const sync = controlledSync();
    const coalescer = new RefreshCoalescer(sync.run);
    const first = coalescer.refresh(1, ['11']);
    const refusal = coalescer.refresh(1, ['21']).catch((error: unknown) => error);
    const other = coalescer.refresh(2, ['21']);
    expect(sync.started.map((s) => s.userId)).toEqual([1, 2]);
    expect(await refusal).toBeInstanceOf(AppError);
    expect(((await refusal) as AppError).key).toBe('REPORT_REFRESH_BUSY');
    sync.finishAll();
    await Promise.all([first, other]);
  });

  it('starts a new sync once the previous one ended, also after a failure', async () => {
    let runs = 0;
    const coalescer = new RefreshCoalescer(() => {
      runs += 1;
      return runs === 1
        ? Promise.reject(new Error('medium down'))
        : Promise.resolve({ advertisers: 1, succeeded: 1, failed: 0 });
    });
    await expect(coalescer.refresh(1, ['11'])).rejects.toThrow('medium down');
    await expect(coalescer.refresh(1, ['11'])).resolves.toEqual({
      advertisers: 1,
      succeeded: 1,
      failed: 0,
    });
    expect(runs).toBe(2);
  });
});
