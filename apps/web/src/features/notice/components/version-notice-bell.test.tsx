import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { VersionNoticeBell } from './version-notice-bell';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTICE = {
  layer: 1,
  icon: 0,
  notice: { version: '2025.10.13', title: '版本更新说明', items: ['新增字段'], published_at: '' },
};

/** The notice call answers layer 1 until it is marked read; the calls are recorded. */
function stubNotice() {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify({ code: 0, data: url.includes('/read') ? null : NOTICE, message: '' }),
        { status: 200 },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('VersionNoticeBell (spec 000 §4)', () => {
  it('opens the notice once: a header mounted again after 知道了 does not reopen it', async () => {
    const fetchMock = stubNotice();
    useSessionStore.setState({ infoLoaded: true, roles: ['operator'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bell = () => (
      <QueryClientProvider client={client}>
        <VersionNoticeBell />
      </QueryClientProvider>
    );
    const view = render(bell());
    fireEvent.click(await screen.findByRole('button', { name: /知\s*道\s*了/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.includes('/read'))).toBe(true),
    );
    view.unmount();
    render(bell());
    expect(await screen.findByRole('button', { name: '版本更新' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
