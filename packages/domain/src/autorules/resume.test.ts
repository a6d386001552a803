import { describe, expect, it } from 'vitest';
import { resumePlan } from './resume';

describe('resumePlan (今日暂停 at midnight)', () => {
  it('switches on an object the rule paused and that is still paused', () => {
    expect(resumePlan({ pauseWrite: 'succeeded', optStatus: 'DISABLE' })).toEqual({
      kind: 'resume',
    });
  });

  it('waits while the pause is still being written', () => {
    for (const write of ['pending', 'running', 'unknown'] as const) {
      expect(resumePlan({ pauseWrite: write, optStatus: 'ENABLE' })).toEqual({ kind: 'wait' });
    }
  });

  it('leaves alone what the pause never changed, what is on again, and what is gone', () => {
    expect(resumePlan({ pauseWrite: 'failed', optStatus: 'ENABLE' })).toEqual({
      kind: 'skip',
      note: '暂停未生效，无需恢复',
    });
    expect(resumePlan({ pauseWrite: 'cancelled', optStatus: 'ENABLE' }).kind).toBe('skip');
    expect(resumePlan({ pauseWrite: null, optStatus: 'DISABLE' }).kind).toBe('skip');
    expect(resumePlan({ pauseWrite: 'succeeded', optStatus: 'ENABLE' })).toEqual({
      kind: 'skip',
      note: '对象已被启用，无需恢复',
    });
    expect(resumePlan({ pauseWrite: 'succeeded', optStatus: undefined })).toEqual({
      kind: 'skip',
      note: '对象已删除，无需恢复',
    });
  });
});
