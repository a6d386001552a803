import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { SignInLockTag, UnlockButton } from './sign-in-lock';

beforeAll(() => {
  stubMatchMedia();
  // jsdom has no ResizeObserver; antd's popover observes its size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);

describe('SignInLockTag (docs/adr/0008)', () => {
  it('shows recent wrong passwords that only delay the user', () => {
    render(<SignInLockTag lock={{ failures: 3, locked_until: null }} />);
    expect(screen.getByText('密码错误 3 次')).toBeTruthy();
    expect(screen.queryByText('已锁定')).toBeNull();
  });

  it('shows a lock, with its end and the failures on hover', async () => {
    render(<SignInLockTag lock={{ failures: 5, locked_until: '2025-10-13T04:15:00Z' }} />);
    fireEvent.mouseEnter(screen.getByText('已锁定'));
    expect(await screen.findByText(/陌生网络登录已锁定至 2025-10-13 \d\d:15:00/)).toBeTruthy();
    expect(screen.getByText(/近 15 分钟密码错误 5 次/)).toBeTruthy();
  });
});

describe('UnlockButton', () => {
  it('unlocks only after the confirmation', async () => {
    const onUnlock = vi.fn();
    render(<UnlockButton onUnlock={onUnlock} />);

    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('确认解锁该账号？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(onUnlock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认解锁' }));
    await waitFor(() => expect(onUnlock).toHaveBeenCalledTimes(1));
  });
});
