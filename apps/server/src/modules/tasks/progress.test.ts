import type { TaskItemCounts } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { deriveTaskStatus, emptyCounts, estimateEtaSeconds, progressOf } from './progress';

const counts = (c: Partial<TaskItemCounts>): TaskItemCounts => ({ ...emptyCounts(), ...c });

describe('deriveTaskStatus', () => {
  it.each([
    { c: { pending: 3 }, started: false, cancelled: false, status: 'pending' },
    { c: { pending: 2, succeeded: 1 }, started: true, cancelled: false, status: 'running' },
    { c: { unknown: 1, succeeded: 2 }, started: true, cancelled: false, status: 'running' },
    { c: { running: 1, cancelled: 5 }, started: true, cancelled: true, status: 'running' },
    { c: { succeeded: 3 }, started: true, cancelled: false, status: 'succeeded' },
    { c: { succeeded: 2, failed: 1 }, started: true, cancelled: false, status: 'partially_failed' },
    { c: { failed: 3 }, started: true, cancelled: false, status: 'failed' },
    { c: { succeeded: 1, cancelled: 2 }, started: true, cancelled: true, status: 'cancelled' },
    { c: { cancelled: 3 }, started: false, cancelled: true, status: 'cancelled' },
  ] as const)('$status for $c', ({ c, started, cancelled, status }) => {
    expect(deriveTaskStatus(counts(c), { started, cancelled })).toBe(status);
  });
});

describe('estimateEtaSeconds', () => {
  it('extrapolates the throughput so far over the items left', () => {
    const c = counts({ succeeded: 30, failed: 10, pending: 60 });
    expect(estimateEtaSeconds({ counts: c, elapsedMs: 20_000, limiterSeconds: null })).toBe(30);
  });

  it('never promises faster than the rate limiter allows', () => {
    const c = counts({ succeeded: 30, pending: 60 });
    expect(estimateEtaSeconds({ counts: c, elapsedMs: 3_000, limiterSeconds: 12.2 })).toBe(13);
  });

  it('uses the rate limiter alone before anything finished', () => {
    const c = counts({ pending: 10 });
    expect(estimateEtaSeconds({ counts: c, elapsedMs: null, limiterSeconds: 4.5 })).toBe(5);
  });

  it('knows nothing before anything finished without a limiter estimate', () => {
    const c = counts({ pending: 10 });
    expect(estimateEtaSeconds({ counts: c, elapsedMs: 1_000, limiterSeconds: null })).toBeNull();
  });

  it('has no ETA once nothing is left', () => {
    const c = counts({ succeeded: 10 });
    expect(estimateEtaSeconds({ counts: c, elapsedMs: 1_000, limiterSeconds: 3 })).toBeNull();
  });
});

describe('progressOf', () => {
  it('counts succeeded, failed and cancelled items as done', () => {
    const p = progressOf(counts({ succeeded: 2, failed: 1, cancelled: 1, pending: 4 }), 7);
    expect(p).toMatchObject({ total: 8, done: 4, percent: 50, eta_seconds: 7 });
  });

  it('stays below 100 while an item is active', () => {
    expect(progressOf(counts({ succeeded: 999, unknown: 1 }), null).percent).toBe(99);
    expect(progressOf(counts({ succeeded: 1000 }), null).percent).toBe(100);
  });
});
