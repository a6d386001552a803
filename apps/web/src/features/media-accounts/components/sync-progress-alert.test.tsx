import type { AdvertiserSyncProgress } from '@toufang/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatYuan } from './advertiser-columns';
import { SyncProgressAlert, syncPercent } from './sync-progress-alert';

afterEach(cleanup);

const progress = (over: Partial<AdvertiserSyncProgress>): AdvertiserSyncProgress => ({
  medium: 'tencent',
  state: 'done',
  total: 3,
  done: 3,
  failed: 0,
  accounts: 9,
  errors: [],
  started_at: '2026-11-01T00:00:00.000Z',
  finished_at: '2026-11-01T00:00:05.000Z',
  ...over,
});

describe('syncPercent', () => {
  it.each([
    [progress({ state: 'running', done: 1 }), 33],
    [progress({ state: 'running', total: 0, done: 0 }), 0],
    [progress({ total: 0, done: 0 }), 100],
    [progress({}), 100],
  ])('is %# as a whole percent', (value, percent) => {
    expect(syncPercent(value)).toBe(percent);
  });
});

describe('SyncProgressAlert', () => {
  it('names the grants that failed', () => {
    render(
      <SyncProgressAlert
        onClose={vi.fn()}
        progress={progress({
          failed: 1,
          errors: [{ grant: '腾讯授权甲', message: '授权已失效，请重新授权' }],
        })}
      />,
    );
    expect(screen.getByText('同步完成：读取 3 个授权，9 个账户，1 个授权失败')).toBeTruthy();
    expect(screen.getByText('腾讯授权甲')).toBeTruthy();
    expect(screen.getByText(/授权已失效，请重新授权/)).toBeTruthy();
  });
});

describe('formatYuan', () => {
  it.each([
    ['0.00', '0.00'],
    ['999.10', '999.10'],
    ['1234567.89', '1,234,567.89'],
    ['-1234.50', '-1,234.50'],
  ])('shows %s as %s', (yuan, text) => {
    expect(formatYuan(yuan)).toBe(text);
  });
});
