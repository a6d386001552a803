import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the reload screen with the reason when a route fails', () => {
    // React logs caught render errors; the test expects this one.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary path="/info">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败');
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷新页面|刷 新 页 面/ })).toBeTruthy();
  });

  it('renders the routes again after navigating to another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary path="/info">
        <Broken />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary path="/manager">
        <p>配置管理</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('配置管理')).toBeTruthy();
  });

  it('stays out of the way while routes render', () => {
    render(
      <RouteErrorBoundary path="/login">
        <p>登录</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('登录')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
