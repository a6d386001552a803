import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useFinishLogout, useLogout } from './use-logout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().resetToken();
});

function LeavingPage() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      退出登录
    </button>
  );
}

function LoginStub() {
  useFinishLogout();
  return <p>登录页</p>;
}

describe('logging out (spec 000 §4)', () => {
  it('opens the login page without waiting for the server, then revokes with the token', async () => {
    // The server never answers: the user is on the login page all the same.
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ token: 'tok-logout' });
    render(
      <MemoryRouter initialEntries={['/home/main']}>
        <Routes>
          <Route path="/home/main" element={<LeavingPage />} />
          <Route path="/login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init?.headers).get('X-Token')).toBe('tok-logout');
  });

  it('asks nothing of the server when the login page is opened again without a session', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { loggedOut: true } }]}>
        <Routes>
          <Route path="/login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('登录页')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
