import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getFeedback } from '../api/feedback';
import { FeedbackHost } from './feedback-host';
import { stubMatchMedia } from '../test/stub-match-media';

beforeAll(stubMatchMedia);

afterEach(cleanup);

describe('FeedbackHost (spec 000 §8)', () => {
  it('shows API errors as notifications, one line per message', async () => {
    render(<FeedbackHost />);
    act(() =>
      getFeedback().showError({ title: '错误', description: '名称不能为空\n手机号格式不正确' }),
    );
    expect(await screen.findByText('错误')).toBeTruthy();
    expect(screen.getByText(/名称不能为空/).textContent).toBe('名称不能为空\n手机号格式不正确');
  });

  it('loads the re-login confirm on demand and reports when it closes', async () => {
    // Without motion the dialog closes at once (jsdom runs no CSS transitions).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackHost />
      </ConfigProvider>,
    );
    const onRelogin = vi.fn();
    const onClosed = vi.fn();
    act(() => getFeedback().confirmRelogin({ onRelogin, onClosed }));

    expect(await screen.findByText('登录状态已过期，请重新登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s?消/ }));

    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('re-logs in from the confirm', async () => {
    render(<FeedbackHost />);
    const onRelogin = vi.fn();
    act(() => getFeedback().confirmRelogin({ onRelogin, onClosed: () => undefined }));

    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));

    await waitFor(() => expect(onRelogin).toHaveBeenCalledTimes(1));
  });
});
