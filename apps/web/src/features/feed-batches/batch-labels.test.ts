import type { TaskProgress } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatEta, progressStatus, progressText } from './batch-labels';

const progress = (counts: Partial<TaskProgress['counts']>, total: number): TaskProgress => ({
  total,
  done: 0,
  percent: 0,
  eta_seconds: null,
  counts: { pending: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0, unknown: 0, ...counts },
});

describe('formatEta', () => {
  it.each([
    [null, null],
    [0.2, '约 1 秒'],
    [42, '约 42 秒'],
    [89, '约 1 分钟'],
    [3_599, '约 1 小时'],
    [3_600, '约 1 小时'],
    [7_500, '约 2 小时 5 分钟'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatEta(seconds)).toBe(text);
  });
});

describe('progressText', () => {
  it.each([
    [progress({ succeeded: 2 }, 2), '成功 2 · 共 2'],
    [progress({ succeeded: 1, failed: 1 }, 2), '成功 1 · 失败 1 · 共 2'],
    [progress({ pending: 2, running: 1, unknown: 1, succeeded: 1 }, 5), '成功 1 · 处理中 4 · 共 5'],
    [progress({ cancelled: 3, succeeded: 1 }, 4), '成功 1 · 取消 3 · 共 4'],
  ])('%#', (p, text) => {
    expect(progressText(p)).toBe(text);
  });
});

describe('progressStatus', () => {
  it('animates while running, turns red with failures and green when all succeeded', () => {
    expect(progressStatus('running', progress({ failed: 1 }, 3))).toBe('active');
    expect(progressStatus('partially_failed', progress({ failed: 1 }, 3))).toBe('exception');
    expect(progressStatus('succeeded', progress({ succeeded: 3 }, 3))).toBe('success');
    expect(progressStatus('cancelled', progress({ cancelled: 3 }, 3))).toBe('normal');
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2_048, '2.0 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
  ])('%s → %s', (size, text) => {
    expect(formatBytes(size)).toBe(text);
  });
});
