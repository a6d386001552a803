import { describe, expect, it } from 'vitest';
import { runView, SyncRuns } from './sync-runs';

const at = new Date('2025-06-15T08:00:00Z');
const base = { medium: null, full: false, total: 3 } as const;

describe('SyncRuns', () => {
  it('counts progress until the run is closed', () => {
    const runs = new SyncRuns();
    const { run } = runs.open({ ...base, trigger: 'manual', createdBy: 7 }, at);
    runs.count(run, 'succeeded');
    runs.count(run, 'skipped');
    expect(runView(run)).toMatchObject({ status: 'running', total: 3, done: 2, finished_at: null });
    runs.count(run, 'failed');
    runs.close(run, 'finished', new Date(at.getTime() + 1000));
    expect(runView(run)).toMatchObject({
      status: 'finished',
      done: 3,
      succeeded: 1,
      failed: 1,
      skipped: 1,
      started_at: '2025-06-15T08:00:00.000Z',
      finished_at: '2025-06-15T08:00:01.000Z',
    });
    expect(runs.running()).toEqual([]);
  });

  it('settles the run’s promise when told', async () => {
    const runs = new SyncRuns();
    const { run, settle } = runs.open({ ...base, trigger: 'schedule', createdBy: null }, at);
    settle();
    await expect(run.done).resolves.toBeUndefined();
  });

  it('shows a user their own runs and the system’s, an administrator all', () => {
    const runs = new SyncRuns();
    const mine = runs.open({ ...base, trigger: 'manual', createdBy: 1 }, at).run;
    const theirs = runs.open({ ...base, trigger: 'manual', createdBy: 2 }, at).run;
    const scheduled = runs.open({ ...base, trigger: 'schedule', createdBy: null }, at).run;
    expect(runs.visibleTo(1, false)).toEqual([scheduled, mine]);
    expect(runs.visibleTo(1, true)).toEqual([scheduled, theirs, mine]);
  });

  it('keeps the running runs and the last 20 finished ones', () => {
    const runs = new SyncRuns();
    const running = runs.open({ ...base, trigger: 'schedule', createdBy: null }, at).run;
    for (let i = 0; i < 25; i += 1) {
      const { run } = runs.open({ ...base, trigger: 'manual', createdBy: 1 }, at);
      runs.close(run, 'finished', at);
    }
    const kept = runs.visibleTo(1, true);
    expect(kept).toHaveLength(21);
    expect(kept).toContain(running);
    expect(runs.find(running.id)).toBe(running);
  });
});
